import type { Selection } from 'kysely';
import type { Database } from '../db/schema.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { type TaggedLookup, taggedReads } from '../kit/tagged-reads.ts';

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

const READS = taggedReads(WIDGET_AUTH_AREA, COLUMNS);

export type StoredWidgetAuthRow = Selection<Database, 'widget_auths', (typeof COLUMNS)[number]>;

export type WidgetAuthLookup = TaggedLookup;

/**
 * `listWidgetAuths`: one page of widget auths, newest first, with the total of matches and each tag's colours;
 * `findWidgetAuth`: one widget auth the caller may see, 404 otherwise.
 */
export const { page: listWidgetAuths, find: findWidgetAuth } = READS;

export type WidgetAuthRow = Awaited<ReturnType<typeof findWidgetAuth>>;
