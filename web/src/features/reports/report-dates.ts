import { dayAfter } from '@signage/domain/reports';
import dayjs from 'dayjs';
import { displayZoneDate } from '../../lib/display-time.ts';

/**
 * The reports' default range (spec 02 §9, the last month up to now) as YYYY-MM-DD: today and a month before it,
 * counted in the installation's display zone as every date the console shows is, not in UTC (which is still
 * yesterday for the first hours of a day east of Greenwich).
 */
export function defaultReportRange(zone: string, now: Date = new Date()): { start: string; end: string } {
  const end = displayZoneDate(now, zone);
  return { start: dayjs(end).subtract(1, 'month').format('YYYY-MM-DD'), end };
}

/** The end date a playback report is asked with for a chosen `end`: spec 02 §7, media playback sends the day after. */
export function playbackEndDate(kind: 'MEDIA' | 'AUDIO', end: string): string {
  return kind === 'MEDIA' ? dayAfter(end) : end;
}
