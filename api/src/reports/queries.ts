import type { PlaybackQuery } from '@signage/contract/reports';
import {
  END_BEFORE_START,
  TOUCH_MIN_DATE,
  type TouchBucket,
  type TouchGrouping,
  touchBeforeMinimum,
} from '@signage/domain/reports';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deviceWhere } from '../devices/repository.ts';
import { unprocessable } from '../errors.ts';
import { queryDate } from '../kit/query-date.ts';
import { textArray } from '../kit/tag-registry.ts';

/** A report's range as days (YYYY-MM-DD): default the last month up to today (spec 02 §9). */
export interface ReportRange {
  start: string;
  end: string;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const asDate = (day: string) => sql<Date>`cast(${day} as date)`;

/** Start and end from the query; 'End date must be greater than start date.' when the end comes first. */
export function reportRange(query: { start_date?: string; end_date?: string }, now = new Date()): ReportRange {
  const end = queryDate(query.end_date, 'end_date') ?? now;
  let start = queryDate(query.start_date, 'start_date');
  if (!start) {
    start = new Date(end);
    start.setUTCMonth(start.getUTCMonth() - 1);
  }
  if (end < start) throw unprocessable(END_BEFORE_START);
  return { start: dayOf(start), end: dayOf(end) };
}

/** The touch report's range: neither date before 01 January 2015 (spec 02 §5). */
export function touchRange(query: { start_date?: string; end_date?: string }, now = new Date()): ReportRange {
  const range = reportRange(query, now);
  if (range.start < TOUCH_MIN_DATE) throw unprocessable(touchBeforeMinimum('start_date'));
  if (range.end < TOUCH_MIN_DATE) throw unprocessable(touchBeforeMinimum('end_date'));
  return range;
}

export type PlaybackKind = 'audio' | 'media' | 'all';

interface PlaybackFilter {
  query: PlaybackQuery;
  forcedTags: readonly string[];
  kind: PlaybackKind;
  /** The range's end day is left out (media playback: the console sends the day after the chosen end). */
  endExclusive?: boolean;
  range: ReportRange;
}

/** The daily rollup rows of the devices and media a filter selects. */
function playbackRows(db: Db, { query, forcedTags, kind, endExclusive, range }: PlaybackFilter) {
  return db
    .selectFrom('device_playback as p')
    .innerJoin('devices', 'devices.device_id', 'p.device_id')
    .innerJoin('media as m', 'm.media_id', 'p.media_id')
    .where(deviceWhere({ forcedTags, tags: query.device_tags, ids: query.device_ids }))
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [
        eb('p.playback_date', '>=', asDate(range.start)),
        eb('p.playback_date', endExclusive ? '<' : '<=', asDate(range.end)),
      ];
      if (query.media_tags?.length) conditions.push(sql<boolean>`m.tags @> ${textArray(query.media_tags)}`);
      if (kind === 'audio') conditions.push(eb('m.media_type', '=', 'audio'));
      if (kind === 'media') conditions.push(eb('m.media_type', '<>', 'audio'));
      return eb.and(conditions);
    });
}

