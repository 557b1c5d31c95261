import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  DOW,
  DOW_ALL,
  describeDow,
  displayEnd,
  displayWallClock,
  dowBit,
  formatWallClock,
  isDowMask,
  isoDayOfWeek,
  parsePlainDate,
  parseWallClock,
  WALL_CLOCK_PATTERN,
} from './wall-clock.ts';

/** Temporal's own reading of a wall-clock string, as wall ms (the clock of UTC reads wall time unchanged). */
const temporalWall = (text: string) => Temporal.PlainDateTime.from(text).toZonedDateTime('UTC').epochMilliseconds;

describe('parseWallClock', () => {
  it.each(['2026-01-05T09:00', '2026-01-05 09:00', '2028-02-29T23:59', '2015-01-01T00:00', '9999-12-31T23:59'])(
    'reads %s as Temporal does',
    (text) => {
      expect(parseWallClock(text)).toBe(temporalWall(text));
    },
  );

  it('cuts seconds and fractions to the minute', () => {
    expect(parseWallClock('2026-01-05T09:07:59.999')).toBe(temporalWall('2026-01-05T09:07'));
  });

  it.each([
    ['an offset', '2026-01-05T09:00+02:00'],
    ['a Z', '2026-01-05T09:00Z'],
    ['a zone', '2026-01-05T09:00[Europe/London]'],
    ['31 April', '2026-04-31T09:00'],
    ['29 February of a common year', '2027-02-29T09:00'],
    ['hour 24', '2026-01-05T24:00'],
    ['minute 60', '2026-01-05T09:60'],
    ['second 60', '2026-01-05T09:00:60'],
    ['month 13', '2026-13-05T09:00'],
    ['a date alone', '2026-01-05'],
    ['a NUL byte', '2026-01-05T09:00\u0000'],
    ['a two-digit year', '26-01-05T09:00'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(parseWallClock(text)).toBeUndefined();
  });

  it('keeps years below 100 as written (Date.UTC would read 0050 as 1950)', () => {
    expect(formatWallClock(parseWallClock('0050-06-01T12:00')!)).toBe('0050-06-01T12:00');
  });

  it('has a pattern string the contract can use, agreeing with the parser', () => {
    const pattern = new RegExp(WALL_CLOCK_PATTERN);
    expect(pattern.test('2026-01-05 09:00:30')).toBe(true);
    expect(pattern.test('2026-01-05T09:00Z')).toBe(false);
  });

  it('parses plain dates to their midnight', () => {
    expect(parsePlainDate('2015-01-01')).toBe(temporalWall('2015-01-01T00:00'));
    expect(parsePlainDate('2015-02-30')).toBeUndefined();
  });
});

describe('weekdays and the dow mask', () => {
  it('maps Temporal dayOfWeek (Monday=1 ... Sunday=7) to mon=1 ... sun=64', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(dowBit)).toEqual([DOW.mon, DOW.tue, DOW.wed, DOW.thu, DOW.fri, DOW.sat, DOW.sun]);
    expect(Object.values(DOW).reduce((a, b) => a | b, 0)).toBe(DOW_ALL);
  });

  it('agrees with Temporal on the weekday of every day from 2015 to 2035', () => {
    let date = Temporal.PlainDate.from('2015-01-01');
    const mismatches: string[] = [];
    while (date.year < 2036) {
      const ms = temporalWall(`${date.toString()}T00:00`);
      if (isoDayOfWeek(ms) !== date.dayOfWeek || isoDayOfWeek(ms + DAY_MS - 1) !== date.dayOfWeek) {
        mismatches.push(date.toString());
      }
      date = date.add({ days: 1 });
    }
    expect(mismatches).toEqual([]);
  });

  it('knows weekdays before 1970 too', () => {
    expect(isoDayOfWeek(parseWallClock('1969-12-31T12:00')!)).toBe(3);
  });

  it('validates and describes masks', () => {
    expect(isDowMask(0)).toBe(true);
    expect(isDowMask(127)).toBe(true);
    expect(isDowMask(128)).toBe(false);
    expect(isDowMask(1.5)).toBe(false);
    expect(isDowMask('1')).toBe(false);
    expect(describeDow(DOW.mon | DOW.wed | DOW.fri)).toBe('Mon, Wed, Fri');
    expect(describeDow(DOW_ALL)).toBe('every day');
    expect(describeDow(0)).toBe('no day');
  });
});

describe('display ("Do MMM YYYY" and "HH:mm")', () => {
  it.each([
    ['2026-01-01T00:00', '1st Jan 2026 00:00'],
    ['2026-02-02T09:05', '2nd Feb 2026 09:05'],
    ['2026-03-03T12:00', '3rd Mar 2026 12:00'],
    ['2026-04-04T23:59', '4th Apr 2026 23:59'],
    ['2026-05-11T01:00', '11th May 2026 01:00'],
    ['2026-06-12T01:00', '12th Jun 2026 01:00'],
    ['2026-07-13T01:00', '13th Jul 2026 01:00'],
    ['2026-08-21T01:00', '21st Aug 2026 01:00'],
    ['2026-09-22T01:00', '22nd Sep 2026 01:00'],
    ['2026-10-23T01:00', '23rd Oct 2026 01:00'],
    ['2026-12-31T01:00', '31st Dec 2026 01:00'],
  ])('shows %s as %s', (text, shown) => {
    expect(displayWallClock(parseWallClock(text)!)).toBe(shown);
  });

  it('shows an end on a midnight as 23:59 of the day before, the way the dialog writes it', () => {
    expect(displayEnd(parseWallClock('2026-01-13T00:00')!)).toBe('12th Jan 2026 23:59');
    expect(displayEnd(parseWallClock('2026-01-13T17:00')!)).toBe('13th Jan 2026 17:00');
  });
});
