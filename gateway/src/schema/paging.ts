import type { ObjectRef } from '@pothos/core';
import type { PageInfo as RestPageInfo } from '@signage/contract/common';
import { builder } from '../builder.ts';
import { userError } from '../rest/errors.ts';

export const PageInfoType = builder.objectRef<RestPageInfo>('PageInfo').implement({
  description: 'Where a page sits in a paged list.',
  fields: (t) => ({
    page: t.exposeInt('current_page'),
    pageSize: t.exposeInt('page_size'),
    totalItems: t.exposeInt('total_items'),
  }),
});

/** The largest page integrators may ask of a list, unless the list says otherwise. */
export const INTEGRATOR_MAX_PAGE_SIZE = 1000;

/** The page sizes a list takes: its default, its largest, and what the console offers (for the schema). */
export interface PageSizes {
  defaultSize: number;
  maxSize: number;
  description?: string;
}

/** A REST list answer: the items under the resource's own key, beside `page_info`. */
type RestPage<K extends string, Item> = { [P in K]: Item[] } & { page_info: RestPageInfo };

/** The builder's schema types. */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The argument builder of a field (`t.arg`). */
type ArgBuilder = Parameters<Parameters<typeof builder.queryField>[1]>[0]['arg'];

/**
 * A paged list type `{ items, pageInfo }` over a REST list answer whose items sit under `key`, with the paging
 * arguments every list takes (`page`, `pageSize`) and their check against the list's page sizes.
 */
export function pageType<K extends string, Item>(
  name: string,
  Item: ObjectRef<Types, Item>,
  { key, maxSize = INTEGRATOR_MAX_PAGE_SIZE, ...rest }: Omit<PageSizes, 'maxSize'> & { key: K; maxSize?: number },
) {
  const sizes: PageSizes = { ...rest, maxSize };
  const ref = builder.objectRef<RestPage<K, Item>>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [Item], resolve: (page) => page[key] as Item[] }),
      pageInfo: t.field({ type: PageInfoType, resolve: (page) => page.page_info }),
    }),
  });
  return {
    ref,
    /** `page` and `pageSize`, for the list field's args. */
    args: (arg: ArgBuilder) => ({
      page: arg.int({ defaultValue: 1 }),
      pageSize: arg.int({ defaultValue: sizes.defaultSize, description: sizes.description }),
    }),
    /** The checked paging as the api's query parameters. */
    query: (args: { page?: number | null; pageSize?: number | null }) => restPaging(args, sizes),
  };
}

/** `page` from 1, `pageSize` from 1 to the list's largest; refused as BAD_USER_INPUT before any REST call. */
export function restPaging(args: { page?: number | null; pageSize?: number | null }, sizes: PageSizes) {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? sizes.defaultSize;
  if (page < 1) throw userError('BAD_USER_INPUT', 'page must be 1 or more.');
  if (pageSize < 1 || pageSize > sizes.maxSize) {
    throw userError('BAD_USER_INPUT', `pageSize must be from 1 to ${sizes.maxSize}.`);
  }
  return { current_page: page, page_size: pageSize };
}
