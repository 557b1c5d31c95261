import {
  AUDIO_PLAYLIST_TYPES,
  DEFAULT_RANDOM_COUNT,
  MAX_RANDOM_COUNT,
  MAX_TRIGGER_COUNT,
  PLAYBACK_MODES,
} from '@signage/domain/audio/playlist';
import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/page-sizes';
import { type Static, type TSchema, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { IdParams, PagedList, Tag, taggedPagedQuery, timestamps } from './common.ts';
import { Media } from './media.ts';
import { Nullable, Query, Ref, StringEnum } from './schema.ts';

const tags = ['audio playlists'];
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
    schedules: Type.Array(Type.Integer(), {
      description: 'Ids of the schedules that publish it that you may see (your forced tags apply).',
    }),
    ...timestamps,
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

/** A playlist's fields as written: the same for a create and an update, but for whether the name may be left out. */
const playlistBody = <N extends TSchema>(nameField: N) =>
  Type.Object(
    {
      name: nameField,
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

export const AudioPlaylistCreate = playlistBody(name);
export const AudioPlaylistUpdate = playlistBody(Type.Optional(name));

const saved = (description: string) =>
  Type.Object({ msg: Type.String(), audio_playlist: Ref(AudioPlaylist) }, { description });

export const audioPlaylistOperations = bearerOperations(tags, {
  listAudioPlaylists: {
    method: 'GET',
    path: '/audio_playlists/',
    summary: 'Audio playlists, newest first, paged; searched by name and tags. Forced tags always apply.',
    querystring: taggedPagedQuery(DEFAULT_SEARCH_PAGE_SIZE, { playlist_type: Type.Optional(playlist_type) }),
    response: {
      200: PagedList('audio_playlists', AudioPlaylist, 'One page.'),
    },
  },
  getAudioPlaylist: {
    method: 'GET',
    path: '/audio_playlists/{id}',
    summary: 'One audio playlist with its tracks and schedules.',
    params: IdParams,
    response: { 200: Ref(AudioPlaylist, { description: 'The playlist.' }) },
  },
  createAudioPlaylist: {
    method: 'POST',
    path: '/audio_playlists/',
    summary:
      'Create a playlist. 422 with the spec message: "Playlist name empty.", "You have not entered any tags." (a question for users with forced tags), a sting without a trigger count, a track that is not audio.',
    body: AudioPlaylistCreate,
    response: { 201: saved('Created.') },
  },
  updateAudioPlaylist: {
    method: 'PUT',
    path: '/audio_playlists/{id}',
    summary:
      "Update a playlist; fields left out stay. An audio playlist clears its trigger count. Tracks it already holds are kept even where the caller's forced tags hide them; tracks added must be audio the caller may see.",
    params: IdParams,
    body: AudioPlaylistUpdate,
    response: { 200: saved('Updated.') },
  },
  deleteAudioPlaylist: {
    method: 'DELETE',
    path: '/audio_playlists/{id}',
    summary: 'Delete a playlist and, in the same transaction, all of its schedules.',
    params: IdParams,
    response: {
      200: Type.Object({ msg: Type.String(), audio_playlist_id: Type.Integer() }, { description: 'Deleted.' }),
    },
  },
  cloneAudioPlaylist: {
    method: 'POST',
    path: '/audio_playlists/{id}/clone',
    summary: 'A copy of a playlist ("Copy of …"), its tracks and settings; not its schedules.',
    params: IdParams,
    response: { 201: saved('Cloned.') },
  },
  randomAudioPlaylist: {
    method: 'GET',
    path: '/audio_playlists/random',
    summary: 'Tracks drawn at random from the audio media carrying all of these tags (spec 02 §7).',
    querystring: Query({
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RANDOM_COUNT, default: DEFAULT_RANDOM_COUNT })),
      tags: Type.Optional(Type.Array(Type.String())),
    }),
    response: {
      200: Type.Object({ media: Type.Array(Ref(Media)) }, { description: 'The tracks drawn, at most count.' }),
    },
  },
});
