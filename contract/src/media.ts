import { MEDIA_FORMATS, MEDIA_TYPES } from '@signage/domain/media';
import { DEFAULT_MEDIA_PAGE_SIZE } from '@signage/domain/page-sizes';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import {
  bearerOrSignedLink,
  fileAnswer,
  IdParams,
  jsonOrMultipartBody,
  PagedList,
  signedLinkQuery,
  Tag,
  taggedPagedQuery,
  timestamps,
} from './common.ts';
import { Nullable, Query, Ref, StringEnum } from './schema.ts';

const ALL_FORMATS = [...new Set(Object.values(MEDIA_FORMATS).flat())] as [string, ...string[]];
const tags = ['media'];

export const Media = Type.Object(
  {
    media_id: Type.Integer(),
    name: Type.String(),
    tags: Type.Array(Ref(Tag)),
    media_type: Type.String({ description: `One of ${MEDIA_TYPES.join(', ')}.` }),
    media_format: Type.String({ description: 'The file format, e.g. png, mp4, zip.' }),
    mime_type: Type.String(),
    size: Type.Number({ description: 'Bytes.' }),
    width: Nullable(Type.Integer()),
    height: Nullable(Type.Integer()),
    duration: Nullable(Type.Number({ description: 'Seconds, for video and audio.' })),
    metadata: Type.Object(
      {
        title: Type.Optional(Type.String()),
        artist: Type.Optional(Type.String()),
        album: Type.Optional(Type.String()),
        year: Type.Optional(Type.Integer()),
      },
      { description: 'Audio tags read from the file.' },
    ),
    original_name: Type.String({ description: 'The file name as uploaded.' }),
    loudness_gain_db: Type.Optional(
      Nullable(
        Type.Number({
          description: 'Audio: the gain (dB) that brings it to -16 LUFS (EBU R128); null until measured.',
        }),
      ),
    ),
    ...timestamps,
    download_url: Type.String({ description: 'Signed, expiring link to the file: no token needed.' }),
    thumbnail_url: Type.String({ description: 'Signed, expiring link to a 320 x 180 WebP preview.' }),
    thumbnail_hq_url: Type.String({ description: 'Signed, expiring link to a 1280 x 720 WebP preview.' }),
  },
  { $id: 'Media', description: 'A media item (spec 01 §5).' },
);
export type Media = Static<typeof Media>;

export const MediaListQuery = taggedPagedQuery(DEFAULT_MEDIA_PAGE_SIZE, {
  media_type: Type.Optional(StringEnum(MEDIA_TYPES)),
  media_format: Type.Optional(StringEnum(ALL_FORMATS)),
});

export const MediaList = PagedList('media', Media, 'One page of media, newest first.');
export type MediaList = Static<typeof MediaList>;

export const MediaUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    tags: Type.Optional(
      Type.Array(Type.String(), { description: "Replaces the tags; the caller's forced tags stay." }),
    ),
  },
  { additionalProperties: false },
);

export const MediaUploadResult = Type.Object(
  {
    file_name: Type.String(),
    status: StringEnum(['success', 'danger']),
    msg: Type.String(),
    media: Type.Optional(Ref(Media)),
  },
  { $id: 'MediaUploadResult', description: 'What became of one uploaded file.' },
);

const uploadResults = (description: string) =>
  Type.Object({ media: Type.Array(Ref(MediaUploadResult)) }, { description });

const SignedQuery = {
  ...signedLinkQuery('From a signed *_url of the media item.'),
  v: Type.Optional(Type.String({ description: 'Version, for caching; any value.' })),
};

export const mediaOperations = bearerOperations(tags, {
  listMedia: {
    method: 'GET',
    path: '/media/',
    summary:
      'Media, newest first, paged. Free text matches name, file name and tags; the tags filter keeps items carrying all of them. Forced tags always apply.',
    querystring: MediaListQuery,
    response: { 200: MediaList },
  },
  getMedia: {
    method: 'GET',
    path: '/media/{id}',
    summary: 'One media item.',
    params: IdParams,
    response: { 200: Ref(Media, { description: 'The media item.' }) },
  },
  updateMedia: {
    method: 'PUT',
    path: '/media/{id}',
    summary:
      "Rename or retag (JSON {name, tags}); or, as multipart with one `file`, replace a touch app's zip. Forced tags stay.",
    params: IdParams,
    body: jsonOrMultipartBody(MediaUpdate, 'One `file` part: the new zip of a touch app.'),
    response: { 200: Ref(Media, { description: 'The media item as saved.' }) },
  },
  deleteMedia: {
    method: 'DELETE',
    path: '/media/{id}',
    summary:
      'Delete one media item and its file. Refused (422, msg naming them) while layouts use it: see GET /media/{id}/used_by.',
    params: IdParams,
    response: { 200: Type.Object({ msg: Type.String(), media_id: Type.Integer() }, { description: 'Deleted.' }) },
  },
  deleteMediaItems: {
    method: 'DELETE',
    path: '/media/',
    summary: 'Delete several media items at once: all of them, or none when any is missing or used by a layout.',
    body: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }) }),
    response: {
      200: Type.Object(
        { msg: Type.String(), ids: Type.Array(Type.Integer()) },
        { description: 'All of them deleted, in the order asked.' },
      ),
    },
  },
  uploadMedia: {
    method: 'POST',
    path: '/media/',
    summary:
      'Upload media: multipart/form-data with one or more `file` parts and a `json` part {"tags": [...]}. One answer per file: 201 all stored, 207 some refused, 400 all refused. Files are streamed to disk.',
    consumes: ['multipart/form-data'],
    response: {
      201: uploadResults('Every file stored.'),
      207: uploadResults('Some files stored, some refused: see each status.'),
      400: Type.Object(
        { msg: Type.String(), media: Type.Array(Ref(MediaUploadResult)) },
        { description: 'Every file refused, or the body could not be read.' },
      ),
    },
  },
  getMediaThumbnail: {
    method: 'GET',
    path: '/media/{id}/thumb/',
    summary:
      'A WebP preview: the smallest of 160x90, 320x180, 640x360, 1280x720 and 1920x1080 that covers width x height (default 1280 x 720). Send the bearer token, or use the signed thumbnail_url.',
    security: bearerOrSignedLink,
    params: IdParams,
    querystring: Query({
      width: Type.Optional(Type.Integer()),
      height: Type.Optional(Type.Integer()),
      ...SignedQuery,
    }),
    response: { 200: fileAnswer('image/webp', 'The preview image.') },
  },
  downloadMedia: {
    method: 'GET',
    path: '/media/{id}/download',
    summary:
      'The stored file, as an attachment named as it was uploaded. Send the bearer token, or use the signed download_url.',
    security: bearerOrSignedLink,
    params: IdParams,
    querystring: Query({ inline: Type.Optional(Type.Boolean()), ...SignedQuery }),
    response: { 200: fileAnswer('application/octet-stream', 'The file, with its own content type.') },
  },
});
