/**
 * Device presence (spec 02 §4 "Device online flag", §9): online on any message, off after a reboot or restart,
 * idle without an echo reply. Pure: the clock is passed in.
 */
import { ECHO_INTERVAL_MS, IDLE_MS, RESTART_CHECK_MS } from './constants.ts';
import type { DeviceCommandName } from './device-commands.ts';

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
