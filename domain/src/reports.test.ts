import { describe, expect, it } from 'vitest';
import { dayAfter, localDayAndHour, localTimeText, zonedTimeText, zoneOffsetMinutes } from './reports.ts';

describe('report times', () => {
  it('reads a zone offset through daylight saving time', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'America/St_Johns')).toBe(-150);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), '+02:00')).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), '-03:30')).toBe(-210);
  });

  it('writes local times with their offset', () => {
    const at = Date.parse('2026-03-29T00:59:59Z');
    expect(zonedTimeText(at, 'Europe/Berlin')).toBe('2026-03-29T01:59:59+01:00');
    expect(zonedTimeText(at + 1000, 'Europe/Berlin')).toBe('2026-03-29T03:00:00+02:00');
    expect(localTimeText(Date.parse('2026-05-01T12:00:00Z'), -150)).toBe('2026-05-01T09:30:00-02:30');
  });

  it("places an instant on the player's calendar day and hour", () => {
    expect(localDayAndHour(Date.parse('2026-05-01T23:30:00Z'), 120)).toEqual({ date: '2026-05-02', hour: 1 });
    expect(localDayAndHour(Date.parse('2026-05-01T00:30:00Z'), -60)).toEqual({ date: '2026-04-30', hour: 23 });
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
  });
});
