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

/** Who searches: what an area may show them beyond the rows their forced tags let through. */
export interface SearchViewer {
  forced_tags: readonly string[];
  permissions: readonly string[];
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
  /**
   * The column a result row's name comes from (default `name`), or an expression over the area's row, or one made
   * for the caller (a schedule is named by its layout only to those who may see that layout).
   */
  name?: string | RawBuilder<string> | ((viewer: SearchViewer) => RawBuilder<string>);
  /** The caller sees this type in searches with at least one of these. */
  view: readonly Permission[];
  /** The caller changes this type's tags (and deletes it, where allowed) with at least one of these. */
  edit: readonly Permission[];
  /**
   * The area's own conditions for the search's filters, as SQL on its table; a filter the area does not have
   * is simply not looked at (media_type means nothing to devices).
   */
  filters?: (filters: SearchFilters) => (RawBuilder<boolean> | false | undefined)[];
  /** The objects as the area's own calls answer them to `viewer`, by id, for `embed_objects`. */
  embed?: (ids: readonly number[], viewer: SearchViewer) => Promise<Map<number, Record<string, unknown>>>;
  /**
   * The area's rules on a bulk tag change, run in its transaction once the new tags are written (so changes within
   * the selection are judged together): throws a 4xx naming the object to refuse the whole change.
   */
  checkTagChanges?: (
    trx: Kysely<Database>,
    changes: readonly { id: number; before: string[]; tags: string[] }[],
    viewer: SearchViewer,
  ) => Promise<void>;
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
