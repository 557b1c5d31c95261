import { PERMISSIONS } from '@signage/domain/permissions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { meMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { Sidebar } from './sidebar.tsx';

function renderSidebar(at: string, implemented?: readonly string[], permissions: string[] = [...PERMISSIONS]) {
  renderApp(<Sidebar implemented={implemented} />, { at, mocks: [meMock(permissions)] });
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const linkNames = (nav: ReturnType<typeof renderSidebar>) => nav.queryAllByRole('link').map((a) => a.textContent);

describe('sidebar', () => {
  it('shows the main screens that exist and Help, with the rest in the Advanced group', async () => {
    const nav = renderSidebar(paths.help);
    // Users waits for the signed-in user's rights.
    await nav.findByRole('link', { name: 'Users' });
    const main = [
      'Dashboard',
      'Devices',
      'Campaigns',
      'Media',
      'Templates',
      'Layouts',
      'Venues',
      'Audio',
      'Users',
      'Trading hours',
    ];
    expect(linkNames(nav)).toEqual([...main, 'Help']);
    await userEvent.click(nav.getByRole('button', { name: 'Advanced' }));
    expect(linkNames(nav)).toEqual([
      ...main,
      'Tag groups',
      'Schedules',
      'Tags',
      'Device settings',
      'System',
      'Data sources',
      'Widget auths',
      'Outgoing mail',
      'Audit',
      'Reports',
      'Help',
    ]);
  });

  it('hides an empty Advanced group', () => {
    const nav = renderSidebar(paths.help, [paths.media, paths.help]);
    expect(nav.queryByRole('button', { name: 'Advanced' })).toBeNull();
  });

  it('keeps Widget auths active on a widget authentication editor', async () => {
    const nav = renderSidebar('/widgets/auth/new');
    expect((await nav.findByRole('link', { name: 'Widget auths' })).getAttribute('aria-current')).toBe('page');
  });

  it('opens the Advanced group on the tag group editor, Tag groups current', async () => {
    const nav = renderSidebar('/taggroups/edit/3');
    expect((await nav.findByRole('link', { name: 'Tag groups' })).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('button', { name: 'Advanced' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the implemented sections in the spec order', async () => {
    const nav = renderSidebar(paths.help, [paths.users, paths.media, paths.devices, paths.help]);
    await nav.findByRole('link', { name: 'Users' });
    expect(linkNames(nav)).toEqual(['Devices', 'Media', 'Users', 'Help']);
  });

  it('shows only the areas a user may see: with layout rights alone, no devices, media, schedules or users', async () => {
    const nav = renderSidebar(paths.help, undefined, ['edit layouts']);
    // The areas show once the rights are known (Tags, which lists only what the caller may see, before).
    await nav.findByRole('link', { name: 'Layouts' });
    await userEvent.click(nav.getByRole('button', { name: 'Advanced' }));
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Templates',
      'Layouts',
      'Audio',
      'Tags',
      'Data sources',
      'Widget auths',
      'Help',
    ]);
  });

  it('hides Users without "view users" or "edit users", and Audit without "view audit"', async () => {
    const nav = renderSidebar(paths.help, [paths.users, paths.outgoingMail, paths.audit, paths.help], ['edit system']);
    // Once the rights are known the Advanced group appears, with Outgoing mail ("edit system") and without Audit.
    await userEvent.click(await nav.findByRole('button', { name: 'Advanced' }));
    expect(linkNames(nav)).toEqual(['Outgoing mail', 'Help']);
  });

  it('hides System (the licence) without "edit system"', async () => {
    const nav = renderSidebar(paths.help, [paths.system, paths.tags, paths.help], ['view media']);
    await userEvent.click(await nav.findByRole('button', { name: 'Advanced' }));
    expect(linkNames(nav)).toEqual(['Tags', 'Help']);
  });

  it('shows Users to a holder of "view users" alone', async () => {
    const nav = renderSidebar(paths.help, [paths.users, paths.media, paths.help], ['view users']);
    await nav.findByRole('link', { name: 'Users' });
    expect(linkNames(nav)).toEqual(['Users', 'Help']);
  });

  it('keeps the Advanced group closed until asked, and opens it on click', async () => {
    const nav = renderSidebar(paths.media, [paths.media, paths.tags, paths.system]);
    // Its entries need rights: the group shows once the caller's have loaded.
    const advanced = await nav.findByRole('button', { name: 'Advanced' });
    expect(advanced.getAttribute('aria-expanded')).toBe('false');
    expect(nav.queryByRole('link', { name: 'Tags' })).toBeNull();
    await userEvent.click(advanced);
    expect(advanced.getAttribute('aria-expanded')).toBe('true');
    // System needs "edit system": it shows once the caller's rights have loaded.
    await nav.findByRole('link', { name: 'System' });
    expect(linkNames(nav)).toEqual(['Media', 'Tags', 'System']);
  });

  it('expands the Advanced group by itself when one of its paths is active', async () => {
    const nav = renderSidebar('/tags/something', [paths.media, paths.tags, paths.system]);
    expect((await nav.findByRole('button', { name: 'Advanced' })).getAttribute('aria-expanded')).toBe('true');
    expect(nav.getByRole('link', { name: 'Tags' }).getAttribute('aria-current')).toBe('page');
  });

  it("keeps Media active on a media item's edit screen", async () => {
    const nav = renderSidebar('/media/42');
    expect((await nav.findByRole('link', { name: 'Media' })).getAttribute('aria-current')).toBe('page');
  });

  it('toggles between Show Less (labels) and Show More (icons only), and remembers it', async () => {
    const nav = renderSidebar(paths.help, [paths.media, paths.help]);
    expect((await nav.findByRole('link', { name: 'Media' })).textContent).toBe('Media');
    await userEvent.click(nav.getByRole('button', { name: 'Show Less' }));
    const media = nav.getByRole('link', { name: 'Media' });
    expect(media.textContent).toBe('');
    expect(nav.getByRole('button', { name: 'Show More' })).toBeTruthy();
    expect(localStorage.getItem('sidebar_expanded')).toBe('false');
  });
});
