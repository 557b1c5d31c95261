import { defaultDeviceSettings } from '@signage/domain/tag-metadata/device-settings';
import { describe, expect, it } from 'vitest';
import { DesiredStatePlayer } from './desired-state.ts';
import { TradingHoursPlayer } from './trading.ts';

const closedAllWeek = {
  defaults: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
};
const state = (version: number, zoom: number) => {
  const settings = defaultDeviceSettings();
  settings.kiosk_browser.zoom_factor = zoom;
  return {
    version,
    time_zone: '+02:00',
    trading_hours: { tagmetadata_id: 4, json: closedAllWeek },
    settings: { tagmetadata_id: 7, json: settings },
    sync: null,
  };
};

describe('DesiredStatePlayer', () => {
  it('applies trading hours and settings, and reports them back', () => {
    const trading = new TradingHoursPlayer();
    const player = new DesiredStatePlayer(trading);
    expect(player.apply(state(2, 1.5))).toEqual({ status: 'applied' });
    expect(trading.openAt()).toBe(false);
    expect(player.applied).toMatchObject({ version: 2, trading_hours_id: 4, settings_id: 7 });
    expect(player.settings.kiosk_browser.zoom_factor).toBe(1.5);
  });

  it('refuses a setting it cannot change and keeps what it had', () => {
    const trading = new TradingHoursPlayer();
    const player = new DesiredStatePlayer(trading, ['zoom_factor']);
    expect(player.apply(state(1, 1))).toEqual({ status: 'applied' });
    expect(player.apply(state(2, 2))).toEqual({
      status: 'failed',
      reason: 'This player cannot apply zoom_factor = 2.',
    });
    expect(player).toMatchObject({ appliedVersion: 1, answeredVersion: 2 });
    expect(player.settings.kiosk_browser.zoom_factor).toBe(1);
  });
});
