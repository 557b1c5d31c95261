import type { Schedule } from '@signage/contract/schedules';
import { notFoundMessage } from '@signage/domain/messages';
import type { CompiledSchedule } from '@signage/domain/schedules/schedule';
import { compileSchedule } from '@signage/domain/schedules/schedule';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { scheduleGroup } from '@signage/domain/schedules/timer';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { type TagRegistry, taggedArea, textArray } from '../kit/tag-registry.ts';
import type { Paging } from '../kit/tagged-list.ts';
import { type TaggedFilter, taggedWhere } from '../kit/tagged-where.ts';
import { timerColumns } from '../kit/wall-clock.ts';

/** Schedules as a tagged area: tag suggestions and colours cover their tags; they have no text of their own. */
export const SCHEDULE_AREA = taggedArea({ table: 'schedules', id: 'schedule_id', noun: 'Schedule', text: [] });

/** A schedule row as stored, with its layout's name and kind. */
export function selectSchedules(db: Kysely<Database>) {
  return db
    .selectFrom('schedules')
    .leftJoin('layouts', 'layouts.layout_id', 'schedules.layout_id')
    .leftJoin('audio_playlists', 'audio_playlists.audio_playlist_id', 'schedules.audio_playlist_id')
    .select([
      'schedules.schedule_id',
      'schedules.layout_id',
      'schedules.audio_playlist_id',
      'schedules.tags',
      'schedules.dow',
      'schedules.day_part',
      'schedules.date_created',
      'schedules.date_updated',
      'layouts.name as layout_name',
      'layouts.layout_type',
      'audio_playlists.name as audio_playlist_name',
      'audio_playlists.playlist_type as audio_playlist_type',
      ...timerColumns('schedules'),
    ]);
}

export type ScheduleRow = Awaited<ReturnType<ReturnType<typeof selectSchedules>['executeTakeFirstOrThrow']>>;

export interface ScheduleFilter extends TaggedFilter {
  /** Wall-clock bounds: schedules ending at or after `from`, starting at or before `to`. */
  from?: string;
  to?: string;
  layoutId?: number;
  audioPlaylistId?: number;
}

export function scheduleWhere(filter: ScheduleFilter) {
  return taggedWhere(SCHEDULE_AREA, filter, (eb: ExpressionBuilder<Database, 'schedules'>) => [
    filter.from !== undefined && sql<boolean>`schedules.end_time >= cast(${filter.from} as timestamp)`,
    filter.to !== undefined && sql<boolean>`schedules.start_time <= cast(${filter.to} as timestamp)`,
    filter.layoutId !== undefined && eb('schedules.layout_id', '=', filter.layoutId),
    filter.audioPlaylistId !== undefined && eb('schedules.audio_playlist_id', '=', filter.audioPlaylistId),
  ]) as (eb: ExpressionBuilder<Database, 'schedules' | 'layouts'>) => Expression<SqlBool>;
}

/**
 * One page of schedules, earliest start first. Not the tagged-list kit's query: a timer is read through to_char
 * and a schedule answers its layout's name, which that kit's single-table column lists cannot express.
 */
export async function listSchedules(db: Db, filter: ScheduleFilter, { page, pageSize }: Paging) {
  const where = scheduleWhere(filter);
  const [rows, count] = await Promise.all([
    selectSchedules(db)
      .where(where)
      .orderBy('schedules.start_time')
      .orderBy('schedules.schedule_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('schedules')
      .where(where as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One schedule the caller may see (it carries all of their forced tags); 404 otherwise. */
export async function findSchedule(db: Kysely<Database>, id: number, forcedTags: readonly string[]) {
  const row = await selectSchedules(db)
    .where('schedules.schedule_id', '=', id)
    .where(scheduleWhere({ forcedTags }))
    .executeTakeFirst();
  if (!row) throw notFound(notFoundMessage(SCHEDULE_AREA.noun, id));
  return row;
}

/** The timer and tags the evaluator judges. */
export function compiled(
  row: Pick<
    ScheduleRow,
    | 'schedule_id'
    | 'layout_id'
    | 'audio_playlist_id'
    | 'audio_playlist_type'
    | 'tags'
    | 'start'
    | 'end'
    | 'dow'
    | 'day_part'
  >,
): CompiledSchedule {
  return compileSchedule({
    schedule_id: row.schedule_id,
    layout_id: row.layout_id,
    audio_playlist_id: row.audio_playlist_id,
    audio_playlist_type: row.audio_playlist_type,
    tags: row.tags,
    timer: { start: row.start, end: row.end, dow: row.dow, day_part: row.day_part },
  });
}

/** Rows as answered, with tag colours and their group now on the clock of `timeZone`. */
export async function scheduleAnswers(
  tagRegistry: TagRegistry,
  rows: readonly ScheduleRow[],
  timeZone: string,
  now = Date.now(),
): Promise<Schedule[]> {
  const labelled = await tagRegistry.labelRows(rows);
  const wall = wallClockAt(now, timeZone);
  return labelled.map((row, i) => {
    const type = row.layout_id !== null ? ('layout' as const) : ('audio_playlist' as const);
    return {
      schedule_id: row.schedule_id,
      type,
      schedule_contents_type: type,
      layout_id: row.layout_id,
      layout_name: row.layout_name,
      layout_type: row.layout_type,
      audio_playlist_id: row.audio_playlist_id,
      audio_playlist_name: row.audio_playlist_name,
      audio_playlist_type: row.audio_playlist_type,
      tags: row.tags,
      timer: { start: row.start, end: row.end, dow: row.dow, day_part: row.day_part },
      group: scheduleGroup(compiled(rows[i]!).timer, wall),
      date_created: row.date_created.toISOString(),
      date_updated: row.date_updated.toISOString(),
    };
  });
}

/**
 * The activated devices reached by any of these tag sets (a device carrying all of one set's tags): those whose
 * schedules a write changed. Forced tags do not narrow it: every player reached must fetch, seen by the caller
 * or not.
 */
export async function reachedDeviceIds(db: Kysely<Database>, tagSets: readonly (readonly string[])[]) {
  if (!tagSets.length) return [];
  const rows = await db
    .selectFrom('devices')
    .select('device_id')
    .where('activated', '=', true)
    .where((eb) => eb.or(tagSets.map((tags) => sql<boolean>`devices.tags @> ${textArray(tags)}`)))
    .orderBy('device_id')
    .execute();
  return rows.map((r) => r.device_id);
}
