import { AUDIO_PLAYLIST_TYPES, PLAYBACK_MODES } from '@signage/domain/audio/playlist';
import { type Static, Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { activatedPlayerResponses, errorAnswer, IdParams, player as security } from './common.ts';
import { Nullable, StringEnum } from './schema.ts';

/** An audio playlist as a player plays it (issue 25): its kind and cadence, and each track with what it needs. */
export const PlayerAudioPlaylist = Type.Object(
  {
    audio_playlist_id: Type.Integer(),
    name: Type.String(),
    playlist_type: StringEnum(AUDIO_PLAYLIST_TYPES, {
      description: 'audio: background music; sting: between layouts.',
    }),
    trigger_count: Nullable(Type.Integer({ description: 'Sting only: plays after every this many layouts.' })),
    playback_mode: StringEnum(PLAYBACK_MODES),
    repeat: Type.Boolean({ description: 'Starts over after the last track.' }),
    date_updated: Type.String({ format: 'date-time', description: 'Fetch again when this changes.' }),
    tracks: Type.Array(
      Type.Object({
        media_id: Type.Integer(),
        name: Type.String(),
        mime_type: Type.String(),
        duration: Nullable(Type.Number({ description: 'Seconds.' })),
        loudness_gain_db: Nullable(
          Type.Number({ description: 'Gain (dB) that brings it to -16 LUFS; null until measured (play at 0).' }),
        ),
        download_url: Type.String({ description: 'Signed, expiring (one hour) link to the file: no token needed.' }),
      }),
      { description: 'In play order; an item may appear more than once.' },
    ),
  },
  { $id: 'PlayerAudioPlaylist', description: 'An audio playlist for a player to play.' },
);
export type PlayerAudioPlaylist = Static<typeof PlayerAudioPlaylist>;

export const audioPlayerOperations = areaOperations(['players'], {
  getPlayerAudioPlaylist: {
    method: 'GET',
    path: '/players/audio_playlists/{id}',
    summary:
      'An audio playlist to play, by id, with signed download links and loudness gains of its tracks. Only an activated player may fetch playlists, and only those its schedules reach.',
    security,
    params: IdParams,
    response: {
      200: PlayerAudioPlaylist,
      404: errorAnswer('No such playlist, or none scheduled for this player.'),
      ...activatedPlayerResponses,
    },
  },
});
