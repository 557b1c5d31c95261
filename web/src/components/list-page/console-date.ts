import { parsePlainDate } from '@signage/domain/schedules/wall-clock';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(advancedFormat);
dayjs.extend(customParseFormat);

/** A calendar date (`YYYY-MM-DD`) the way the console writes dates everywhere: "1st Mar 2025". */
export function formatConsoleDate(date: string): string {
  return parsePlainDate(date) === undefined ? date : dayjs(date, 'YYYY-MM-DD').format('Do MMM YYYY');
}

// Day first, like the console's own dates: never the browser's US month-first order.
const TYPED_FORMATS = ['YYYY-MM-DD', 'D MMM YYYY', 'DD MMM YYYY', 'D MMMM YYYY', 'DD MMMM YYYY'].concat(
  ['/', '.', '-'].flatMap((s) => [`D${s}M${s}YYYY`, `DD${s}MM${s}YYYY`, `D${s}MM${s}YYYY`, `DD${s}M${s}YYYY`]),
);

/**
 * What a person typed as a date, as `YYYY-MM-DD`: the console's own form ("1st Mar 2025", the ordinal optional),
 * ISO, or day first with slashes or dots; undefined for anything else or a day that does not exist.
 */
export function parseConsoleDate(text: string): string | undefined {
  const plain = text.trim().replace(/^(\d{1,2})(st|nd|rd|th)\b/i, '$1');
  for (const format of TYPED_FORMATS) {
    const parsed = dayjs(plain, format, 'en', true);
    if (parsed.isValid()) return parsed.format('YYYY-MM-DD');
  }
  return undefined;
}

/**
 * A time of day a person typed, as `HH:mm` on the 24-hour clock: "9:30", "09:30", "0930", "9.30", "21:05"; a bare
 * hour ("9") is on the hour. With `seconds`, `HH:mm:ss` ("5:30:15", "053015"; none typed is :00), for settings the
 * spec gives to the second. Undefined for anything else: the console never reads "am"/"pm" or the browser's order.
 */
export function parseConsoleTime(text: string, { seconds = false } = {}): string | undefined {
  const match = text
    .trim()
    .match(seconds ? /^(\d{1,2})(?:[:.h]?(\d{2})(?:[:.]?(\d{2}))?)?$/ : /^(\d{1,2})(?:[:.h]?(\d{2}))?$/);
  if (!match) return undefined;
  const [hours, minutes, secs] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || secs > 59) return undefined;
  const two = (n: number) => String(n).padStart(2, '0');
  return seconds ? `${two(hours)}:${two(minutes)}:${two(secs)}` : `${two(hours)}:${two(minutes)}`;
}
