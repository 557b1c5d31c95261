import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  activationFailure,
  checkFirmware,
  compareFirmwareVersions,
  DEVICE_COMMANDS,
  DEVICE_MESSAGES,
  type DevicePresence,
  deviceInTopic,
  deviceKeyParts,
  deviceOutTopic,
  deviceScreenshotTopic,
  deviceStatus,
  ECHO_INTERVAL_MS,
  generateDeviceKey,
  IDLE_MS,
  initialPresence,
  isDeviceCommand,
  isDeviceKey,
  isEchoReply,
  LAST_CONTACT_OPTIONS,
  lastContactDate,
  lastContactRange,
  NETWORK_BUCKETS,
  networkBucket,
  normaliseDeviceKey,
  type PresenceEvent,
  parseDeviceTopic,
  presenceReducer,
  RESTART_CHECK_MS,
  scheduleTiming,
  uptimeLevel,
} from './devices.ts';

describe('device key', () => {
  it('strips non-word characters from a pasted value and splits it into groups of 5', () => {
    expect(normaliseDeviceKey('ABCDE-FGHIJ-KLMNO-PQRST')).toBe('ABCDE-FGHIJ-KLMNO-PQRST');
    expect(normaliseDeviceKey(' abcde fghij/klmno.pqrst\n')).toBe('abcde-fghij-klmno-pqrst');
    expect(normaliseDeviceKey('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDE-FGHIJ-KLMNO-PQRST');
    expect(normaliseDeviceKey('a_1b2-c3')).toBe('a_1b2-c3');
    expect(deviceKeyParts('ABCDEFGHIJKL')).toEqual(['ABCDE', 'FGHIJ', 'KL']);
    expect(deviceKeyParts('--')).toEqual([]);
    expect(normaliseDeviceKey('')).toBe('');
  });

  it('accepts four parts of five word characters joined by hyphens, nothing else', () => {
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRST')).toBe(true);
    expect(isDeviceKey('ab_de-12345-KLMNO-pqrst')).toBe(true);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO')).toBe(false);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRS')).toBe(false);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRSTU')).toBe(false);
    expect(isDeviceKey('ABCDEFGHIJKLMNOPQRST')).toBe(false);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRS!')).toBe(false);
    expect(isDeviceKey(' ABCDE-FGHIJ-KLMNO-PQRST')).toBe(false);
    expect(isDeviceKey('ABCDE-FGHIJ-KLMNO-PQRST-UVWXY')).toBe(false);
  });

  it('generates valid keys from a random byte source, without ambiguous symbols', () => {
    const zeros = generateDeviceKey((n) => new Uint8Array(n));
    expect(zeros).toBe('AAAAA-AAAAA-AAAAA-AAAAA');
    const counting = generateDeviceKey((n) => Uint8Array.from({ length: n }, (_, i) => i + 32));
    expect(counting).toBe('ABCDE-FGHJK-LMNPQ-RSTUV');
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const key = generateDeviceKey((n) => randomBytes(n));
      expect(isDeviceKey(key)).toBe(true);
      expect(key).not.toMatch(/[01IO]/);
      expect(normaliseDeviceKey(key)).toBe(key);
      keys.add(key);
    }
    expect(keys.size).toBe(200);
    expect(() => generateDeviceKey(() => new Uint8Array(3))).toThrow(/20 random bytes/);
  });
});

