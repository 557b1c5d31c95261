import { describe, expect, it } from 'vitest';
import { daylightSavingChanges, lookAheadWindow, timerProblems } from './look-ahead.ts';

const at = (iso: string) => Date.parse(iso);

describe('venue look ahead', () => {
  it('finds London spring forward as a skipped hour 01:00-02:00', () => {
    const changes = daylightSavingChanges('Europe/London', ...lookAheadWindow(at('2026-03-20T00:00:00Z')));
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change!.kind).toBe('skipped');
    expect(new Date(change!.at).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(change!.wallFrom).toISOString().slice(0, 16)).toBe('2026-03-29T01:00');
    expect(new Date(change!.wallTo).toISOString().slice(0, 16)).toBe('2026-03-29T02:00');
  });

  it('finds New York fall back as a repeated hour 01:00-02:00', () => {
    const changes = daylightSavingChanges('America/New_York', ...lookAheadWindow(at('2026-10-25T12:00:00Z')));
    expect(changes.map((c) => c.kind)).toEqual(['repeated']);
    expect(new Date(changes[0]!.wallFrom).toISOString().slice(0, 16)).toBe('2026-11-01T01:00');
  });

  it('finds no change in Tokyo or UTC', () => {
    expect(daylightSavingChanges('Asia/Tokyo', ...lookAheadWindow(at('2026-03-20T00:00:00Z')))).toEqual([]);
    expect(daylightSavingChanges('UTC', ...lookAheadWindow(at('2026-10-25T00:00:00Z')))).toEqual([]);
  });

  it('marks a timer start in the skipped hour and an end in the repeated one', () => {
    const spring = daylightSavingChanges('America/New_York', ...lookAheadWindow(at('2026-03-01T00:00:00Z')));
    expect(timerProblems('2026-03-08T02:30', '2026-03-08T09:00', spring)).toEqual([
      'Starts at 2026-03-08 02:30, in the hour the clocks skip: it takes effect at 03:00.',
    ]);
    const autumn = daylightSavingChanges('America/New_York', ...lookAheadWindow(at('2026-10-25T12:00:00Z')));
    expect(timerProblems('2026-10-30T09:00', '2026-11-01T01:30', autumn)).toEqual([
      'Ends at 2026-11-01 01:30, in the hour the clocks repeat: the time is read twice.',
    ]);
    expect(timerProblems('2026-10-30T09:00', '2026-11-01T05:00', autumn)).toEqual([]);
  });
});
