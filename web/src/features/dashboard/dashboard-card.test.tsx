import { CARD_MAX_DEVICES } from '@signage/domain/constants';
import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TAGS_KEY } from '../../lib/session-tags.ts';
import { settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import type { CardState } from './dashboard-cards.ts';
import { cardDevicesMock, presenceMock } from './dashboard-test-data.ts';

const CARD: CardState = {
  key: 'card-1',
  name: 'Lobby screens',
  kind: 'DEVICES',
  tags: [{ name: 'lobby', color: null }],
  position: { x: 0, y: 0, w: 4, h: 9 },
};

describe('dashboard card', () => {
  it('shows 40 devices, adds 20 per "load more" up to 100, then the limit message', async () => {
    renderApp(<DashboardCard card={CARD} onChange={vi.fn()} onDelete={vi.fn()} onMove={vi.fn()} />, {
      mocks: [
        settingsMock,
        presenceMock('1', false),
        ...[40, 60, 80, 100].map((limit) => cardDevicesMock(['lobby'], limit, CARD_MAX_DEVICES + 1)),
      ],
    });
    const user = userEvent.setup();
    await screen.findByText('Showing 40 of 101 devices');
    const list = screen.getByRole('list', { name: 'Devices of Lobby screens' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    for (const shown of [60, 80, 100]) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText(`Showing ${shown} of 101 devices`);
    }
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByRole('status').textContent).toBe(DEVICE_MESSAGES.maxDevicesPerCard);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 20_000);

  it('opens each device in a new tab, with its status from last contact or live presence', async () => {
    renderApp(<DashboardCard card={CARD} onChange={vi.fn()} onDelete={vi.fn()} onMove={vi.fn()} />, {
      mocks: [settingsMock, presenceMock('1', true), cardDevicesMock(['lobby'], 40, 2, 45)],
    });
    const list = await screen.findByRole('list', { name: 'Devices of Lobby screens' });
    const link = await within(list).findByRole('link', { name: 'Screen 001' });
    expect(link.getAttribute('href')).toBe('/admin/devices/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    const [first, second] = within(list).getAllByRole('listitem');
    // Device 2 was last heard from 45 minutes ago: stale. Device 1 just sent a message: online.
    expect(within(second!).getByText('Stale')).toBeTruthy();
    expect(await within(first!).findByText('Online')).toBeTruthy();
  });

  it('lists the layouts its devices play now, each opening the layout editor in a new tab', async () => {
    renderApp(<DashboardCard card={CARD} onChange={vi.fn()} onDelete={vi.fn()} onMove={vi.fn()} />, {
      mocks: [
        settingsMock,
        presenceMock('1', true),
        // What each plays is the server's answer (Device.screenLayout); the third plays a layout the user's forced
        // tags hide, the fourth nothing.
        cardDevicesMock(['lobby'], 40, 4, 5, [
          { id: '7', name: 'Lobby welcome' },
          { id: '7', name: 'Lobby welcome' },
          { id: '12' },
        ]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Layouts playing on Lobby screens' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Lobby welcome', '/layouts/7/layout', '_blank'],
    ]);
    expect(within(list).getByText('2 devices')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Layout 12 (not visible to you)1 device', 'Lobby welcome2 devices']);
  });

  it('opens a sync sequence a device plays in the sync sequence editor', async () => {
    renderApp(<DashboardCard card={CARD} onChange={vi.fn()} onDelete={vi.fn()} onMove={vi.fn()} />, {
      mocks: [
        settingsMock,
        presenceMock('1', true),
        cardDevicesMock(['lobby'], 40, 1, 5, [{ id: '9', name: 'Everywhere', layoutType: 'SYNC_SEQUENCE' }]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Layouts playing on Lobby screens' });
    expect(within(list).getByRole('link', { name: 'Everywhere' }).getAttribute('href')).toBe('/synclayouts/9');
    expect(within(list).getByText('1 device')).toBeTruthy();
  });

  it('adds the session tags to its search and says so', async () => {
    localStorage.setItem(SESSION_TAGS_KEY, JSON.stringify(['#floor2']));
    try {
      renderApp(<DashboardCard card={CARD} onChange={vi.fn()} onDelete={vi.fn()} onMove={vi.fn()} />, {
        mocks: [settingsMock, presenceMock('1', true), cardDevicesMock(['lobby', 'floor2'], 40, 3)],
      });
      await screen.findByText('Showing 3 of 3 devices');
      expect(screen.getByText('Your session tags also apply: #floor2')).toBeTruthy();
    } finally {
      localStorage.removeItem(SESSION_TAGS_KEY);
    }
  });

  it('renames the card in place and asks for tags before searching', async () => {
    const onChange = vi.fn();
    renderApp(<DashboardCard card={{ ...CARD, tags: [] }} onChange={onChange} onDelete={vi.fn()} onMove={vi.fn()} />, {
      mocks: [settingsMock],
    });
    const user = userEvent.setup();
    expect(screen.getByText('Add tags to list the devices that carry them.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rename card Lobby screens' }));
    const title = screen.getByRole('textbox', { name: 'Card title' });
    await user.clear(title);
    await user.type(title, 'Foyer{Enter}');
    expect(onChange).toHaveBeenCalledWith({ ...CARD, tags: [], name: 'Foyer' });
  });

  it('moves by the arrow keys on its handle: up and left earlier, down and right later', async () => {
    const onMove = vi.fn();
    renderApp(<DashboardCard card={{ ...CARD, tags: [] }} onChange={vi.fn()} onDelete={vi.fn()} onMove={onMove} />, {
      mocks: [settingsMock],
    });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move card Lobby screens: drag it, or press the arrow keys' }),
    );
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowDown}{ArrowRight}{Enter}');
    expect(onMove.mock.calls).toEqual([[-1], [-1], [1], [1]]);
  });
});
