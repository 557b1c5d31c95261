/**
 * One sentence per verdict of now-playing.ts, for people: the device page's "why", the schedule dialog's dry run.
 * Times are the device's clock readings, shown with the zone they are in.
 */
import { notVisibleName } from '../messages.ts';
import { runTitle } from './campaign-run.ts';
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

const CONTENT_WORD: Record<ScheduleChannel, string> = {
  screen: 'layout',
  audio: 'audio playlist',
  sting: 'sting playlist',
};

const tagCount = (n: number) => (n === 1 ? '1 tag' : `${n} tags`);

type Source = Verdict['schedule'];

/** Whether the reader may see a source: a user's forced tags hide some (the player and most users see all). */
export type SourceShown = (source: Source) => boolean;

/**
 * "schedule 12" or "campaign Summer sale, run 2": how a source is named in a reason; by id alone where the reader
 * may not see it ("campaign run 7 (not visible to you)"), so a reason names nothing their forced tags hide.
 */
export function sourceTitle(source: Source, shown = true): string {
  if (!shown) return notVisibleName(source.campaign ? 'campaign run' : 'schedule', source.id);
  return source.campaign ? runTitle(source.campaign.campaignName, source.campaign.runNumber) : `schedule ${source.id}`;
}

/**
 * A verdict in a sentence; `shown` says which sources the reader may see (a reason names another: the winner).
 * Options in an object, so `verdicts.map(verdictMessage)` passes no index for them.
 */
export function verdictMessage(verdict: Verdict, { shown = () => true }: { shown?: SourceShown } = {}): string {
  const { schedule, wall, timeZone: zone } = verdict;
  if (schedule.campaign) return campaignVerdictMessage(verdict, shown);
  const { timer } = schedule;
  switch (verdict.code) {
    case 'not-in-venue':
      return 'Not reached: the device is in none of its venues.';
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
      const title = sourceTitle(winner, shown(winner));
      if (winner.campaign) {
        return `Not playing: ${title} plays instead, because a campaign run in the device's venue comes before schedules.`;
      }
      const why =
        winner.tags.length > schedule.tags.length
          ? `it is more specific (${tagCount(winner.tags.length)} against ${schedule.tags.length})`
          : `it is newer, with as many tags (${winner.tags.length})`;
      return `Not playing: ${title} plays instead, because ${why}.`;
    }
    case 'plays': {
      const word = CONTENT_WORD[schedule.channel];
      const reach = schedule.tags.length ? `by ${displayTags(schedule.tags)}` : 'as a schedule for all media players';
      if (schedule.channel === 'sting') {
        return verdict.contenders === 1
          ? `Plays between layouts: it reaches this device ${reach} and no other sting schedule as specific is active now.`
          : `Plays between layouts: it reaches this device ${reach} and takes turns with the other ` +
              `${verdict.contenders! - 1} as specific sting ${verdict.contenders === 2 ? 'schedule' : 'schedules'} active now.`;
      }
      return verdict.contenders === 1
        ? `Plays: it reaches this device ${reach} and no other ${word} schedule is active now.`
        : `Plays: it reaches this device ${reach} and ranks first of the ${verdict.contenders} ${word} schedules ` +
            'active now (most tags first, then the newest).';
    }
  }
}

/** A campaign run's verdict: the device page says "campaign X, run 2" and why. */
function campaignVerdictMessage(verdict: Verdict, shown: SourceShown): string {
  const { schedule, wall, timeZone: zone } = verdict;
  const title = sourceTitle(schedule, shown(schedule));
  const capital = title.charAt(0).toUpperCase() + title.slice(1);
  switch (verdict.code) {
    case 'not-in-venue':
    case 'not-reached':
      return `${capital}: not reached, the device is in none of the run's venues.`;
    case 'not-started':
      return `${capital}: not started, it starts ${displayWallClock(schedule.timer.start)} (${zone}).`;
    case 'ended':
      return `${capital}: ended ${displayEnd(schedule.timer.end)} (${zone}).`;
    case 'not-today':
    case 'outside-day-part':
      return `${capital}: not running at ${displayWallClock(wall)} (${zone}).`;
    case 'outranked': {
      const winner = verdict.winner!;
      return `${capital}: not playing, ${sourceTitle(winner, shown(winner))} plays instead, because it is the newer run.`;
    }
    case 'plays':
      return `Plays ${title}: the device is in one of the run's venues and the run is on (${zone}).`;
  }
}
