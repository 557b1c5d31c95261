import { describe, expect, it } from 'vitest';
import { checkDeviceSettings, defaultDeviceSettings, DEVICE_SETTINGS_MESSAGES as M } from './device-settings.ts';

const problem = (json: unknown) => {
  const checked = checkDeviceSettings(json);
  return 'problem' in checked ? checked.problem : undefined;
};
const kiosk = (fields: Record<string, unknown>) => ({ kiosk_browser: fields });

describe('device settings', () => {
  it('has the spec defaults', () => {
    const d = defaultDeviceSettings();
    expect(d.kiosk_browser).toEqual({
      play_mode: 'remote',
      local_media_id: null,
      url: '',
      regex: '^https?://.*$',
      page_timeout: 90,
      allow_right_click: false,
      refresh_time: '05:30:00',
      off_the_record: true,
      keyboard_enabled: true,
      keyboard_position: 'bottom',
      keyboard_snap_threshold: 100,
      zoom_factor: 1,
    });
    expect(Object.keys(d.streaming)).toEqual(['slot1', 'slot2', 'slot3', 'slot4', 'slot5']);
    expect(d.audio).toEqual({ duck_db: -12 });
    expect(checkDeviceSettings({})).toEqual({ settings: d });
  });

  it.each([
    [[], M.shape],
    [{ browser: {} }, M.shape],
    [kiosk({ zoom: 2 }), M.unknownField('kiosk_browser', 'zoom')],
    [kiosk({ play_mode: 'hybrid' }), M.playMode],
    [kiosk({ play_mode: 'local' }), 'Local play mode needs a zip media item.'],
    [kiosk({ local_media_id: -1 }), M.localMediaId],
    [kiosk({ url: 'ftp://x' }), M.url],
    [kiosk({ regex: '(' }), M.regex],
    [kiosk({ page_timeout: 0 }), M.pageTimeout],
    [kiosk({ page_timeout: 1.5 }), M.pageTimeout],
    [kiosk({ allow_right_click: 'yes' }), M.flag('Allow right click')],
    [kiosk({ refresh_time: '05:30' }), M.refreshTime],
    [kiosk({ keyboard_position: 'left' }), M.keyboardPosition],
    [kiosk({ keyboard_snap_threshold: -1 }), M.snapThreshold],
    [kiosk({ zoom_factor: 9 }), M.zoomFactor],
    [{ streaming: { slot6: '' } }, M.unknownField('streaming', 'slot6')],
    [{ streaming: { slot2: 'not a url' } }, M.slot('slot 2')],
    [{ audio: [] }, M.shape],
    [{ audio: { duck: -6 } }, M.unknownField('audio', 'duck')],
    [{ audio: { duck_db: 3 } }, M.duck],
    [{ audio: { duck_db: -61 } }, M.duck],
    [{ audio: { duck_db: '-6' } }, M.duck],
  ])('refuses %j', (json, message) => {
    expect(problem(json)).toBe(message);
  });

  it('keeps what is given and fills the rest', () => {
    const checked = checkDeviceSettings({
      kiosk_browser: { play_mode: 'local', local_media_id: 4, zoom_factor: 1.5 },
      streaming: { slot3: 'rtsp://cam.local/live' },
      audio: { duck_db: -6.5 },
    });
    expect('settings' in checked && checked.settings.audio.duck_db).toBe(-6.5);
    expect('settings' in checked && checked.settings.kiosk_browser.zoom_factor).toBe(1.5);
    expect('settings' in checked && checked.settings.streaming.slot3).toBe('rtsp://cam.local/live');
    expect('settings' in checked && checked.settings.kiosk_browser.page_timeout).toBe(90);
  });
});
