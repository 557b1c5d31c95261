import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, isValidTimeZone, offsetAt, timeZoneList, wallClockAt, ZoneClock } from './time-zones.ts';
import { formatWallClock, parseWallClock } from './wall-clock.ts';

const at = (iso: string) => Date.parse(iso);
const wall = (text: string) => parseWallClock(text)!;
const HOUR = 3_600_000;

describe('zone ids', () => {
  it('lists the runtime zones plus UTC, sorted', () => {
    const list = timeZoneList();
    expect(list).toContain('UTC');
    expect(list).toContain('Europe/London');
    expect(list).toContain('America/New_York');
    expect(list).toEqual([...list].sort());
    expect(new Set(list).size).toBe(list.length);
  });

  it('accepts every listed zone', () => {
    expect(timeZoneList().filter((id) => !isValidTimeZone(id))).toEqual([]);
  });

  it('answers the canonical spelling', () => {
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Etc/GMT+5')).not.toBeNull();
  });

  it.each([
    ['an offset', '+02:00'],
    ['an unknown place', 'Mars/Olympus_Mons'],
    ['nothing', ''],
    ['a NUL byte', 'Europe/London\u0000'],
    ['a very long id', `Europe/${'x'.repeat(5000)}`],
    ['a path trick', '../etc/passwd'],
  ])('refuses %s', (_, id) => {
    expect(isValidTimeZone(id)).toBe(false);
  });
});

describe('wall clocks', () => {
  it('reads what a clock in the zone shows', () => {
    expect(formatWallClock(wallClockAt(at('2026-07-01T12:00:00Z'), 'Europe/London'))).toBe('2026-07-01T13:00');
    expect(formatWallClock(wallClockAt(at('2026-01-01T12:00:00Z'), 'Europe/London'))).toBe('2026-01-01T12:00');
    expect(formatWallClock(wallClockAt(at('2026-01-01T02:00:00Z'), 'America/New_York'))).toBe('2025-12-31T21:00');
    expect(formatWallClock(wallClockAt(at('2026-01-01T02:00:00Z'), 'UTC'))).toBe('2026-01-01T02:00');
    expect(offsetAt(at('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('jumps over the skipped hour and repeats the fall-back hour (New York 2026)', () => {
    const ny = (iso: string) => formatWallClock(wallClockAt(at(iso), 'America/New_York'));
    expect(ny('2026-03-08T06:59:00Z')).toBe('2026-03-08T01:59');
    expect(ny('2026-03-08T07:00:00Z')).toBe('2026-03-08T03:00');
    expect(ny('2026-11-01T05:30:00Z')).toBe('2026-11-01T01:30');
    expect(ny('2026-11-01T06:30:00Z')).toBe('2026-11-01T01:30');
  });
});

describe('ZoneClock', () => {
  it('takes the transitions of its window from the library', () => {
    const clock = new ZoneClock('America/New_York', at('2026-03-01T00:00:00Z'), at('2026-12-01T00:00:00Z'));
    expect(clock.segments.map((s) => [new Date(s.from).toISOString(), s.offset / HOUR])).toEqual([
      ['2026-03-01T00:00:00.000Z', -5],
      ['2026-03-08T07:00:00.000Z', -4],
      ['2026-11-01T06:00:00.000Z', -5],
    ]);
    expect(clock.wallWindow).toEqual([at('2026-03-01T00:00:00Z') - 5 * HOUR, at('2026-12-01T00:00:00Z') - 4 * HOUR]);
  });

  it('has one segment in a zone without daylight saving', () => {
    expect(new ZoneClock('UTC', 0, at('2030-01-01T00:00:00Z')).segments).toHaveLength(1);
    expect(new ZoneClock('Asia/Tokyo', 0, at('2030-01-01T00:00:00Z')).segments.length).toBeGreaterThanOrEqual(1);
  });

  it('maps a wall interval across the skipped hour to the instants the clock reads inside it', () => {
    const clock = new ZoneClock('America/New_York', at('2026-03-07T00:00:00Z'), at('2026-03-10T00:00:00Z'));
    const iso = (pieces: [number, number][]) => pieces.map((p) => p.map((ms) => new Date(ms).toISOString()));
    // 02:30 does not exist: the clock passes it at the jump, 07:00Z.
    expect(iso(clock.instantsOf(wall('2026-03-08T02:30'), wall('2026-03-08T04:00')))).toEqual([
      ['2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z'],
    ]);
    // Entirely inside the skipped hour: the clock never reads it.
    expect(clock.instantsOf(wall('2026-03-08T02:00'), wall('2026-03-08T03:00'))).toEqual([]);
    expect(clock.wallAt(at('2026-03-08T07:00:00Z'))).toBe(wall('2026-03-08T03:00'));
  });

  it('maps a wall interval inside the repeated hour to both passes', () => {
    const clock = new ZoneClock('America/New_York', at('2026-10-31T00:00:00Z'), at('2026-11-03T00:00:00Z'));
    const iso = (pieces: [number, number][]) => pieces.map((p) => p.map((ms) => new Date(ms).toISOString()));
    expect(iso(clock.instantsOf(wall('2026-11-01T01:30'), wall('2026-11-01T01:45')))).toEqual([
      ['2026-11-01T05:30:00.000Z', '2026-11-01T05:45:00.000Z'],
      ['2026-11-01T06:30:00.000Z', '2026-11-01T06:45:00.000Z'],
    ]);
    // Covering the whole repeated hour: one piece, three real hours for 01:00-03:00.
    expect(iso(clock.instantsOf(wall('2026-11-01T01:00'), wall('2026-11-01T03:00')))).toEqual([
      ['2026-11-01T05:00:00.000Z', '2026-11-01T08:00:00.000Z'],
    ]);
  });
});
