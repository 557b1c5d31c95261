import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DeviceListPresenceSubscriptionDocument,
  DeviceListQueryDocument,
  PendingDevicesQueryDocument,
} from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DeviceListPage } from './device-list-page.tsx';
import { DEVICE_SEARCH_KEY } from './device-list-params.ts';

const row = (id: string, name: string) => ({
  __typename: 'Device',
  id,
  name,
  lastContact: null,
  closed: false,
  bucket: 'OFFLINE',
  licensed: true,
  overLicence: false,
  assetTag: '',
  tags: [],
});

function answer(variables: Record<string, unknown>, names: string[]): MockLink.MockedResponse {
  return {
    request: { query: DeviceListQueryDocument, variables },
    result: {
      data: {
        devices: {
          __typename: 'DevicePage',
          items: names.map((name, i) => row(`${name}-${i}`, name)),
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalItems: names.length },
        },
      },
    },
    maxUsageCount: 5,
  };
}

const ORDER = { sortBy: 'ID', sortDirection: 'DESC' };

function renderAt(at: string, mocks: MockLink.MockedResponse[], permissions = ['view devices']) {
  renderApp(<DeviceListPage />, {
    mocks: [meMock(permissions), settingsMock, ...mocks],
    at,
    path: '/admin/devices',
  });
  return userEvent.setup();
}

describe('device list', () => {
  it('opens with the search, order and page size a shared link holds', async () => {
    renderAt('/admin/devices?search=kiosk&tags=lobby&sortBy=NAME&sortDirection=ASC&pageSize=50', [
      answer({ page: 1, pageSize: 50, search: 'kiosk', tags: ['lobby'], sortBy: 'NAME', sortDirection: 'ASC' }, [
        'Kiosk A',
      ]),
    ]);
    expect(await screen.findByText('Kiosk A')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('kiosk');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('saves the search and brings it back on the next visit, and clears it', async () => {
    const user = renderAt('/admin/devices', [
      answer({ page: 1, pageSize: 25, ...ORDER }, ['Foyer', 'Lobby']),
      answer({ page: 1, pageSize: 25, search: 'lob', ...ORDER }, ['Lobby']),
    ]);
    await screen.findByText('Foyer');
    await user.type(screen.getByLabelText('Search'), 'lob');
    // Another device is named Foyer in the first answer, so wait for the list of one.
    await screen.findByText(/Showing 1–1 of 1 item/);
    await waitFor(() => expect(localStorage.getItem(DEVICE_SEARCH_KEY)).toBe('search=lob'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText(/Showing 1–2 of 2 items/);
    await waitFor(() => expect(localStorage.getItem(DEVICE_SEARCH_KEY)).toBe(''));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('restores the saved search when opened without one', async () => {
    localStorage.setItem(DEVICE_SEARCH_KEY, 'search=lob&lastContactMin=5min');
    renderAt('/admin/devices', [
      answer({ page: 1, pageSize: 25, search: 'lob', lastContactMin: 'MIN_5', ...ORDER }, ['Lobby']),
    ]);
    expect(await screen.findByText('Lobby')).toBeTruthy();
    expect((screen.getByLabelText('Last contact minimum') as HTMLSelectElement).value).toBe('5min');
  });

  it('says when nothing matches, in the same empty state as every list', async () => {
    renderAt('/admin/devices?search=zzz', [answer({ page: 1, pageSize: 25, search: 'zzz', ...ORDER }, [])]);
    expect(await screen.findByText('No devices match this search.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('marks each device online, stale, offline or closed, a live answer making it online', async () => {
    const recent = new Date(Date.now() - 45 * 60_000).toISOString();
    renderAt('/admin/devices', [
      {
        request: { query: DeviceListQueryDocument, variables: { page: 1, pageSize: 25, ...ORDER } },
        result: {
          data: {
            devices: {
              __typename: 'DevicePage',
              items: [
                { ...row('1', 'Foyer'), lastContact: recent, bucket: 'WITHIN_60MIN' },
                { ...row('2', 'Cellar'), lastContact: '2025-01-01T08:00:00Z' },
                { ...row('3', 'Lobby'), lastContact: '2025-01-01T08:00:00Z' },
                // Not seen for a long time, but its trading hours have it closed: closed, not offline.
                { ...row('4', 'Bakery'), lastContact: '2025-01-01T08:00:00Z', closed: true },
              ],
              pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalItems: 4 },
            },
          },
        },
      },
      {
        request: { query: DeviceListPresenceSubscriptionDocument, variables: { ids: ['1', '2', '3', '4'] } },
        result: {
          data: {
            devicesPresence: {
              __typename: 'DevicePresence',
              deviceId: '3',
              online: true,
              lastMessageAt: new Date().toISOString(),
            },
          },
        },
      },
    ]);
    const status = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(name) })).getByRole('img', {
        name: /Online|Stale|Offline|Closed/,
      });
    await screen.findByText('Foyer');
    expect(status('Foyer').getAttribute('aria-label')).toBe('Stale');
    expect(status('Cellar').getAttribute('aria-label')).toBe('Offline');
    expect(status('Bakery').getAttribute('aria-label')).toBe('Closed');
    await waitFor(() => expect(status('Lobby').getAttribute('aria-label')).toBe('Online'));
  });

  it('lists players waiting for activation, by the first group of their key, each with "Activate"', async () => {
    renderAt(
      '/admin/devices',
      [
        answer({ page: 1, pageSize: 25, ...ORDER }, ['Foyer']),
        {
          request: { query: PendingDevicesQueryDocument },
          result: {
            data: {
              pendingDevices: [
                {
                  __typename: 'PendingDevice',
                  id: '9',
                  deviceKey: 'QA25Y-GEX5J-4FABJ-ZPHLK',
                  keyStart: 'QA25Y',
                  type: 'android',
                  modelName: 'K1',
                  dateCreated: '2025-03-01T08:00:00Z',
                  lastContact: '2025-03-01T08:05:00Z',
                },
              ],
            },
          },
        },
      ],
      ['view devices', 'edit devices'],
    );
    const waiting = await screen.findByRole('table', { name: 'Waiting for activation (1)' });
    const entry = within(waiting).getByRole('row', { name: 'Waiting device QA25Y' });
    expect(entry.textContent).toContain('QA25Y-…');
    expect(entry.textContent).toContain('Not activated');
    expect(entry.textContent).not.toContain('GEX5J');
    const activate = within(entry).getByRole('link', { name: 'Activate the device whose key starts QA25Y' });
    expect(activate.getAttribute('href')).toBe('/admin/devices/activate?key=QA25Y-GEX5J-4FABJ-ZPHLK');
  });
});
