import { describe, expect, it } from 'vitest';
import { compileTimer } from '../schedules/timer.ts';
import { parseWallClock } from '../schedules/wall-clock.ts';
import {
  CAMPAIGN_MESSAGES,
  campaignListCutoff,
  campaignProblem,
  campaignSpan,
  defaultRunTimer,
  runTimerProblem,
} from './campaign.ts';
import { deliveryForecast } from './delivery.ts';

describe('the default campaign run', () => {
  it('runs 7 days from 00:00 today to 23:59 at its end, today read in the given zone', () => {
    // 23:30 UTC on 5 January is already 6 January in Sydney.
    const now = Date.parse('2026-01-05T23:30:00Z');
    expect(defaultRunTimer(now, 'UTC')).toEqual({ start: '2026-01-05T00:00', end: '2026-01-11T23:59' });
    expect(defaultRunTimer(now, 'Australia/Sydney')).toEqual({ start: '2026-01-06T00:00', end: '2026-01-12T23:59' });
  });

  it('lasts exactly 7 × 24 hours once 23:59 stands for the end of the day', () => {
    const timer = defaultRunTimer(Date.parse('2026-03-10T12:00:00Z'), 'UTC');
    const compiled = compileTimer({ ...timer, dow: 127, day_part: false });
    expect(compiled.end - compiled.start).toBe(7 * 86_400_000);
  });
});

describe('campaign rules', () => {
  it('refuses an empty code or name and bad runs with the messages', () => {
    expect(campaignProblem({ code: ' ', name: 'Sale' })).toBe(CAMPAIGN_MESSAGES.codeEmpty);
    expect(campaignProblem({ code: 'S1', name: '' })).toBe(CAMPAIGN_MESSAGES.nameEmpty);
    expect(campaignProblem({ code: 'S1', name: 'Sale', runs: [{ timer: { start: 'x', end: 'y' } }] })).toBe(
      CAMPAIGN_MESSAGES.runInvalidDate,
    );
    expect(runTimerProblem({ start: '2026-02-02T00:00', end: '2026-02-01T00:00' })).toBe(
      CAMPAIGN_MESSAGES.runEndBeforeStart,
    );
    expect(runTimerProblem({ start: '2014-12-31T00:00', end: '2015-02-01T00:00' })).toBe(
      CAMPAIGN_MESSAGES.runBeforeEarliest,
    );
    expect(campaignProblem({ code: 'S1', name: 'Sale', runs: [] })).toBeUndefined();
  });

  it('spans from the earliest run start to the latest run end', () => {
    expect(
      campaignSpan([
        { timer: { start: '2026-03-01T00:00', end: '2026-03-07T23:59' } },
        { timer: { start: '2026-02-01T00:00', end: '2026-02-07T23:59' } },
      ]),
    ).toEqual({ start: '2026-02-01T00:00', end: '2026-03-07T23:59' });
    expect(campaignSpan([])).toEqual({ start: null, end: null });
  });

  it('lists campaigns ending after 6 months ago', () => {
    expect(campaignListCutoff(Date.parse('2026-11-27T11:00:00Z'))).toBe('2026-05-27');
    // 31 August less six months is the end of February.
    expect(campaignListCutoff(Date.parse('2026-08-31T11:00:00Z'))).toBe('2026-02-28');
    expect(campaignListCutoff(Date.parse('2026-03-15T00:00:00Z'))).toBe('2025-09-15');
  });
});

describe('delivery forecast', () => {
  const start = parseWallClock('2026-01-01T00:00')!;
  const end = parseWallClock('2026-01-11T00:00')!;
  it('carries the plays so far over the whole run', () => {
    expect(deliveryForecast(30, start, end, parseWallClock('2026-01-04T00:00')!)).toEqual({
      elapsed: 0.3,
      forecast: 100,
    });
  });
  it('forecasts nothing before the start and the delivery after the end', () => {
    expect(deliveryForecast(0, start, end, start - 1).forecast).toBeNull();
    expect(deliveryForecast(42, start, end, end + 1)).toEqual({ elapsed: 1, forecast: 42 });
  });
});
