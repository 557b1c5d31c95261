import type { AudioPlaylist } from '@signage/contract/audio-playlists';
import { AUDIO_PLAYLIST_NOUN, totalDuration } from '@signage/domain/audio/playlist';
import { type Kysely, type Selection, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { taggedArea } from '../kit/tag-registry.ts';
import { taggedReads } from '../kit/tagged-reads.ts';
import { carriesForcedTags, type TaggedFilter } from '../kit/tagged-where.ts';

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
  'audio_playlists.track_ids',
] as const;

export type StoredAudioPlaylist = Selection<Database, 'audio_playlists', (typeof AUDIO_PLAYLIST_COLUMNS)[number]>;

export interface AudioPlaylistFilter extends TaggedFilter {
  playlistType?: string;
}

const READS = taggedReads(AUDIO_PLAYLIST_AREA, AUDIO_PLAYLIST_COLUMNS, (filter: AudioPlaylistFilter, eb) => [
  !!filter.playlistType && eb('audio_playlists.playlist_type', '=', filter.playlistType),
]);

export const { where: audioPlaylistWhere, page: listAudioPlaylists, find: findAudioPlaylist } = READS;

export type AudioPlaylistRow = Awaited<ReturnType<typeof findAudioPlaylist>>;

/**
 * Rows as answered to a caller with `forcedTags`: each with its tracks in order, their total duration and the ids
 * of its schedules they may see, read for the whole page in two queries (never one per row).
 */
export async function audioPlaylistAnswers(
  db: Kysely<Database>,
  rows: readonly AudioPlaylistRow[],
  forcedTags: readonly string[],
): Promise<AudioPlaylist[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.audio_playlist_id);
  const [totals, schedules] = await Promise.all([
    totalDurations(db, rows),
    db
      .selectFrom('schedules')
      .select(['schedule_id', 'audio_playlist_id'])
      .where('audio_playlist_id', 'in', ids)
      .where(carriesForcedTags('schedules.tags', forcedTags))
      .orderBy('schedule_id')
      .execute(),
  ]);
  const schedulesOf = groupBy(schedules, (s) => s.audio_playlist_id!);
  return rows.map((row) => ({
    audio_playlist_id: row.audio_playlist_id,
    name: row.name,
    tags: row.tags,
    playlist: row.track_ids,
    playlist_type: row.playlist_type as AudioPlaylist['playlist_type'],
    trigger_count: row.trigger_count,
    playback_mode: row.playback_mode as AudioPlaylist['playback_mode'],
    repeat: row.repeat,
    total_duration: totals.get(row.audio_playlist_id) ?? 0,
    schedules: (schedulesOf.get(row.audio_playlist_id) ?? []).map((s) => s.schedule_id),
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
  }));
}

/**
 * Each playlist's total duration (seconds; a track without one counts 0). When every playlist holds each track
 * once, the database sums them: a page's thousands of durations need not cross to this thread (on the embedded
 * database that copy cost more than the sum). A track listed twice counts twice, so such pages sum here.
 */
async function totalDurations(db: Kysely<Database>, rows: readonly AudioPlaylistRow[]): Promise<Map<number, number>> {
  const withTracks = rows.filter((r) => r.track_ids.length > 0);
  if (!withTracks.length) return new Map();
  if (withTracks.every((r) => new Set(r.track_ids).size === r.track_ids.length)) {
    const sums = await db
      .selectFrom('audio_playlists')
      .innerJoin('media', (join) => join.on(sql<boolean>`media.media_id = any(audio_playlists.track_ids)`))
      .select([
        'audio_playlists.audio_playlist_id',
        sql<number>`coalesce(sum(media.duration) filter (where media.duration < 'Infinity'::float8), 0)`.as('total'),
      ])
      .where(
        'audio_playlists.audio_playlist_id',
        'in',
        withTracks.map((r) => r.audio_playlist_id),
      )
      .groupBy('audio_playlists.audio_playlist_id')
      .execute();
    return new Map(sums.map((s) => [s.audio_playlist_id, Number(s.total)]));
  }
  const trackIds = [...new Set(withTracks.flatMap((r) => r.track_ids))];
  const durations = await db
    .selectFrom('media')
    .select(['media_id', 'duration'])
    .where(sql<boolean>`media_id = any(${trackIds}::integer[])`)
    .execute();
  const durationOf = new Map(durations.map((m) => [m.media_id, m.duration]));
  return new Map(
    withTracks.map((r) => [r.audio_playlist_id, totalDuration(r.track_ids.map((id) => durationOf.get(id) ?? null))]),
  );
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
