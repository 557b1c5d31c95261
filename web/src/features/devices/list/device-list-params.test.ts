import { describe, expect, it } from 'vitest';
import { readFilters } from '../../../lib/list-params.ts';
import { DEVICE_LIST_PARAMS, defaultSearchTags, deviceListVariables } from './device-list-params.ts';

const read = (query: string) => readFilters(DEVICE_LIST_PARAMS.filters, new URLSearchParams(query));

describe('device list params', () => {
  it('reads the search, order and last-contact range from the URL', () => {
    expect(
      read('search=lobby&tags=floor-1&lastContactMin=5min&lastContactMax=1day&sortBy=NAME&sortDirection=ASC'),
    ).toEqual({
      search: 'lobby',
      tags: ['floor-1'],
      lastContactMin: '5min',
      lastContactMax: '1day',
      sortBy: 'NAME',
      sortDirection: 'ASC',
    });
  });

  it('drops what it cannot read', () => {
    expect(read('lastContactMin=yesterday&sortBy=COLOUR&sortDirection=UP')).toEqual({
      search: '',
      tags: [],
      lastContactMin: '',
      lastContactMax: '',
      sortBy: 'ID',
      sortDirection: 'DESC',
    });
  });

  it("turns the route's defaultSearchTags into the tag filter", () => {
    expect(defaultSearchTags(new URLSearchParams('defaultSearchTags=%23lobby,foyer'))?.toString()).toBe(
      'tags=lobby&tags=foyer',
    );
    expect(defaultSearchTags(new URLSearchParams('search=x'))).toBeUndefined();
  });
});

describe('device list variables', () => {
  it('adds the session tags, names the last-contact options and keeps the order', () => {
    expect(
      deviceListVariables(
        {
          ...read(''),
          search: ' kiosk ',
          tags: ['foyer'],
          lastContactMin: '30sec',
          lastContactMax: 'unlimited',
          sortBy: 'LAST_CONTACT',
          sortDirection: 'ASC',
        },
        ['#branch-7'],
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
    expect(deviceListVariables(read(''), [], 1, 25)).toEqual({
      page: 1,
      pageSize: 25,
      sortBy: 'ID',
      sortDirection: 'DESC',
    });
  });
});
