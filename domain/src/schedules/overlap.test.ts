import { describe, expect, it } from 'vitest';
import { findOverlap, firstOverlap } from './overlap.ts';
import { compileSchedule, type ScheduleInput } from './schedule.ts';
import { type CompiledTimer, compileTimer, type ScheduleTimer, timerState } from './timer.ts';
import { DAY_MS, DOW, DOW_ALL, formatWallClock, MINUTE_MS, parseWallClock } from './wall-clock.ts';

const w = (text: string) => parseWallClock(text)!;
const timer = (start: string, end: string, dow = DOW_ALL, day_part = false): ScheduleTimer => ({
  start,
  end,
  dow,
  day_part,
});
const overlapOf = (a: ScheduleTimer, b: ScheduleTimer) => {
  const found = firstOverlap(compileTimer(a), compileTimer(b));
  return found?.map(formatWallClock).join('/');
};
let nextId = 1;
const schedule = (t: ScheduleTimer, tags: string[] = ['lobby'], more: Partial<ScheduleInput> = {}) =>
  compileSchedule({ schedule_id: nextId++, layout_id: 1, tags, timer: t, ...more });

// 2026-01-05 is a Monday.
describe('firstOverlap is exact', () => {
  it.each([
    [
      'disjoint ranges',
      timer('2026-01-05T00:00', '2026-01-06T00:00'),
      timer('2026-01-07T00:00', '2026-01-08T00:00'),
      undefined,
    ],
    [
      'ranges that only touch',
      timer('2026-01-05T08:00', '2026-01-05T12:00'),
      timer('2026-01-05T12:00', '2026-01-05T17:00'),
      undefined,
    ],
    [
      'ranges sharing an hour',
      timer('2026-01-05T08:00', '2026-01-05T12:00'),
      timer('2026-01-05T11:00', '2026-01-05T17:00'),
      '2026-01-05T11:00/2026-01-05T12:00',
    ],
    [
      'Mondays against Tuesdays',
      timer('2026-01-05T00:00', '2026-12-31T23:59', DOW.mon),
      timer('2026-01-05T00:00', '2026-12-31T23:59', DOW.tue),
      undefined,
    ],
    [
      'weekends against Sundays, first Sunday',
      timer('2026-01-05T00:00', '2026-12-31T23:59', DOW.sat | DOW.sun),
      timer('2026-01-05T00:00', '2026-12-31T23:59', DOW.sun),
      '2026-01-11T00:00/2026-01-12T00:00',
    ],
    [
      'mornings against afternoons every day for a year',
      timer('2026-01-05T08:00', '2026-12-31T12:00', DOW_ALL, true),
      timer('2026-01-05T12:00', '2026-12-31T18:00', DOW_ALL, true),
      undefined,
    ],
    [
      'day parts sharing an hour, on the first common weekday',
      timer('2026-01-05T08:00', '2026-12-31T12:00', DOW.wed | DOW.fri, true),
      timer('2026-01-05T11:00', '2026-12-31T18:00', DOW.fri, true),
      '2026-01-09T11:00/2026-01-09T12:00',
    ],
    [
      'a day part inside a continuous range',
      timer('2026-01-05T09:00', '2026-01-05T10:00'),
      timer('2026-01-01T09:30', '2026-03-01T17:00', DOW_ALL, true),
      '2026-01-05T09:30/2026-01-05T10:00',
    ],
    [
      'a range crossing midnight against an early day part',
      timer('2026-01-09T22:00', '2026-01-10T02:00', DOW.fri | DOW.sat),
      timer('2026-01-01T01:00', '2026-02-01T05:00', DOW.sat, true),
      '2026-01-10T01:00/2026-01-10T02:00',
    ],
    [
      'the same range crossing midnight with Saturday not ticked',
      timer('2026-01-09T22:00', '2026-01-10T02:00', DOW.fri),
      timer('2026-01-01T01:00', '2026-02-01T05:00', DOW.sat, true),
      undefined,
    ],
    [
      'two 23:59 day parts meet in the last minute',
      timer('2026-01-05T23:00', '2026-01-10T23:59', DOW_ALL, true),
      timer('2026-01-05T23:59', '2026-01-10T23:59', DOW_ALL, true),
      '2026-01-05T23:59/2026-01-06T00:00',
    ],
    [
      'one schedule ending 23:59, the next starting 00:00: no overlap',
      timer('2026-01-05T00:00', '2026-01-12T23:59'),
      timer('2026-01-13T00:00', '2026-01-20T23:59'),
      undefined,
    ],
    [
      'weekdays against every day: one run Monday to Friday',
      timer('2026-01-05T00:00', '2026-03-01T23:59', DOW.mon | DOW.tue | DOW.wed | DOW.thu | DOW.fri),
      timer('2026-01-01T00:00', '2026-06-01T00:00'),
      '2026-01-05T00:00/2026-01-10T00:00',
    ],
  ])('%s', (_, a, b, expected) => {
    expect(overlapOf(a, b)).toBe(expected);
    expect(overlapOf(b, a)).toBe(expected);
  });

  it('agrees with a quarter-hour scan on 400 random pairs', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const base = w('2026-01-05T00:00');
    const quarter = 15 * MINUTE_MS;
    const randomTimer = (): CompiledTimer => {
      const dayPart = random(2) === 1;
      const start = base + random(21 * 96) * quarter;
      let end = start + random(10 * 96) * quarter;
      if (random(5) === 0) end = end - (end % DAY_MS) + DAY_MS - MINUTE_MS; // some end 23:59
      const startTime = start % DAY_MS;
      if (dayPart && end % DAY_MS <= startTime)
        end = end - (end % DAY_MS) + Math.min(startTime + quarter, DAY_MS - MINUTE_MS);
      return compileTimer(timer(formatWallClock(start), formatWallClock(end), 1 + random(127), dayPart));
    };
    // The first run of quarters in both timers, found the slow way.
    const scan = (a: CompiledTimer, b: CompiledTimer) => {
      const both = (t: number) => timerState(a, t) === 'active' && timerState(b, t) === 'active';
      for (let t = base; t < base + 40 * DAY_MS; t += quarter) {
        if (!both(t)) continue;
        let end = t;
        while (both(end)) end += quarter;
        return `${formatWallClock(t)}/${formatWallClock(end)}`;
      }
      return undefined;
    };
    let overlapping = 0;
    for (let i = 0; i < 400; i++) {
      const a = randomTimer();
      const b = randomTimer();
      const expected = scan(a, b);
      if (expected) overlapping++;
      const found = firstOverlap(a, b);
      expect(found?.map(formatWallClock).join('/'), JSON.stringify({ a, b })).toBe(expected);
    }
    // The sample holds both answers.
    expect(overlapping).toBeGreaterThan(40);
    expect(overlapping).toBeLessThan(360);
  });
});

