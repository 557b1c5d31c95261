import type { TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import { TAG_METADATA_NOUN } from '@signage/domain/tag-metadata/tag-metadata';
import type { Selection } from 'kysely';
import type { Database } from '../db/schema.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { taggedReads } from '../kit/tagged-reads.ts';
import type { TaggedFilter } from '../kit/tagged-where.ts';

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

export type StoredTagMetadataRow = Selection<Database, 'tag_metadata', (typeof TAG_METADATA_COLUMNS)[number]>;

export interface TagMetadataFilter extends TaggedFilter {
  categories?: readonly TagMetadataCategory[];
}

const READS = taggedReads(TAG_METADATA_AREA, TAG_METADATA_COLUMNS, (filter: TagMetadataFilter, eb) => [
  !!filter.categories?.length && eb('tag_metadata.category', 'in', [...filter.categories]),
]);

export const { where: tagMetadataWhere, page: listTagMetadata, find: findTagMetadata } = READS;

export type TagMetadataRow = Awaited<ReturnType<typeof findTagMetadata>>;
