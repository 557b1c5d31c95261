import { notFoundMessage } from '@signage/domain/messages';
import type { Overlap } from '@signage/domain/schedules/overlap';
import type { ScheduleTimer } from '@signage/domain/schedules/timer';
import { cutToMinutes, noTagsDecision, validateTimer } from '@signage/domain/schedules/validation';
import { DOW_ALL } from '@signage/domain/schedules/wall-clock';
import type { Kysely } from 'kysely';
import { AUDIO_PLAYLIST_AREA as AUDIO_SCHEDULE_AREA } from '../audio-playlists/repository.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { taggedWhere } from '../kit/tagged-where.ts';
import { tagsToStore } from '../kit/tagged-write.ts';
import { tagsForCreate } from '../kit/tags.ts';
import { layoutWhere } from '../layouts/repository.ts';
import { type Clash, findClash, lockTagSets, OverlapRefusal } from './clash.ts';
import type { Viewer } from './viewer.ts';

/** A schedule as it will be saved: the tags the person entered (forced tags not yet added) and its timer. */
export interface ScheduleDraft {
  layout_id: number | null;
  audio_playlist_id: number | null;
  enteredTags: readonly string[];
  timer: { start: string; end: string; dow?: number; day_part?: boolean };
  /**
   * What the schedule being changed plays now: kept, it need not be visible to the saver (their forced tags may hide
   * the layout of a schedule that carries them); chosen anew, it must be.
   */
  playing?: { layout_id: number | null; audio_playlist_id: number | null };
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
    const kept = draft.layout_id === draft.playing?.layout_id;
    const layout = await db
      .selectFrom('layouts')
      .select('layout_id')
      .where('layouts.layout_id', '=', draft.layout_id)
      .where(layoutWhere({ forcedTags: kept ? [] : forcedTags }))
      .executeTakeFirst();
    if (!layout) messages.push(notFoundMessage('Layout', draft.layout_id));
  } else {
    const kept = draft.audio_playlist_id === draft.playing?.audio_playlist_id;
    const playlist = await db
      .selectFrom('audio_playlists')
      .select('audio_playlist_id')
      .where('audio_playlist_id', '=', draft.audio_playlist_id!)
      .where(taggedWhere(AUDIO_SCHEDULE_AREA, { forcedTags: kept ? [] : forcedTags }) as never)
      .executeTakeFirst();
    if (!playlist) messages.push(notFoundMessage('Audio playlist', draft.audio_playlist_id!));
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

/**
 * The columns a create and an update both write, for a draft that passes `checkSave`. Its tags go through the
 * kit's `tagsToStore`, as every tagged area's write does: the caller's forced tags added, every tag registered.
 */
export async function checkedColumns(
  trx: Kysely<Database>,
  draft: ScheduleDraft,
  viewer: Viewer,
  confirmNoTags: boolean,
  scheduleId?: number,
) {
  const { timer } = await checkSave(trx, draft, viewer, confirmNoTags, scheduleId);
  const tags = (await tagsToStore(trx, draft.enteredTags, viewer.forced_tags)) ?? [];
  const columns = {
    layout_id: draft.layout_id,
    audio_playlist_id: draft.audio_playlist_id,
    tags,
    start_time: timer.start,
    end_time: timer.end,
    dow: timer.dow,
    day_part: timer.day_part,
  };
  return { tags, columns };
}
