import {
  DEFAULT_DUCK_DB,
  type DeviceSettings,
  KEYBOARD_POSITIONS,
  type KioskBrowser,
  PLAY_MODES,
  STREAMING_SLOTS,
} from '@signage/domain/tag-metadata/device-settings';
import { type Period, type TradingHours, WEEKDAYS } from '@signage/domain/tag-metadata/trading-hours';
import { builder } from '../../builder.ts';
import { enumValues } from '../enum-values.ts';

/** The json of trading hours and device settings as GraphQL types, both ways, named as spec 02 §3 names them. */

export const PeriodType = builder.objectRef<Period>('TradingPeriod').implement({
  description: 'An opening period, HH:mm to HH:mm on the device clock; an end of 23:59 lasts to midnight.',
  fields: (t) => ({ start: t.exposeString('start'), end: t.exposeString('end') }),
});

const ExceptionType = builder.objectRef<{ date: string; periods: Period[] }>('TradingException').implement({
  description: "A dated exception (a holiday, an event): its periods replace the weekday's; none is closed all day.",
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD on the device calendar.' }),
    periods: t.field({ type: [PeriodType], resolve: (e) => e.periods }),
  }),
});

export const TradingHoursType = builder.objectRef<TradingHours>('TradingHours').implement({
  description: 'Opening periods per weekday, at most 3 a day (spec 02 §3); a day with none is closed.',
  fields: (t) => ({
    ...Object.fromEntries(
      WEEKDAYS.map((day) => [day, t.field({ type: [PeriodType], resolve: (h: TradingHours) => h.defaults[day] })]),
    ),
    exceptions: t.field({ type: [ExceptionType], resolve: (h) => h.exceptions ?? [] }),
  }),
});

export const PlayModeEnum = builder.enumType('PlayMode', {
  values: enumValues(PLAY_MODES),
});
export const KeyboardPositionEnum = builder.enumType('KeyboardPosition', {
  values: Object.fromEntries(KEYBOARD_POSITIONS.map((m) => [m.toUpperCase(), { value: m }])) as Record<
    string,
    { value: (typeof KEYBOARD_POSITIONS)[number] }
  >,
});

const KioskBrowserType = builder.objectRef<KioskBrowser>('KioskBrowser').implement({
  description: 'The kiosk browser group of device settings (spec 02 §3).',
  fields: (t) => ({
    playMode: t.field({ type: PlayModeEnum, resolve: (k) => k.play_mode }),
    localMediaId: t.id({
      nullable: true,
      resolve: (k) => (k.local_media_id === null ? null : String(k.local_media_id)),
    }),
    url: t.exposeString('url'),
    regex: t.exposeString('regex'),
    pageTimeout: t.exposeInt('page_timeout', { description: 'Seconds.' }),
    allowRightClick: t.exposeBoolean('allow_right_click'),
    refreshTime: t.exposeString('refresh_time', { description: 'HH:mm:ss.' }),
    offTheRecord: t.exposeBoolean('off_the_record'),
    keyboardEnabled: t.exposeBoolean('keyboard_enabled'),
    keyboardPosition: t.field({ type: KeyboardPositionEnum, resolve: (k) => k.keyboard_position }),
    keyboardSnapThreshold: t.exposeInt('keyboard_snap_threshold'),
    zoomFactor: t.exposeFloat('zoom_factor'),
  }),
});

export const DeviceSettingsType = builder.objectRef<DeviceSettings>('DeviceSettings').implement({
  description: 'The kiosk browser configuration, five streaming slots (spec 02 §3) and the audio channel’s duck.',
  fields: (t) => ({
    kioskBrowser: t.field({ type: KioskBrowserType, resolve: (s) => s.kiosk_browser }),
    duckDb: t.float({
      description: 'How far background music drops (dB, -60 to 0) while a layout with audio enabled plays.',
      resolve: (s) => s.audio?.duck_db ?? DEFAULT_DUCK_DB,
    }),
    streamingSlots: t.stringList({
      description: 'Slots 1 to 5, in order; an empty string is an unused slot.',
      resolve: (s) => STREAMING_SLOTS.map((slot) => s.streaming[slot]),
    }),
  }),
});

// ---- inputs ----

const PeriodInput = builder.inputType('TradingPeriodInput', {
  fields: (t) => ({ start: t.string({ required: true }), end: t.string({ required: true }) }),
});
const ExceptionInput = builder.inputType('TradingExceptionInput', {
  fields: (t) => ({
    date: t.string({ required: true }),
    periods: t.field({ type: [PeriodInput], required: true }),
  }),
});

export const TradingHoursInput = builder.inputType('TradingHoursInput', {
  description: 'Periods per weekday (at most 3; a day left out is closed) and dated exceptions.',
  fields: (t) => ({
    ...Object.fromEntries(WEEKDAYS.map((day) => [day, t.field({ type: [PeriodInput] })])),
    exceptions: t.field({ type: [ExceptionInput] }),
  }),
});

export const DeviceSettingsInput = builder.inputType('DeviceSettingsInput', {
  description: 'Fields left out take the spec defaults.',
  fields: (t) => ({
    playMode: t.field({ type: PlayModeEnum }),
    localMediaId: t.id({ description: 'A zip media item: needed by local play mode.' }),
    url: t.string(),
    regex: t.string(),
    pageTimeout: t.int(),
    allowRightClick: t.boolean(),
    refreshTime: t.string(),
    offTheRecord: t.boolean(),
    keyboardEnabled: t.boolean(),
    keyboardPosition: t.field({ type: KeyboardPositionEnum }),
    keyboardSnapThreshold: t.int(),
    zoomFactor: t.float(),
    streamingSlots: t.stringList({ description: 'Up to 5 slots, in order.' }),
    duckDb: t.float({ description: 'The music’s duck in dB, -60 to 0 (default -12).' }),
  }),
});

type Input<T> = { [K in keyof T]?: T[K] | null };

/** The REST json of trading hours input: the days given, and the exceptions. */
export function tradingHoursJson(input: Input<Record<string, unknown>>) {
  const defaults = Object.fromEntries(WEEKDAYS.filter((d) => input[d]).map((d) => [d, input[d]]));
  return { defaults, ...(input.exceptions ? { exceptions: input.exceptions } : {}) };
}

const KIOSK_FIELDS = {
  playMode: 'play_mode',
  url: 'url',
  regex: 'regex',
  pageTimeout: 'page_timeout',
  allowRightClick: 'allow_right_click',
  refreshTime: 'refresh_time',
  offTheRecord: 'off_the_record',
  keyboardEnabled: 'keyboard_enabled',
  keyboardPosition: 'keyboard_position',
  keyboardSnapThreshold: 'keyboard_snap_threshold',
  zoomFactor: 'zoom_factor',
} as const;

/** The REST json of device settings input; fields left out are left to the api's defaults. */
export function deviceSettingsJson(input: Input<Record<string, unknown>>) {
  const kiosk: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(KIOSK_FIELDS)) if (input[field] != null) kiosk[key] = input[field];
  if (input.localMediaId != null) kiosk.local_media_id = Number(input.localMediaId) || -1;
  const slots = (input.streamingSlots as string[] | null | undefined) ?? [];
  const streaming = Object.fromEntries(slots.map((url, i) => [STREAMING_SLOTS[i] ?? `slot${i + 1}`, url]));
  return { kiosk_browser: kiosk, streaming, ...(input.duckDb != null ? { audio: { duck_db: input.duckDb } } : {}) };
}
