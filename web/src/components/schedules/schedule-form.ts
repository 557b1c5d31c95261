import type { ScheduleTimer } from '@signage/domain/schedules/timer';
import { defaultTimer, validateTimer } from '@signage/domain/schedules/validation';
import type { ScheduleDialog_ScheduleFragment, ScheduleInput } from '../../gql/graphql.ts';
import type { TagValue } from '../tags/tag-input.tsx';

/** What the dialog edits: the timer as the service stores it, and the tags entered. */
export interface ScheduleFormValues {
  timer: ScheduleTimer;
  tags: TagValue[];
}

/**
 * A new schedule: today 00:00 to 23:59 seven days later on the person's clock, every day (spec 01 §5), its tags
 * pre-filled with the session's (spec 01 §6; stored names, no '#').
 */
export function newScheduleValues(
  now: number,
  timeZone: string,
  sessionTags: readonly string[] = [],
): ScheduleFormValues {
  return { timer: defaultTimer(now, timeZone), tags: sessionTags.map((name) => ({ name })) };
}

export function scheduleValues(schedule: ScheduleDialog_ScheduleFragment): ScheduleFormValues {
  const { start, end, dow, dayPart } = schedule.timer;
  return {
    timer: { start, end, dow, day_part: dayPart },
    tags: schedule.tags.map((tag) => ({ name: tag.name, color: tag.color })),
  };
}

/** Whether the dates, day part, days of week or tags differ (spec 01 §4: what the unsaved-changes question watches). */
export function scheduleChanged(a: ScheduleFormValues, b: ScheduleFormValues): boolean {
  const tags = (v: ScheduleFormValues) => v.tags.map((t) => t.name).join('\n');
  return (
    a.timer.start !== b.timer.start ||
    a.timer.end !== b.timer.end ||
    a.timer.dow !== b.timer.dow ||
    a.timer.day_part !== b.timer.day_part ||
    tags(a) !== tags(b)
  );
}

/** What a schedule publishes: a layout (or sync sequence), or an audio playlist. */
export type ScheduleContentKind = 'layout' | 'audioPlaylist';

/** The GraphQL input for a layout's (or an audio playlist's) schedule. */
export function scheduleInput(
  contentId: string,
  values: ScheduleFormValues,
  kind: ScheduleContentKind = 'layout',
): ScheduleInput {
  return {
    ...(kind === 'layout' ? { layoutId: contentId } : { audioPlaylistId: contentId }),
    tags: values.tags.map((t) => t.name),
    timer: {
      start: values.timer.start,
      end: values.timer.end,
      dow: values.timer.dow,
      dayPart: values.timer.day_part,
    },
  };
}

/** The console's own check before asking the service: the first broken timer rule, in the spec's words. */
export const timerProblem = (values: ScheduleFormValues) => validateTimer(values.timer);

/** Toggles one weekday bit (Mon=1 ... Sun=64). */
export const toggleDay = (dow: number, bit: number) => dow ^ bit;
