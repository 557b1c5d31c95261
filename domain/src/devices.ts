/**
 * Device rules of spec 02 (§4, §5, §8, §9) and spec 01 §4: device keys, the LG firmware check, status and
 * network buckets, the uptime heat-map, last-contact filters, device presence, remote commands and topics.
 * Pure: every clock and random source is passed in.
 */

// ---- Device key (spec 02 §5) ----

export const DEVICE_KEY_PARTS = 4;
export const DEVICE_KEY_PART_LENGTH = 5;
const DEVICE_KEY_PATTERN = /^\w{5}-\w{5}-\w{5}-\w{5}$/;
/** 32 symbols, so one random byte maps to one symbol without bias; no 0/O or 1/I to misread. */
const DEVICE_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A pasted value stripped of non-word characters and split into groups of 5 (the last may be shorter). */
export function deviceKeyParts(pasted: string): string[] {
  const word = pasted.replace(/\W/g, '');
  const parts: string[] = [];
  for (let i = 0; i < word.length; i += DEVICE_KEY_PART_LENGTH) parts.push(word.slice(i, i + DEVICE_KEY_PART_LENGTH));
  return parts;
}

/** The groups of `deviceKeyParts` joined by hyphens: "abcde fghij-klmno/pqrst" → "abcde-fghij-klmno-pqrst". */
export function normaliseDeviceKey(pasted: string): string {
  return deviceKeyParts(pasted).join('-');
}

/** Four parts of five word characters, joined by hyphens. */
export function isDeviceKey(value: string): boolean {
  return DEVICE_KEY_PATTERN.test(value);
}

/** A new key from `random(n)`, a source of n random bytes (crypto.randomBytes or getRandomValues). */
export function generateDeviceKey(random: (size: number) => Uint8Array): string {
  const size = DEVICE_KEY_PARTS * DEVICE_KEY_PART_LENGTH;
  const bytes = random(size);
  if (bytes.length < size) throw new Error(`generateDeviceKey needs ${size} random bytes, got ${bytes.length}`);
  let symbols = '';
  for (let i = 0; i < size; i++) symbols += DEVICE_KEY_ALPHABET[bytes[i]! % DEVICE_KEY_ALPHABET.length];
  return normaliseDeviceKey(symbols);
}

// ---- LG firmware check (spec 02 §5) ----

/** Minimum firmware per LG system-on-chip family: the letter before the first hyphen of the model name. */
export const LG_FIRMWARE_MINIMUMS: Readonly<Record<string, string>> = {
  C: '04.74.50',
  D: '04.04.82',
  E: '04.03.40',
  F: '03.04.50',
  J: '03.28.00',
  G: '03.24.70',
  N: '03.70.60',
};

export type FirmwareCheck =
  | { status: 'not-applicable' }
  | { status: 'ok'; minimum: string }
  | { status: 'update'; minimum: string; desiredVersion: string };

/** Negative, zero or positive as version `a` is older, equal or newer than `b`, part by part as numbers. */
export function compareFirmwareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const FIRMWARE_VERSION = /^\d+(\.\d+)*$/;

/**
 * Unknown models are not applicable. A version that is not newer than the minimum (or is unreadable, so it
 * cannot be shown to be newer) answers the minimum as the desired version.
 */
export function checkFirmware(
  modelName: string | null | undefined,
  firmwareVersion: string | null | undefined,
): FirmwareCheck {
  const hyphen = modelName?.indexOf('-') ?? -1;
  const family = hyphen > 0 ? modelName![hyphen - 1]!.toUpperCase() : undefined;
  const minimum = family ? LG_FIRMWARE_MINIMUMS[family] : undefined;
  if (!minimum) return { status: 'not-applicable' };
  const version = firmwareVersion?.trim() ?? '';
  if (FIRMWARE_VERSION.test(version) && compareFirmwareVersions(version, minimum) > 0) {
    return { status: 'ok', minimum };
  }
  return { status: 'update', minimum, desiredVersion: minimum };
}

