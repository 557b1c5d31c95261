/** Schedule rules: a device page splits its schedules into previous, current and future (spec 02 §4). */

type ScheduleTiming = 'previous' | 'current' | 'future';

export function scheduleTiming(start: Date, end: Date, now: Date): ScheduleTiming {
  if (end < now) return 'previous';
  if (start <= now) return 'current';
  return 'future';
}