describe('LG firmware check', () => {
  it('compares versions part by part as numbers', () => {
    expect(compareFirmwareVersions('04.74.50', '04.74.50')).toBe(0);
    expect(compareFirmwareVersions('04.74.51', '04.74.50')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('4.100.0', '04.74.50')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('03.99.99', '04.00.00')).toBeLessThan(0);
    expect(compareFirmwareVersions('04.74.50.1', '04.74.50')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('04.74', '04.74.00')).toBe(0);
  });

  it('picks the minimum from the letter before the first hyphen', () => {
    const minimums: [string, string][] = [
      ['43SM5KC-B', '04.74.50'],
      ['55XS4D-B', '04.04.82'],
      ['49XE4E-M', '04.03.40'],
      ['32SM5KF-B', '03.04.50'],
      ['86TR3J-B', '03.28.00'],
      ['55SVH7G-A', '03.24.70'],
      ['65UH5N-E', '03.70.60'],
    ];
    for (const [model, minimum] of minimums) {
      expect(checkFirmware(model, '99.00.00')).toEqual({ status: 'ok', minimum });
    }
    // Only the first hyphen counts, and the letter's case does not.
    expect(checkFirmware('43sm5kc-B-X', '05.00.00')).toEqual({ status: 'ok', minimum: '04.74.50' });
  });

  it('answers the desired version when the device is not newer than the minimum', () => {
    expect(checkFirmware('43SM5KC-B', '04.74.50')).toEqual({
      status: 'update',
      minimum: '04.74.50',
      desiredVersion: '04.74.50',
    });
    expect(checkFirmware('43SM5KC-B', '04.74.49')).toMatchObject({ status: 'update', desiredVersion: '04.74.50' });
    expect(checkFirmware('43SM5KC-B', '04.74.51')).toEqual({ status: 'ok', minimum: '04.74.50' });
    expect(checkFirmware('65UH5N-E', '03.70.60.1')).toMatchObject({ status: 'ok' });
    // An unreadable or missing version cannot be shown to be newer.
    expect(checkFirmware('65UH5N-E', 'beta')).toMatchObject({ status: 'update', desiredVersion: '03.70.60' });
    expect(checkFirmware('65UH5N-E', null)).toMatchObject({ status: 'update' });
    expect(checkFirmware('65UH5N-E', '')).toMatchObject({ status: 'update' });
  });

  it('is not applicable to unknown models', () => {
    expect(checkFirmware('43SM5KX-B', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware('43SM5KC', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware('-C', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware('43SM5K3-B', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware('', '01.00.00')).toEqual({ status: 'not-applicable' });
    expect(checkFirmware(undefined, undefined)).toEqual({ status: 'not-applicable' });
  });
});

describe('status buckets', () => {
  const now = new Date('2024-05-01T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('gives a dashboard card online under 30 minutes, stale under 60, offline otherwise', () => {
    expect(deviceStatus(ago(0), now)).toBe('online');
    expect(deviceStatus(ago(29.99), now)).toBe('online');
    expect(deviceStatus(ago(30), now)).toBe('stale');
    expect(deviceStatus(ago(59.99), now)).toBe('stale');
    expect(deviceStatus(ago(60), now)).toBe('offline');
    expect(deviceStatus(ago(-5), now)).toBe('online');
    expect(deviceStatus(ago(10).toISOString(), now)).toBe('online');
    expect(deviceStatus(null, now)).toBe('offline');
    expect(deviceStatus(undefined, now)).toBe('offline');
    expect(deviceStatus('not a date', now)).toBe('offline');
  });

  it('puts devices into the network buckets 30min, 60min, 180min and offline', () => {
    expect(NETWORK_BUCKETS).toEqual(['30min', '60min', '180min', 'offline']);
    expect(networkBucket(ago(1), now)).toBe('30min');
    expect(networkBucket(ago(30), now)).toBe('60min');
    expect(networkBucket(ago(60), now)).toBe('180min');
    expect(networkBucket(ago(179.9), now)).toBe('180min');
    expect(networkBucket(ago(180), now)).toBe('offline');
    expect(networkBucket(null, now)).toBe('offline');
  });
});

describe('uptime heat-map level', () => {
  it('maps a connectivity percent to levels 6 (none) to 1 (80% and more)', () => {
    const cases: [number, number][] = [
      [0, 6],
      [0.5, 5],
      [1, 5],
      [19, 5],
      [19.9, 5],
      [20, 4],
      [39, 4],
      [40, 3],
      [59, 3],
      [60, 2],
      [79, 2],
      [80, 1],
      [100, 1],
      [-3, 6],
      [Number.NaN, 6],
    ];
    for (const [percent, level] of cases) expect([percent, uptimeLevel(percent)]).toEqual([percent, level]);
  });
});

describe('last-contact filters', () => {
  const now = new Date('2024-05-31T12:00:00Z');

  it('lists the options of the spec, newest first, ending with Unlimited', () => {
    expect(LAST_CONTACT_OPTIONS.map((o) => o.label)).toEqual([
      'now',
      '30 sec ago',
      '1 min ago',
      '5 min ago',
      '30 min ago',
      '1 hour ago',
      '5 hours ago',
      '1 day ago',
      '10 days ago',
      '1 month ago',
      '2 months ago',
      'Unlimited',
    ]);
    const dates = LAST_CONTACT_OPTIONS.map((o) => lastContactDate(o.value, 'min', now).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('gives the date an option stands for', () => {
    const at = (value: Parameters<typeof lastContactDate>[0]) => lastContactDate(value, 'min', now).toISOString();
    expect(at('now')).toBe('2024-05-31T12:00:00.000Z');
    expect(at('30sec')).toBe('2024-05-31T11:59:30.000Z');
    expect(at('1min')).toBe('2024-05-31T11:59:00.000Z');
    expect(at('5min')).toBe('2024-05-31T11:55:00.000Z');
    expect(at('30min')).toBe('2024-05-31T11:30:00.000Z');
    expect(at('1hour')).toBe('2024-05-31T11:00:00.000Z');
    expect(at('5hours')).toBe('2024-05-31T07:00:00.000Z');
    expect(at('1day')).toBe('2024-05-30T12:00:00.000Z');
    expect(at('10days')).toBe('2024-05-21T12:00:00.000Z');
    expect(at('1month')).toBe('2024-05-01T12:00:00.000Z');
    expect(at('2months')).toBe('2024-03-31T12:00:00.000Z');
    expect(at('unlimited')).toBe('2010-01-01T00:00:00.000Z');
  });

  it('defaults a missing minimum to now and a missing maximum to unlimited', () => {
    expect(lastContactDate(undefined, 'min', now)).toEqual(now);
    expect(lastContactDate(undefined, 'max', now)).toEqual(new Date('2010-01-01T00:00:00Z'));
    expect(lastContactRange(undefined, undefined, now)).toEqual({ from: new Date('2010-01-01T00:00:00Z'), to: now });
    expect(lastContactRange('5min', '1day', now)).toEqual({
      from: new Date('2024-05-30T12:00:00Z'),
      to: new Date('2024-05-31T11:55:00Z'),
    });
    // Chosen the wrong way round, the range still runs earliest first.
    expect(lastContactRange('1day', '5min', now)).toEqual(lastContactRange('5min', '1day', now));
    expect(() => lastContactDate('fortnight' as never, 'min', now)).toThrow(RangeError);
  });
});

describe('device schedules', () => {
  it('classifies schedules as previous, current or future', () => {
    const now = new Date('2024-05-01T12:00:00Z');
    const d = (iso: string) => new Date(iso);
    expect(scheduleTiming(d('2024-04-01T00:00:00Z'), d('2024-04-30T00:00:00Z'), now)).toBe('previous');
    expect(scheduleTiming(d('2024-04-01T00:00:00Z'), now, now)).toBe('current');
    expect(scheduleTiming(now, d('2024-06-01T00:00:00Z'), now)).toBe('current');
    expect(scheduleTiming(d('2024-05-02T00:00:00Z'), d('2024-06-01T00:00:00Z'), now)).toBe('future');
  });
});

describe('device messages and activation failures', () => {
  it('carries the exact texts of the spec', () => {
    expect(DEVICE_MESSAGES).toEqual({
      keyIncorrect: 'Device Key not entered correctly.',
      activationFailed: 'Device could not be activated.',
      updated: 'Device updated successfully.',
      destroyed: 'Device destroyed successfully.',
      tagsCopied: 'Successfully copied tags to temporary storage',
      tagClipboardEmpty: 'Tag Clipboard Empty',
    });
  });

  it('warns of a wrong key on 422 and reports any other failure as danger', () => {
    expect(activationFailure(422)).toEqual({ level: 'warning', text: 'Device Key not entered correctly.' });
    expect(activationFailure(500)).toEqual({ level: 'danger', text: 'Device could not be activated.' });
    expect(activationFailure(0)).toEqual({ level: 'danger', text: 'Device could not be activated.' });
  });
});

describe('realtime device messaging', () => {
  it('names the commands and topics', () => {
    expect(DEVICE_COMMANDS).toEqual([
      'echo',
      'reboot',
      'restart',
      'delete-media',
      'force-reinstall',
      'screenshot',
      'submit-logs',
      'fetch-schedules',
    ]);
    expect(isDeviceCommand('screenshot')).toBe(true);
    expect(isDeviceCommand('self-destruct')).toBe(false);
    expect(isDeviceCommand(undefined)).toBe(false);
    expect(deviceInTopic(42)).toBe('devices/42/in');
    expect(deviceOutTopic(42)).toBe('devices/42/out');
    expect(deviceScreenshotTopic('42')).toBe('devices/42/out/screenshot');
  });

  it('reads a device topic back', () => {
    expect(parseDeviceTopic('devices/7/in')).toEqual({ deviceId: 7, channel: 'in' });
    expect(parseDeviceTopic('devices/7/out')).toEqual({ deviceId: 7, channel: 'out' });
    expect(parseDeviceTopic('devices/7/out/screenshot')).toEqual({ deviceId: 7, channel: 'screenshot' });
    expect(parseDeviceTopic('devices/x/out')).toBeUndefined();
    expect(parseDeviceTopic('devices/7/out/other')).toBeUndefined();
    expect(parseDeviceTopic('layouts/7/in')).toBeUndefined();
  });

  it('recognises an echo reply', () => {
    expect(isEchoReply({ command: 'echo', datetime: '2024-05-01T12:00:00Z' })).toBe(true);
    expect(isEchoReply({ command: 'echo' })).toBe(false);
    expect(isEchoReply({ command: 'online', datetime: '2024-05-01T12:00:00Z' })).toBe(false);
    expect(isEchoReply(null)).toBe(false);
    expect(isEchoReply('echo')).toBe(false);
  });
});

describe('device presence', () => {
  function run(events: [number, PresenceEvent][], start = 0) {
    let t = start;
    const reduce = presenceReducer(() => t);
    let state: DevicePresence = initialPresence(start);
    const states: DevicePresence[] = [];
    for (const [at, event] of events) {
      t = at;
      state = reduce(state, event);
      states.push(state);
    }
    return states;
  }

  it('starts off, not idle, checking every 150 s', () => {
    expect(initialPresence(1000)).toEqual({
      online: false,
      idle: false,
      checkPeriodMs: 150_000,
      lastMessageAt: null,
      lastEchoAt: null,
      since: 1000,
    });
    expect([ECHO_INTERVAL_MS, RESTART_CHECK_MS, IDLE_MS]).toEqual([150_000, 20_000, 150_000]);
  });

  it('turns online on any message, stamped by the clock', () => {
    const [state] = run([[5000, { type: 'message' }]]);
    expect(state).toMatchObject({ online: true, lastMessageAt: 5000, lastEchoAt: null, idle: false });
  });

  it('goes off and checks every 20 s after a reboot or restart, back to 150 s on the echo reply', () => {
    for (const command of ['reboot', 'restart'] as const) {
      const states = run([
        [1000, { type: 'message', echo: true }],
        [2000, { type: 'commandSent', command }],
        [3000, { type: 'message' }],
        [9000, { type: 'message', echo: true }],
      ]);
      expect(states[1]).toMatchObject({ online: false, checkPeriodMs: RESTART_CHECK_MS });
      // A hello is a message: online again, but the period waits for the echo reply.
      expect(states[2]).toMatchObject({ online: true, checkPeriodMs: RESTART_CHECK_MS });
      expect(states[3]).toMatchObject({ online: true, checkPeriodMs: ECHO_INTERVAL_MS, lastEchoAt: 9000 });
    }
  });

  it('ignores other commands sent', () => {
    const reduce = presenceReducer(() => 0);
    const state = { ...initialPresence(0), online: true };
    for (const command of DEVICE_COMMANDS.filter((c) => c !== 'reboot' && c !== 'restart')) {
      expect(reduce(state, { type: 'commandSent', command })).toBe(state);
    }
  });

  it('becomes idle 150 s after the last echo reply, or after watching began without one', () => {
    const states = run([
      [149_999, { type: 'tick', now: 149_999 }],
      [150_000, { type: 'tick', now: 150_000 }],
      [160_000, { type: 'message', echo: true }],
      [309_999, { type: 'tick', now: 309_999 }],
      [310_000, { type: 'message' }],
      [310_000, { type: 'tick', now: 310_000 }],
      [320_000, { type: 'message', echo: true }],
    ]);
    expect(states.map((s) => s.idle)).toEqual([false, true, false, false, false, true, false]);
    // Any other message keeps the device online while it is idle.
    expect(states[5]).toMatchObject({ online: true, idle: true });
  });

  it('returns the same state from a tick that changes nothing', () => {
    const reduce = presenceReducer(() => 0);
    const state = initialPresence(0);
    expect(reduce(state, { type: 'tick', now: 10 })).toBe(state);
  });
});
