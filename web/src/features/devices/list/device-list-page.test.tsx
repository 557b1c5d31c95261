import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeviceListQueryDocument } from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DeviceListPage } from './device-list-page.tsx';
import { DEVICE_SEARCH_KEY } from './device-list-params.ts';

const row = (id: string, name: string) => ({
  __typename: 'Device',
  id,
  name,
  lastContact: null,
  bucket: 'OFFLINE',
  licensed: true,
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

function renderAt(at: string, mocks: MockLink.MockedResponse[]) {
  renderApp(<DeviceListPage />, {
    mocks: [meMock(['view devices']), settingsMock, ...mocks],
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
});
