import { describe, expect, it } from 'vitest';
import { formatConsoleDate, parseConsoleDate } from './console-date.ts';

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
});
