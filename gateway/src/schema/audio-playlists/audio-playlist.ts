import {
  AUDIO_PLAYLIST_NOUN,
  AUDIO_PLAYLIST_TYPES,
  DEFAULT_RANDOM_COUNT,
  PLAYBACK_MODES,
} from '@signage/domain/audio/playlist';
import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/search';
import { builder } from '../../builder.ts';
import { enumValues } from '../enum-values.ts';
import { loadedByIdField, loadedField } from '../load-by-ids.ts';
import { MediaType, visibleMedia } from '../media/media.ts';
import { restKeys } from '../rest-keys.ts';
import { ScheduleType } from '../schedules/schedule.ts';
import { recordListField, taggedRecord } from '../tagged-record.ts';

export const AudioPlaylistTypeEnum = builder.enumType('AudioPlaylistType', {
  description: 'STING when the sting toggle is on, else AUDIO (spec 02 §4).',
  values: enumValues(AUDIO_PLAYLIST_TYPES),
});
export const PlaybackModeEnum = builder.enumType('PlaybackMode', {
  description: 'Tracks in order, or shuffled each time round.',
  values: enumValues(PLAYBACK_MODES),
});

/** Audio playlists load through one batched REST call per GraphQL request; their tracks through media's. */
export const AudioPlaylistType = taggedRecord('AudioPlaylist', {
  description: 'An audio or sting playlist (spec 02 §3): tracks in order, played by the devices its schedules reach.',
  list: { path: '/audio_playlists/', key: 'audio_playlists', id: 'audio_playlist_id', noun: AUDIO_PLAYLIST_NOUN },
  fields: (t) => ({
    playlistType: t.expose('playlist_type', { type: AudioPlaylistTypeEnum }),
    triggerCount: t.exposeInt('trigger_count', {
      nullable: true,
      description: 'Sting only: it plays after every this many layouts.',
    }),
    playbackMode: t.expose('playback_mode', { type: PlaybackModeEnum }),
    repeat: t.exposeBoolean('repeat'),
    trackIds: t.idList({
      description: 'The tracks’ media ids, in play order.',
      extensions: restKeys('playlist'),
      resolve: (p) => p.playlist.map(String),
    }),
    tracks: t.field({
      type: [MediaType],
      description: 'The tracks in play order, loaded in one batched call (a deleted track is left out).',
      extensions: restKeys('playlist'),
      resolve: (p, _args, ctx) => visibleMedia(ctx, p.playlist),
    }),
    totalDuration: t.exposeFloat('total_duration', { description: 'Seconds of all tracks.' }),
    schedules: t.expose('schedules', {
      type: [ScheduleType],
      description: 'The schedules that publish it that you may see.',
    }),
  }),
});

recordListField('audioPlaylists', AudioPlaylistType, {
  defaultSize: DEFAULT_SEARCH_PAGE_SIZE,
  pageSizes: 'The audio list shows 25, 50 or 100 a page; integrators may ask for up to 1000.',
  description:
    "Audio and sting playlists, newest first. `search` matches the name and tags; `tags`: playlists carrying all of them. The caller's forced tags always apply.",
  args: (arg) => ({ playlistType: arg({ type: AudioPlaylistTypeEnum }) }),
  query: (args) => ({ playlist_type: args.playlistType ?? undefined }),
});

loadedByIdField('audioPlaylist', AudioPlaylistType, 'One audio or sting playlist.');

builder.queryField('randomPlaylist', (t) =>
  t.field({
    type: [MediaType],
    description: `Audio tracks drawn at random on the server from the audio media carrying all of \`tags\` (spec 02 §7); ${DEFAULT_RANDOM_COUNT} unless \`count\` says.`,
    args: {
      count: t.arg.int({ defaultValue: DEFAULT_RANDOM_COUNT }),
      tags: t.arg.stringList(),
    },
    resolve: async (_root, { count, tags }, ctx) => {
      const answer = await ctx.rest.get('/audio_playlists/random', {
        query: { count: count ?? DEFAULT_RANDOM_COUNT, tags: tags?.length ? tags : undefined },
      });
      // Primed, so the tracks' fields need no further call.
      for (const media of answer.media) MediaType.getDataloader(ctx).prime(media.media_id, media);
      return answer.media;
    },
  }),
);

builder.objectField(ScheduleType, 'audioPlaylist', (t) =>
  loadedField(t, AudioPlaylistType, {
    description: 'The audio playlist it publishes; null for a layout, or one the caller may not see.',
    id: (s) => s.audio_playlist_id,
    orNull: true,
  }),
);