// ---- Status buckets from last contact (spec 01 §4, spec 02 §4 and §9) ----

const MINUTE_MS = 60_000;
export const ONLINE_WITHIN_MS = 30 * MINUTE_MS;
export const STALE_WITHIN_MS = 60 * MINUTE_MS;

export type DeviceStatus = 'online' | 'stale' | 'offline';

function ageMs(lastContact: Date | string | null | undefined, now: Date): number | undefined {
  if (lastContact == null) return undefined;
  const at = new Date(lastContact).getTime();
  return Number.isNaN(at) ? undefined : now.getTime() - at;
}

/** Dashboard card status: online within 30 minutes, stale within 60, offline otherwise or never seen. */
export function deviceStatus(lastContact: Date | string | null | undefined, now: Date): DeviceStatus {
  const age = ageMs(lastContact, now);
  if (age === undefined) return 'offline';
  if (age < ONLINE_WITHIN_MS) return 'online';
  if (age < STALE_WITHIN_MS) return 'stale';
  return 'offline';
}

/** Network status buckets, most recent first (spec 02 §9). */
export const NETWORK_BUCKETS = ['30min', '60min', '180min', 'offline'] as const;
export type NetworkBucket = (typeof NETWORK_BUCKETS)[number];

/** The row colour of each network bucket in the network status report (spec 02 §4). */
export const NETWORK_BUCKET_COLOURS: Readonly<Record<NetworkBucket, string>> = {
  '30min': 'green',
  '60min': 'blue',
  '180min': 'orange',
  offline: 'pink',
};

export function networkBucket(lastContact: Date | string | null | undefined, now: Date): NetworkBucket {
  const age = ageMs(lastContact, now);
  if (age === undefined) return 'offline';
  if (age < 30 * MINUTE_MS) return '30min';
  if (age < 60 * MINUTE_MS) return '60min';
  if (age < 180 * MINUTE_MS) return '180min';
  return 'offline';
}

// ---- Uptime heat-map (spec 02 §9) ----

/** Heat-map level 1 (80% and more) to 6 (0%) from a day's connectivity percent. */
export function uptimeLevel(percent: number): 1 | 2 | 3 | 4 | 5 | 6 {
  if (!(percent > 0)) return 6;
  if (percent < 20) return 5;
  if (percent < 40) return 4;
  if (percent < 60) return 3;
  if (percent < 80) return 2;
  return 1;
}

// ---- Last-contact filters (spec 02 §5 and §9) ----

export const LAST_CONTACT_UNLIMITED_FROM = new Date('2010-01-01T00:00:00Z');

type Offset = { ms: number } | { months: number } | 'unlimited';
const option = <V extends string>(value: V, label: string, offset: Offset) => ({ value, label, offset });

/** The dropdown options, newest first. Months are calendar months. */
export const LAST_CONTACT_OPTIONS = [
  option('now', 'now', { ms: 0 }),
  option('30sec', '30 sec ago', { ms: 30_000 }),
  option('1min', '1 min ago', { ms: MINUTE_MS }),
  option('5min', '5 min ago', { ms: 5 * MINUTE_MS }),
  option('30min', '30 min ago', { ms: 30 * MINUTE_MS }),
  option('1hour', '1 hour ago', { ms: 60 * MINUTE_MS }),
  option('5hours', '5 hours ago', { ms: 300 * MINUTE_MS }),
  option('1day', '1 day ago', { ms: 1440 * MINUTE_MS }),
  option('10days', '10 days ago', { ms: 14_400 * MINUTE_MS }),
  option('1month', '1 month ago', { months: 1 }),
  option('2months', '2 months ago', { months: 2 }),
  option('unlimited', 'Unlimited', 'unlimited'),
] as const;

export type LastContactOption = (typeof LAST_CONTACT_OPTIONS)[number]['value'];

