import { describe, expect, it } from 'vitest';
import { LAST_CONTACT_OPTIONS, lastContactDate, lastContactRange } from './last-contact.ts';

describe('last-contact filters', () => {
  const now = new Date('2024-05-31T12:00:00Z');

  it('lists the options of the spec, newest first, ending with Unlimited', () => {
    expect(LAST_CONTACT_OPTIONS.map((o) => o.label)).toEqual([
      'now',
      '30 sec ago',
      '1 min ago',
      '5 min ago',
      '30 min ago',
      '1 hour ago',
      '5 hours ago',
      '1 day ago',
      '10 days ago',
      '1 month ago',
      '2 months ago',
      'Unlimited',
    ]);
    const dates = LAST_CONTACT_OPTIONS.map((o) => lastContactDate(o.value, 'min', now).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('gives the date an option stands for', () => {
    const at = (value: Parameters<typeof lastContactDate>[0]) => lastContactDate(value, 'min', now).toISOString();
    expect(at('now')).toBe('2024-05-31T12:00:00.000Z');
    expect(at('30sec')).toBe('2024-05-31T11:59:30.000Z');
    expect(at('1min')).toBe('2024-05-31T11:59:00.000Z');
    expect(at('5min')).toBe('2024-05-31T11:55:00.000Z');
    expect(at('30min')).toBe('2024-05-31T11:30:00.000Z');
    expect(at('1hour')).toBe('2024-05-31T11:00:00.000Z');
    expect(at('5hours')).toBe('2024-05-31T07:00:00.000Z');
    expect(at('1day')).toBe('2024-05-30T12:00:00.000Z');
    expect(at('10days')).toBe('2024-05-21T12:00:00.000Z');
    expect(at('1month')).toBe('2024-05-01T12:00:00.000Z');
    expect(at('2months')).toBe('2024-03-31T12:00:00.000Z');
    expect(at('unlimited')).toBe('2010-01-01T00:00:00.000Z');
  });

  it('defaults a missing minimum to now and a missing maximum to unlimited', () => {
    expect(lastContactDate(undefined, 'min', now)).toEqual(now);
    expect(lastContactDate(undefined, 'max', now)).toEqual(new Date('2010-01-01T00:00:00Z'));
    expect(lastContactRange(undefined, undefined, now)).toEqual({ from: new Date('2010-01-01T00:00:00Z'), to: now });
    expect(lastContactRange('5min', '1day', now)).toEqual({
      from: new Date('2024-05-30T12:00:00Z'),
      to: new Date('2024-05-31T11:55:00Z'),
    });
    // Chosen the wrong way round, the range still runs earliest first.
    expect(lastContactRange('1day', '5min', now)).toEqual(lastContactRange('5min', '1day', now));
    expect(() => lastContactDate('fortnight' as never, 'min', now)).toThrow(RangeError);
  });
});
