/**
 * A schedule as the evaluator sees it (spec 01 §3, spec 02 §3): what it publishes, to which tags, and when.
 */
import { tagSetKey } from './reach.ts';
import { type CompiledTimer, compileTimer, type ScheduleTimer } from './timer.ts';

export interface ScheduleInput {
  schedule_id: number;
  layout_id?: number | null;
  audio_playlist_id?: number | null;
  /** The playlist's kind: a sting playlist takes the sting channel. */
  audio_playlist_type?: string | null;
  tags: readonly string[];
  timer: ScheduleTimer;
}

/**
 * What a schedule occupies on a player. A layout (or sync sequence) fills the screen; an audio playlist fills the
 * sound; a sting playlist plays between layouts, over the music (issue 25). One screen and one music play at a
 * time, so a shop can schedule music, stings and a layout for the same tags and hours: overlap is refused, and
 * now-playing picks a winner, only among schedules of the same channel. Stings as specific as each other take
 * turns (audio/sting-cadence.ts).
 */
export type ScheduleChannel = 'screen' | 'audio' | 'sting';

export const SCHEDULE_CHANNELS: readonly ScheduleChannel[] = ['screen', 'audio', 'sting'];

export function scheduleChannel(
  schedule: Pick<ScheduleInput, 'audio_playlist_id' | 'audio_playlist_type'>,
): ScheduleChannel {
  if (schedule.audio_playlist_id == null) return 'screen';
  return schedule.audio_playlist_type === 'sting' ? 'sting' : 'audio';
}

/** What marks a compiled source as a campaign run (campaign-run.ts). */
export interface CampaignSource {
  campaignId: number;
  campaignName: string;
  runId: number;
  runNumber: number;
  venueIds: ReadonlySet<number>;
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
  /** Set for a campaign run (campaign-run.ts): it reaches by venue, not tags, and outranks schedules. */
  campaign?: CampaignSource;
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
