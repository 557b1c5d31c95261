/**
 * A schedule as the evaluator sees it (spec 01 §3, spec 02 §3): what it publishes, to which tags, and when.
 */
import { tagSetKey } from './reach.ts';
import { type CompiledTimer, compileTimer, type ScheduleTimer } from './timer.ts';

export interface ScheduleInput {
  schedule_id: number;
  layout_id?: number | null;
  audio_playlist_id?: number | null;
  tags: readonly string[];
  timer: ScheduleTimer;
}

/**
 * What a schedule occupies on a player. A layout (or sync sequence) fills the screen; an audio playlist fills the
 * sound. One of each plays at a time, so a shop can schedule music and a layout for the same tags and hours:
 * overlap is refused, and now-playing picks a winner, only among schedules of the same channel.
 */
export type ScheduleChannel = 'screen' | 'audio';

export function scheduleChannel(schedule: Pick<ScheduleInput, 'audio_playlist_id'>): ScheduleChannel {
  return schedule.audio_playlist_id != null ? 'audio' : 'screen';
}

/** A schedule parsed once, to be judged many times (every device, every instant). */
export interface CompiledSchedule {
  id: number;
  channel: ScheduleChannel;
  /** Distinct tags, in the order given. */
  tags: string[];
  tagKey: string;
  timer: CompiledTimer;
  source: ScheduleInput;
}

/** Compiles a schedule whose timer validateTimer accepted; throws on one it would refuse. */
export function compileSchedule(schedule: ScheduleInput): CompiledSchedule {
  return {
    id: schedule.schedule_id,
    channel: scheduleChannel(schedule),
    tags: [...new Set(schedule.tags)],
    tagKey: tagSetKey(schedule.tags),
    timer: compileTimer(schedule.timer),
    source: schedule,
  };
}
