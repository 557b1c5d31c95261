import {
  AUDIO_PLAYLIST_TYPES,
  DEFAULT_RANDOM_COUNT,
  MAX_RANDOM_COUNT,
  MAX_TRIGGER_COUNT,
  PLAYBACK_MODES,
} from '@signage/domain/audio/playlist';
import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/page-sizes';
import { type Static, Type } from 'typebox';
import { bearer, errorResponses, IdParams, PageInfo, pagingQuery, Tag, taggedListQuery } from './common.ts';
import { Media } from './media.ts';
import { Nullable, operation, Query, Ref, StringEnum } from './schema.ts';

const tags = ['audio playlists'];
const date = Type.String({ format: 'date-time' });
const playlist_type = StringEnum(AUDIO_PLAYLIST_TYPES, { description: 'sting when the sting toggle is on.' });
const playback_mode = StringEnum(PLAYBACK_MODES, { description: 'In order, or shuffled each time round.' });

export const AudioPlaylist = Type.Object(
  {
    audio_playlist_id: Type.Integer(),
    name: Type.String(),
    tags: Type.Array(Ref(Tag)),
    playlist: Type.Array(Type.Integer(), { description: 'Media ids of the tracks, in play order.' }),
    playlist_type,
    trigger_count: Nullable(Type.Integer({ description: 'Sting only: plays after every this many layouts.' })),
    playback_mode,
    repeat: Type.Boolean({ description: 'Starts over after the last track.' }),
    total_duration: Type.Number({ description: 'Seconds of all tracks.' }),
    schedules: Type.Array(Type.Integer(), { description: 'Ids of the schedules that publish it.' }),
    date_created: date,
    date_updated: date,
  },
  { $id: 'AudioPlaylist', description: 'An audio or sting playlist (spec 02 §3 "Audio playlist").' },
);
export type AudioPlaylist = Static<typeof AudioPlaylist>;

const name = Type.String({ maxLength: 1000 });
const tagList = Type.Array(Type.String(), { description: 'A leading # is stripped; your forced tags are added.' });
const trackIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
  maxItems: 10000,
  description: 'Media ids of audio items you may see, in play order.',
});
const trigger_count = Nullable(Type.Integer({ maximum: 2147483647, description: `Sting: 1 to ${MAX_TRIGGER_COUNT}.` }));
const confirm_no_tags = Type.Optional(
  Type.Boolean({ description: 'A user with forced tags confirms saving without tags (the 422 msg asks).' }),
);

export const AudioPlaylistCreate = Type.Object(
  {
    name,
    tags: Type.Optional(tagList),
    playlist: Type.Optional(trackIds),
    playlist_type: Type.Optional(playlist_type),
    trigger_count: Type.Optional(trigger_count),
    playback_mode: Type.Optional(playback_mode),
    repeat: Type.Optional(Type.Boolean()),
    confirm_no_tags,
  },
  { additionalProperties: false },
);
export const AudioPlaylistUpdate = Type.Object(
  {
    name: Type.Optional(name),
    tags: Type.Optional(tagList),
    playlist: Type.Optional(trackIds),
    playlist_type: Type.Optional(playlist_type),
    trigger_count: Type.Optional(trigger_count),
    playback_mode: Type.Optional(playback_mode),
    repeat: Type.Optional(Type.Boolean()),
    confirm_no_tags,
  },
  { additionalProperties: false },
);

const saved = (description: string) =>
  Type.Object({ msg: Type.String(), audio_playlist: Ref(AudioPlaylist) }, { description });

export const audioPlaylistOperations = {
  listAudioPlaylists: operation({
    method: 'GET',
    path: '/audio_playlists/',
    operationId: 'listAudioPlaylists',
    summary: 'Audio playlists, newest first, paged; searched by name and tags. Forced tags always apply.',
    tags,
    security: bearer,
    querystring: Query({
      ...pagingQuery(DEFAULT_SEARCH_PAGE_SIZE),
      ...taggedListQuery,
      playlist_type: Type.Optional(playlist_type),
    }),
    response: {
      200: Type.Object(
        { audio_playlists: Type.Array(Ref(AudioPlaylist)), page_info: Ref(PageInfo) },
        { description: 'One page.' },
      ),
      ...errorResponses,
    },
  }),
  getAudioPlaylist: operation({
    method: 'GET',
    path: '/audio_playlists/{id}',
    operationId: 'getAudioPlaylist',
    summary: 'One audio playlist with its tracks and schedules.',
    tags,
    security: bearer,
    params: IdParams,
    response: { 200: Ref(AudioPlaylist, { description: 'The playlist.' }), ...errorResponses },
  }),
  createAudioPlaylist: operation({
    method: 'POST',
    path: '/audio_playlists/',
    operationId: 'createAudioPlaylist',
    summary:
      'Create a playlist. 422 with the spec message: "Playlist name empty.", "You have not entered any tags." (a question for users with forced tags), a sting without a trigger count, a track that is not audio.',
    tags,
    security: bearer,
    body: AudioPlaylistCreate,
    response: { 201: saved('Created.'), ...errorResponses },
  }),
  updateAudioPlaylist: operation({
    method: 'PUT',
    path: '/audio_playlists/{id}',
    operationId: 'updateAudioPlaylist',
    summary: 'Update a playlist; fields left out stay. An audio playlist clears its trigger count.',
    tags,
    security: bearer,
    params: IdParams,
    body: AudioPlaylistUpdate,
    response: { 200: saved('Updated.'), ...errorResponses },
  }),
  deleteAudioPlaylist: operation({
    method: 'DELETE',
    path: '/audio_playlists/{id}',
    operationId: 'deleteAudioPlaylist',
    summary: 'Delete a playlist and, in the same transaction, all of its schedules.',
    tags,
    security: bearer,
    params: IdParams,
    response: {
      200: Type.Object({ msg: Type.String(), audio_playlist_id: Type.Integer() }, { description: 'Deleted.' }),
      ...errorResponses,
    },
  }),
  cloneAudioPlaylist: operation({
    method: 'POST',
    path: '/audio_playlists/{id}/clone',
    operationId: 'cloneAudioPlaylist',
    summary: 'A copy of a playlist ("Copy of …"), its tracks and settings; not its schedules.',
    tags,
    security: bearer,
    params: IdParams,
    response: { 201: saved('Cloned.'), ...errorResponses },
  }),
  randomAudioPlaylist: operation({
    method: 'GET',
    path: '/audio_playlists/random',
    operationId: 'randomAudioPlaylist',
    summary: 'Tracks drawn at random from the audio media carrying all of these tags (spec 02 §7).',
    tags,
    security: bearer,
    querystring: Query({
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RANDOM_COUNT, default: DEFAULT_RANDOM_COUNT })),
      tags: Type.Optional(Type.Array(Type.String())),
    }),
    response: {
      200: Type.Object({ media: Type.Array(Ref(Media)) }, { description: 'The tracks drawn, at most count.' }),
      ...errorResponses,
    },
  }),
};
