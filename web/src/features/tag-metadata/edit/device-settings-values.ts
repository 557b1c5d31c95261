import {
  checkDeviceSettings,
  type DeviceSettings,
  defaultDeviceSettings,
  type KioskBrowser,
  STREAMING_SLOTS,
} from '@signage/domain/tag-metadata/device-settings';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import type { CreateDeviceSettingsInput, DeviceSettingsInput, TagMetadataEditQuery } from '../../../gql/graphql.ts';
import { newRecordBasics, recordBasicsInput, savedRecordBasics } from './record-basics.ts';

type Record_ = TagMetadataEditQuery['tagMetadataRecord'];

/** What the device settings editor holds: the kiosk browser group as stored, and the five slots. */
export interface DeviceSettingsValues {
  description: string;
  tags: TagValue[];
  kiosk: KioskBrowser;
  slots: string[];
  /** The audio channel's duck (dB). */
  duckDb: number;
}

export function initialDeviceSettingsValues(
  record: Record_ | undefined,
  presetTags: readonly string[],
): DeviceSettingsValues {
  const settings = record?.settings;
  if (!record || !settings) {
    const d = defaultDeviceSettings();
    return {
      ...newRecordBasics(presetTags),
      kiosk: d.kiosk_browser,
      slots: STREAMING_SLOTS.map((slot) => d.streaming[slot]),
      duckDb: d.audio.duck_db,
    };
  }
  const k = settings.kioskBrowser;
  return {
    ...savedRecordBasics(record),
    kiosk: {
      play_mode: k.playMode === 'LOCAL' ? 'local' : 'remote',
      local_media_id: k.localMediaId === null ? null : Number(k.localMediaId),
      url: k.url,
      regex: k.regex,
      page_timeout: k.pageTimeout,
      allow_right_click: k.allowRightClick,
      refresh_time: k.refreshTime,
      off_the_record: k.offTheRecord,
      keyboard_enabled: k.keyboardEnabled,
      keyboard_position: k.keyboardPosition === 'TOP' ? 'top' : 'bottom',
      keyboard_snap_threshold: k.keyboardSnapThreshold,
      zoom_factor: k.zoomFactor,
    },
    slots: [...settings.streamingSlots],
    duckDb: settings.duckDb,
  };
}

function asSettings(values: DeviceSettingsValues): DeviceSettings {
  return {
    kiosk_browser: values.kiosk,
    streaming: Object.fromEntries(
      STREAMING_SLOTS.map((slot, i) => [slot, values.slots[i] ?? '']),
    ) as DeviceSettings['streaming'],
    audio: { duck_db: values.duckDb },
  };
}

/** The service's refusal, checked first in the console (that the local media item is a zip, only the service knows). */
export function deviceSettingsProblem(values: DeviceSettingsValues): string | undefined {
  const checked = checkDeviceSettings(asSettings(values));
  return 'problem' in checked ? checked.problem : undefined;
}

function value(values: DeviceSettingsValues): DeviceSettingsInput {
  const k = values.kiosk;
  return {
    playMode: k.play_mode === 'local' ? 'LOCAL' : 'REMOTE',
    ...(k.local_media_id === null ? {} : { localMediaId: String(k.local_media_id) }),
    url: k.url,
    regex: k.regex,
    pageTimeout: k.page_timeout,
    allowRightClick: k.allow_right_click,
    refreshTime: k.refresh_time,
    offTheRecord: k.off_the_record,
    keyboardEnabled: k.keyboard_enabled,
    keyboardPosition: k.keyboard_position === 'top' ? 'TOP' : 'BOTTOM',
    keyboardSnapThreshold: k.keyboard_snap_threshold,
    zoomFactor: k.zoom_factor,
    streamingSlots: values.slots.map((s) => s.trim()),
    duckDb: values.duckDb,
  };
}

export function deviceSettingsInput(values: DeviceSettingsValues): CreateDeviceSettingsInput {
  return { ...recordBasicsInput(values), value: value(values) };
}
