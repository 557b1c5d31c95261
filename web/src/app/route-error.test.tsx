import { ChakraProvider } from '@chakra-ui/react';
import { MESSAGES } from '@signage/domain/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../lib/theme.ts';
import { UNREACHABLE_TEXT } from './route-error.tsx';
import { screenModule } from './routes.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a screen that fails to load in the shell', () => {
  it('says the server does not answer in the screen’s place, keeps the shell, and checks again on request', async () => {
    const probe = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', probe);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <nav aria-label="Main">
              Sidebar <Outlet />
            </nav>
          ),
          children: [
            {
              path: 'media',
              lazy: screenModule(() =>
                Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/m.js')),
              ),
            },
          ],
        },
      ],
      { initialEntries: ['/media'] },
    );
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.cannotConnect })).toBeTruthy();
    expect(screen.getByText(UNREACHABLE_TEXT)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.cannotConnect })).toBeTruthy();
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
