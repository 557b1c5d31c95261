import type { AnswerOf } from '@signage/contract/api';
import type { Operation } from '@signage/contract/schema';
import type { Permission } from '@signage/domain/permissions';
import type { Static, TSchema } from 'typebox';
import { requirePermission } from '../auth/guard.ts';
import { type ApiApp, kitRoute } from './route.ts';
import type { Paging } from './tagged-list.ts';
import type { TaggedFilter } from './tagged-where.ts';
import { tagsForCreate } from './tags.ts';

/** A paged list of the contract: GET with the paging and tagged-list query parameters (see contract/common.ts). */
type ListOperation = Operation & { method: 'GET'; querystring: TSchema & { properties: Record<string, unknown> } };

/** The item type of the list an operation answers under `key`. */
type ItemOf<O extends ListOperation, K extends string> = AnswerOf<O> extends { [P in K]: (infer I)[] } ? I : never;

interface ListQuery {
  current_page?: number;
  page_size?: number;
  q?: string;
  tags?: string[];
  ids?: number[];
  fields?: string[];
}

export interface PagedList<O extends ListOperation, K extends string, Row> {
  /** The key the list goes under in the answer (the resource's own name), beside `page_info`. */
  key: K;
  /** The caller needs one of these. */
  permissions: readonly Permission[];
  /** One page of rows and the total of matches; `filter` holds the caller's tagged-list filter. */
  list(
    query: Static<O['querystring']>,
    filter: TaggedFilter,
    paging: Paging,
  ): Promise<{ rows: readonly Row[]; total: number }>;
  /**
   * A row as the contract's list item. `fields`, when the caller asked for some keys only (`fields=`): keys not
   * in it are left out of the answer, so their costly parts (a signed link) need not be made.
   */
  toJson(row: Row, fields?: ReadonlySet<string>): ItemOf<O, K>;
}

/**
 * Serves a paged, tagged list: permission check, paging (defaults from the contract), the tag filter (normalised
 * as stored), free text, ids and the caller's forced tags, and the answer `{ <key>: [...], page_info }`.
 */
export function pagedListRoute<O extends ListOperation, K extends string, Row>(
  app: ApiApp,
  op: O,
  spec: PagedList<O, K, Row>,
) {
  const pageSizeSchema = op.querystring.properties.page_size as { default?: number } | undefined;
  const defaultPageSize = pageSizeSchema?.default ?? 25;
  // The answer's items are typed by `toJson` (the contract's item), its page_info below.
  kitRoute(app, op, async (request, reply) => {
    const user = requirePermission(request, ...spec.permissions);
    // Validated against op.querystring by Fastify before the handler runs.
    const query = request.query as Static<O['querystring']> & ListQuery;
    const paging = { page: query.current_page ?? 1, pageSize: query.page_size ?? defaultPageSize };
    const filter: TaggedFilter = {
      q: query.q,
      tags: query.tags?.length ? tagsForCreate(query.tags, []) : undefined,
      ids: query.ids,
      forcedTags: user.forced_tags,
    };
    const { rows, total } = await spec.list(query, filter, paging);
    const page_info = { current_page: paging.page, page_size: paging.pageSize, total_items: total };
    if (!query.fields?.length) return { [spec.key]: rows.map((row) => spec.toJson(row)), page_info };
    const fields = new Set(query.fields);
    // Items with some keys only no longer match the response schema its compiled serializer was made from.
    reply.serializer(JSON.stringify);
    return { [spec.key]: rows.map((row) => pickFields(spec.toJson(row, fields), fields)), page_info };
  });
}

/** An item with only the keys it has of those asked (`fields=`). */
function pickFields(item: unknown, fields: ReadonlySet<string>) {
  const whole = item as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of fields) if (Object.hasOwn(whole, key)) picked[key] = whole[key];
  return picked;
}

/** An operation reading one object by its `{id}` (IdParams). */
type FindOperation = Operation & { method: 'GET'; params: TSchema };

/**
 * Serves GET of one object by id: the caller needs one of `permissions`; `find` answers the object as the caller's
 * forced tags let them see it (404 otherwise).
 */
export function findRoute<O extends FindOperation>(
  app: ApiApp,
  op: O,
  permissions: readonly Permission[],
  find: (id: number, forcedTags: readonly string[]) => Promise<AnswerOf<O>>,
) {
  kitRoute(app, op, async (request) =>
    // Validated against op.params (IdParams) by Fastify before the handler runs.
    find((request.params as { id: number }).id, requirePermission(request, ...permissions).forced_tags),
  );
}

export interface AnsweredReads<L extends ListOperation, G extends FindOperation, K extends string, Row>
  extends Pick<PagedList<L, K, Row>, 'key' | 'permissions'> {
  /** One page of rows and the total of matches, as a paged list's `list`. */
  page: PagedList<L, K, Row>['list'];
  /** One row as the caller's forced tags let them see it (404 otherwise). */
  find(id: number, forcedTags: readonly string[]): Promise<Row>;
  /** Rows as the contract answers them, a page at a time (what they link to read in a few queries, not per row). */
  answers(rows: readonly Row[], forcedTags: readonly string[]): Promise<readonly (ItemOf<L, K> & AnswerOf<G>)[]>;
}

/**
 * Serves the paged list (`list`) and the get by id (`get`) of an area whose rows are answered a page at a time,
 * and answers its `find`: one object as answered, for the area's writes to answer with.
 */
export function answeredReadRoutes<L extends ListOperation, G extends FindOperation, K extends string, Row>(
  app: ApiApp,
  ops: { list: L; get: G },
  spec: AnsweredReads<L, G, K, Row>,
) {
  const find = async (id: number, forcedTags: readonly string[]) =>
    (await spec.answers([await spec.find(id, forcedTags)], forcedTags))[0]!;
  pagedListRoute(app, ops.list, {
    key: spec.key,
    permissions: spec.permissions,
    list: async (query, filter, paging) => {
      const { rows, total } = await spec.page(query, filter, paging);
      return { rows: await spec.answers(rows, filter.forcedTags), total };
    },
    toJson: (answer) => answer,
  });
  findRoute(app, ops.get, spec.permissions, find);
  return find;
}
