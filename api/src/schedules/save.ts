import { findOverlap, type Overlap } from '@signage/domain/schedules/overlap';
import { tagSetKey } from '@signage/domain/schedules/reach';
import { compileSchedule } from '@signage/domain/schedules/schedule';
import type { ScheduleTimer } from '@signage/domain/schedules/timer';
import { cutToMinutes, noTagsDecision, validateTimer } from '@signage/domain/schedules/validation';
import { DOW_ALL, formatWallClock } from '@signage/domain/schedules/wall-clock';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { layoutWhere } from '../layouts/repository.ts';
import { textArray } from '../tags/registry.ts';
import { tagsForCreate } from '../tags/tags.ts';
import { compiled, selectSchedules } from './repository.ts';

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
  forcedTags: readonly string[],
  scheduleId = 0,
): Promise<Judgement> {
  const messages: string[] = [];
  const timer = normalTimer(draft.timer);
  const tags = tagsForCreate(draft.enteredTags, forcedTags);
  const noTags = noTagsDecision(draft.enteredTags, forcedTags);
  const judgement: Judgement = { messages, confirmation: null, tags, timer, overlap: undefined };

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

  const candidate = compileSchedule({ ...draft, schedule_id: scheduleId, tags, timer });
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
  judgement.overlap = findOverlap(candidate, sameTags.map(compiled));
  if (judgement.overlap) messages.push(judgement.overlap.message);
  return judgement;
}

/**
 * The draft's judgement for a save: 422 with the first refusal, or with the no-tags question unless the caller
 * confirmed it. Takes a lock on the tag set first, so two saves of one tag set cannot both pass the overlap check.
 */
export async function checkSave(
  trx: Kysely<Database>,
  draft: ScheduleDraft,
  forcedTags: readonly string[],
  confirmNoTags: boolean,
  scheduleId?: number,
) {
  const key = tagSetKey(tagsForCreate(draft.enteredTags, forcedTags));
  await sql`select pg_advisory_xact_lock(hashtext(${`schedules ${key}`}))`.execute(trx);
  const judgement = await judgeDraft(trx, draft, forcedTags, scheduleId);
  if (judgement.messages.length) throw unprocessable(judgement.messages[0]!);
  if (judgement.confirmation && !confirmNoTags) throw unprocessable(judgement.confirmation);
  return judgement;
}
