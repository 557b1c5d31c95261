/**
 * Time zones: the only place where instants meet wall clocks. Timers are wall-clock times evaluated in each
 * device's own zone (the venue's zone once venues exist), so "09:00" means nine on the clock in London and nine on
 * the clock in New York.
 *
 * Library: temporal-polyfill 1.0 (the TC39 Temporal API). Chosen over @date-fns/tz + date-fns 4 because a timer is
 * exactly Temporal's model (a PlainDateTime with no zone, read in a named zone), daylight-saving transitions are a
 * first-class query (`getTimeZoneTransition`), and Chromium already ships Temporal natively, so the console, the
 * REST service and the players share one standard API whose polyfill can later be dropped. @date-fns/tz works on
 * Date objects, where a zone-less wall-clock value has no type of its own and must be faked as a Date in some zone.
 * Offsets and transitions always come from the library (which reads the runtime's IANA database); this file only
 * adds a library-given offset to an instant.
 *
 * How a wall-clock time meets a daylight-saving change (the rule the whole evaluator follows):
 * - a device is inside a timer whenever its clock *reads* a time inside it;
 * - a wall time that does not exist (02:30 on a spring-forward night) is passed the moment the clock jumps: a
 *   schedule starting 02:30 starts at 03:00 new time, one ending 02:30 ends at the jump;
 * - a repeated wall time (01:30 on a fall-back night) is read twice: a day part 01:00-02:00 that night plays for
 *   both passes of the hour, two real hours, the way a wall clock in the venue shows it.
 * Players judge only their own clock reading, so they need no memory of the night's transition.
 */
import { Temporal } from 'temporal-polyfill';

/**
 * The IANA zones offered in pickers: the runtime's list plus "UTC", which `Intl.supportedValuesOf` leaves out
 * (Node 20 and Chromium list 418 ids, some of them old names such as Asia/Calcutta).
 */
export function timeZoneList(): string[] {
  const ids = new Set(Intl.supportedValuesOf('timeZone'));
  ids.add('UTC');
  return [...ids].sort();
}

/** Named zones only ("Europe/London", "UTC", "Etc/GMT+5"), never a bare offset such as "+02:00". */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The canonical spelling of an IANA zone id, or `null` when the runtime does not know it. Validation asks the
 * runtime rather than a frozen list: console and server may run different releases of the zone database.
 */
export function canonicalTimeZone(id: string): string | null {
  if (id.length > 64 || !ZONE_NAME.test(id)) return null;
  if (id.toUpperCase() === 'UTC') return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: id }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function isValidTimeZone(id: string): boolean {
  return canonicalTimeZone(id) !== null;
}

/** The UTC offset of `zone` at an instant, in ms (wall = instant + offset). */
export function offsetAt(instantMs: number, zone: string): number {
  return Temporal.Instant.fromEpochMilliseconds(instantMs).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6;
}

/** What a clock in `zone` reads at an instant, as wall ms (see wall-clock.ts). */
export function wallClockAt(instantMs: number, zone: string): number {
  return instantMs + offsetAt(Math.floor(instantMs), zone);
}

/** A stretch of instants [from, to) over which `zone` keeps one offset. */
export interface OffsetSegment {
  from: number;
  to: number;
  offset: number;
}

/**
 * One zone's clock over a window of instants, with its daylight-saving transitions fetched once from the library,
 * so that turning thousands of wall-clock intervals into instants (the timeline) costs no library call each.
 */
export class ZoneClock {
  readonly segments: OffsetSegment[] = [];

  constructor(
    readonly zone: string,
    readonly from: number,
    readonly to: number,
  ) {
    let at = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone);
    for (;;) {
      const next = at.getTimeZoneTransition('next');
      const end = next && next.epochMilliseconds < to ? next.epochMilliseconds : to;
      this.segments.push({ from: at.epochMilliseconds, to: end, offset: at.offsetNanoseconds / 1e6 });
      if (!next || end >= to) break;
      at = next;
    }
  }

  /** The smallest and largest offsets inside the window: the wall-clock span it covers is [from+min, to+max). */
  get wallWindow(): [number, number] {
    const offsets = this.segments.map((s) => s.offset);
    return [this.from + Math.min(...offsets), this.to + Math.max(...offsets)];
  }

  /** What the clock reads at an instant of the window. */
  wallAt(instantMs: number): number {
    const segment = this.segments.find((s) => instantMs >= s.from && instantMs < s.to);
    return segment ? instantMs + segment.offset : wallClockAt(instantMs, this.zone);
  }

  /**
   * The instants of the window at which the clock reads a time in [wallFrom, wallTo), as merged [start, end)
   * pieces. Usually one piece; two when the interval lies inside a repeated hour; empty inside a skipped one.
   */
  instantsOf(wallFrom: number, wallTo: number): [number, number][] {
    const pieces: [number, number][] = [];
    for (const s of this.segments) {
      const start = Math.max(s.from, wallFrom - s.offset);
      const end = Math.min(s.to, wallTo - s.offset);
      if (start >= end) continue;
      const last = pieces[pieces.length - 1];
      if (last && last[1] >= start) last[1] = Math.max(last[1], end);
      else pieces.push([start, end]);
    }
    return pieces;
  }
}
