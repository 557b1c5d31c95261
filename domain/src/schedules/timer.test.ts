import { describe, expect, it } from 'vitest';
import {
  compileTimer,
  firstWallInterval,
  type ScheduleTimer,
  scheduleGroup,
  timerState,
  wallIntervals,
} from './timer.ts';
import { DOW, DOW_ALL, formatWallClock, parseWallClock } from './wall-clock.ts';

const w = (text: string) => parseWallClock(text)!;
const timer = (start: string, end: string, dow = DOW_ALL, day_part = false): ScheduleTimer => ({
  start,
  end,
  dow,
  day_part,
});
const show = (intervals: Iterable<[number, number]>) =>
  [...intervals].map(([a, b]) => `${formatWallClock(a)}/${formatWallClock(b)}`);

// 2026-01-05 is a Monday.
describe('timerState: one predicate on the clock reading', () => {
  it.each([
    ['before the start', timer('2026-01-05T09:00', '2026-01-20T17:00'), '2026-01-05T08:59', 'not-started'],
    ['at the start', timer('2026-01-05T09:00', '2026-01-20T17:00'), '2026-01-05T09:00', 'active'],
    [
      'overnight between days, day part off',
      timer('2026-01-05T09:00', '2026-01-20T17:00'),
      '2026-01-06T03:00',
      'active',
    ],
    ['at the end (exclusive)', timer('2026-01-05T09:00', '2026-01-20T17:00'), '2026-01-20T17:00', 'ended'],
    ['just before the end', timer('2026-01-05T09:00', '2026-01-20T17:00'), '2026-01-20T16:59', 'active'],
    [
      'a weekday not ticked',
      timer('2026-01-05T00:00', '2026-02-01T00:00', DOW.mon | DOW.wed),
      '2026-01-06T12:00',
      'not-today',
    ],
    [
      'a weekday ticked',
      timer('2026-01-05T00:00', '2026-02-01T00:00', DOW.mon | DOW.wed),
      '2026-01-07T12:00',
      'active',
    ],
    ['Sunday is bit 64', timer('2026-01-05T00:00', '2026-02-01T00:00', DOW.sun), '2026-01-11T12:00', 'active'],
    ['Saturday is not Sunday', timer('2026-01-05T00:00', '2026-02-01T00:00', DOW.sun), '2026-01-10T12:00', 'not-today'],
    ['inside the day part', timer('2026-01-05T09:00', '2026-01-20T17:00', DOW_ALL, true), '2026-01-12T16:59', 'active'],
    [
      'after the day part',
      timer('2026-01-05T09:00', '2026-01-20T17:00', DOW_ALL, true),
      '2026-01-12T17:00',
      'outside-day-part',
    ],
    [
      'before the day part',
      timer('2026-01-05T09:00', '2026-01-20T17:00', DOW_ALL, true),
      '2026-01-12T08:45',
      'outside-day-part',
    ],
    [
      'day part, first day, before start',
      timer('2026-01-05T09:00', '2026-01-20T17:00', DOW_ALL, true),
      '2026-01-05T08:00',
      'not-started',
    ],
    [
      'day part, last day, after end',
      timer('2026-01-05T09:00', '2026-01-20T17:00', DOW_ALL, true),
      '2026-01-20T18:00',
      'ended',
    ],
    [
      'weekday checked before day part',
      timer('2026-01-05T09:00', '2026-01-20T17:00', DOW.mon, true),
      '2026-01-06T20:00',
      'not-today',
    ],
  ])('%s', (_, t, at, state) => {
    expect(timerState(compileTimer(t), w(at))).toBe(state);
  });

  describe('a range crossing midnight (Friday 22:00 to Saturday 02:00)', () => {
    it('plays past midnight when Saturday is ticked', () => {
      const t = compileTimer(timer('2026-01-09T22:00', '2026-01-10T02:00', DOW.fri | DOW.sat));
      expect(timerState(t, w('2026-01-09T23:30'))).toBe('active');
      expect(timerState(t, w('2026-01-10T01:30'))).toBe('active');
      expect(show(wallIntervals(t))).toEqual(['2026-01-09T22:00/2026-01-10T02:00']);
    });
    it('stops at midnight when only Friday is ticked: the weekday is that of the clock reading', () => {
      const t = compileTimer(timer('2026-01-09T22:00', '2026-01-10T02:00', DOW.fri));
      expect(timerState(t, w('2026-01-10T00:30'))).toBe('not-today');
      expect(show(wallIntervals(t))).toEqual(['2026-01-09T22:00/2026-01-10T00:00']);
    });
  });

  describe('23:59 means the end of the day', () => {
    it('plays the last minute of the range', () => {
      const t = compileTimer(timer('2026-01-05T00:00', '2026-01-12T23:59'));
      expect(timerState(t, w('2026-01-12T23:59'))).toBe('active');
      expect(timerState(t, w('2026-01-13T00:00'))).toBe('ended');
    });
    it('plays the last minute of every day part', () => {
      const t = compileTimer(timer('2026-01-05T18:00', '2026-01-12T23:59', DOW_ALL, true));
      expect(timerState(t, w('2026-01-07T23:59'))).toBe('active');
      expect(timerState(t, w('2026-01-08T00:00'))).toBe('outside-day-part');
    });
    it('but 23:45 is exact', () => {
      expect(timerState(compileTimer(timer('2026-01-05T00:00', '2026-01-05T23:45')), w('2026-01-05T23:45'))).toBe(
        'ended',
      );
    });
  });
});