describe('findOverlap', () => {
  const monday = timer('2026-01-05T09:00', '2026-01-05T17:00');

  it('refuses with the spec message and the first overlapping interval', () => {
    const saved = [schedule(timer('2026-01-05T12:00', '2026-01-09T23:59'))];
    const found = findOverlap(schedule(monday), saved);
    expect(found?.scheduleId).toBe(saved[0]!.id);
    expect(found?.message).toBe('Schedule overlaps detected between 5th Jan 2026 12:00 and 5th Jan 2026 17:00');
  });

  it('shows an overlap ending at midnight as 23:59, the way the dialog writes it', () => {
    const a = schedule(timer('2026-01-05T00:00', '2026-01-12T23:59'));
    const b = schedule(timer('2026-01-10T00:00', '2026-01-20T23:59'));
    expect(findOverlap(a, [b])?.message).toBe(
      'Schedule overlaps detected between 10th Jan 2026 00:00 and 12th Jan 2026 23:59',
    );
  });

  it('compares only identical tag sets, in any order', () => {
    const a = schedule(monday, ['lobby', 'floor2']);
    expect(findOverlap(a, [schedule(monday, ['floor2', 'lobby', 'lobby'])])).toBeDefined();
    expect(findOverlap(a, [schedule(monday, ['lobby'])])).toBeUndefined();
    expect(findOverlap(a, [schedule(monday, ['lobby', 'floor2', 'window'])])).toBeUndefined();
    expect(findOverlap(a, [schedule(monday, [])])).toBeUndefined();
  });

  it('compares schedules without tags with each other (both reach every player)', () => {
    expect(findOverlap(schedule(monday, []), [schedule(monday, [])])).toBeDefined();
  });

  it('lets an audio playlist play over a layout, but not over another audio playlist', () => {
    const audio = schedule(monday, ['lobby'], { layout_id: null, audio_playlist_id: 3 });
    expect(findOverlap(audio, [schedule(monday)])).toBeUndefined();
    expect(findOverlap(audio, [schedule(monday, ['lobby'], { layout_id: null, audio_playlist_id: 4 })])).toBeDefined();
  });

  it('skips the saved version of the schedule being updated', () => {
    const saved = schedule(monday);
    const edited = compileSchedule({ ...saved.source, timer: timer('2026-01-05T10:00', '2026-01-05T18:00') });
    expect(findOverlap(edited, [saved])).toBeUndefined();
  });

  it('names the earliest overlap among many', () => {
    const others = [
      schedule(timer('2026-03-02T00:00', '2026-03-09T00:00')),
      schedule(timer('2026-01-05T00:00', '2026-12-31T23:59', DOW.wed, true)),
      schedule(timer('2026-02-02T00:00', '2026-02-09T00:00')),
    ];
    const found = findOverlap(schedule(timer('2026-01-01T00:00', '2026-12-31T23:59', DOW.mon | DOW.wed)), others);
    expect(found?.scheduleId).toBe(others[1]!.id);
    expect(found?.message).toBe('Schedule overlaps detected between 7th Jan 2026 00:00 and 7th Jan 2026 23:59');
  });
});
