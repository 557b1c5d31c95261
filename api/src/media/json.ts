import type { Media } from '@signage/contract/media';
import type { MediaRow } from './repository.ts';
import type { UrlSigner } from './signing.ts';

export const THUMB_SIZE = { width: 320, height: 180 };
export const THUMB_HQ_SIZE = { width: 1280, height: 720 };

type ListRow = Omit<MediaRow, 'file_name'>;

/** `v` of a media item's file links: its last change, so a replaced file is fetched again. */
const fileVersion = (updated: Date) => updated.getTime().toString(36);

/** The signed, expiring download link of a media item's file, as every answer that carries one signs it. */
export function mediaDownloadUrl(signer: UrlSigner, mediaId: number, updated: Date) {
  return signer.sign(`/api/media/${mediaId}/download?v=${fileVersion(updated)}`);
}

/** The signed, expiring link of a media item's thumbnail at a size. */
export function mediaThumbUrl(
  signer: UrlSigner,
  mediaId: number,
  updated: Date,
  size: { width: number; height: number },
) {
  return signer.sign(
    `/api/media/${mediaId}/thumb/?width=${size.width}&height=${size.height}&v=${fileVersion(updated)}`,
  );
}

/**
 * The REST shape of a media item, with signed, expiring file URLs (no token in any URL). With `fields` (a list
 * asked for some keys only, which leaves the others out), the links not asked for are not signed.
 */
export function toMediaJson(row: ListRow, signer: UrlSigner, fields?: ReadonlySet<string>): Media {
  const signs = (key: keyof Media) => !fields || fields.has(key);
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
    download_url: signs('download_url') ? mediaDownloadUrl(signer, row.media_id, row.date_updated) : '',
    thumbnail_url: signs('thumbnail_url') ? mediaThumbUrl(signer, row.media_id, row.date_updated, THUMB_SIZE) : '',
    thumbnail_hq_url: signs('thumbnail_hq_url')
      ? mediaThumbUrl(signer, row.media_id, row.date_updated, THUMB_HQ_SIZE)
      : '',
  };
}
