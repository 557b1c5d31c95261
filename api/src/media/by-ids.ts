import type { Media } from '@signage/contract/media';
import type { MediaContext } from './context.ts';
import { toMediaJson } from './json.ts';
import { listMedia } from './repository.ts';

/** Media items by id as the media calls answer them, those the caller may see, newest first. */
export async function mediaByIds(
  media: MediaContext,
  ids: readonly number[],
  forcedTags: readonly string[],
): Promise<Media[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const { rows } = await listMedia(media, { ids: wanted, forcedTags }, { page: 1, pageSize: wanted.length });
  return rows.map((row) => toMediaJson(row, media.signer));
}
