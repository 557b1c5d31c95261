import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, DATE_RANGE, parseDate, parseInstant } from './dates.ts';

const ms = (text: string) => {
  const parsed = parseDate(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.date;
};
const refusal = (text: string, name = 'from') => {
  const parsed = parseDate(text, name);
  return parsed.ok ? undefined : parsed.message;
};

describe('parseDate', () => {
  it('reads a date, a wall-clock date-time and an instant', () => {
    expect(ms('2026-05-01')).toEqual({ form: 'date', ms: Date.UTC(2026, 4, 1) });
    expect(ms('2026-05-01T09:30')).toEqual({ form: 'wall', ms: Date.UTC(2026, 4, 1, 9, 30) });
    expect(ms('2026-05-01 09:30:15.123456789')).toEqual({ form: 'wall', ms: Date.UTC(2026, 4, 1, 9, 30, 15, 123) });
    expect(ms('2026-05-01T09:30:00Z')).toEqual({ form: 'instant', ms: Date.UTC(2026, 4, 1, 9, 30) });
  });

  it('applies offsets up to the widest zones, +14:00 and -12:00', () => {
    expect(ms('2026-01-01T00:00+14:00').ms).toBe(Date.UTC(2025, 11, 31, 10));
    expect(ms('2026-01-01T00:00-12:00').ms).toBe(Date.UTC(2026, 0, 1, 12));
    expect(ms('2026-01-01T00:00+0530').ms).toBe(Date.UTC(2025, 11, 31, 18, 30));
    expect(refusal('2026-01-01T00:00+14:30')).toBe(DATE_MESSAGES.form('from', '2026-01-01T00:00+14:30'));
    expect(refusal('2026-01-01T00:00+02:60')).toBe(DATE_MESSAGES.form('from', '2026-01-01T00:00+02:60'));
  });

  it('keeps leap days that exist and refuses those that do not', () => {
    expect(ms('2016-02-29').ms).toBe(Date.UTC(2016, 1, 29));
    expect(ms('2000-02-29').ms).toBe(Date.UTC(2000, 1, 29));
    expect(refusal('2015-02-29')).toBe('from is not a date on the calendar: "2015-02-29".');
    expect(refusal('2100-02-29')).toBe('from is not a date on the calendar: "2100-02-29".');
    expect(refusal('2026-04-31T10:00Z')).toBe('from is not a date on the calendar: "2026-04-31T10:00Z".');
  });

  it('refuses times no clock shows: 24:00, a leap second, month 13', () => {
    for (const text of ['9999-12-31T24:00', '2026-05-01T24:00', '2026-06-30T23:59:60Z', '2026-13-01', '2026-00-10']) {
      expect(refusal(text)).toBe(DATE_MESSAGES.form('from', text));
    }
  });

  it('refuses forms that are not ISO 8601', () => {
    for (const text of [
      '',
      '20260501',
      '2026-5-1',
      '01/05/2026',
      'May 1, 2026',
      '2026-05-01T9:00',
      '+002026-05-01',
      '-000001-01-01',
      '2026-05-01T09:00:00 +02:00',
      '1714550400',
      'now',
      '2026-05-01T09:00\u0000',
    ]) {
      expect(refusal(text), text).toBe(DATE_MESSAGES.form('from', text));
    }
  });

  it('refuses dates outside 2000-01-01 .. 2999-12-31, year 0 and 9999 first', () => {
    expect(refusal('0000-01-01')).toBe('from must be between 1st Jan 2000 and 31st Dec 2999, got "0000-01-01".');
    for (const text of ['1999-12-31T23:59:59Z', '9999-12-31T23:59:59Z', '3000-01-01', '2000-01-01T00:00+01:00']) {
      expect(refusal(text), text).toBe(DATE_MESSAGES.range('from', text));
    }
    expect(ms(DATE_RANGE.earliest).ms).toBe(DATE_RANGE.earliestMs);
    expect(ms('2999-12-31T23:59:59.999Z').ms).toBe(DATE_RANGE.latestMs);
    // In range on the calendar, past it as an instant.
    expect(refusal('2999-12-31T23:00-05:00')).toBe(DATE_MESSAGES.range('from', '2999-12-31T23:00-05:00'));
  });

  it('cuts a long value short in its sentence', () => {
    expect(refusal('x'.repeat(5000))).toBe(DATE_MESSAGES.form('from', 'x'.repeat(5000)));
    expect(refusal('x'.repeat(5000))!.length).toBeLessThan(200);
  });
});

describe('parseInstant', () => {
  it('reads a DST gap time only with its offset (02:30 on 8 March 2026 does not exist in New York)', () => {
    expect(parseInstant('2026-03-08T02:30', 'at')).toEqual({
      ok: false,
      message:
        'at must be an ISO 8601 date-time with its zone (Z or an offset such as +02:00), got "2026-03-08T02:30".',
    });
    expect(parseInstant('2026-03-08T02:30-05:00', 'at')).toEqual({
      ok: true,
      date: { form: 'instant', ms: Date.UTC(2026, 2, 8, 7, 30) },
    });
  });

  it('reads a calendar date as its midnight in UTC, and a zoneless time as UTC when asked to', () => {
    expect(parseInstant('2026-03-08')).toEqual({ ok: true, date: { form: 'instant', ms: Date.UTC(2026, 2, 8) } });
    expect(parseInstant('2026-03-08T02:30', 'x', 'utc')).toEqual({
      ok: true,
      date: { form: 'instant', ms: Date.UTC(2026, 2, 8, 2, 30) },
    });
  });
});
