/**
 * "What plays on device D at instant T, and why" (the question of xibo-cms issue 1015). One answer for the REST
 * service, the gateway, the console and the players.
 *
 * The rule:
 * 1. T is read on D's clock, in D's own zone (time-zones.ts).
 * 2. Each schedule is judged in the order a person checks: reached (D carries all its tags, reach.ts), started,
 *    not ended, on today's weekday, inside its day part (timer.ts). The first failure is its reason.
 * 3. Of the schedules left, one per channel plays (a layout on the screen, an audio playlist on the sound): the
 *    most specific, meaning the one with the most tags (every tag narrows the devices it reaches, so a schedule
 *    for #store-42 beats one for every player, and #store-42 #window beats #store-42); between equally specific
 *    ones, the newest (highest schedule id), because the latest instruction is the one the operator means now.
 *    Schedules with identical tag sets cannot tie: overlap between them is refused (overlap.ts). One winner, not
 *    a rotation, so what a screen shows is always predictable from the rule and the list below.
 * 4. Stings (a sting playlist's schedules) are the exception: every one of the most specific plays, in turns after
 *    every so many layouts (audio/sting-cadence.ts); less specific ones are outranked.
 * Campaign runs (campaign-run.ts) are sources beside schedules: a run reaches the devices of its venues
 * (not by tags) and outranks schedules on the screen; between runs, the newest.
 * The decision allocates no sentence: players need only the winners. verdict-message.ts words a verdict when a
 * person asks (the device page, the schedule dialog's dry run).
 */
import { outranks } from '../specificity.ts';
import { type CompiledSchedule, SCHEDULE_CHANNELS, type ScheduleChannel } from './schedule.ts';
import { wallClockAt } from './time-zones.ts';
import { type TimerState, timerState } from './timer.ts';
import { formatWallClock } from './wall-clock.ts';

export type VerdictCode = 'plays' | Exclude<TimerState, 'active'> | 'not-reached' | 'not-in-venue' | 'outranked';

export interface Verdict {
  scheduleId: number;
  channel: ScheduleChannel;
  code: VerdictCode;
  /** not-reached: the schedule's tags the device lacks. */
  missingTags: string[] | undefined;
  /** outranked: the schedule that plays instead. */
  winnerId: number | undefined;
  /** plays and outranked: how many schedules of the channel were active. */
  contenders: number | undefined;
  // What verdictMessage reads.
  schedule: CompiledSchedule;
  winner: CompiledSchedule | undefined;
  /** The device's clock reading (wall ms) and zone. */
  wall: number;
  timeZone: string;
}

export interface NowPlaying {
  /** The instant asked about (epoch ms). */
  at: number;
  timeZone: string;
  /** What the device's clock reads at that instant, `YYYY-MM-DDTHH:mm`. */
  wallClock: string;
  /** The schedule playing on each channel, or null (the layout's fallback, silence). */
  screen: number | null;
  audio: number | null;
  /** The sting schedules that take turns between layouts (the most specific active ones), by id. */
  stings: number[];
  /** The sources behind `screen` and `audio` (a campaign run's id may equal a schedule's: tell them apart here). */
  winners: Record<ScheduleChannel, CompiledSchedule | undefined>;
  /** One per schedule, in the order given. */
  verdicts: Verdict[];
}

export interface PlayingDevice {
  tags: readonly string[];
  timeZone: string;
  /** The venue the device is in (campaign runs reach it through that); null or absent: none. */
  venueId?: number | null;
}

/** True when `a` wins over `b` (both active on one channel): a campaign run before a schedule, then specificity. */
export function sourceOutranks(a: CompiledSchedule, b: CompiledSchedule): boolean {
  if (a.campaign && !b.campaign) return true;
  if (!a.campaign && b.campaign) return false;
  return outranks(a, b);
}

/** The schedule's tags the device lacks, or undefined (no array made on the common path). */
function lacking(tags: readonly string[], deviceTags: ReadonlySet<string>): string[] | undefined {
  let missing: string[] | undefined;
  for (const tag of tags) {
    if (deviceTags.has(tag)) continue;
    missing ??= [];
    missing.push(tag);
  }
  return missing;
}

export function nowPlaying(device: PlayingDevice, schedules: readonly CompiledSchedule[], at: number): NowPlaying {
  const timeZone = device.timeZone;
  const wall = wallClockAt(at, timeZone);
  const deviceTags = new Set(device.tags);
  const verdicts: Verdict[] = [];
  const active: Record<ScheduleChannel, Verdict[]> = { screen: [], audio: [], sting: [] };

  const venueId = device.venueId ?? null;
  for (const schedule of schedules) {
    const missingTags = schedule.campaign ? undefined : lacking(schedule.tags, deviceTags);
    const outsideVenue =
      schedule.campaign !== undefined && (venueId === null || !schedule.campaign.venueIds.has(venueId));
    const state = missingTags ? 'not-reached' : outsideVenue ? 'not-in-venue' : timerState(schedule.timer, wall);
    const verdict: Verdict = {
      scheduleId: schedule.id,
      channel: schedule.channel,
      code: state === 'active' ? 'plays' : state,
      missingTags,
      winnerId: undefined,
      contenders: undefined,
      schedule,
      winner: undefined,
      wall,
      timeZone,
    };
    verdicts.push(verdict);
    if (state === 'active') active[schedule.channel].push(verdict);
  }

  const winners: Record<ScheduleChannel, CompiledSchedule | undefined> = {
    screen: undefined,
    audio: undefined,
    sting: undefined,
  };
  const stings: number[] = [];
  for (const channel of SCHEDULE_CHANNELS) {
    const contenders = active[channel];
    let winner: CompiledSchedule | undefined;
    for (const verdict of contenders)
      if (!winner || sourceOutranks(verdict.schedule, winner)) winner = verdict.schedule;
    winners[channel] = winner;
    // Stings: all as specific as the winner take turns, so they all play.
    const plays = (schedule: CompiledSchedule) =>
      channel === 'sting' ? schedule.tags.length === winner!.tags.length : schedule === winner;
    const playing = contenders.filter((verdict) => plays(verdict.schedule)).length;
    for (const verdict of contenders) {
      verdict.contenders = channel === 'sting' ? playing : contenders.length;
      if (plays(verdict.schedule)) {
        if (channel === 'sting') stings.push(verdict.scheduleId);
        continue;
      }
      verdict.code = 'outranked';
      verdict.winner = winner;
      verdict.winnerId = winner!.id;
    }
  }

  return {
    at,
    timeZone,
    wallClock: formatWallClock(wall),
    screen: winners.screen?.id ?? null,
    audio: winners.audio?.id ?? null,
    stings,
    winners,
    verdicts,
  };
}
