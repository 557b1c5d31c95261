import { SCHEDULE_MESSAGES, scheduleTitle } from '@signage/domain/schedules/messages';
import { findOverlap, type Overlap } from '@signage/domain/schedules/overlap';
import { tagSetKey } from '@signage/domain/schedules/reach';
import { compileSchedule } from '@signage/domain/schedules/schedule';
import type { ScheduleTimer } from '@signage/domain/schedules/timer';
import { cutToMinutes, noTagsDecision, validateTimer } from '@signage/domain/schedules/validation';
import { DOW_ALL, formatWallClock } from '@signage/domain/schedules/wall-clock';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { layoutWhere } from '../layouts/repository.ts';
import { textArray } from '../tags/registry.ts';
import { tagsForCreate } from '../tags/tags.ts';
import { compiled, type ScheduleRow, selectSchedules } from './repository.ts';
import { type Viewer, visibleLayoutIds } from './viewer.ts';

/** A schedule as it will be saved: the tags the person entered (forced tags not yet added) and its timer. */
export interface ScheduleDraft {
  layout_id: number | null;
  audio_playlist_id: number | null;
  enteredTags: readonly string[];
  timer: { start: string; end: string; dow?: number; day_part?: boolean };
}

export interface Judgement {
  /** The refusals, first one first: a save answers 422 with messages[0]. */
  messages: string[];
  /** The no-tags question for a user with forced tags, asked before saving. */
  confirmation: string | null;
  /** The tags it would carry: the entered ones and the caller's forced tags. */
  tags: string[];
  timer: ScheduleTimer;
  overlap: Overlap | undefined;
  /** The schedule the overlap is with, as a refusal names it (the console links to it). */
  clash: Clash | undefined;
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

export const NO_CONTENT = 'Choose a layout or an audio playlist to schedule.';
export const TWO_CONTENTS = 'A schedule publishes a layout or an audio playlist, not both.';

/** The timer as stored: times cut to minutes, every weekday and no day part unless given. */
function normalTimer(timer: ScheduleDraft['timer']): ScheduleTimer {
  return {
    start: cutToMinutes(timer.start) ?? timer.start,
    end: cutToMinutes(timer.end) ?? timer.end,
    dow: timer.dow ?? DOW_ALL,
    day_part: timer.day_part ?? false,
  };
}

/**
 * Every rule of spec 01 §5 on a draft, through the domain's evaluator: content, timer, tags, overlap with the
 * schedules of identical tag sets (one query, then the exact check). `scheduleId` is the schedule being changed.
 */
export async function judgeDraft(
  db: Kysely<Database>,
  draft: ScheduleDraft,
  viewer: Viewer,
  scheduleId = 0,
): Promise<Judgement> {
  const forcedTags = viewer.forced_tags;
  const messages: string[] = [];
  const timer = normalTimer(draft.timer);
  const tags = tagsForCreate(draft.enteredTags, forcedTags);
  const noTags = noTagsDecision(draft.enteredTags, forcedTags);
  const judgement: Judgement = { messages, confirmation: null, tags, timer, overlap: undefined, clash: undefined };

  if (draft.layout_id == null && draft.audio_playlist_id == null) messages.push(NO_CONTENT);
  else if (draft.layout_id != null && draft.audio_playlist_id != null) messages.push(TWO_CONTENTS);
  else if (draft.layout_id != null) {
    const layout = await db
      .selectFrom('layouts')
      .select('layout_id')
      .where('layouts.layout_id', '=', draft.layout_id)
      .where(layoutWhere({ forcedTags }))
      .executeTakeFirst();
    if (!layout) messages.push(`Layout ${draft.layout_id} not found.`);
  } else {
    // No audio playlist exists until that area's migration: the id cannot name one.
    messages.push(`Audio playlist ${draft.audio_playlist_id} not found.`);
  }
  const timerProblem = validateTimer(timer);
  if (timerProblem) messages.push(timerProblem);
  if (noTags.kind === 'refuse') messages.push(noTags.message);
  if (noTags.kind === 'confirm') judgement.confirmation = noTags.message;
  if (timerProblem || messages.length) return judgement;

  const found = await findClash(db, { ...draft, schedule_id: scheduleId, tags, timer }, viewer);
  if (found) {
    judgement.overlap = found.overlap;
    judgement.clash = found.clash;
    messages.push(found.message);
  }
  return judgement;
}

/**
 * The first overlap of a schedule as it will be (spec 01 §5) with another of identical tags and the same channel:
 * one query for the candidates, then the exact check. The message is the spec's, naming the other schedule.
 */
export async function findClash(
  db: Kysely<Database>,
  draft: Omit<ScheduleDraft, 'enteredTags' | 'timer'> & { schedule_id: number; tags: string[]; timer: ScheduleTimer },
  viewer: Viewer,
) {
  const { tags, timer, schedule_id: scheduleId } = draft;
  const candidate = compileSchedule(draft);
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

/**
 * The draft's judgement for a save: 422 with the first refusal, or with the no-tags question unless the caller
 * confirmed it. Takes a lock on the tag set first, so two saves of one tag set cannot both pass the overlap check.
 */
export async function checkSave(
  trx: Kysely<Database>,
  draft: ScheduleDraft,
  viewer: Viewer,
  confirmNoTags: boolean,
  scheduleId?: number,
) {
  await lockTagSets(trx, [tagsForCreate(draft.enteredTags, viewer.forced_tags)]);
  const judgement = await judgeDraft(trx, draft, viewer, scheduleId);
  const first = judgement.messages[0];
  if (first !== undefined) {
    // An overlap is judged only once every other rule holds: it is then the one refusal.
    if (judgement.clash) throw new OverlapRefusal(first, judgement.clash);
    throw new HttpError(422, first);
  }
  if (judgement.confirmation && !confirmNoTags) throw new HttpError(422, judgement.confirmation);
  return judgement;
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
