import { DEFAULT_DISPLAY_TIME_ZONE } from '@signage/domain/constants';
import { useConsoleSettingsQuery } from '../gql/hooks.ts';
import { formatClockTime, formatDisplayDate, formatDisplayTime } from './display-time.ts';

export interface DisplayTime {
  /** The installation's display zone (consoleSettings.displayTimeZone), +02:00 until it has loaded. */
  zone: string;
  /** "1st Mar 2025". */
  date: (instant: string | Date) => string;
  /** "10:05". */
  time: (instant: string | Date) => string;
  /** "10:05:03". */
  clock: (instant: string | Date) => string;
  /** "1st Mar 2025 10:05", or `never` for no instant. */
  dateTime: (instant: string | Date | null | undefined, never?: string) => string;
  /** "1st Mar 2025 10:05:03", or `never` for no instant: to the second, for live events. */
  moment: (instant: string | Date | null | undefined, never?: string) => string;
}

/**
 * Dates and times in the one zone the installation shows them in (spec 01 §5 "Display"), whatever the browser's:
 * every component that shows a time asks here instead of being handed the zone.
 */
export function useDisplayTime(): DisplayTime {
  const zone = useConsoleSettingsQuery().data?.consoleSettings.displayTimeZone ?? DEFAULT_DISPLAY_TIME_ZONE;
  return {
    zone,
    date: (instant) => formatDisplayDate(instant, zone),
    time: (instant) => formatDisplayTime(instant, zone),
    clock: (instant) => formatClockTime(instant, zone),
    dateTime: (instant, never = 'Never') =>
      instant ? `${formatDisplayDate(instant, zone)} ${formatDisplayTime(instant, zone)}` : never,
    moment: (instant, never = 'Never') =>
      instant ? `${formatDisplayDate(instant, zone)} ${formatClockTime(instant, zone)}` : never,
  };
}
