import { describe, expect, it } from 'vitest';
import {
  displayZoneDate,
  displayZoneDayEnd,
  displayZoneMidnight,
  formatCalendarDay,
  formatCalendarMonth,
  formatClockTime,
  formatDisplayDate,
  formatDisplayTime,
  offsetMinutes,
} from './display-time.ts';

describe('display time', () => {
  it('shows HH:mm:ss at the fixed +0200 offset by default', () => {
    expect(formatClockTime('2025-03-01T08:05:09Z')).toBe('10:05:09');
    expect(formatClockTime('2025-03-01T23:30:00+00:00')).toBe('01:30:00');
  });

  it('formats dates as "Do MMM YYYY" and times as "HH:mm" in the display zone', () => {
    expect(formatDisplayDate('2025-03-01T08:05:09Z', '+02:00')).toBe('1st Mar 2025');
    expect(formatDisplayTime('2025-03-01T08:05:09Z', '+02:00')).toBe('10:05');
    expect(formatDisplayDate('2025-03-22T23:30:00Z', '+02:00')).toBe('23rd Mar 2025');
    expect(formatDisplayDate('2025-03-22T23:30:00Z', '-05:00')).toBe('22nd Mar 2025');
  });

  it('accepts an IANA zone name', () => {
    expect(formatDisplayTime('2025-07-01T12:00:00Z', 'Europe/Berlin')).toBe('14:00');
    expect(formatDisplayTime('2025-01-01T12:00:00Z', 'Europe/Berlin')).toBe('13:00');
  });

  it('reads offsets', () => {
    expect(offsetMinutes('+02:00')).toBe(120);
    expect(offsetMinutes('-0530')).toBe(-330);
    expect(offsetMinutes('Z')).toBe(0);
    expect(offsetMinutes('Europe/Berlin')).toBeUndefined();
  });

  it('turns a calendar date into the instant it starts in the display zone, and back', () => {
    expect(displayZoneMidnight('2026-12-01', '+02:00')).toBe('2026-12-01T00:00:00+02:00');
    expect(displayZoneMidnight('2026-12-01', '-05:30')).toBe('2026-12-01T00:00:00-05:30');
    expect(displayZoneMidnight('2026-12-01', 'Europe/Berlin')).toBe('2026-12-01T00:00:00+01:00');
    expect(displayZoneMidnight('2026-07-01', 'Europe/Berlin')).toBe('2026-07-01T00:00:00+02:00');
    expect(displayZoneDate('2026-11-30T22:00:00Z', '+02:00')).toBe('2026-12-01');
    expect(displayZoneDate('2026-11-30T22:00:00Z', 'UTC')).toBe('2026-11-30');
  });

  it('ends a calendar date at the next midnight in the display zone, across a month, a year and a DST change', () => {
    expect(displayZoneDayEnd('2026-12-29', '+02:00')).toBe('2026-12-30T00:00:00+02:00');
    expect(displayZoneDayEnd('2026-11-30', '+02:00')).toBe('2026-12-01T00:00:00+02:00');
    expect(displayZoneDayEnd('2026-12-31', '-05:30')).toBe('2027-01-01T00:00:00-05:30');
    expect(displayZoneDayEnd('2026-03-28', 'Europe/Berlin')).toBe('2026-03-29T00:00:00+01:00');
    expect(displayZoneDayEnd('2026-03-29', 'Europe/Berlin')).toBe('2026-03-30T00:00:00+02:00');
    // Its last second still falls on that day in the display zone, whatever the browser's zone.
    const lastSecond = new Date(Date.parse(displayZoneDayEnd('2026-12-29', '+02:00')!) - 1000);
    expect(displayZoneDate(lastSecond, '+02:00')).toBe('2026-12-29');
    expect(formatDisplayDate(lastSecond, '+02:00')).toBe('29th Dec 2026');
  });

  it('sends no instant for a malformed date', () => {
    for (const bad of ['', '2026-02-30', '2026-13-01', '12/01/2026', '2026-12-01T00:00', 'soon']) {
      expect(displayZoneMidnight(bad, '+02:00')).toBeUndefined();
      expect(displayZoneDayEnd(bad, '+02:00')).toBeUndefined();
    }
  });
});

describe('calendar days and months', () => {
  it('are written as the console writes dates, without a zone (a day is not an instant)', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('1st Dec 2026');
    expect(formatCalendarDay('2026-12-01', false)).toBe('1st Dec');
    expect(formatCalendarMonth('2026-11')).toBe('Nov 2026');
  });

  it('and anything else stays as it is', () => {
    expect(formatCalendarDay('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarMonth('2026-13')).toBe('2026-13');
  });
});
