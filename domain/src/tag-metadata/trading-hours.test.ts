import { describe, expect, it } from 'vitest';
import { parseWallClock } from '../schedules/wall-clock.ts';
import {
  checkTradingHours,
  defaultTradingHours,
  describePeriods,
  isOpenAt,
  TRADING_HOURS_MESSAGES as M,
  periodsOn,
  weekdayOf,
} from './trading-hours.ts';

const wall = (text: string) => parseWallClock(text)!;
const problem = (json: unknown) => {
  const checked = checkTradingHours(json);
  return 'problem' in checked ? checked.problem : undefined;
};

describe('trading hours rules', () => {
  it('defaults to Monday to Friday 00:00 to 23:59, weekends closed', () => {
    const hours = defaultTradingHours();
    expect(hours.defaults.monday).toEqual([{ start: '00:00', end: '23:59' }]);
    expect(hours.defaults.friday).toEqual([{ start: '00:00', end: '23:59' }]);
    expect(hours.defaults.saturday).toEqual([]);
    expect(hours.defaults.sunday).toEqual([]);
    expect(checkTradingHours(hours)).toEqual({ hours });
  });

  it('refuses an end before its start, with the spec message', () => {
    expect(problem({ defaults: { tuesday: [{ start: '17:00', end: '09:00' }] } })).toBe(
      'Warning: End Time may not be before Start Time.',
    );
  });

  it('refuses more than 3 periods a day, with the spec message', () => {
    const period = { start: '09:00', end: '10:00' };
    expect(problem({ defaults: { monday: [period, period, period] } })).toBeUndefined();
    expect(problem({ defaults: { monday: [period, period, period, period] } })).toBe(
      'cannot add more than 3 periods per day',
    );
  });

  it.each([
    [null, M.shape],
    [{ defaults: [] }, M.shape],
    [{ defaults: {}, extra: 1 }, M.shape],
    [{ defaults: { tuseday: [] } }, M.unknownDay('tuseday')],
    [{ defaults: { monday: [{ start: '9:00', end: '10:00' }] } }, M.time('Monday period 1')],
    [{ defaults: { monday: [{ start: '09:00', end: '24:00' }] } }, M.time('Monday period 1')],
    [{ defaults: {}, exceptions: [{ date: '2026-02-30', periods: [] }] }, M.exceptionDate('2026-02-30')],
    [
      {
        defaults: {},
        exceptions: [
          { date: '2026-12-25', periods: [] },
          { date: '2026-12-25', periods: [] },
        ],
      },
      M.duplicateException('2026-12-25'),
    ],
  ])('refuses %j', (json, message) => {
    expect(problem(json)).toBe(message);
  });

  it('stores a weekday left out as closed', () => {
    const checked = checkTradingHours({ defaults: { monday: [{ start: '09:00', end: '17:00' }] } });
    expect('hours' in checked && checked.hours.defaults.sunday).toEqual([]);
  });
});

describe('open or closed on the device clock', () => {
  const hours = checkTradingHours({
    defaults: {
      wednesday: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '23:59' },
      ],
    },
    exceptions: [{ date: '2026-11-25', periods: [{ start: '10:00', end: '11:00' }] }],
  });
  const h = 'hours' in hours ? hours.hours : defaultTradingHours();

  it('reads the weekday of the wall clock', () => {
    expect(weekdayOf(wall('2026-11-18T10:00'))).toBe('wednesday');
    expect(weekdayOf(wall('2026-11-22T10:00'))).toBe('sunday');
  });

  it.each([
    ['2026-11-18T08:59', false],
    ['2026-11-18T09:00', true],
    ['2026-11-18T11:59', true],
    ['2026-11-18T12:00', false],
    ['2026-11-18T13:00', true],
    // 23:59 means until midnight.
    ['2026-11-18T23:59', true],
    ['2026-11-19T10:00', false],
    // The dated exception replaces the Wednesday.
    ['2026-11-25T09:30', false],
    ['2026-11-25T10:30', true],
  ])('%s open: %s', (at, open) => {
    expect(isOpenAt(h, wall(at))).toBe(open);
  });

  it('describes a day', () => {
    expect(describePeriods(periodsOn(h, wall('2026-11-18T00:00')))).toBe('09:00–12:00, 13:00–23:59');
    expect(describePeriods(periodsOn(h, wall('2026-11-22T00:00')))).toBe('Closed');
  });
});
