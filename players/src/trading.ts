import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { isOpenAt, type TradingHours } from '@signage/domain/tag-metadata/trading-hours';

/**
 * The player's side of trading hours: set from its desired state (pushed with apply-state, fetched at check-in),
 * judged on its own clock by the domain's rule. Outside them the screen is off: the screenshot is black, nothing
 * plays, and the player says it is closed.
 */
export class TradingHoursPlayer {
  #hours: TradingHours | undefined;
  #timeZone = 'UTC';

  /** Runs with these hours (none: always open), read in `timeZone`. */
  set(hours: TradingHours | null, timeZone: string) {
    this.#hours = hours ?? undefined;
    this.#timeZone = timeZone;
  }

  /** False when its trading hours have it closed at `at`; open when none reach it. */
  openAt(at = Date.now()): boolean {
    return this.#hours ? isOpenAt(this.#hours, wallClockAt(at, this.#timeZone)) : true;
  }
}
