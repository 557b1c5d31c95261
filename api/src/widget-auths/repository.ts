import type { Selection } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { findVisible } from '../kit/find-visible.ts';
import { type TagRegistry, taggedArea } from '../kit/tag-registry.ts';
import { listTagged, newestFirst, type Paging, type TaggedList } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';

/** Widget auths as a tagged area: free text matches the name besides the tags. */
export const WIDGET_AUTH_AREA = taggedArea({
  table: 'widget_auths',
  id: 'widget_auth_id',
  noun: 'Widget Authentication',
  text: ['name'],
});

/** Never the ciphertext: only the masked hint made when the token was stored. */
const COLUMNS = [
  'widget_auths.widget_auth_id',
  'widget_auths.name',
  'widget_auths.tags',
  'widget_auths.widget_type',
  'widget_auths.token_hint',
  'widget_auths.date_created',
  'widget_auths.date_updated',
] as const;

const LIST: TaggedList<'widget_auths', typeof COLUMNS> = {
  area: WIDGET_AUTH_AREA,
  columns: COLUMNS,
  order: newestFirst('widget_auth_id'),
};

export type StoredWidgetAuthRow = Selection<Database, 'widget_auths', (typeof COLUMNS)[number]>;

export interface WidgetAuthLookup {
  db: Db;
  tagRegistry: TagRegistry;
}

const widgetAuthWhere = (filter: TaggedFilter) => taggedWhere(WIDGET_AUTH_AREA, filter);

/** One page of widget auths, newest first, with the total of matches and each tag's colours. */
export function listWidgetAuths(ctx: WidgetAuthLookup, filter: TaggedFilter, paging: Paging) {
  return listTagged(ctx, LIST, filter, widgetAuthWhere(filter), paging);
}

/** One widget auth the caller may see; 404 otherwise. */
export function findWidgetAuth(ctx: WidgetAuthLookup, id: number, forcedTags: readonly string[]) {
  return findVisible(ctx, LIST, id, widgetAuthWhere({ forcedTags }));
}

export type WidgetAuthRow = Awaited<ReturnType<typeof findWidgetAuth>>;
