import { describe, expect, it } from 'vitest';
import { formatConsoleDate, parseConsoleDate, parseConsoleTime } from './console-date.ts';

describe('console dates', () => {
  it('writes a calendar date as the rest of the console does', () => {
    expect(formatConsoleDate('2031-04-01')).toBe('1st Apr 2031');
    expect(formatConsoleDate('2026-12-22')).toBe('22nd Dec 2026');
  });

  it('reads the console form, ISO, and day-first numbers, never month first', () => {
    expect(parseConsoleDate('1st Apr 2031')).toBe('2031-04-01');
    expect(parseConsoleDate('1 Apr 2031')).toBe('2031-04-01');
    expect(parseConsoleDate('2031-04-01')).toBe('2031-04-01');
    expect(parseConsoleDate('02/04/2031')).toBe('2031-04-02');
    expect(parseConsoleDate('31/12/2031')).toBe('2031-12-31');
    expect(parseConsoleDate('12/31/2031')).toBeUndefined();
    expect(parseConsoleDate('30th Feb 2031')).toBeUndefined();
    expect(parseConsoleDate('soon')).toBeUndefined();
  });

  it('reads a typed time on the 24-hour clock, never am/pm', () => {
    expect(parseConsoleTime('09:30')).toBe('09:30');
    expect(parseConsoleTime('9:30')).toBe('09:30');
    expect(parseConsoleTime('0930')).toBe('09:30');
    expect(parseConsoleTime('21.05')).toBe('21:05');
    expect(parseConsoleTime('7')).toBe('07:00');
    expect(parseConsoleTime('23:59')).toBe('23:59');
    expect(parseConsoleTime('24:00')).toBeUndefined();
    expect(parseConsoleTime('12:60')).toBeUndefined();
    expect(parseConsoleTime('9:30 PM')).toBeUndefined();
    expect(parseConsoleTime('')).toBeUndefined();
    expect(parseConsoleTime('05:30:15')).toBeUndefined();
  });

  it('reads a time to the second where asked, seconds :00 when none are typed', () => {
    expect(parseConsoleTime('05:30:15', { seconds: true })).toBe('05:30:15');
    expect(parseConsoleTime('053015', { seconds: true })).toBe('05:30:15');
    expect(parseConsoleTime('5:30', { seconds: true })).toBe('05:30:00');
    expect(parseConsoleTime('5', { seconds: true })).toBe('05:00:00');
    expect(parseConsoleTime('05:30:60', { seconds: true })).toBeUndefined();
    expect(parseConsoleTime('5:30 am', { seconds: true })).toBeUndefined();
  });
});
