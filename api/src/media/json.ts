import type { Media } from '@signage/contract/media';
import type { MediaRow } from './repository.ts';
import type { UrlSigner } from './signing.ts';

export const THUMB_SIZE = { width: 320, height: 180 };
export const THUMB_HQ_SIZE = { width: 1280, height: 720 };

type ListRow = Omit<MediaRow, 'file_name'>;

/** The REST shape of a media item, with signed, expiring file URLs (no token in any URL). */
export function toMediaJson(row: ListRow, signer: UrlSigner): Media {
  const base = `/api/media/${row.media_id}`;
  const version = row.date_updated.getTime().toString(36);
  const thumb = (size: { width: number; height: number }) =>
    signer.sign(`${base}/thumb/?width=${size.width}&height=${size.height}&v=${version}`);
  return {
    media_id: row.media_id,
    name: row.name,
    tags: row.tags,
    media_type: row.media_type,
    media_format: row.media_format,
    mime_type: row.mime_type,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    duration: row.duration,
    metadata: row.metadata ?? {},
    original_name: row.original_name,
    loudness_gain_db: row.loudness_gain_db,
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
    download_url: signer.sign(`${base}/download?v=${version}`),
    thumbnail_url: thumb(THUMB_SIZE),
    thumbnail_hq_url: thumb(THUMB_HQ_SIZE),
  };
}
