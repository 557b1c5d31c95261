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
 */
import { displayTags, missingTags } from './reach.ts';
import type { CompiledSchedule, ScheduleChannel } from './schedule.ts';
import { wallClockAt } from './time-zones.ts';
import { type TimerState, timerState } from './timer.ts';
import {
  describeDow,
  displayEnd,
  displayTime,
  displayWallClock,
  formatWallClock,
  isoDayOfWeek,
  timeOfDay,
  WEEKDAY_NAMES,
} from './wall-clock.ts';

export type VerdictCode = 'plays' | Exclude<TimerState, 'active'> | 'not-reached' | 'outranked';

export interface Verdict {
  scheduleId: number;
  channel: ScheduleChannel;
  code: VerdictCode;
  /** One sentence for people. */
  message: string;
  /** not-reached: the schedule's tags the device lacks. */
  missingTags?: string[];
  /** outranked: the schedule that plays instead. */
  winnerId?: number;
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
  /** One per schedule, in the order given. */
  verdicts: Verdict[];
}

export interface PlayingDevice {
  tags: readonly string[];
  timeZone: string;
}

const CONTENT_WORD: Record<ScheduleChannel, string> = { screen: 'layout', audio: 'audio playlist' };

/** True when `a` plays rather than `b` (both reach the device and are active). */
export function outranks(a: CompiledSchedule, b: CompiledSchedule): boolean {
  return a.tags.length !== b.tags.length ? a.tags.length > b.tags.length : a.id > b.id;
}

export function nowPlaying(device: PlayingDevice, schedules: readonly CompiledSchedule[], at: number): NowPlaying {
  const zone = device.timeZone;
  const wall = wallClockAt(at, zone);
  const deviceTags = new Set(device.tags);
  const verdicts: Verdict[] = [];
  const active: Record<ScheduleChannel, CompiledSchedule[]> = { screen: [], audio: [] };
  const pending = new Map<CompiledSchedule, Verdict>();

  for (const schedule of schedules) {
    const verdict: Verdict = { scheduleId: schedule.id, channel: schedule.channel, code: 'plays', message: '' };
    verdicts.push(verdict);
    const missing = missingTags(schedule.tags, deviceTags);
    if (missing.length) {
      Object.assign(verdict, { code: 'not-reached', missingTags: missing });
      verdict.message = `Not reached: the device does not carry ${displayTags(missing)}.`;
      continue;
    }
    const state = timerState(schedule.timer, wall);
    if (state === 'active') {
      active[schedule.channel].push(schedule);
      pending.set(schedule, verdict);
    } else {
      verdict.code = state;
      verdict.message = timerMessage(schedule, state, wall, zone);
    }
  }

  const winners: Record<ScheduleChannel, CompiledSchedule | undefined> = { screen: undefined, audio: undefined };
  for (const channel of ['screen', 'audio'] as const) {
    const contenders = active[channel];
    const winner = contenders.reduce<CompiledSchedule | undefined>((w, s) => (!w || outranks(s, w) ? s : w), undefined);
    winners[channel] = winner;
    for (const schedule of contenders) {
      const verdict = pending.get(schedule)!;
      if (schedule === winner) verdict.message = playsMessage(schedule, contenders.length);
      else {
        Object.assign(verdict, { code: 'outranked', winnerId: winner!.id });
        verdict.message = outrankedMessage(schedule, winner!);
      }
    }
  }

  return {
    at,
    timeZone: zone,
    wallClock: formatWallClock(wall),
    screen: winners.screen?.id ?? null,
    audio: winners.audio?.id ?? null,
    verdicts,
  };
}

function timerMessage(schedule: CompiledSchedule, state: TimerState, wall: number, zone: string): string {
  const { timer } = schedule;
  switch (state) {
    case 'not-started':
      return `Not started: it starts ${displayWallClock(timer.start)} (${zone}).`;
    case 'ended':
      return `Ended: it ended ${displayEnd(timer.end)} (${zone}).`;
    case 'not-today':
      return `Not today: it runs ${describeDow(timer.dow)} and it is ${WEEKDAY_NAMES[isoDayOfWeek(wall) - 1]} in ${zone}.`;
    case 'outside-day-part':
      return (
        `Outside the day part: it runs ${displayTime(timer.from)}-${displayTime(timer.to)} ` +
        `and it is ${displayTime(timeOfDay(wall))} in ${zone}.`
      );
    default:
      return '';
  }
}

function playsMessage(schedule: CompiledSchedule, contenders: number): string {
  const word = CONTENT_WORD[schedule.channel];
  const reach = schedule.tags.length ? `by ${displayTags(schedule.tags)}` : 'as a schedule for all media players';
  return contenders === 1
    ? `Plays: it reaches this device ${reach} and no other ${word} schedule is active now.`
    : `Plays: it reaches this device ${reach} and ranks first of the ${contenders} ${word} schedules active now ` +
        '(most tags first, then the newest).';
}

function outrankedMessage(schedule: CompiledSchedule, winner: CompiledSchedule): string {
  const why =
    winner.tags.length > schedule.tags.length
      ? `it is more specific (${tagCount(winner.tags.length)} against ${schedule.tags.length})`
      : `it is newer, with as many tags (${winner.tags.length})`;
  return `Not playing: schedule ${winner.id} plays instead, because ${why}.`;
}

const tagCount = (n: number) => (n === 1 ? '1 tag' : `${n} tags`);
