import type { Permission } from '@signage/domain/permissions';
import type { SearchObjectKey } from '@signage/domain/search';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A search's filters as an area sees them: dates parsed, the rest as sent. */
export interface SearchFilters {
  mediaType?: string;
  mediaFormat?: string;
  layoutTemplate?: 'show' | 'hide';
  layoutNonTemplate?: 'show' | 'hide';
  startBefore?: Date;
  endAfter?: Date;
  scheduleEndAfter?: Date;
  tagMetadataCategories?: readonly string[];
}

/** Work to do once the transaction that deleted rows has committed (files, caches, broker rights). */
export type AfterCommit = () => Promise<void>;

/**
 * What the search, the tag manager's bulk changes and the impact preview need of a tagged area, given with
 * its one registration: `tagRegistry.register(AREA, { key: 'media', ... })` in the area's routes plugin.
 */
export interface SearchArea {
  /** Its list in a search answer, and the `objects` filter's value (domain SEARCH_OBJECTS). */
  key: SearchObjectKey;
  /** The column a result row's name comes from (default `name`), or an expression over the area's row. */
  name?: string | RawBuilder<string>;
  /** The caller sees this type in searches with at least one of these. */
  view: readonly Permission[];
  /** The caller changes this type's tags (and deletes it, where allowed) with at least one of these. */
  edit: readonly Permission[];
  /**
   * The area's own conditions for the search's filters, as SQL on its table; a filter the area does not have
   * is simply not looked at (media_type means nothing to devices).
   */
  filters?: (filters: SearchFilters) => (RawBuilder<boolean> | false | undefined)[];
  /** The objects as the area's own calls answer them, by id, for `embed_objects`. */
  embed?: (ids: readonly number[]) => Promise<Map<number, Record<string, unknown>>>;
  /** Called after a committed tag change of these objects (drop caches, forget access entries). */
  changed?: (ids: readonly number[]) => void;
  /** The tag manager may delete this type (spec 02 §9: Media and Layout only). */
  bulkDeletable?: boolean;
  /**
   * The area's own delete, inside the bulk delete's transaction (media: rows here, files after commit);
   * default: the rows are deleted.
   */
  deleteRows?: (
    trx: Kysely<Database>,
    ids: readonly number[],
    forcedTags: readonly string[],
  ) => Promise<AfterCommit | undefined>;
  /**
   * Devices whose playback or settings would change if these objects' tags changed (`update`) or they were
   * deleted (`delete`): a deleted layout takes its schedules with it; a setting's tags pick its devices. For the
   * impact preview and for the devices an update sends `fetch-schedules`; devices answer for themselves.
   */
  devicesReached?: (
    db: Kysely<Database>,
    ids: readonly number[],
    action: 'update' | 'delete',
    /** For an update, the tags each of `ids` gets, in the same order. */
    newTags?: readonly (readonly string[])[],
  ) => Promise<number[]>;
}
