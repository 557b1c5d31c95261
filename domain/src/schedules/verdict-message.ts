/**
 * One sentence per verdict of now-playing.ts, for people: the device page's "why", the schedule dialog's dry run.
 * Times are the device's clock readings, shown with the zone they are in.
 */
import type { Verdict } from './now-playing.ts';
import { displayTags } from './reach.ts';
import type { ScheduleChannel } from './schedule.ts';
import {
  describeDow,
  displayEnd,
  displayTime,
  displayWallClock,
  isoDayOfWeek,
  timeOfDay,
  WEEKDAY_NAMES,
} from './wall-clock.ts';

const CONTENT_WORD: Record<ScheduleChannel, string> = { screen: 'layout', audio: 'audio playlist' };

const tagCount = (n: number) => (n === 1 ? '1 tag' : `${n} tags`);

export function verdictMessage(verdict: Verdict): string {
  const { schedule, wall, timeZone: zone } = verdict;
  const { timer } = schedule;
  switch (verdict.code) {
    case 'not-reached':
      return `Not reached: the device does not carry ${displayTags(verdict.missingTags ?? [])}.`;
    case 'not-started':
      return `Not started: it starts ${displayWallClock(timer.start)} (${zone}).`;
    case 'ended':
      return `Ended: it ended ${displayEnd(timer.end)} (${zone}).`;
    case 'not-today':
      return `Not today: it runs ${describeDow(timer.dow)} and it is ${WEEKDAY_NAMES[isoDayOfWeek(wall) - 1]} in ${zone}.`;
    case 'outside-day-part':
      return (
        `Outside the day part: it runs ${displayTime(timer.from)}-${displayTime(timer.to)} ` +
        `and it is ${displayTime(timeOfDay(wall))} in ${zone}.`
      );
    case 'outranked': {
      const winner = verdict.winner!;
      const why =
        winner.tags.length > schedule.tags.length
          ? `it is more specific (${tagCount(winner.tags.length)} against ${schedule.tags.length})`
          : `it is newer, with as many tags (${winner.tags.length})`;
      return `Not playing: schedule ${winner.id} plays instead, because ${why}.`;
    }
    case 'plays': {
      const word = CONTENT_WORD[schedule.channel];
      const reach = schedule.tags.length ? `by ${displayTags(schedule.tags)}` : 'as a schedule for all media players';
      return verdict.contenders === 1
        ? `Plays: it reaches this device ${reach} and no other ${word} schedule is active now.`
        : `Plays: it reaches this device ${reach} and ranks first of the ${verdict.contenders} ${word} schedules ` +
            'active now (most tags first, then the newest).';
    }
  }
}
