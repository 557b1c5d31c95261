import { IDLE_MS } from '@signage/domain/constants';
import type { DeviceCommandName } from '@signage/domain/device-commands';
import { type DevicePresence, initialPresence, presenceReducer } from '@signage/domain/presence';

/** Time (and chance) as the presence tracker sees it; tests pass a fake one instead of waiting 150 s. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** From 0 to 1, as Math.random: where in its window a spread-out check falls. */
  random?(): number;
}

/** Reads the globals on every call, so vitest's fake timers apply too. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
};

export interface PresenceView {
  online: boolean;
  idle: boolean;
  lastMessageAt: Date | null;
  /** Seconds between echo checks: 150, or 20 while waiting for a rebooted device. */
  checkPeriodSeconds: number;
  /** False while the gateway has lost the broker: nothing is known of the device then, and commands fail. */
  messagingAvailable: boolean;
}

export function presenceView(state: DevicePresence): PresenceView {
  return {
    online: state.online,
    idle: state.idle,
    lastMessageAt: state.lastMessageAt === null ? null : new Date(state.lastMessageAt),
    checkPeriodSeconds: state.checkPeriodMs / 1000,
    messagingAvailable: true,
  };
}

/**
 * One device's presence (spec 02 §4), shared by everyone watching it: an echo on start and then every check
 * period, online on any message, off after a reboot or restart (checked every 20 s until the device answers),
 * idle 150 s after the last echo reply. `sendEcho` publishes on the device's in topic.
 */
export class PresenceTracker {
  readonly #clock: Clock;
  readonly #sendEcho: () => void;
  readonly #onChange: (view: PresenceView) => void;
  readonly #reduce: ReturnType<typeof presenceReducer>;
  #state: DevicePresence;
  #echoTimer: unknown;
  #idleTimer: unknown;
  #stopped = false;

  constructor(options: {
    clock?: Clock;
    sendEcho: () => void;
    onChange: (view: PresenceView) => void;
    /** What an earlier tracker of the device knew, when watching resumes soon after it stopped. */
    initial?: DevicePresence;
  }) {
    this.#clock = options.clock ?? systemClock;
    this.#sendEcho = options.sendEcho;
    this.#onChange = options.onChange;
    this.#reduce = presenceReducer(() => this.#clock.now());
    this.#state = options.initial ?? initialPresence(this.#clock.now());
  }

  get view(): PresenceView {
    return presenceView(this.#state);
  }

  get state(): DevicePresence {
    return this.#state;
  }

  /**
   * `echoNow` false: the device was asked moments ago. The first check after start comes between half a period and
   * a full period on, at random, and every period after it: trackers started together (a gateway restarting, a
   * console opening the device list of thousands) would otherwise echo thousands of devices in the same second
   * every 150 s, a burst the broker, the players and every command waiting behind it pay for. Earlier, never later,
   * so a device is never idle for want of a check.
   */
  start(echoNow = true) {
    const firstCheckMs = (this.#state.checkPeriodMs * (1 + (this.#clock.random ?? Math.random)())) / 2;
    if (echoNow) this.#echo(firstCheckMs);
    else this.#scheduleEcho(firstCheckMs);
    this.#scheduleIdle();
  }

  /** Any message from the device, on its out or screenshot topic; `echo` when it is an echo reply. */
  message(echo: boolean) {
    const before = this.#state;
    this.#apply({ type: 'message', echo });
    if (echo) this.#scheduleIdle();
    // Back from the 20 s check period: the next echo is due a full period on.
    if (before.checkPeriodMs !== this.#state.checkPeriodMs) this.#scheduleEcho();
  }

  /** An echo now (the broker came back), then the period as usual. */
  checkNow() {
    this.#echo();
  }

  commandSent(command: DeviceCommandName) {
    const before = this.#state;
    this.#apply({ type: 'commandSent', command });
    if (before.checkPeriodMs !== this.#state.checkPeriodMs) this.#scheduleEcho();
  }

  stop() {
    this.#stopped = true;
    this.#clock.clearTimeout(this.#echoTimer);
    this.#clock.clearTimeout(this.#idleTimer);
  }

  #apply(event: Parameters<ReturnType<typeof presenceReducer>>[1]) {
    const before = this.#state;
    this.#state = this.#reduce(before, event);
    if (
      before.online !== this.#state.online ||
      before.idle !== this.#state.idle ||
      before.lastMessageAt !== this.#state.lastMessageAt ||
      before.checkPeriodMs !== this.#state.checkPeriodMs
    ) {
      this.#onChange(this.view);
    }
  }

  /** Echoes now; the next check is `nextInMs` on (a period unless said). */
  #echo(nextInMs?: number) {
    if (this.#stopped) return;
    this.#sendEcho();
    this.#scheduleEcho(nextInMs);
  }

  #scheduleEcho(inMs = this.#state.checkPeriodMs) {
    if (this.#stopped) return;
    this.#clock.clearTimeout(this.#echoTimer);
    this.#echoTimer = this.#clock.setTimeout(() => this.#echo(), inMs);
  }

  /** Idleness can only change IDLE_MS after the last echo reply (or the start of watching). */
  #scheduleIdle() {
    if (this.#stopped) return;
    this.#clock.clearTimeout(this.#idleTimer);
    const from = this.#state.lastEchoAt ?? this.#state.since;
    const due = Math.max(0, from + IDLE_MS - this.#clock.now());
    this.#idleTimer = this.#clock.setTimeout(() => {
      this.#apply({ type: 'tick', now: this.#clock.now() });
    }, due);
  }
}
