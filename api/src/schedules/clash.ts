import { SCHEDULE_MESSAGES, scheduleTitle } from '@signage/domain/schedules/messages';
import { findOverlap, type Overlap } from '@signage/domain/schedules/overlap';
import { tagSetKey } from '@signage/domain/schedules/reach';
import { compileSchedule } from '@signage/domain/schedules/schedule';
import type { ScheduleTimer } from '@signage/domain/schedules/timer';
import { formatWallClock } from '@signage/domain/schedules/wall-clock';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { textArray } from '../kit/tag-registry.ts';
import { compiled, type ScheduleRow, selectSchedules } from './repository.ts';
import { type Viewer, visibleLayoutIds } from './viewer.ts';

/** The candidate a clash is looked for: a schedule as it will be stored. */
export interface StoredDraft {
  schedule_id: number;
  layout_id: number | null;
  audio_playlist_id: number | null;
  tags: string[];
  timer: ScheduleTimer;
}

/** A schedule another refuses to overlap: its id and what it schedules (no layout the caller may not see). */
export interface Clash {
  schedule_id: number;
  /** "the schedule of \"Lobby welcome\"", or "schedule 3" when its layout is hidden from the caller. */
  name: string;
  layout_id: number | null;
  layout_name: string | null;
  layout_type: string | null;
  audio_playlist_id: number | null;
  /** The first overlapping interval, wall clock `YYYY-MM-DDTHH:mm`. */
  start: string;
  end: string;
}

/** A 422 whose body also carries the clashing schedule, so the console can link to it. */
export class OverlapRefusal extends HttpError {
  constructor(
    message: string,
    readonly clash: Clash,
  ) {
    super(422, message);
  }
  override body() {
    return { overlap: { ...this.clash, msg: this.message } };
  }
}

/**
 * The first overlap of a schedule as it will be (spec 01 §5) with another of identical tags and the same channel:
 * one query for the candidates, then the exact check. The message is the spec's, naming the other schedule.
 */
export async function findClash(db: Kysely<Database>, draft: StoredDraft, viewer: Viewer) {
  const { tags, timer, schedule_id: scheduleId } = draft;
  // A sting playlist's schedule is on the sting channel: it may overlap music of the same tags (issue 25).
  const playlist =
    draft.audio_playlist_id == null
      ? undefined
      : await db
          .selectFrom('audio_playlists')
          .select('playlist_type')
          .where('audio_playlist_id', '=', draft.audio_playlist_id)
          .executeTakeFirst();
  const candidate = compileSchedule({ ...draft, audio_playlist_type: playlist?.playlist_type ?? null });
  const sameTags = await selectSchedules(db)
    .where(sql<boolean>`schedules.tags @> ${textArray(tags)} and schedules.tags <@ ${textArray(tags)}`)
    .where(
      draft.layout_id != null
        ? sql<boolean>`schedules.layout_id is not null`
        : sql<boolean>`schedules.audio_playlist_id is not null`,
    )
    .where('schedules.schedule_id', '<>', scheduleId)
    // Only schedules whose date range meets the candidate's can overlap it.
    .where(sql<boolean>`schedules.end_time >= cast(${formatWallClock(candidate.timer.start)} as timestamp)`)
    .where(sql<boolean>`schedules.start_time <= cast(${timer.end} as timestamp)`)
    .execute();
  const overlap = findOverlap(candidate, sameTags.map(compiled));
  if (!overlap) return undefined;
  const row = sameTags.find((other) => other.schedule_id === overlap.scheduleId)!;
  const clash = await clashOf(db, row, overlap, viewer);
  return { overlap, clash, message: SCHEDULE_MESSAGES.overlapWith(overlap.message, clash.name) };
}

async function clashOf(db: Kysely<Database>, row: ScheduleRow, overlap: Overlap, viewer: Viewer): Promise<Clash> {
  const seen = row.layout_id !== null && (await visibleLayoutIds(db, viewer, [row.layout_id])).has(row.layout_id);
  const layoutName = seen ? row.layout_name : null;
  return {
    schedule_id: row.schedule_id,
    name: scheduleTitle(row.schedule_id, layoutName),
    layout_id: row.layout_id,
    layout_name: layoutName,
    layout_type: row.layout_type,
    audio_playlist_id: row.audio_playlist_id,
    start: formatWallClock(overlap.start),
    end: formatWallClock(overlap.end),
  };
}

/** Locks tag sets for the transaction, in one order, so two saves of one tag set cannot both pass the overlap check. */
export async function lockTagSets(trx: Kysely<Database>, tagSets: readonly (readonly string[])[]) {
  const keys = [...new Set(tagSets.map((tags) => `schedules ${tagSetKey(tags)}`))].sort();
  for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/**
 * The overlap rule over schedules whose tags a bulk edit has just written (in its transaction, so schedules of
 * the selection are judged against each other too): the first clash refuses the whole edit, naming both.
 */
export async function checkBulkOverlaps(trx: Kysely<Database>, ids: readonly number[], viewer: Viewer) {
  if (!ids.length) return;
  const rows = await selectSchedules(trx)
    .where('schedules.schedule_id', 'in', [...ids])
    .orderBy('schedules.schedule_id')
    .execute();
  await lockTagSets(
    trx,
    rows.map((row) => row.tags),
  );
  const seen = await visibleLayoutIds(
    trx,
    viewer,
    rows.map((row) => row.layout_id),
  );
  for (const row of rows) {
    const timer = { start: row.start, end: row.end, dow: row.dow, day_part: row.day_part };
    const found = await findClash(trx, { ...row, timer }, viewer);
    if (!found) continue;
    const name = row.layout_id !== null && seen.has(row.layout_id) ? row.layout_name : null;
    throw new OverlapRefusal(SCHEDULE_MESSAGES.bulkOverlap(row.schedule_id, name, found.message), found.clash);
  }
}
