import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../test/render.tsx';
import { createNotificationStore } from './notification-store.ts';
import { NotificationsProvider } from './notifications-provider.tsx';

describe('notifications', () => {
  it('shows each toast with its message, danger as an alert, and the excess notice beyond five', () => {
    const store = createNotificationStore();
    renderWithChakra(
      <NotificationsProvider store={store}>
        <p>screen</p>
      </NotificationsProvider>,
    );
    act(() => {
      store.notify('danger', 'Cannot connect to Backend');
      store.notify('success', 'Landing page saved.');
      for (let i = 0; i < 5; i++) store.notify('info', `info ${i}`);
    });
    expect(screen.getByRole('alert').textContent).toContain('Cannot connect to Backend');
    const statuses = screen.getAllByRole('status').map((el) => el.textContent);
    expect(statuses).toEqual(['Landing page saved.', 'info 0', 'info 1', 'info 2', 'Excess messages hidden...']);
  });
});
