/**
 * Device settings (spec 02 §3 "Device settings json", §5, §9): the kiosk browser group and five streaming slots.
 * Every field is checked here, for the api and the console alike; that a local play mode's media item is a zip
 * is checked by the api, which knows the media.
 */

export const PLAY_MODES = ['remote', 'local'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
export const KEYBOARD_POSITIONS = ['top', 'bottom'] as const;
export type KeyboardPosition = (typeof KEYBOARD_POSITIONS)[number];
/** Spec 02 §9 and spec 01 §9: five streaming slots. */
export const STREAMING_SLOTS = ['slot1', 'slot2', 'slot3', 'slot4', 'slot5'] as const;
export type StreamingSlot = (typeof STREAMING_SLOTS)[number];

/** Limits the spec leaves open, chosen so a kiosk stays usable. */
export const PAGE_TIMEOUT_RANGE = { min: 1, max: 86_400 } as const;
export const SNAP_THRESHOLD_RANGE = { min: 0, max: 10_000 } as const;
export const ZOOM_FACTOR_RANGE = { min: 0.25, max: 5 } as const;
const MAX_TEXT = 2048;

export interface KioskBrowser {
  play_mode: PlayMode;
  local_media_id: number | null;
  url: string;
  regex: string;
  page_timeout: number;
  allow_right_click: boolean;
  refresh_time: string;
  off_the_record: boolean;
  keyboard_enabled: boolean;
  keyboard_position: KeyboardPosition;
  keyboard_snap_threshold: number;
  zoom_factor: number;
}

/** How far background music drops (dB) while a layout with audio enabled plays (issue 25); 0 never ducks. */
export const DEFAULT_DUCK_DB = -12;
export const DUCK_RANGE = { min: -60, max: 0 } as const;

/** The audio channel of a player: its background music and stings. */
export interface AudioSettings {
  duck_db: number;
}

export interface DeviceSettings {
  kiosk_browser: KioskBrowser;
  streaming: Record<StreamingSlot, string>;
  audio: AudioSettings;
}

/** The kiosk may open http and https pages (spec 02 §9 "regex for http(s)"). */
export const DEFAULT_KIOSK_REGEX = '^https?://.*$';

/** Spec 02 §9 defaults for a new record. */
export function defaultDeviceSettings(): DeviceSettings {
  return {
    kiosk_browser: {
      play_mode: 'remote',
      local_media_id: null,
      url: '',
      regex: DEFAULT_KIOSK_REGEX,
      page_timeout: 90,
      allow_right_click: false,
      refresh_time: '05:30:00',
      off_the_record: true,
      keyboard_enabled: true,
      keyboard_position: 'bottom',
      keyboard_snap_threshold: 100,
      zoom_factor: 1,
    },
    streaming: { slot1: '', slot2: '', slot3: '', slot4: '', slot5: '' },
    audio: { duck_db: DEFAULT_DUCK_DB },
  };
}

export const DEVICE_SETTINGS_MESSAGES = {
  /** Spec 02 §5. */
  localNeedsZip: 'Local play mode needs a zip media item.',
  // Not worded by the spec.
  shape:
    'Device settings must be an object {"kiosk_browser": {...}, "streaming": {"slot1": "", ...}, "audio": {"duck_db": -12}}.',
  unknownField: (group: string, key: string) => `Unknown device setting "${key}" in ${group}.`,
  playMode: 'Play mode must be remote or local.',
  localMediaId: 'Local media must be a media item id.',
  url: 'URL must be an http or https address.',
  regex: 'Regex is not a valid regular expression.',
  pageTimeout: `Page timeout must be a whole number of seconds from ${PAGE_TIMEOUT_RANGE.min} to ${PAGE_TIMEOUT_RANGE.max}.`,
  flag: (field: string) => `${field} must be true or false.`,
  refreshTime: 'Refresh time must be a time written HH:mm:ss.',
  keyboardPosition: 'Keyboard position must be top or bottom.',
  snapThreshold: `Keyboard snap threshold must be a whole number from ${SNAP_THRESHOLD_RANGE.min} to ${SNAP_THRESHOLD_RANGE.max}.`,
  zoomFactor: `Zoom factor must be a number from ${ZOOM_FACTOR_RANGE.min} to ${ZOOM_FACTOR_RANGE.max}.`,
  duck: `Duck must be a number of dB from ${DUCK_RANGE.min} to ${DUCK_RANGE.max}.`,
  slot: (slot: string) => `Streaming ${slot} must be empty or a stream address (rtsp, rtmp, srt, udp, http or https).`,
} as const;

const M = DEVICE_SETTINGS_MESSAGES;
const HH_MM_SS = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const STREAM = /^(rtsp|rtsps|rtmp|rtmps|srt|udp|https?):\/\/\S+$/i;
const FLAGS = {
  allow_right_click: 'Allow right click',
  off_the_record: 'Off the record',
  keyboard_enabled: 'Keyboard enabled',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || text.length > MAX_TEXT) return false;
  return URL.canParse(text);
}

