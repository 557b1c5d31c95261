import { Type } from 'typebox';
import type { MediaRow } from './repository.ts';
import type { UrlSigner } from './signing.ts';

export const THUMB_SIZE = { width: 320, height: 180 };
export const THUMB_HQ_SIZE = { width: 1280, height: 720 };

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const MediaJson = Type.Object(
  {
    media_id: Type.Integer(),
    name: Type.String(),
    tags: Type.Array(
      Type.Object({ name: Type.String(), color: Nullable(Type.String()), foreground_color: Nullable(Type.String()) }),
    ),
    media_type: Type.String(),
    media_format: Type.String(),
    mime_type: Type.String(),
    size: Type.Number(),
    width: Nullable(Type.Integer()),
    height: Nullable(Type.Integer()),
    duration: Nullable(Type.Number()),
    metadata: Type.Object({
      title: Type.Optional(Type.String()),
      artist: Type.Optional(Type.String()),
      album: Type.Optional(Type.String()),
      year: Type.Optional(Type.Integer()),
    }),
    original_name: Type.String(),
    date_created: Type.String({ format: 'date-time' }),
    date_updated: Type.String({ format: 'date-time' }),
    download_url: Type.String(),
    thumbnail_url: Type.String(),
    thumbnail_hq_url: Type.String(),
  },
  { $id: 'Media' },
);

type ListRow = Omit<MediaRow, 'file_name'>;

/** The REST shape of a media item, with signed, expiring file URLs (no token in any URL). */
export function toMediaJson(row: ListRow, signer: UrlSigner) {
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
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
    download_url: signer.sign(`${base}/download?v=${version}`),
    thumbnail_url: thumb(THUMB_SIZE),
    thumbnail_hq_url: thumb(THUMB_HQ_SIZE),
  };
}
