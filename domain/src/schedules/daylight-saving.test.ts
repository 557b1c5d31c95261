/**
 * Day parts on the nights the clocks change. The device is inside a timer whenever its clock reads a time inside
 * it (time-zones.ts): a skipped hour is passed at the jump, a repeated hour is read twice.
 */
import { describe, expect, it } from 'vitest';
import { nowPlaying } from './now-playing.ts';
import { compileSchedule } from './schedule.ts';
import { ZoneClock } from './time-zones.ts';
import { timerInstants } from './timeline.ts';
import { compileTimer, type ScheduleTimer } from './timer.ts';
import { DAY_MS, DOW_ALL } from './wall-clock.ts';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const iso = (pieces: [number, number][]) => pieces.map((p) => p.map((ms) => new Date(ms).toISOString().slice(0, 16)));
const dayPart = (date: string, from: string, to: string): ScheduleTimer => ({
  start: `${date}T${from}`,
  end: `${date}T${to}`,
  dow: DOW_ALL,
  day_part: true,
});
const playsAt = (zone: string, timer: ScheduleTimer, instant: string) => {
  const schedule = compileSchedule({ schedule_id: 1, layout_id: 1, tags: [], timer });
  return nowPlaying({ tags: [], timeZone: zone }, [schedule], at(instant)).screen === 1;
};
/** The real intervals of a timer within two days either side of `date`. */
const realIntervals = (zone: string, timer: ScheduleTimer, date: string) => {
  const midnight = at(`${date}T00:00:00Z`);
  return timerInstants(compileTimer(timer), new ZoneClock(zone, midnight - 2 * DAY_MS, midnight + 2 * DAY_MS));
};

describe.each([
  // zone, spring-forward night, its real 01:00-03:00, fall-back night, its real 01:00-03:00
  [
    'Europe/London',
    '2026-03-29',
    ['2026-03-29T01:00', '2026-03-29T02:00'],
    '2026-10-25',
    ['2026-10-25T00:00', '2026-10-25T03:00'],
  ],
  [
    'America/New_York',
    '2026-03-08',
    ['2026-03-08T06:00', '2026-03-08T07:00'],
    '2026-11-01',
    ['2026-11-01T05:00', '2026-11-01T08:00'],
  ],
  [
    'Europe/Berlin',
    '2026-03-29',
    ['2026-03-29T00:00', '2026-03-29T01:00'],
    '2026-10-25',
    ['2026-10-24T23:00', '2026-10-25T02:00'],
  ],
])('a day part 01:00-03:00 in %s', (zone, spring, springReal, autumn, autumnReal) => {
  it(`lasts one real hour on the spring-forward night (${spring})`, () => {
    const timer = dayPart(spring, '01:00', '03:00');
    expect(iso(realIntervals(zone, timer, spring))).toEqual([springReal]);
    expect(playsAt(zone, timer, `${springReal[0]}:00Z`)).toBe(true);
    expect(playsAt(zone, timer, `${springReal[1]}:00Z`)).toBe(false);
    expect(playsAt(zone, timer, new Date(at(`${springReal[0]}:00Z`) - 1).toISOString())).toBe(false);
  });

  it(`lasts three real hours on the fall-back night (${autumn})`, () => {
    const timer = dayPart(autumn, '01:00', '03:00');
    expect(iso(realIntervals(zone, timer, autumn))).toEqual([autumnReal]);
    const [from, to] = autumnReal.map((t) => at(`${t}:00Z`)) as [number, number];
    expect(to - from).toBe(3 * HOUR);
    for (let t = from; t < to; t += 15 * 60_000) expect(playsAt(zone, timer, new Date(t).toISOString())).toBe(true);
    expect(playsAt(zone, timer, new Date(to).toISOString())).toBe(false);
  });
});

describe('America/New_York, 8 March 2026: 02:30 does not exist', () => {
  const startsAt0230: ScheduleTimer = {
    start: '2026-03-08T02:30',
    end: '2026-03-08T05:00',
    dow: DOW_ALL,
    day_part: false,
  };

  it('starts at the jump, when the clock passes 02:30 (03:00 EDT, 07:00Z)', () => {
    expect(playsAt('America/New_York', startsAt0230, '2026-03-08T06:59:59Z')).toBe(false);
    expect(playsAt('America/New_York', startsAt0230, '2026-03-08T07:00:00Z')).toBe(true);
  });

  it('an interval inside the skipped hour never plays', () => {
    const skipped = dayPart('2026-03-08', '02:15', '02:45');
    expect(realIntervals('America/New_York', skipped, '2026-03-08')).toEqual([]);
  });
});

describe('America/New_York, 1 November 2026: 01:00-02:00 is read twice', () => {
  const timer = dayPart('2026-11-01', '01:30', '01:45');

  it('plays both passes of 01:30-01:45', () => {
    expect(iso(realIntervals('America/New_York', timer, '2026-11-01'))).toEqual([
      ['2026-11-01T05:30', '2026-11-01T05:45'],
      ['2026-11-01T06:30', '2026-11-01T06:45'],
    ]);
    expect(playsAt('America/New_York', timer, '2026-11-01T05:35:00Z')).toBe(true);
    expect(playsAt('America/New_York', timer, '2026-11-01T06:00:00Z')).toBe(false);
    expect(playsAt('America/New_York', timer, '2026-11-01T06:35:00Z')).toBe(true);
  });
});