const wholeIn = (value: unknown, range: { min: number; max: number }) =>
  Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max;

/** The kiosk group's first problem, or undefined. */
function kioskProblem(k: KioskBrowser): string | undefined {
  if (!(PLAY_MODES as readonly unknown[]).includes(k.play_mode)) return M.playMode;
  if (k.local_media_id !== null && !(Number.isInteger(k.local_media_id) && k.local_media_id > 0)) return M.localMediaId;
  if (k.play_mode === 'local' && k.local_media_id === null) return M.localNeedsZip;
  if (typeof k.url !== 'string' || (k.url !== '' && !isHttpUrl(k.url))) return M.url;
  if (typeof k.regex !== 'string' || k.regex.length > MAX_TEXT) return M.regex;
  try {
    new RegExp(k.regex);
  } catch {
    return M.regex;
  }
  if (!wholeIn(k.page_timeout, PAGE_TIMEOUT_RANGE)) return M.pageTimeout;
  for (const [field, label] of Object.entries(FLAGS)) {
    if (typeof k[field as keyof typeof FLAGS] !== 'boolean') return M.flag(label);
  }
  if (typeof k.refresh_time !== 'string' || !HH_MM_SS.test(k.refresh_time)) return M.refreshTime;
  if (!(KEYBOARD_POSITIONS as readonly unknown[]).includes(k.keyboard_position)) return M.keyboardPosition;
  if (!wholeIn(k.keyboard_snap_threshold, SNAP_THRESHOLD_RANGE)) return M.snapThreshold;
  const zoom = k.zoom_factor;
  if (typeof zoom !== 'number' || !(zoom >= ZOOM_FACTOR_RANGE.min && zoom <= ZOOM_FACTOR_RANGE.max))
    return M.zoomFactor;
  return undefined;
}

/**
 * Device settings as stored (fields left out take the spec's defaults), or the first refusal in words. Unknown
 * fields are refused so that a misspelt setting is not silently ignored by every player.
 */
export function checkDeviceSettings(json: unknown): { settings: DeviceSettings } | { problem: string } {
  if (!isObject(json)) return { problem: M.shape };
  const defaults = defaultDeviceSettings();
  for (const key of Object.keys(json)) if (!(key in defaults)) return { problem: M.shape };
  const kiosk = json.kiosk_browser ?? {};
  const streaming = json.streaming ?? {};
  const audio = json.audio ?? {};
  if (!isObject(kiosk) || !isObject(streaming) || !isObject(audio)) return { problem: M.shape };
  for (const key of Object.keys(audio)) {
    if (!(key in defaults.audio)) return { problem: M.unknownField('audio', key) };
  }
  for (const key of Object.keys(kiosk)) {
    if (!(key in defaults.kiosk_browser)) return { problem: M.unknownField('kiosk_browser', key) };
  }
  for (const key of Object.keys(streaming)) {
    if (!(STREAMING_SLOTS as readonly string[]).includes(key)) return { problem: M.unknownField('streaming', key) };
  }
  const settings: DeviceSettings = {
    kiosk_browser: { ...defaults.kiosk_browser, ...kiosk } as KioskBrowser,
    streaming: { ...defaults.streaming, ...streaming } as Record<StreamingSlot, string>,
    audio: { ...defaults.audio, ...audio } as AudioSettings,
  };
  const problem = kioskProblem(settings.kiosk_browser);
  if (problem) return { problem };
  const duck = settings.audio.duck_db;
  if (typeof duck !== 'number' || !(duck >= DUCK_RANGE.min && duck <= DUCK_RANGE.max)) return { problem: M.duck };
  for (const slot of STREAMING_SLOTS) {
    const value = settings.streaming[slot];
    if (typeof value !== 'string' || (value !== '' && (value.length > MAX_TEXT || !STREAM.test(value)))) {
      return { problem: M.slot(slot.replace('slot', 'slot ')) };
    }
  }
  return { settings };
}
