import type { TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import { TAG_METADATA_NOUN } from '@signage/domain/tag-metadata/tag-metadata';
import type { Selection } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findVisible } from '../kit/find-visible.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { listTagged, newestFirst, type Paging, type TaggedList } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';
import type { TagMetadataContext } from './context.ts';

/** Tag metadata as a tagged area: free text matches the description besides the tags. */
export const TAG_METADATA_AREA = taggedArea({
  table: 'tag_metadata',
  id: 'tagmetadata_id',
  noun: TAG_METADATA_NOUN,
  text: ['description'],
});

export const TAG_METADATA_COLUMNS = [
  'tag_metadata.tagmetadata_id',
  'tag_metadata.category',
  'tag_metadata.description',
  'tag_metadata.json',
  'tag_metadata.tags',
  'tag_metadata.date_created',
  'tag_metadata.date_updated',
] as const;

const LIST: TaggedList<'tag_metadata', typeof TAG_METADATA_COLUMNS> = {
  area: TAG_METADATA_AREA,
  columns: TAG_METADATA_COLUMNS,
  order: newestFirst('tagmetadata_id'),
};

export type StoredTagMetadataRow = Selection<Database, 'tag_metadata', (typeof TAG_METADATA_COLUMNS)[number]>;

export interface TagMetadataFilter extends TaggedFilter {
  categories?: readonly TagMetadataCategory[];
}

export const tagMetadataWhere = (filter: TagMetadataFilter) =>
  taggedWhere(TAG_METADATA_AREA, filter, (eb) => [
    !!filter.categories?.length && eb('tag_metadata.category', 'in', [...filter.categories]),
  ]);

export function listTagMetadata(ctx: TagMetadataContext, filter: TagMetadataFilter, paging: Paging) {
  return listTagged(ctx, LIST, filter, tagMetadataWhere(filter), paging);
}

export function findTagMetadata(ctx: TagMetadataContext, id: number, forcedTags: readonly string[]) {
  return findVisible(ctx, LIST, id, tagMetadataWhere({ forcedTags }));
}

export type TagMetadataRow = Awaited<ReturnType<typeof findTagMetadata>>;
