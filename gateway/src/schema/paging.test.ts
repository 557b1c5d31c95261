import { describe, expect, it } from 'vitest';
import { restPaging } from './paging.ts';

const sizes = { defaultSize: 25, maxSize: 100 };

describe('restPaging', () => {
  it("answers the api's paging parameters, with the list's default page size", () => {
    expect(restPaging({}, sizes)).toEqual({ current_page: 1, page_size: 25 });
    expect(restPaging({ page: 3, pageSize: 100 }, sizes)).toEqual({ current_page: 3, page_size: 100 });
  });

  it("refuses a page below 1 and a page size outside the list's sizes", () => {
    expect(() => restPaging({ page: 0 }, sizes)).toThrow('page must be 1 or more.');
    expect(() => restPaging({ pageSize: 101 }, sizes)).toThrow('pageSize must be from 1 to 100.');
    expect(() => restPaging({ pageSize: 0 }, { defaultSize: 25, maxSize: 1000 })).toThrow(
      'pageSize must be from 1 to 1000.',
    );
  });
});
