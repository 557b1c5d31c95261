import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { UserMenu } from './user-menu.tsx';
import { WhatsNew } from './whats-new.tsx';

const me = { id: '1', username: 'admin', firstName: 'Ada', lastName: 'Admin' } as Parameters<typeof UserMenu>[0]['me'];

// The header's popups load on first use (issue 20): the first click must still open them, and later ones too.
describe('header popups loaded on first use', () => {
  it('opens the user menu on the first click, with who is signed in and Sign out', async () => {
    renderApp(<UserMenu me={me} />);
    await userEvent.click(screen.getByRole('button', { name: /Ada Admin/ }));
    const menu = await screen.findByRole('menu');
    expect(menu.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('menuitem', { name: 'Sign out' }).closest('[role=menu]')).toBe(menu);
    expect(menu.textContent).toContain('Signed in as admin');
  });

  it("opens What's new on the first click, closes on Escape, and opens again", async () => {
    renderApp(<WhatsNew />);
    await userEvent.click(screen.getByRole('button', { name: "What's new" }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Reports that read at a glance');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: "What's new" }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Reports that read at a glance');
  });
});