/** Plays per media item and day (spec 02 §3 "Playback row"). */
export async function playbackStats(db: Db, filter: PlaybackFilter) {
  const rows = await playbackRows(db, filter)
    .select([
      'p.media_id',
      'm.name',
      sql<string>`to_char(p.playback_date, 'YYYY-MM-DD')`.as('playback_date'),
      sql<string>`sum(p.count)`.as('count'),
    ])
    .groupBy(['p.media_id', 'm.name', 'p.playback_date'])
    .orderBy('p.playback_date')
    .orderBy('p.media_id')
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Plays per month, oldest first. */
export async function playbackTimeline(db: Db, filter: PlaybackFilter) {
  const rows = await playbackRows(db, filter)
    .select([sql<string>`to_char(p.playback_date, 'YYYY-MM')`.as('month'), sql<string>`sum(p.count)`.as('count')])
    .groupBy(sql`to_char(p.playback_date, 'YYYY-MM')`)
    .orderBy(sql`to_char(p.playback_date, 'YYYY-MM')`)
    .execute();
  return rows.map((r) => ({ month: r.month, count: Number(r.count) }));
}

const BUCKETS: Record<TouchBucket, string> = {
  date: `to_char(t.local_date, 'YYYY-MM-DD')`,
  dow: `extract(isodow from t.local_date)::int::text`,
  hour: `t.local_hour::text`,
};
const GROUPS: Record<TouchGrouping, string> = {
  event_name: 't.event_name',
  media_uri: 't.media_uri',
  media_name: `coalesce(m.name, t.media_uri)`,
  device_name: 'devices.name',
};

/** Touches grouped and bucketed (spec 02 §3 "Touch stat row"), from the hourly rollup. */
export async function touchStats(
  db: Db,
  {
    query,
    forcedTags,
    range,
    groups,
    bucket,
  }: {
    query: PlaybackQuery & { event_name?: string };
    forcedTags: readonly string[];
    range: ReportRange;
    groups: TouchGrouping;
    bucket: TouchBucket;
  },
) {
  const group = sql.raw(GROUPS[groups]);
  const bucketSql = sql.raw(BUCKETS[bucket]);
  const rows = await db
    .selectFrom('touch_hourly as t')
    .innerJoin('devices', 'devices.device_id', 't.device_id')
    .leftJoin('media as m', 'm.media_id', 't.media_id')
    .where(deviceWhere({ forcedTags, tags: query.device_tags, ids: query.device_ids }))
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [
        eb('t.local_date', '>=', asDate(range.start)),
        eb('t.local_date', '<=', asDate(range.end)),
      ];
      if (query.media_tags?.length) conditions.push(sql<boolean>`m.tags @> ${textArray(query.media_tags)}`);
      if (query.event_name) conditions.push(eb('t.event_name', '=', query.event_name));
      return eb.and(conditions);
    })
    .select([
      sql<string>`${group}`.as('name'),
      sql<string>`${bucketSql}`.as('bucket'),
      sql<string>`sum(t.count)`.as('count'),
      sql<string>`case when count(distinct t.event_name) = 1 then min(t.event_name) else '' end`.as('event_name'),
      sql<string>`case when count(distinct t.media_uri) = 1 then min(t.media_uri) else '' end`.as('media_uri'),
      sql<number | null>`case when count(distinct t.media_id) = 1 then min(t.media_id) end`.as('media_id'),
    ])
    .groupBy([sql`1`, sql`2`])
    .orderBy(sql`2`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count), media_id: r.media_id === null ? null : Number(r.media_id) }));
}

/** Every stored playback event in the range, oldest first, read a page at a time (keyset) for the CSV stream. */
export async function* proofOfPlay(db: Db, filter: Omit<PlaybackFilter, 'kind'>, pageSize = 5000) {
  const { query, forcedTags, range } = filter;
  const from = new Date(`${range.start}T00:00:00Z`);
  // The events of the local days asked for: a day's events may lie up to 14 hours either side in UTC.
  const to = new Date(Date.parse(`${range.end}T00:00:00Z`) + 86_400_000 + 14 * 3_600_000);
  let after: { at: Date; device: number; sequence: string } | undefined;
  for (;;) {
    let page = db
      .selectFrom('player_events as e')
      .innerJoin('devices', 'devices.device_id', 'e.device_id')
      .innerJoin('media as m', 'm.media_id', 'e.media_id')
      .where(deviceWhere({ forcedTags, tags: query.device_tags, ids: query.device_ids }))
      .where('e.kind', '=', 'playback')
      .where('e.occurred_at', '>=', new Date(from.getTime() - 14 * 3_600_000))
      .where('e.occurred_at', '<', to)
      .where('e.local_date', '>=', asDate(range.start))
      .where('e.local_date', '<=', asDate(range.end))
      .select([
        'e.occurred_at',
        'e.utc_offset_minutes',
        'e.time_zone',
        'e.device_id',
        'devices.name as device_name',
        'e.media_id',
        'm.name as media_name',
        'e.sequence',
      ]);
    if (query.media_tags?.length) page = page.where(sql<boolean>`m.tags @> ${textArray(query.media_tags)}`);
    if (after) {
      const a = after;
      page = page.where(
        sql<boolean>`(e.occurred_at, e.device_id, e.sequence) > (${a.at}, ${a.device}, ${a.sequence}::bigint)`,
      );
    }
    const rows = await page
      .orderBy('e.occurred_at')
      .orderBy('e.device_id')
      .orderBy('e.sequence')
      .limit(pageSize)
      .execute();
    for (const row of rows) yield row;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.occurred_at, device: last.device_id, sequence: String(last.sequence) };
  }
}
