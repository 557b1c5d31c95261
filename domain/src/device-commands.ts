/** Remote commands and what players answer (spec 02 §7 "Realtime device messaging", ARCHITECTURE "Messaging"). */
import type { PlayingReport } from './device-playing.ts';
import type { DesiredState } from './tag-metadata/desired-state.ts';

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

/**
 * How long the gateway holds a device's screenshot topic for the answer to a SCREENSHOT command (a player draws a
 * full-size screen in a few seconds), and how long the console waits for it before saying the device did not answer.
 */
export const SCREENSHOT_REPLY_WAIT_MS = 60_000;

export function isDeviceCommand(value: unknown): value is DeviceCommandName {
  return typeof value === 'string' && (DEVICE_COMMANDS as readonly string[]).includes(value);
}

/**
 * What the console publishes on a device's in topic. `apply-state` carries the desired state (trading hours,
 * settings) and is sent by the gateway when it changes, not by operators: it is not among DEVICE_COMMANDS; nor is
 * `resync`, sent to a venue's followers at once.
 */
export type DeviceCommand =
  | ({ command: 'apply-state' } & DesiredState)
  /** Sets a follower's clock to its venue's sync master's (issue 24); sent by resyncVenue, not an operator's pick. */
  | { command: 'resync'; master_device_id: number }
  | { command: 'screenshot'; thumbnail?: boolean }
  | { command: 'delete-media'; media_id: number }
  | { command: Exclude<DeviceCommandName, 'screenshot' | 'delete-media'> };

/**
 * What a device publishes on its out topics. `online` is the hello a player sends on every (re)connect;
 * `playing` says what its screen plays (device-playing.ts).
 */
export type DeviceReply =
  | { command: 'echo'; datetime: string }
  | PlayingReport
  | { command: 'online'; datetime: string }
  | { command: 'screenshot'; datetime: string; thumbnail: boolean; mime_type: string; image: string }
  | { command: string; status: 'ok' | 'error'; msg?: string; media_id?: number; version?: number };

/** An echo reply: the device's answer to an echo, carrying its datetime. */
export function isEchoReply(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const reply = payload as { command?: unknown; datetime?: unknown };
  return reply.command === 'echo' && typeof reply.datetime === 'string';
}
