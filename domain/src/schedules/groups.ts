/**
 * Schedule groups at an instant (spec 01 §4, spec 02 §4: a device's schedules split into previous, current and
 * future), judged on the clock of a zone: the device's own for its page, the person's for the dialog's list.
 */
import type { CompiledSchedule } from './schedule.ts';
import { wallClockAt } from './time-zones.ts';
import { type ScheduleGroup, scheduleGroup } from './timer.ts';
import { displayWallClock } from './wall-clock.ts';

export type GroupedSchedules = Record<ScheduleGroup, CompiledSchedule[]>;

/** Each group keeps the order given. */
export function groupSchedules(schedules: readonly CompiledSchedule[], at: number, timeZone: string): GroupedSchedules {
  const wall = wallClockAt(at, timeZone);
  const groups: GroupedSchedules = { previous: [], current: [], future: [] };
  for (const schedule of schedules) groups[scheduleGroup(schedule.timer, wall)].push(schedule);
  return groups;
}

/** An instant as a clock in `timeZone` shows it, with the zone: "5th Jan 2026 09:00 (Europe/London)". */
export function displayInstant(at: number, timeZone: string): string {
  return `${displayWallClock(wallClockAt(at, timeZone))} (${timeZone})`;
}
