import { beforeEach, describe, expect, it } from 'vitest';
import { deviceListVariables } from './device-list-variables.ts';
import {
  DEVICE_SEARCH_KEY,
  EMPTY_DEVICE_SEARCH,
  initialDeviceSearch,
  loadDeviceSearch,
  saveDeviceSearch,
} from './device-search-state.ts';

describe('device search state', () => {
  beforeEach(() => localStorage.clear());

  it('comes back as it was saved', () => {
    const search = {
      text: 'lobby',
      tags: [{ name: 'floor-1', color: 'teal' }],
      lastContactMin: '5min',
      lastContactMax: '1day',
    } as const;
    saveDeviceSearch({ ...search, tags: [...search.tags] });
    expect(initialDeviceSearch(new URLSearchParams())).toEqual(search);
  });

  it("starts from the route's defaultSearchTags instead, when given", () => {
    saveDeviceSearch({ ...EMPTY_DEVICE_SEARCH, text: 'old' });
    expect(initialDeviceSearch(new URLSearchParams('defaultSearchTags=%23lobby,foyer'))).toEqual({
      ...EMPTY_DEVICE_SEARCH,
      tags: [{ name: 'lobby' }, { name: 'foyer' }],
    });
  });

  it('drops what it cannot read', () => {
    expect(loadDeviceSearch('{broken')).toEqual(EMPTY_DEVICE_SEARCH);
    localStorage.setItem(DEVICE_SEARCH_KEY, JSON.stringify({ text: 3, lastContactMin: 'yesterday' }));
    expect(loadDeviceSearch()).toEqual(EMPTY_DEVICE_SEARCH);
  });
});

describe('device list variables', () => {
  it('adds the session tags, names the last-contact options and keeps the order', () => {
    expect(
      deviceListVariables(
        { text: ' kiosk ', tags: [{ name: 'foyer' }], lastContactMin: '30sec', lastContactMax: 'unlimited' },
        ['#branch-7'],
        { sortBy: 'LAST_CONTACT', sortDirection: 'ASC' },
        2,
        50,
      ),
    ).toEqual({
      page: 2,
      pageSize: 50,
      search: 'kiosk',
      tags: ['branch-7', 'foyer'],
      lastContactMin: 'SEC_30',
      lastContactMax: 'UNLIMITED',
      sortBy: 'LAST_CONTACT',
      sortDirection: 'ASC',
    });
  });

  it('leaves out what is empty', () => {
    expect(deviceListVariables(EMPTY_DEVICE_SEARCH, [], { sortBy: 'ID', sortDirection: 'DESC' }, 1, 25)).toEqual({
      page: 1,
      pageSize: 25,
      sortBy: 'ID',
      sortDirection: 'DESC',
    });
  });
});
