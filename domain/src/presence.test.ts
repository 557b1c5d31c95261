import { describe, expect, it } from 'vitest';
import { ECHO_INTERVAL_MS, IDLE_MS, RESTART_CHECK_MS } from './constants.ts';
import { DEVICE_COMMANDS } from './device-commands.ts';
import { type DevicePresence, initialPresence, type PresenceEvent, presenceReducer } from './presence.ts';

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
