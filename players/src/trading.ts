import type { PlayerCredentials } from '@signage/contract/players';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { isOpenAt, type TradingHours } from '@signage/domain/tag-metadata/trading-hours';
import type { PlayerApi } from './api-client.ts';

/**
 * The player's side of trading hours: fetched with its schedules (at check-in and on fetch-schedules), judged on
 * its own clock by the domain's rule. Outside them the screen is off: the screenshot is black, nothing plays.
 */
export class TradingHoursPlayer {
  #hours: TradingHours | undefined;
  #timeZone = 'UTC';

  constructor(private readonly api: PlayerApi) {}

  async fetch(credentials: PlayerCredentials) {
    const answer = await this.api.tradingHours(credentials);
    this.#timeZone = answer.time_zone;
    this.#hours = answer.defaults
      ? ({ defaults: answer.defaults, exceptions: answer.exceptions } as unknown as TradingHours)
      : undefined;
  }

  /** False when its trading hours have it closed at `at`; open when none reach it. */
  openAt(at = Date.now()): boolean {
    return this.#hours ? isOpenAt(this.#hours, wallClockAt(at, this.#timeZone)) : true;
  }
}
