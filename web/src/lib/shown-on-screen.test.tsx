import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MESSAGES } from '@signage/domain/messages';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../components/confirm/confirm-provider.tsx';
import { createNotificationStore } from '../components/notifications/notification-store.ts';
import { NotificationsProvider } from '../components/notifications/notifications-provider.tsx';
import { DeviceListPage } from '../features/devices/list/device-list-page.tsx';
import { UserListPage } from '../features/users/list/user-list-page.tsx';
import { createApolloClient } from './apollo.ts';
import { system } from './theme.ts';

const FORBIDDEN = { errors: [{ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } }], data: null };

/** The gateway as a user with "view media" alone meets it: their own account answered, every area refused. */
function gatewayRefusingAreas() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      const body =
        operationName === 'MeQuery'
          ? {
              data: {
                me: {
                  __typename: 'User',
                  id: '7',
                  username: 'kim',
                  firstName: 'Kim',
                  lastName: '',
                  permissions: ['view media'],
                  forcedTags: [],
                  cmsMetadata: { __typename: 'CmsMetadata', landingPage: 'media' },
                },
              },
            }
          : FORBIDDEN;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a refusal a screen shows in place of its data', () => {
  it.each([
    ['the users', <UserListPage key="users" />],
    ['the devices', <DeviceListPage key="devices" />],
  ])('is said once, on %s list, not again in a notification', async (what, screenUi) => {
    gatewayRefusingAreas();
    const notifyError = vi.fn();
    const client = createApolloClient({ notifyError, onUnauthenticated: vi.fn(), onLicence: vi.fn() });
    render(
      <ChakraProvider value={system}>
        <NotificationsProvider store={createNotificationStore()}>
          <ApolloProvider client={client}>
            <ConfirmProvider>
              <MemoryRouter>{screenUi}</MemoryRouter>
            </ConfirmProvider>
          </ApolloProvider>
        </NotificationsProvider>
      </ChakraProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Could not load ${what}.`);
    expect(alert.textContent).toContain(MESSAGES.forbidden);
    // The error link runs before the screen hears of the error: had it notified, it would have by now.
    expect(notifyError).not.toHaveBeenCalled();
  });
});
