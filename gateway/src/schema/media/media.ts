import type { Media as RestMedia } from '@signage/contract/media';
import { MEDIA_TYPES } from '@signage/domain/media';
import { DEFAULT_MEDIA_PAGE_SIZE } from '@signage/domain/page-sizes';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { signedLinkField } from '../record-fields.ts';
import { restKeys } from '../rest-keys.ts';
import { recordListField, taggedRecord } from '../tagged-record.ts';

export const MediaTypeEnum = builder.enumType('MediaType', { values: MEDIA_TYPES });

const TrackMetadataType = builder.objectRef<RestMedia['metadata']>('MediaTrackMetadata').implement({
  description: 'Tags read from an audio file (spec 02 "Media track").',
  fields: (t) => ({
    title: t.string({ nullable: true, resolve: (m) => m.title ?? null }),
    artist: t.string({ nullable: true, resolve: (m) => m.artist ?? null }),
    album: t.string({ nullable: true, resolve: (m) => m.album ?? null }),
    year: t.int({ nullable: true, resolve: (m) => m.year ?? null }),
  }),
});

/** Media items load through one batched REST call per GraphQL request, whatever the number asked for. */
export const MediaType = taggedRecord('Media', {
  list: { path: '/media/', key: 'media', id: 'media_id', noun: 'Media' },
  fields: (t) => ({
    mediaType: t.field({
      type: MediaTypeEnum,
      extensions: restKeys('media_type'),
      resolve: (m) => m.media_type as (typeof MEDIA_TYPES)[number],
    }),
    mediaFormat: t.exposeString('media_format', { description: 'png, jpeg, gif, mp4, mp3, zip, ttf ...' }),
    mimeType: t.exposeString('mime_type'),
    size: t.exposeFloat('size', { description: 'Bytes.' }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    duration: t.exposeFloat('duration', { nullable: true, description: 'Seconds, for video and audio.' }),
    metadata: t.field({ type: TrackMetadataType, extensions: restKeys('metadata'), resolve: (m) => m.metadata ?? {} }),
    loudnessGainDb: t.float({
      nullable: true,
      description: 'Audio: the gain (dB) players apply so it plays at -16 LUFS (EBU R128); null until measured.',
      extensions: restKeys('loudness_gain_db'),
      resolve: (m) => m.loudness_gain_db ?? null,
    }),
    originalName: t.exposeString('original_name', { description: 'The file name as uploaded.' }),
    downloadUrl: signedLinkField(t, 'Absolute signed link, valid for an hour; no token needed.', 'download_url'),
    thumbnailUrl: signedLinkField(t, 'Absolute signed 320 x 180 preview link.', 'thumbnail_url'),
    thumbnailHqUrl: signedLinkField(t, 'Absolute signed 1280 x 720 preview link.', 'thumbnail_hq_url'),
  }),
});

recordListField('mediaList', MediaType, {
  defaultSize: DEFAULT_MEDIA_PAGE_SIZE,
  // The media selector's page of 100 is the largest the console asks for.
  maxSize: 100,
  pageSizes: 'The media grid offers 25, 50 and 75; the media selector 100.',
  description:
    "Media, newest first. `tags`: items carrying all of them. The caller's forced tags always apply. One REST call whatever the page size.",
  args: (arg) => ({ mediaType: arg({ type: MediaTypeEnum }), mediaFormat: arg.string() }),
  query: (args) => ({ media_type: args.mediaType ?? undefined, media_format: args.mediaFormat ?? undefined }),
});

builder.queryField('media', (t) =>
  t.field({
    type: MediaType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }) => Number(id),
  }),
);

/** The media items of these ids the caller may see, in their order, through the one batched load (the rest left out). */
export async function visibleMedia(ctx: Context, ids: readonly number[]) {
  const loaded = await MediaType.getDataloader(ctx).loadMany(ids);
  return loaded.filter((m): m is Exclude<typeof m, Error> => !(m instanceof Error));
}
