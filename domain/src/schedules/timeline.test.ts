import { describe, expect, it } from 'vitest';
import { ZoneClock } from './time-zones.ts';
import { timerInstants } from './timeline.ts';
import { compileTimer } from './timer.ts';
import { DOW, DOW_ALL } from './wall-clock.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (pieces: [number, number][]) => pieces.map((p) => p.map((ms) => new Date(ms).toISOString().slice(0, 16)));

describe('timerInstants: the real intervals a timeline draws', () => {
  it('draws a weekday day part as one bar per ticked day, in the zone asked', () => {
    const timer = compileTimer({
      start: '2026-01-01T09:00',
      end: '2026-12-31T17:00',
      dow: DOW.mon | DOW.wed,
      day_part: true,
    });
    const clock = new ZoneClock('America/New_York', at('2026-01-05T00:00:00Z'), at('2026-01-12T00:00:00Z'));
    expect(iso(timerInstants(timer, clock))).toEqual([
      ['2026-01-05T14:00', '2026-01-05T22:00'],
      ['2026-01-07T14:00', '2026-01-07T22:00'],
    ]);
  });

  it('clips to the window and joins whole days across a daylight-saving change', () => {
    const timer = compileTimer({ start: '2026-03-01T00:00', end: '2026-04-30T23:59', dow: DOW_ALL, day_part: false });
    const clock = new ZoneClock('Europe/London', at('2026-03-20T00:00:00Z'), at('2026-04-05T00:00:00Z'));
    expect(iso(timerInstants(timer, clock))).toEqual([['2026-03-20T00:00', '2026-04-05T00:00']]);
  });

  it('places the end of a range in the summer offset', () => {
    const timer = compileTimer({ start: '2026-03-01T00:00', end: '2026-03-31T12:00', dow: DOW_ALL, day_part: false });
    const clock = new ZoneClock('Europe/London', at('2026-03-20T00:00:00Z'), at('2026-04-05T00:00:00Z'));
    expect(iso(timerInstants(timer, clock))).toEqual([['2026-03-20T00:00', '2026-03-31T11:00']]);
  });

  it('draws nothing outside the range', () => {
    const timer = compileTimer({ start: '2026-01-01T00:00', end: '2026-01-02T00:00', dow: DOW_ALL, day_part: false });
    expect(timerInstants(timer, new ZoneClock('UTC', at('2026-02-01T00:00:00Z'), at('2026-03-01T00:00:00Z')))).toEqual(
      [],
    );
  });
});