/** Each option as an identifier (GraphQL enum values cannot start with a digit): SEC_30, MIN_1 ... */
export const LAST_CONTACT_NAMES = {
  now: 'NOW',
  '30sec': 'SEC_30',
  '1min': 'MIN_1',
  '5min': 'MIN_5',
  '30min': 'MIN_30',
  '1hour': 'HOUR_1',
  '5hours': 'HOURS_5',
  '1day': 'DAY_1',
  '10days': 'DAYS_10',
  '1month': 'MONTH_1',
  '2months': 'MONTHS_2',
  unlimited: 'UNLIMITED',
} as const satisfies Record<LastContactOption, string>;
export const LAST_CONTACT_MIN_MAX_WARNING = 'Please enter a min and max value';

/**
 * The date an option stands for. The minimum is the most recent contact shown and defaults to now; the maximum
 * is the oldest and defaults to unlimited (2010-01-01).
 */
export function lastContactDate(value: LastContactOption | undefined, bound: 'min' | 'max', now: Date): Date {
  const chosen = value ?? (bound === 'min' ? 'now' : 'unlimited');
  const offset = LAST_CONTACT_OPTIONS.find((o) => o.value === chosen)?.offset;
  if (offset === undefined) throw new RangeError(`Unknown last-contact option "${chosen}"`);
  if (offset === 'unlimited') return new Date(LAST_CONTACT_UNLIMITED_FROM);
  if ('months' in offset) {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() - offset.months);
    return date;
  }
  return new Date(now.getTime() - offset.ms);
}

