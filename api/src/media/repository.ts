import type { ExpressionBuilder, Selection } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { findVisible } from '../kit/find-visible.ts';
import { type TagRegistry, taggedArea } from '../kit/tag-registry.ts';
import { type ListCaches, listTagged, newestFirst, type Paging, type TaggedList } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';

/** Media as a tagged area: free text matches the name and the uploaded file name besides the tags. */
export const MEDIA_AREA = taggedArea({
  table: 'media',
  id: 'media_id',
  noun: 'Media',
  text: ['name', 'original_name'],
});

export const MEDIA_COLUMNS = [
  'media.media_id',
  'media.name',
  'media.media_type',
  'media.media_format',
  'media.mime_type',
  'media.size',
  'media.width',
  'media.height',
  'media.duration',
  'media.loudness_gain_db',
  'media.metadata',
  'media.original_name',
  'media.file_name',
  'media.date_created',
  'media.date_updated',
  'media.tags',
] as const;

/** A media row as stored (tag names, not yet tag objects). */
export type StoredMediaRow = Selection<Database, 'media', (typeof MEDIA_COLUMNS)[number]>;

export interface MediaFilter extends TaggedFilter {
  mediaType?: string;
  mediaFormat?: string;
}

export function mediaWhere(filter: MediaFilter) {
  return taggedWhere(MEDIA_AREA, filter, (eb) => [
    !!filter.mediaType && eb('media.media_type', '=', filter.mediaType),
    !!filter.mediaFormat && eb('media.media_format', '=', filter.mediaFormat),
  ]);
}

/**
 * The media a save may use: those `filter` lets the saver see, and those the object saved already uses (`kept`)
 * whatever the saver's forced tags, still meeting the rest of the filter (an audio track stays audio). A user whose
 * forced tags hide a shared layout's picture or a playlist's track keeps it, but may not choose it anew.
 */
export function mediaWhereKeeping(filter: MediaFilter, kept: readonly number[]) {
  const visible = mediaWhere(filter);
  if (!kept.length) return visible;
  const stillFitting = mediaWhere({ ...filter, forcedTags: [] });
  return (eb: ExpressionBuilder<Database, 'media'>) =>
    eb.or([visible(eb), eb.and([eb('media.media_id', 'in', kept), stillFitting(eb)])]);
}

/** The media list: newest first, cached where every write reaches the caches (see write-cache.ts). */
export function mediaList(caches?: ListCaches<StoredMediaRow>): TaggedList<'media', typeof MEDIA_COLUMNS> {
  return { area: MEDIA_AREA, columns: MEDIA_COLUMNS, order: newestFirst('media_id'), caches };
}

export interface MediaLookup {
  db: Db;
  tagRegistry: TagRegistry;
  list: TaggedList<'media', typeof MEDIA_COLUMNS>;
}

/** One page of media, newest first, with the total of matches and each tag's colours. */
export function listMedia(ctx: MediaLookup, filter: MediaFilter, paging: Paging) {
  return listTagged(ctx, ctx.list, filter, mediaWhere(filter), paging);
}

/** One media item the caller may see; 404 otherwise. */
export function findMedia(ctx: MediaLookup, id: number, forcedTags: readonly string[]) {
  return findVisible(ctx, ctx.list, id, mediaWhere({ forcedTags }));
}

export type MediaRow = Awaited<ReturnType<typeof findMedia>>;
