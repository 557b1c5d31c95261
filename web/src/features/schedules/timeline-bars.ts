import { compileTimer, wallIntervals } from '@signage/domain/schedules/timer';
import { DAY_MS, formatWallClock } from '@signage/domain/schedules/wall-clock';
import { scheduledContentName } from '../../components/schedules/schedule-table.tsx';

/** Spec 02 §9: zoom from one day to two years; the first window runs from 10 days back to 45 days ahead. */
export const TIMELINE_ZOOM_MIN_MS = DAY_MS;
export const TIMELINE_ZOOM_MAX_MS = 2 * 365 * DAY_MS;
export const TIMELINE_DAYS_BACK = 10;
export const TIMELINE_DAYS_AHEAD = 45;

export interface TimelineSchedule {
  id: string;
  layoutId?: string | null;
  layoutName?: string | null;
  audioPlaylistId?: string | null;
  audioPlaylist?: { name: string } | null;
  contentType: string;
  tags?: readonly { name: string }[];
  timer: { start: string; end: string; dow: number; dayPart: boolean };
}

export interface TimelineGroup {
  id: string;
  /** "L Lobby loop" for a layout, "A ..." for an audio playlist (spec 02). */
  content: string;
}

export interface TimelineBar {
  id: string;
  group: string;
  scheduleId: string;
  /** Wall-clock milliseconds (a wall clock read as if it were UTC): schedules play on each device's own clock. */
  start: number;
  end: number;
  /** What the bar says: the devices it is for, by tags ("#lobby #floor2"), or "every player" without tags. */
  label: string;
}

/** A schedule's bar label: its tags, or that it reaches every player. */
export function barLabel(schedule: Pick<TimelineSchedule, 'tags'>): string {
  const tags = schedule.tags ?? [];
  return tags.length ? tags.map((t) => `#${t.name}`).join(' ') : 'every player';
}

/**
 * One group per layout or playlist, and each schedule's real intervals inside the window (weekdays and day parts
 * drawn as they play); a schedule with no interval in the window draws nothing (spec 02: empty entries ignored).
 */
export function timelineBars(schedules: readonly TimelineSchedule[], windowFrom: number, windowTo: number) {
  const groups = new Map<string, TimelineGroup>();
  const bars: TimelineBar[] = [];
  for (const schedule of schedules) {
    const audio = schedule.contentType === 'AUDIO_PLAYLIST';
    const group = audio ? `A${schedule.audioPlaylistId ?? schedule.id}` : `L${schedule.layoutId ?? schedule.id}`;
    let n = 0;
    const label = barLabel(schedule);
    for (const [start, end] of wallIntervals(
      compileTimer({ ...schedule.timer, day_part: schedule.timer.dayPart }),
      windowFrom,
      windowTo,
    )) {
      bars.push({ id: `${schedule.id}:${n++}`, group, scheduleId: schedule.id, start, end, label });
    }
    if (n > 0 && !groups.has(group)) {
      groups.set(group, { id: group, content: `${audio ? 'A' : 'L'} ${scheduledContentName(schedule)}` });
    }
  }
  return { groups: [...groups.values()], bars };
}

/** The query's window bounds, `YYYY-MM-DDTHH:mm` (wall clock). */
export const windowParam = (ms: number) => formatWallClock(ms);

/** A wall-clock instant as a browser Date showing the same fields, for the timeline's axis (it draws local time). */
export function wallToLocal(ms: number): Date {
  const d = new Date(ms);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
}

/** The reverse of wallToLocal. */
export function localToWall(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes());
}
