/**
 * The fuzz script's grammar: the odd values it draws from. Each list holds the inputs behind a past finding,
 * so a regression shows up as a 5xx again.
 */

/** mulberry32: small, fast and reproducible. */
export function prng(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof prng>;
export const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

/** Control characters (C0, DEL, C1), zero-width characters and bidirectional marks, alone and inside names. */
const CONTROL_AND_INVISIBLE = [
  'evil\u0001name.zip',
  'a\u0007b',
  'esc\u001b[31mred',
  'line\nbreak',
  'tab\there',
  'cr\rlf',
  'del\u007f',
  'c1\u0085\u009f',
  'zero\u200bwidth\u200c\u200d\ufeff',
  '\u200e\u200f',
  'photo\u202egnp.exe',
  '\u2066isolate\u2069',
  'שלום عالم',
];

/** Strings of all sorts: empty, NUL, injections, paths, long, lone surrogates, control and invisible characters. */
export const ODD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '%00',
  '\u202e\u0000',
  '😀'.repeat(50),
  'x'.repeat(5000),
  'é'.repeat(70_000),
  `${'a'.repeat(256)}.png`,
  "'; drop table users; --",
  '../../etc/passwd',
  '%',
  '_',
  '\\',
  '#tag',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '\ud800',
  'null',
  '1e309',
  '{"a":1}',
  ...CONTROL_AND_INVISIBLE,
];

/**
 * Dates: boundaries (year 0, 9999, the accepted range's ends), leap days that are and are not, New York's DST
 * gap and repeated hour, the widest offsets and past them, 24:00 and leap seconds, and forms that are not ISO.
 */
export const ODD_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00Z',
  '1969-12-31T23:59:59Z',
  '1999-12-31T23:59:59Z',
  '2000-01-01T00:00:00Z',
  '2015-01-01',
  '2015-02-29',
  '2016-02-29',
  '2100-02-29',
  '2026-03-08T02:30',
  '2026-03-08T02:30-05:00',
  '2026-11-01T01:30',
  '2026-11-01T01:30-04:00',
  '2026-03-29T02:30+01:00',
  '2026-01-01T00:00+14:00',
  '2026-01-01T00:00-12:00',
  '2026-01-01T00:00+14:30',
  '2026-01-01T00:00+23:59',
  '2026-01-01T00:00-0530',
  '2026-05-01T24:00',
  '2026-06-30T23:59:60Z',
  '2026-05-01T09:00:00.123456789Z',
  '2999-12-31T23:59:59.999Z',
  '2999-12-31T23:00-05:00',
  '3000-01-01',
  '9999-12-31',
  '9999-12-31T24:00',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59+14:00',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01',
  '20260501',
  '2026-5-1',
  '01/05/2026',
  'May 1, 2026',
  'Fri, 01 May 2026 09:00:00 GMT',
  '1714550400',
  'now',
  '2026-W18-5',
  '2026-121',
  '2026-05-01T09:00:00 +02:00',
];

/** Wall-clock date-times that match the timer's pattern and still break something: year 0, 30 February, 24:00. */
export const ODD_WALL_CLOCKS = [
  '2026-05-01T09:00',
  '2026-05-31T23:59',
  '0000-01-01T00:00',
  '9999-12-31T23:59',
  '2999-12-31T23:59',
  '2026-02-30T10:00',
  '2016-02-29T10:00',
  '2026-03-08T02:30',
  '2026-05-01T24:00',
  '2014-12-31T23:59',
  '2026-05-01 09:00:59.123456789',
];

export const ODD_NUMBERS = [
  0,
  -1,
  1,
  2,
  2147483647,
  2147483648,
  -2147483649,
  1e20,
  1.5,
  Number.MAX_SAFE_INTEGER,
  9e300,
];
export const ODD_IDS = [
  '0',
  '-1',
  '1',
  '2',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  '1%00',
  'x'.repeat(300),
  '%2e%2e',
];

/** Whether a parameter or field holds a date, so it is given dates more often than anything else. */
export const isDateName = (name: string) =>
  /^(from|to|at|date|timestamp|since)$|_date$|_before$|_after$|^last_contact_|^start|^end|At$|Before$|After$/.test(
    name,
  );

export function oddValue(r: Random, depth = 0, name = ''): unknown {
  if (name && isDateName(name) && r() < 0.6) return pick(r, ODD_DATES);
  const roll = r();
  if (roll < 0.26) return pick(r, ODD_STRINGS);
  if (roll < 0.3) return pick(r, ODD_DATES);
  if (roll < 0.5) return pick(r, ODD_NUMBERS);
  if (roll < 0.58) return r() < 0.5;
  if (roll < 0.62) return null;
  if (depth > 3) return 'deep';
  if (roll < 0.8) return Array.from({ length: Math.floor(r() * 4) }, () => oddValue(r, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(r() * 4) }, () => {
      const key = pick(r, ['a', 'name', 'tags', 'json', '__proto__', 'timestamp', 'date', 'title', 'a\u0001b']);
      return [key, oddValue(r, depth + 1, key)];
    }),
  );
}
