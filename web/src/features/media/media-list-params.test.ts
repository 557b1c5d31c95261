import { describe, expect, it } from 'vitest';
import { hasFilters, mediaListVariables, NO_FILTERS, pageOf } from './media-list-variables.ts';
import { mediaPage } from './media-test-data.ts';

describe('media list variables', () => {
  it('always adds the session tags (without #) to the tag filter', () => {
    expect(mediaListVariables({ ...NO_FILTERS, tags: ['foyer', 'lobby'] }, ['#lobby', '#branch'], 2, 50)).toEqual({
      page: 2,
      pageSize: 50,
      tags: ['lobby', 'branch', 'foyer'],
    });
  });

  it('leaves out what is empty', () => {
    expect(mediaListVariables({ ...NO_FILTERS, search: '  ' }, [], 1, 25)).toEqual({
      page: 1,
      pageSize: 25,
    });
  });

  it('passes the chosen type, and passes search and format', () => {
    expect(
      mediaListVariables({ search: ' menu ', tags: [], mediaType: 'image', mediaFormat: 'png' }, [], 1, 75),
    ).toEqual({
      page: 1,
      pageSize: 75,
      search: 'menu',
      mediaFormat: 'png',
      mediaType: 'image',
    });
  });

  it('reads the page the query answered', () => {
    const page = mediaPage([]);
    expect(pageOf({ mediaList: page } as never)).toBe(page);
    expect(pageOf(undefined)).toBeUndefined();
  });

  it('knows when filters are set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, mediaFormat: 'gif' })).toBe(true);
  });
});