describe('scheduleGroup (previous / current / future)', () => {
  const t = compileTimer(timer('2026-01-05T09:00', '2026-01-20T17:00', DOW.mon, true));
  it.each([
    ['2026-01-05T08:59', 'future'],
    ['2026-01-05T09:00', 'current'],
    // Current is the range, not the day part: a Tuesday evening inside the range is still current.
    ['2026-01-06T20:00', 'current'],
    ['2026-01-20T16:59', 'current'],
    ['2026-01-20T17:00', 'previous'],
  ])('at %s it is %s', (at, group) => {
    expect(scheduleGroup(t, w(at))).toBe(group);
  });
});

describe('wallIntervals: by intervals, not minutes', () => {
  it('joins whole ticked days into runs', () => {
    const t = compileTimer(timer('2026-01-05T00:00', '2026-01-18T23:59', DOW.mon | DOW.tue | DOW.wed | DOW.sat));
    expect(show(wallIntervals(t))).toEqual([
      '2026-01-05T00:00/2026-01-08T00:00',
      '2026-01-10T00:00/2026-01-11T00:00',
      '2026-01-12T00:00/2026-01-15T00:00',
      '2026-01-17T00:00/2026-01-18T00:00',
    ]);
  });

  it('gives one interval per ticked day for day parts, clipped to a window', () => {
    const t = compileTimer(timer('2026-01-05T09:00', '2026-12-31T17:00', DOW.tue | DOW.thu, true));
    expect(show(wallIntervals(t, w('2026-01-06T12:00'), w('2026-01-13T10:00')))).toEqual([
      '2026-01-06T12:00/2026-01-06T17:00',
      '2026-01-08T09:00/2026-01-08T17:00',
      '2026-01-13T09:00/2026-01-13T10:00',
    ]);
  });

  it('answers a ten-year every-day timer in one step', () => {
    const t = compileTimer(timer('2026-01-05T09:00', '2036-01-05T09:00'));
    expect(show(wallIntervals(t))).toEqual(['2026-01-05T09:00/2036-01-05T09:00']);
  });

  it('finds the first interval of a century-long timer without walking its range', () => {
    const t = compileTimer(timer('2026-01-05T10:00', '2126-01-05T12:00', DOW.sun, true));
    expect(show([firstWallInterval(t)!])).toEqual(['2026-01-11T10:00/2026-01-11T12:00']);
  });

  it('has no interval when no weekday of a short range is ticked', () => {
    const t = compileTimer(timer('2026-01-05T00:00', '2026-01-07T00:00', DOW.fri));
    expect(firstWallInterval(t)).toBeUndefined();
  });
});
