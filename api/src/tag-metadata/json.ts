import type { TagMetadata } from '@signage/contract/tag-metadata';
import { emptyRollout, type Rollout } from '@signage/domain/tag-metadata/desired-state';
import type { TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import type { TagMetadataRow } from './repository.ts';

export const toTagMetadataJson = (
  row: TagMetadataRow,
  linked: ReadonlyMap<number, number> & { rollouts: ReadonlyMap<number, Rollout> },
): TagMetadata => ({
  tagmetadata_id: row.tagmetadata_id,
  category: row.category as TagMetadataCategory,
  description: row.description,
  json: row.json as Record<string, unknown>,
  tags: row.tags,
  linked_device_count: linked.get(row.tagmetadata_id) ?? 0,
  rollout: linked.rollouts.get(row.tagmetadata_id) ?? emptyRollout(),
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});
