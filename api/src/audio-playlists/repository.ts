import type { AudioPlaylist } from '@signage/contract/audio-playlists';
import { AUDIO_PLAYLIST_NOUN, totalDuration } from '@signage/domain/audio/playlist';
import type { Kysely, Selection } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findVisible } from '../kit/find-visible.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { listTagged, newestFirst, type Paging, type TaggedList } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';
import type { AudioPlaylistContext } from './context.ts';

/** Audio playlists as a tagged area: free text matches the name besides the tags. */
export const AUDIO_PLAYLIST_AREA = taggedArea({
  table: 'audio_playlists',
  id: 'audio_playlist_id',
  noun: AUDIO_PLAYLIST_NOUN,
  text: ['name'],
});

export const AUDIO_PLAYLIST_COLUMNS = [
  'audio_playlists.audio_playlist_id',
  'audio_playlists.name',
  'audio_playlists.tags',
  'audio_playlists.playlist_type',
  'audio_playlists.trigger_count',
  'audio_playlists.playback_mode',
  'audio_playlists.repeat',
  'audio_playlists.date_created',
  'audio_playlists.date_updated',
] as const;

const LIST: TaggedList<'audio_playlists', typeof AUDIO_PLAYLIST_COLUMNS> = {
  area: AUDIO_PLAYLIST_AREA,
  columns: AUDIO_PLAYLIST_COLUMNS,
  order: newestFirst('audio_playlist_id'),
};

export type StoredAudioPlaylist = Selection<Database, 'audio_playlists', (typeof AUDIO_PLAYLIST_COLUMNS)[number]>;

export interface AudioPlaylistFilter extends TaggedFilter {
  playlistType?: string;
}

export const audioPlaylistWhere = (filter: AudioPlaylistFilter) =>
  taggedWhere(AUDIO_PLAYLIST_AREA, filter, (eb) => [
    !!filter.playlistType && eb('audio_playlists.playlist_type', '=', filter.playlistType),
  ]);

export function listAudioPlaylists(ctx: AudioPlaylistContext, filter: AudioPlaylistFilter, paging: Paging) {
  return listTagged(ctx, LIST, filter, audioPlaylistWhere(filter), paging);
}

export function findAudioPlaylist(ctx: AudioPlaylistContext, id: number, forcedTags: readonly string[]) {
  return findVisible(ctx, LIST, id, audioPlaylistWhere({ forcedTags }));
}

export type AudioPlaylistRow = Awaited<ReturnType<typeof findAudioPlaylist>>;

/**
 * Rows as answered: each with its tracks in order, their total duration and its schedules' ids, read for the
 * whole page in two queries (never one per row).
 */
export async function audioPlaylistAnswers(
  db: Kysely<Database>,
  rows: readonly AudioPlaylistRow[],
): Promise<AudioPlaylist[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.audio_playlist_id);
  const [tracks, schedules] = await Promise.all([
    db
      .selectFrom('audio_playlist_tracks')
      .innerJoin('media', 'media.media_id', 'audio_playlist_tracks.media_id')
      .select(['audio_playlist_tracks.audio_playlist_id', 'audio_playlist_tracks.media_id', 'media.duration'])
      .where('audio_playlist_tracks.audio_playlist_id', 'in', ids)
      .orderBy('audio_playlist_tracks.audio_playlist_id')
      .orderBy('audio_playlist_tracks.position')
      .execute(),
    db
      .selectFrom('schedules')
      .select(['schedule_id', 'audio_playlist_id'])
      .where('audio_playlist_id', 'in', ids)
      .orderBy('schedule_id')
      .execute(),
  ]);
  const tracksOf = groupBy(tracks, (t) => t.audio_playlist_id);
  const schedulesOf = groupBy(schedules, (s) => s.audio_playlist_id!);
  return rows.map((row) => {
    const own = tracksOf.get(row.audio_playlist_id) ?? [];
    return {
      audio_playlist_id: row.audio_playlist_id,
      name: row.name,
      tags: row.tags,
      playlist: own.map((t) => t.media_id),
      playlist_type: row.playlist_type as AudioPlaylist['playlist_type'],
      trigger_count: row.trigger_count,
      playback_mode: row.playback_mode as AudioPlaylist['playback_mode'],
      repeat: row.repeat,
      total_duration: totalDuration(own.map((t) => t.duration)),
      schedules: (schedulesOf.get(row.audio_playlist_id) ?? []).map((s) => s.schedule_id),
      date_created: row.date_created.toISOString(),
      date_updated: row.date_updated.toISOString(),
    };
  });
}

function groupBy<T>(items: readonly T[], key: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Replaces a playlist's tracks with `mediaIds`, in that order (inside the caller's transaction). */
export async function writeTracks(trx: Kysely<Database>, playlistId: number, mediaIds: readonly number[]) {
  await trx.deleteFrom('audio_playlist_tracks').where('audio_playlist_id', '=', playlistId).execute();
  // Chunks keep one statement's parameters well under PostgreSQL's limit for long playlists.
  for (let start = 0; start < mediaIds.length; start += 5000) {
    const chunk = mediaIds.slice(start, start + 5000);
    await trx
      .insertInto('audio_playlist_tracks')
      .values(chunk.map((media_id, i) => ({ audio_playlist_id: playlistId, position: start + i, media_id })))
      .execute();
  }
}