/** Both filters as a date range, earliest first, whatever order the two dropdowns were set in. */
export function lastContactRange(min: LastContactOption | undefined, max: LastContactOption | undefined, now: Date) {
  const a = lastContactDate(min, 'min', now);
  const b = lastContactDate(max, 'max', now);
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

// ---- Device schedules (spec 02 §4) ----

export type ScheduleTiming = 'previous' | 'current' | 'future';

export function scheduleTiming(start: Date, end: Date, now: Date): ScheduleTiming {
  if (end < now) return 'previous';
  if (start <= now) return 'current';
  return 'future';
}

// ---- Constants (spec 02 §9) ----

export const DEFAULT_DEVICE_PAGE_SIZE = 25;
export const ACTIVITY_LIMIT = 1000;
export const ACTIVITY_WINDOW_MS = 14 * 24 * 60 * MINUTE_MS;
export const DEVICE_GRID = { rowHeight: 30, columnWidthsPercent: [5, 30, 10, 6, 10, 38] } as const;

// ---- Messages (spec 02 §8) ----

export const DEVICE_MESSAGES = {
  keyIncorrect: 'Device Key not entered correctly.',
  activationFailed: 'Device could not be activated.',
  updated: 'Device updated successfully.',
  destroyed: 'Device destroyed successfully.',
  tagsCopied: 'Successfully copied tags to temporary storage',
  tagClipboardEmpty: 'Tag Clipboard Empty',
} as const;

/** What the activation dialog shows for a failed call: a 422 is a wrong key, anything else a failure. */
export function activationFailure(status: number) {
  return status === 422
    ? ({ level: 'warning', text: DEVICE_MESSAGES.keyIncorrect } as const)
    : ({ level: 'danger', text: DEVICE_MESSAGES.activationFailed } as const);
}

// ---- Realtime device messaging (spec 02 §7, ARCHITECTURE "Messaging") ----

export const DEVICE_COMMANDS = [
  'echo',
  'reboot',
  'restart',
  'delete-media',
  'force-reinstall',
  'screenshot',
  'submit-logs',
  'fetch-schedules',
] as const;
export type DeviceCommandName = (typeof DEVICE_COMMANDS)[number];

export function isDeviceCommand(value: unknown): value is DeviceCommandName {
  return typeof value === 'string' && (DEVICE_COMMANDS as readonly string[]).includes(value);
}

/** What the console publishes on a device's in topic. */
export type DeviceCommand =
  | { command: 'screenshot'; thumbnail?: boolean }
  | { command: 'delete-media'; media_id: number }
  | { command: Exclude<DeviceCommandName, 'screenshot' | 'delete-media'> };

/** What a device publishes on its out topics. `online` is the hello a player sends on every (re)connect. */
export type DeviceReply =
  | { command: 'echo'; datetime: string }
  | { command: 'online'; datetime: string }
  | { command: 'screenshot'; datetime: string; thumbnail: boolean; mime_type: string; image: string }
  | { command: string; status: 'ok' | 'error'; msg?: string; media_id?: number };

/** Commands to the device. */
export const deviceInTopic = (deviceId: number | string) => `devices/${deviceId}/in`;
/** The device's answers. */
export const deviceOutTopic = (deviceId: number | string) => `devices/${deviceId}/out`;
/** The device's screenshot data (base64 in JSON). */
export const deviceScreenshotTopic = (deviceId: number | string) => `devices/${deviceId}/out/screenshot`;

/** The device id and channel of a device topic, or undefined for any other topic. */
export function parseDeviceTopic(
  topic: string,
): { deviceId: number; channel: 'in' | 'out' | 'screenshot' } | undefined {
  const match = /^devices\/(\d+)\/(in|out|out\/screenshot)$/.exec(topic);
  if (!match) return undefined;
  const channel = match[2] === 'out/screenshot' ? 'screenshot' : (match[2] as 'in' | 'out');
  return { deviceId: Number(match[1]), channel };
}

/** An echo reply: the device's answer to an echo, carrying its datetime. */
export function isEchoReply(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const reply = payload as { command?: unknown; datetime?: unknown };
  return reply.command === 'echo' && typeof reply.datetime === 'string';
}

// ---- Device presence (spec 02 §4 "Device online flag", §9) ----

export const ECHO_INTERVAL_MS = 150_000;
export const RESTART_CHECK_MS = 20_000;
export const IDLE_MS = 150_000;

export interface DevicePresence {
  /** On when any message arrives from the device; off after a reboot or restart command. */
  online: boolean;
  /** True when no echo reply has arrived for IDLE_MS. */
  idle: boolean;
  /** How often the console sends an echo: 150 s, or 20 s while waiting for a device to come back. */
  checkPeriodMs: number;
  lastMessageAt: number | null;
  lastEchoAt: number | null;
  /** When watching began: idleness is counted from here until the first echo reply. */
  since: number;
}

export type PresenceEvent =
  | { type: 'message'; echo?: boolean }
  | { type: 'commandSent'; command: DeviceCommandName }
  | { type: 'tick'; now: number };

export function initialPresence(now: number): DevicePresence {
  return {
    online: false,
    idle: false,
    checkPeriodMs: ECHO_INTERVAL_MS,
    lastMessageAt: null,
    lastEchoAt: null,
    since: now,
  };
}

/**
 * The presence state machine as a reducer; `clock` (milliseconds) stamps messages. A reboot or restart turns
 * the device off and checks every 20 s; an echo reply brings the period back to 150 s and clears idleness.
 */
export function presenceReducer(clock: () => number) {
  return (state: DevicePresence, event: PresenceEvent): DevicePresence => {
    switch (event.type) {
      case 'message': {
        const at = clock();
        if (!event.echo) return { ...state, online: true, lastMessageAt: at };
        return {
          ...state,
          online: true,
          lastMessageAt: at,
          lastEchoAt: at,
          idle: false,
          checkPeriodMs: ECHO_INTERVAL_MS,
        };
      }
      case 'commandSent':
        if (event.command !== 'reboot' && event.command !== 'restart') return state;
        return { ...state, online: false, checkPeriodMs: RESTART_CHECK_MS };
      case 'tick': {
        const idle = event.now - (state.lastEchoAt ?? state.since) >= IDLE_MS;
        return idle === state.idle ? state : { ...state, idle };
      }
    }
  };
}
