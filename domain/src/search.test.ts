import { describe, expect, it } from 'vitest';
import { resultId, SEARCH_OBJECT_KEYS, SEARCH_OBJECTS, searchKeyOf } from './search.ts';

describe('search object types', () => {
  it('name each list, its rows’ type and its page info as the spec does', () => {
    expect(SEARCH_OBJECTS.media.pageInfo).toBe('media_page_info');
    expect(SEARCH_OBJECTS.layouts.pageInfo).toBe('layouts_page_info');
    expect(SEARCH_OBJECTS.venues.pageInfo).toBe('venue_page_info');
    expect(SEARCH_OBJECTS.campaigns.pageInfo).toBe('campaigns_page_info');
    for (const key of SEARCH_OBJECT_KEYS) expect(searchKeyOf(SEARCH_OBJECTS[key].type)).toBe(key);
  });
  it('give every result a unique id over all types', () => {
    expect(resultId('media', 7)).toBe('media:7');
    expect(resultId('device', 7)).not.toBe(resultId('media', 7));
  });
});
