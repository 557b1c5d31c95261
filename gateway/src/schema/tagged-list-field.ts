import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import type { PathOf } from '@signage/contract/api';
import { builder } from '../builder.ts';
import { untypedCall } from '../rest/client.ts';
import type { pageType } from './paging.ts';
import { selectedItemKeys } from './rest-keys.ts';

/** The argument builder of a field (`t.arg`). */
export type ArgBuilder = Parameters<Parameters<typeof builder.queryField>[1]>[0]['arg'];

/** What every tagged list takes besides its own arguments: paging, free text and tags. */
interface TaggedListArgs {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  tags?: string[] | null;
}

/**
 * A query field over a tagged area's REST list: the paging of `page`, `search` (free text over the area's text
 * columns and tags) and `tags` (items carrying all of them), plus the area's own arguments (`args`) turned into
 * its own query parameters (`query`). One REST call for the page, asking only for the keys the query's item fields
 * read (`selectedItemKeys`); the caller's forced tags are applied by the api.
 */
export function taggedListField<K extends string, Item, A extends InputFieldMap = Record<string, never>>(
  name: string,
  options: {
    page: ReturnType<typeof pageType<K, Item>>;
    path: PathOf<'GET'>;
    description: string;
    args?: (arg: ArgBuilder) => A;
    query?: (args: InputShapeFromFields<A>) => Record<string, unknown>;
  },
) {
  const { page, path } = options;
  builder.queryField(name, (t) =>
    t.field({
      type: page.ref,
      description: options.description,
      args: {
        ...page.args(t.arg),
        search: t.arg.string(),
        tags: t.arg.stringList(),
        ...(options.args?.(t.arg) as A),
      },
      resolve: (_root, args, ctx, info) => {
        const common = args as TaggedListArgs;
        // The page's shape is the list answer's (pageType); generic here, so Pothos cannot check it.
        return untypedCall(ctx.rest, 'get', path, {
          query: {
            ...page.query(common),
            q: common.search?.trim() || undefined,
            tags: common.tags?.length ? common.tags : undefined,
            ...options.query?.(args as unknown as InputShapeFromFields<A>),
            // Only what the query reads of each item, when each field it selects says what that is.
            fields: selectedItemKeys(info) ?? undefined,
          },
        }) as never;
      },
    }),
  );
}
