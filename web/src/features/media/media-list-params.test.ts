import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from '../../lib/list-params.ts';
import { MEDIA_LIST_PARAMS, mediaListVariables } from './media-list-params.ts';

const NO_FILTERS = readFilters(MEDIA_LIST_PARAMS.filters, new URLSearchParams());

describe('media list params', () => {
  it('keeps the filters in the URL and reads them back', () => {
    const filters = { search: 'menu', tags: ['lobby', 'foyer'], mediaType: 'image', mediaFormat: 'png' } as const;
    const params = writeFilters(MEDIA_LIST_PARAMS.filters, new URLSearchParams(), filters);
    expect(params.toString()).toBe('search=menu&tags=lobby&tags=foyer&mediaType=image&mediaFormat=png');
    expect(readFilters(MEDIA_LIST_PARAMS.filters, params)).toEqual(filters);
  });

  it('reads an unknown type or format as "all"', () => {
    expect(readFilters(MEDIA_LIST_PARAMS.filters, new URLSearchParams('mediaType=hologram&mediaFormat=exe'))).toEqual(
      NO_FILTERS,
    );
  });
});

describe('media list variables', () => {
  it('always adds the session tags (without #) to the tag filter', () => {
    expect(mediaListVariables({ ...NO_FILTERS, tags: ['foyer', 'lobby'] }, ['#lobby', '#branch'], 2, 50)).toEqual({
      page: 2,
      pageSize: 50,
      tags: ['lobby', 'branch', 'foyer'],
    });
  });

  it('leaves out what is empty', () => {
    expect(mediaListVariables({ ...NO_FILTERS, search: '  ' }, [], 1, 25)).toEqual({ page: 1, pageSize: 25 });
  });

  it('passes the chosen type, and passes search and format', () => {
    expect(
      mediaListVariables({ search: ' menu ', tags: [], mediaType: 'image', mediaFormat: 'png' }, [], 1, 75),
    ).toEqual({ page: 1, pageSize: 75, search: 'menu', mediaFormat: 'png', mediaType: 'image' });
  });
});
