/**
 * A timer's real intervals in one zone, for the schedules timeline (spec 02 "Schedules timeline": weekday and
 * day-part schedules drawn as the intervals they really play) and for a device's schedule list.
 */
import type { ZoneClock } from './time-zones.ts';
import { type CompiledTimer, wallIntervals } from './timer.ts';

/**
 * The instants [start, end) inside the clock's window at which a clock in its zone reads a time in the timer,
 * earliest first. A day part on a daylight-saving night is as long as the clock says: 01:00-03:00 lasts one real
 * hour on a spring-forward night and three on a fall-back night.
 */
export function timerInstants(timer: CompiledTimer, clock: ZoneClock): [number, number][] {
  const [wallFrom, wallTo] = clock.wallWindow;
  const out: [number, number][] = [];
  for (const [start, end] of wallIntervals(timer, wallFrom, wallTo)) {
    for (const piece of clock.instantsOf(start, end)) {
      const last = out[out.length - 1];
      if (last && last[1] >= piece[0]) last[1] = Math.max(last[1], piece[1]);
      else out.push(piece);
    }
  }
  return out;
}
