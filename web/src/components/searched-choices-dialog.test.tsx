import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../test/render.tsx';
import { SearchedChoicesDialog } from './searched-choices-dialog.tsx';

const useLayouts = () => ({
  query: { refetch: () => undefined },
  list: { items: ['Lobby', 'Cafe'], pageInfo: { totalItems: 30 } },
});

describe('a searched choices dialog', () => {
  it('shows the search box, the choices, how many of how many, and closes on Cancel', async () => {
    const onClose = vi.fn();
    renderWithChakra(
      <SearchedChoicesDialog
        title="Schedule a layout"
        open
        onClose={onClose}
        size="md"
        noun="layouts"
        useChoices={useLayouts}
        gap="3"
      >
        {(items) => (
          <ul aria-label="Layouts">
            {items.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </SearchedChoicesDialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Schedule a layout' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search layouts' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lobby', 'Cafe']);
    expect(screen.getByText('Showing 2 of 30 layouts: search to find others.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
