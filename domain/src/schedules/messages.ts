/** Schedule messages: spec 01 §5 and §8 word for word, plus the few refusals the spec leaves unworded. */
export const SCHEDULE_MESSAGES = {
  endBeforeStart: 'End Datetime cannot be before Start Datetime.',
  dayPartTimes: 'Day Part schedules must have Start Time before End Time.',
  /** {start} and {end} are wall-clock times shown "Do MMM YYYY HH:mm" (wall-clock.ts displayWallClock). */
  overlap: (start: string, end: string) => `Schedule overlaps detected between ${start} and ${end}`,
  /** The spec's overlap message naming the schedule it clashes with (scheduleTitle), so the user can find it. */
  overlapWith: (overlap: string, clashing: string) => `${overlap} with ${clashing}`,
  /** A bulk tag edit refused: the schedule whose new tags would overlap, then the overlap message naming the other. */
  bulkOverlap: (scheduleId: number, layoutName: string | null, overlapWith: string) =>
    `Tags not changed: schedule ${scheduleId}${layoutName === null ? '' : ` of "${layoutName}"`} would overlap. ${overlapWith}`,
  noTagsConfirm:
    'You have not selected any tags. This layout will be scheduled to all media players. Do you want to continue?',
  noTagsRefused: 'Unable to create schedule, you have not entered any tags.',
  updated: 'Schedule successfully updated.',
  created: 'New schedule successfully created.',
  deleted: 'Schedule successfully deleted.',
  deleteFailed: 'Schedule NOT Deleted.',
  // Not worded by the spec: refusals for input the dialog cannot produce but an integrator can send.
  invalidDateTime: 'Start and End must be dates with times, written YYYY-MM-DD HH:mm.',
  beforeEarliest: 'Schedules cannot start before 1st Jan 2015.',
  afterLatest: 'Schedules cannot end after 31st Dec 2999.',
  invalidDow: 'Days of the week must be a number from 0 to 127 (Mon=1, Tue=2, Wed=4, Thu=8, Fri=16, Sat=32, Sun=64).',
  noWeekday: 'Select at least one day of the week.',
  invalidTimeZone: 'Unknown time zone: choose an IANA zone such as Europe/London or UTC.',
} as const;

/**
 * A schedule named in a sentence: by what it publishes ("the schedule of "Lobby welcome""), or by its id when
 * the reader may not know that layout's name.
 */
export function scheduleTitle(scheduleId: number, layoutName: string | null): string {
  return layoutName === null ? `schedule ${scheduleId}` : `the schedule of "${layoutName}"`;
}
