import { audioPlayerOperations as op } from '@signage/contract/audio-player';
import { AUDIO_PLAYLIST_NOUN } from '@signage/domain/audio/playlist';
import { sql } from 'kysely';
import { playerRoutes } from '../devices/player-auth.ts';
import { playerFetchRoute } from '../devices/player-fetch-route.ts';
import { reachesAudioPlaylist } from '../devices/player-reach.ts';
import { mediaDownloadUrl } from '../media/json.ts';
import type { AudioPlaylistContext } from './context.ts';

/**
 * GET /players/audio_playlists/{id} (issue 25): an audio playlist for a player to play, each track with a signed
 * download link and its loudness gain. A player fetches only the playlists its schedules reach (player-reach.ts).
 */
export const audioPlaylistPlayerRoutes = playerRoutes<AudioPlaylistContext>(async (app, ctx) => {
  const { db, signer } = ctx;

  playerFetchRoute(app, op.getPlayerAudioPlaylist, {
    db,
    noun: AUDIO_PLAYLIST_NOUN,
    reaches: reachesAudioPlaylist,
    read: async (id) => {
      const row = await db
        .selectFrom('audio_playlists')
        .select([
          'audio_playlist_id',
          'name',
          'playlist_type',
          'trigger_count',
          'playback_mode',
          'repeat',
          'date_updated',
          'track_ids',
        ])
        .where('audio_playlist_id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const media = row.track_ids.length
        ? await db
            .selectFrom('media')
            .select(['media_id', 'name', 'mime_type', 'duration', 'loudness_gain_db', 'date_updated'])
            .where(sql<boolean>`media_id = any(${row.track_ids}::integer[])`)
            .execute()
        : [];
      const byId = new Map(media.map((m) => [m.media_id, m]));
      const tracks = row.track_ids.flatMap((trackId) => byId.get(trackId) ?? []);
      return {
        audio_playlist_id: row.audio_playlist_id,
        name: row.name,
        playlist_type: row.playlist_type as 'audio' | 'sting',
        trigger_count: row.trigger_count,
        playback_mode: row.playback_mode as 'sequential' | 'shuffle',
        repeat: row.repeat,
        date_updated: row.date_updated.toISOString(),
        tracks: tracks.map((t) => ({
          media_id: t.media_id,
          name: t.name,
          mime_type: t.mime_type,
          duration: t.duration,
          loudness_gain_db: t.loudness_gain_db,
          download_url: mediaDownloadUrl(signer, t.media_id, t.date_updated),
        })),
      };
    },
  });
});
