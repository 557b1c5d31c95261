import type { PlaybackQuery } from '@signage/contract/reports';
import {
  END_BEFORE_START,
  MAX_PLAYBACK_ROWS,
  MAX_TOUCH_STAT_ROWS,
  NO_DEVICE_TAGS,
  PLAYBACK_TOO_MANY,
  TOUCH_MIN_DATE,
  TOUCH_STATS_TOO_MANY,
  type TouchBucket,
  type TouchGrouping,
  touchBeforeMinimum,
} from '@signage/domain/reports';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
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
export const asDate = (day: string) => sql<Date>`cast(${day} as date)`;

/** Start and end from the query; 'End date must be greater than start date.' when the end comes first. */
/** How far the calendar day of the zone furthest ahead (UTC+14, Kiritimati) runs past UTC's. */
const LATEST_ZONE_AHEAD_MS = 14 * 3_600_000;

export function reportRange(query: { start_date?: string; end_date?: string }, now = new Date()): ReportRange {
  // Events are dated on each player's calendar: by default the range runs to the latest day any player can be in,
  // so "the last month" holds what a player in Tokyo did this morning while it is still yesterday in UTC.
  const end = queryDate(query.end_date, 'end_date') ?? new Date(now.getTime() + LATEST_ZONE_AHEAD_MS);
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

export interface PlaybackFilter {
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
    .where((eb) =>
      eb.and([
        eb('p.playback_date', '>=', asDate(range.start)),
        eb('p.playback_date', endExclusive ? '<' : '<=', asDate(range.end)),
        ...mediaConditions(eb, query, kind),
      ]),
    );
}

/** The media filters of a playback report: media tags, media ids, audio or the rest. */
export function mediaConditions(
  eb: ExpressionBuilder<{ m: Database['media'] }, 'm'>,
  query: PlaybackQuery,
  kind: PlaybackKind,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.media_tags?.length) conditions.push(sql<boolean>`m.tags @> ${textArray(query.media_tags)}`);
  if (query.media_ids?.length) conditions.push(eb('m.media_id', 'in', query.media_ids));
  if (kind === 'audio') conditions.push(eb('m.media_type', '=', 'audio'));
  if (kind === 'media') conditions.push(eb('m.media_type', '<>', 'audio'));
  return conditions;
}

/** Plays per media item and day (spec 02 §3 "Playback row"), at most MAX_PLAYBACK_ROWS of them. */
export async function playbackStats(db: Db, filter: PlaybackFilter, maxRows = MAX_PLAYBACK_ROWS) {
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
    .limit(maxRows + 1)
    .execute();
  if (rows.length > maxRows) throw unprocessable(PLAYBACK_TOO_MANY);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Plays per day over every media item the filter selects, oldest first: a row a day, however large the library. */
export async function playbackDaily(db: Db, filter: PlaybackFilter) {
  const day = sql<string>`to_char(p.playback_date, 'YYYY-MM-DD')`;
  const rows = await playbackRows(db, filter)
    .select([day.as('day'), sql<string>`sum(p.count)`.as('count')])
    .groupBy('p.playback_date')
    .orderBy('p.playback_date')
    .execute();
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

/** The first day of the month of a day (YYYY-MM-DD), and of the month after. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonth(day: string) {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Plays per month, oldest first: the months wholly inside the range from the monthly rollup (migration 023), the
 * partial months at either end from the daily one; a year is some thirty times fewer rows than its days.
 */
export async function playbackTimeline(db: Db, filter: PlaybackFilter) {
  const { range } = filter;
  const lastDay = filter.endExclusive ? dayBefore(range.end) : range.end;
  const after = dayAfterText(lastDay);
  const fullFrom = range.start === monthStart(range.start) ? range.start : nextMonth(range.start);
  // The first day after the last whole month.
  const fullTo = after === monthStart(after) ? after : monthStart(lastDay);
  const totals = new Map<string, number>();
  const add = (rows: { month: string; count: string }[]) => {
    for (const r of rows) totals.set(r.month, (totals.get(r.month) ?? 0) + Number(r.count));
  };
  const month = sql<string>`to_char(p.playback_date, 'YYYY-MM')`;
  const daily = (from: string, to: string) =>
    playbackRows(db, { ...filter, range: { start: from, end: to }, endExclusive: true })
      .select([month.as('month'), sql<string>`sum(p.count)`.as('count')])
      .groupBy(month)
      .execute();
  if (fullFrom < fullTo) {
    const [head, whole, tail] = await Promise.all([
      range.start < fullFrom ? daily(range.start, fullFrom) : [],
      monthlyRows(db, filter, fullFrom, fullTo),
      fullTo < after ? daily(fullTo, after) : [],
    ]);
    add(head);
    add(whole);
    add(tail);
  } else {
    add(await daily(range.start, after));
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([month, count]) => ({ month, count }));
}

/** Plays per month from the monthly rollup, months from `from` (a month's first day) up to `to` left out. */
function monthlyRows(db: Db, { query, forcedTags, kind }: PlaybackFilter, from: string, to: string) {
  const month = sql<string>`to_char(p.month, 'YYYY-MM')`;
  return db
    .selectFrom('playback_monthly as p')
    .innerJoin('devices', 'devices.device_id', 'p.device_id')
    .innerJoin('media as m', 'm.media_id', 'p.media_id')
    .where(deviceWhere({ forcedTags, tags: query.device_tags, ids: query.device_ids }))
    .where((eb) => eb.and(mediaConditions(eb, query, kind)))
    .where('p.month', '>=', asDate(from))
    .where('p.month', '<', asDate(to))
    .select([month.as('month'), sql<string>`sum(p.count)`.as('count')])
    .groupBy(month)
    .execute();
}

function dayAfterText(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
function dayBefore(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
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
  // One row per tag a device carries (a device of two tags counts in both), devices without tags in one.
  device_tags: 'dt',
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
  let touches = db
    .selectFrom('touch_hourly as t')
    .innerJoin('devices', 'devices.device_id', 't.device_id')
    .leftJoin('media as m', 'm.media_id', 't.media_id');
  if (groups === 'device_tags') {
    touches = touches.innerJoin(
      sql<{ dt: string }>`lateral unnest(case when cardinality(devices.tags) > 0 then devices.tags
        else array[${NO_DEVICE_TAGS}::text] end)`.as('dt'),
      (join) => join.onTrue(),
    ) as unknown as typeof touches;
  }
  const rows = await touches
    .where(deviceWhere({ forcedTags, tags: query.device_tags, ids: query.device_ids }))
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [
        eb('t.local_date', '>=', asDate(range.start)),
        eb('t.local_date', '<=', asDate(range.end)),
      ];
      if (query.media_tags?.length) conditions.push(sql<boolean>`m.tags @> ${textArray(query.media_tags)}`);
      if (query.media_ids?.length) conditions.push(eb('t.media_id', 'in', query.media_ids));
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
      sql<number | null>`case when count(distinct t.device_id) = 1 then min(t.device_id) end`.as('device_id'),
    ])
    .groupBy([sql`1`, sql`2`])
    .orderBy(sql`2`)
    .orderBy(sql`1`)
    .limit(MAX_TOUCH_STAT_ROWS + 1)
    .execute();
  if (rows.length > MAX_TOUCH_STAT_ROWS) throw unprocessable(TOUCH_STATS_TOO_MANY);
  return rows.map((r) => ({
    ...r,
    count: Number(r.count),
    media_id: r.media_id === null ? null : Number(r.media_id),
    device_id: r.device_id === null ? null : Number(r.device_id),
  }));
}
