import { describe, expect, it } from 'vitest';
import { defaultReportRange } from './report-dates.ts';

describe('defaultReportRange', () => {
  it('counts today in the display zone: 00:30 on 1st Dec at +02:00 is still 30th Nov in UTC', () => {
    expect(defaultReportRange('+02:00', new Date('2026-11-30T22:30:00Z'))).toEqual({
      start: '2026-11-01',
      end: '2026-12-01',
    });
  });

  it('and a month back from the last day of a long month ends on the short month’s last day', () => {
    expect(defaultReportRange('Europe/London', new Date('2026-03-31T12:00:00Z'))).toEqual({
      start: '2026-02-28',
      end: '2026-03-31',
    });
  });
});
