import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audioPlayerOperations as op } from '@signage/contract/audio-player';
import { AUDIO_PLAYLIST_NOUN } from '@signage/domain/audio/playlist';
import { sql } from 'kysely';
import { activatedPlayerOf, authenticatePlayer } from '../devices/player-auth.ts';
import { reachesAudioPlaylist } from '../devices/player-reach.ts';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { mediaDownloadUrl } from '../media/json.ts';
import type { AudioPlaylistContext } from './context.ts';

const notScheduled = (id: number) => `${AUDIO_PLAYLIST_NOUN} ${id} is not scheduled for this player.`;

/**
 * GET /players/audio_playlists/{id} (issue 25): an audio playlist for a player to play, each track with a signed
 * download link and its loudness gain. A player fetches only the playlists its schedules reach (player-reach.ts);
 * any other answers 404, the same as one that does not exist.
 */
export const audioPlaylistPlayerRoutes: FastifyPluginAsyncTypebox<AudioPlaylistContext> = async (app, ctx) => {
  const { db, signer } = ctx;
  app.addHook('onRequest', authenticatePlayer(db));

  app.route({
    ...endpoint(op.getPlayerAudioPlaylist),
    handler: async (request, reply) => {
      const player = activatedPlayerOf(request);
      const { id } = request.params;
      if (!(await reachesAudioPlaylist(db, player.device_id, id))) throw notFound(notScheduled(id));
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
      if (!row) throw notFound(notScheduled(id));
      const media = row.track_ids.length
        ? await db
            .selectFrom('media')
            .select(['media_id', 'name', 'mime_type', 'duration', 'loudness_gain_db', 'date_updated'])
            .where(sql<boolean>`media_id = any(${row.track_ids}::integer[])`)
            .execute()
        : [];
      const byId = new Map(media.map((m) => [m.media_id, m]));
      const tracks = row.track_ids.flatMap((trackId) => byId.get(trackId) ?? []);
      reply.header('cache-control', 'no-store');
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
};
