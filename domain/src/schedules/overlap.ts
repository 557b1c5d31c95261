/**
 * Overlap (spec 01 §5): "Overlap between schedules with identical tag sets is refused". Two schedules overlap when
 * some wall-clock reading is in both timers: the check is exact, weekdays and day parts included, and made in
 * wall-clock time, so it holds for every device in every zone at once. Schedules with different tag sets may
 * overlap; now-playing.ts decides between them on a device that both reach. Only schedules of the same channel
 * (screen or audio, schedule.ts) are compared.
 *
 * Cost: the intersection of two timers is itself a timer (same predicate, conjunction of the parts), and its
 * first interval is found within 8 days of its start, so one check is a few arithmetic steps whatever the ranges.
 */
import { SCHEDULE_MESSAGES } from './messages.ts';
import type { CompiledSchedule } from './schedule.ts';
import { type CompiledTimer, firstWallInterval, intersectTimers } from './timer.ts';
import { displayEnd, displayWallClock } from './wall-clock.ts';

/** The first wall-clock interval [start, end) in both timers, or undefined when they never meet. */
export function firstOverlap(a: CompiledTimer, b: CompiledTimer): [number, number] | undefined {
  return firstWallInterval(intersectTimers(a, b));
}

export interface Overlap {
  /** The schedule the candidate overlaps. */
  scheduleId: number;
  /** Wall ms of the first overlapping interval. */
  start: number;
  end: number;
  /** "Schedule overlaps detected between 5th Jan 2026 09:00 and 5th Jan 2026 17:00" */
  message: string;
}

/**
 * The earliest overlap of `candidate` with any of `others` (same channel, identical tag set, another id), or
 * undefined. `others` may contain the candidate's own saved version: it is skipped by id.
 */
export function findOverlap(candidate: CompiledSchedule, others: Iterable<CompiledSchedule>): Overlap | undefined {
  let found: Overlap | undefined;
  for (const other of others) {
    if (other.id === candidate.id || other.channel !== candidate.channel || other.tagKey !== candidate.tagKey) continue;
    const interval = firstOverlap(candidate.timer, other.timer);
    if (!interval || (found && found.start <= interval[0])) continue;
    const [start, end] = interval;
    found = { scheduleId: other.id, start, end, message: overlapMessage(start, end) };
  }
  return found;
}

/** The spec's message; an end on a midnight reads as 23:59 of the day before, as the dialog writes it. */
export function overlapMessage(start: number, end: number): string {
  return SCHEDULE_MESSAGES.overlap(displayWallClock(start), displayEnd(end));
}
