import { wallClockAt } from '@signage/domain/schedules/time-zones';
import type { DesiredState } from '@signage/domain/tag-metadata/desired-state';
import {
  checkDeviceSettings,
  type DeviceSettings,
  defaultDeviceSettings,
  type KioskBrowser,
} from '@signage/domain/tag-metadata/device-settings';
import { checkTradingHours } from '@signage/domain/tag-metadata/trading-hours';
import type { TradingHoursPlayer } from './trading.ts';

export type ApplyResult = { status: 'applied' } | { status: 'failed'; reason: string };

/**
 * What a player runs with: the desired state it was last sent (trading hours, settings, zone), checked and applied
 * as a real player would, or refused with a reason. `refuseSettings` names kiosk browser settings this player
 * cannot change from their defaults (a model without that feature): a state that changes one fails, and the player
 * keeps running with what it had.
 */
export class DesiredStatePlayer {
  /** The version applied last; 0 before any. */
  appliedVersion = 0;
  /** The version answered last, applied or failed: a version answered is not applied again. */
  answeredVersion = 0;
  settings: DeviceSettings = defaultDeviceSettings();
  settingsId: number | null = null;
  tradingHoursId: number | null = null;

  constructor(
    private readonly trading: TradingHoursPlayer,
    private readonly refuseSettings: readonly (keyof KioskBrowser)[] = [],
  ) {}

  apply(state: DesiredState): ApplyResult {
    this.answeredVersion = state.version;
    const hours = state.trading_hours.json === null ? null : checkTradingHours(state.trading_hours.json);
    if (hours && 'problem' in hours) return { status: 'failed', reason: `Trading hours: ${hours.problem}` };
    const settings = state.settings.json === null ? null : checkDeviceSettings(state.settings.json);
    if (settings && 'problem' in settings) return { status: 'failed', reason: `Device settings: ${settings.problem}` };
    const next = settings?.settings ?? defaultDeviceSettings();
    const defaults = defaultDeviceSettings().kiosk_browser;
    const refused = this.refuseSettings.find((field) => next.kiosk_browser[field] !== defaults[field]);
    if (refused) {
      return {
        status: 'failed',
        reason: `This player cannot apply ${refused} = ${JSON.stringify(next.kiosk_browser[refused])}.`,
      };
    }
    try {
      // An IANA zone or an offset such as +02:00 (the installation's display zone), as the schedules read it.
      wallClockAt(Date.now(), state.time_zone);
    } catch {
      return { status: 'failed', reason: `Unknown time zone ${state.time_zone}.` };
    }
    this.trading.set(hours?.hours ?? null, state.time_zone);
    this.settings = next;
    this.settingsId = state.settings.tagmetadata_id;
    this.tradingHoursId = state.trading_hours.tagmetadata_id;
    this.appliedVersion = state.version;
    return { status: 'applied' };
  }

  /** What it runs with now, reported back with each answer. */
  get applied() {
    return {
      version: this.appliedVersion,
      trading_hours_id: this.tradingHoursId,
      settings_id: this.settingsId,
      settings: this.settings,
    };
  }
}
