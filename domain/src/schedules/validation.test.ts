import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from './messages.ts';
import type { ScheduleTimer } from './timer.ts';
import {
  cutToMinutes,
  defaultTimer,
  noTagsDecision,
  SCHEDULE_EARLIEST_DATE,
  SCHEDULE_MINUTE_STEP,
  validateTimer,
  validateTimeZone,
} from './validation.ts';
import { DOW, DOW_ALL } from './wall-clock.ts';

const timer = (start: string, end: string, dow = DOW_ALL, day_part = false): ScheduleTimer => ({
  start,
  end,
  dow,
  day_part,
});

describe('validateTimer', () => {
  it.each([
    ['a plain range', timer('2026-01-05T09:00', '2026-01-12T23:59'), undefined],
    ['start equal to end', timer('2026-01-05T09:00', '2026-01-05T09:00'), undefined],
    ['a day part', timer('2026-01-05T09:00', '2026-01-12T17:00', DOW.mon | DOW.fri, true), undefined],
    ['the earliest date', timer('2015-01-01T00:00', '2015-01-02T00:00'), undefined],
    [
      'end before start',
      timer('2026-01-05T09:00', '2026-01-05T08:45'),
      'End Datetime cannot be before Start Datetime.',
    ],
    [
      'day part start time after end time',
      timer('2026-01-05T17:00', '2026-01-12T09:00', DOW_ALL, true),
      'Day Part schedules must have Start Time before End Time.',
    ],
    [
      'day part start time equal to end time',
      timer('2026-01-05T09:00', '2026-01-12T09:00', DOW_ALL, true),
      'Day Part schedules must have Start Time before End Time.',
    ],
    ['the same times without day part', timer('2026-01-05T17:00', '2026-01-12T09:00'), undefined],
    ['a date before 2015', timer('2014-12-31T23:45', '2015-01-02T00:00'), SCHEDULE_MESSAGES.beforeEarliest],
    ['an end in 9999', timer('2026-01-05T09:00', '9999-12-31T23:59'), 'Schedules cannot end after 31st Dec 2999.'],
    ['an end on the last day', timer('2026-01-05T09:00', '2999-12-31T23:59'), undefined],
    ['a start in year 0', timer('0000-01-01T00:00', '2026-01-12T17:00'), SCHEDULE_MESSAGES.beforeEarliest],
    ['a start with an offset', timer('2026-01-05T09:00+02:00', '2026-01-12T17:00'), SCHEDULE_MESSAGES.invalidDateTime],
    ['a missing end', timer('2026-01-05T09:00', ''), SCHEDULE_MESSAGES.invalidDateTime],
    ['no weekday', timer('2026-01-05T09:00', '2026-01-12T17:00', 0), SCHEDULE_MESSAGES.noWeekday],
    ['a mask above 127', timer('2026-01-05T09:00', '2026-01-12T17:00', 128), SCHEDULE_MESSAGES.invalidDow],
    ['a fractional mask', timer('2026-01-05T09:00', '2026-01-12T17:00', 1.5), SCHEDULE_MESSAGES.invalidDow],
  ])('%s', (_, t, message) => {
    expect(validateTimer(t)).toBe(message);
  });

  it('checks end before start first, as the dialog does', () => {
    expect(validateTimer(timer('2026-01-12T17:00', '2026-01-05T09:00', DOW_ALL, true))).toBe(
      'End Datetime cannot be before Start Datetime.',
    );
  });
});

describe('the dialog', () => {
  it('has the constants of spec 01 §5', () => {
    expect(SCHEDULE_EARLIEST_DATE).toBe('2015-01-01');
    expect(SCHEDULE_MINUTE_STEP).toBe(15);
  });

  it('cuts times to minutes', () => {
    expect(cutToMinutes('2026-01-05 09:07:45')).toBe('2026-01-05T09:07');
    expect(cutToMinutes('yesterday')).toBeUndefined();
  });

  it('defaults to today 00:00 until 23:59 seven days later, every day, no day part', () => {
    expect(defaultTimer(Date.parse('2026-01-05T12:00:00Z'), 'Europe/London')).toEqual({
      start: '2026-01-05T00:00',
      end: '2026-01-12T23:59',
      dow: DOW_ALL,
      day_part: false,
    });
  });

  it("takes today from the person's zone", () => {
    // 23:30 in London on the 5th is already the 6th in Tokyo.
    expect(defaultTimer(Date.parse('2026-01-05T23:30:00Z'), 'Asia/Tokyo')).toMatchObject({
      start: '2026-01-06T00:00',
      end: '2026-01-13T23:59',
    });
  });
});

describe('schedules without tags', () => {
  it('pass with tags', () => {
    expect(noTagsDecision(['lobby'], [])).toEqual({ kind: 'ok' });
  });

  it('ask a user with forced tags to confirm', () => {
    expect(noTagsDecision([], ['north'])).toEqual({
      kind: 'confirm',
      message:
        'You have not selected any tags. This layout will be scheduled to all media players. Do you want to continue?',
    });
  });

  it('refuse a user without forced tags', () => {
    expect(noTagsDecision([], [])).toEqual({
      kind: 'refuse',
      message: 'Unable to create schedule, you have not entered any tags.',
    });
  });
});

describe('validateTimeZone', () => {
  it('answers the canonical id or the refusal', () => {
    expect(validateTimeZone('america/new_york')).toEqual({ timeZone: 'America/New_York' });
    expect(validateTimeZone('UTC')).toEqual({ timeZone: 'UTC' });
    expect(validateTimeZone('Nowhere/Town')).toEqual({ error: SCHEDULE_MESSAGES.invalidTimeZone });
  });
});
