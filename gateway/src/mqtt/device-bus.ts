import { type DeviceCommand, isEchoReply, SCREENSHOT_REPLY_WAIT_MS } from '@signage/domain/device-commands';
import { parsePlayingReport } from '@signage/domain/device-playing';
import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic, parseDeviceTopic } from '@signage/domain/device-topics';
import type { DevicePresence } from '@signage/domain/presence';
import type { MqttClient } from 'mqtt';
import { LatestScreenshots, parseScreenshot } from './latest-screenshots.ts';
import type { PlayingEvent } from './playing-event.ts';
import { type Clock, PresenceTracker, type PresenceView, systemClock } from './presence.ts';
import type { SharedLiveState } from './shared-live-state.ts';

export type DeviceChannel = 'out' | 'screenshot';
type Listener = (payload: unknown) => void;

const topicOf = (deviceId: number, channel: DeviceChannel) =>
  channel === 'out' ? deviceOutTopic(deviceId) : deviceScreenshotTopic(deviceId);

export type { PlayingEvent } from './playing-event.ts';

/** The least time between two echo checks of one device caused by watchers coming and going (the 20 s reboot period). */
export const ECHO_MIN_INTERVAL_MS = 20_000;
/** A command the broker has not acknowledged by then is reported as undeliverable. */
const PUBLISH_TIMEOUT_MS = 5_000;

export const MESSAGING_UNAVAILABLE = 'The device messaging service is unavailable';

/** The broker cannot be reached: a command cannot be sent now (and is not kept to send later). */
export class MessagingUnavailable extends Error {
  constructor() {
    super(MESSAGING_UNAVAILABLE);
  }
}

interface SharedPresence {
  tracker: PresenceTracker;
  watchers: Set<(view: PresenceView) => void>;
  /** Releases the out and screenshot topics the tracker listens on. */
  release: () => void;
}

/**
 * The MQTT adapter of ARCHITECTURE.md "Messaging": every GraphQL subscriber of a device shares one broker
 * subscription per topic, taken on the first listener and released on the last. MQTT.js (clean session)
 * re-subscribes the held topics after a reconnect, so watchers survive a broker restart.
 */
export class DeviceBus {
  readonly #client: MqttClient;
  readonly #clock: Clock;
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #presence = new Map<number, SharedPresence>();
  /** Per device: when the last echo went out, and what presence was known when the last watcher left. */
  readonly #recent = new Map<number, { echoAt: number; state?: DevicePresence }>();
  /** When #forgetOldEchoes last walked the maps. */
  #forgotAt = Number.NEGATIVE_INFINITY;
  /** SUBSCRIBE packets sent: the benchmark and tests check one per watched topic. */
  subscribesSent = 0;
  /** The latest screenshot each device sent while watched, for whoever opens its page next. */
  readonly screenshots = new LatestScreenshots();
  /**
   * What each device last said it plays, while its out topic is held, and for ECHO_MIN_INTERVAL_MS after it is
   * released: a watcher back within that time skips the echo (see watchPresence), so it resumes from this.
   */
  readonly #playing = new Map<number, { event: PlayingEvent; releasedAt?: number }>();
  /**
   * Out topics no watcher holds any more but whose broker subscription is kept for ECHO_MIN_INTERVAL_MS, so the
   * report resumed from meanwhile is still the device's latest: a device that changed what it plays while nobody
   * watched (a venue moved it to another zone, a schedule started) is heard, not shown as it was before.
   */
  readonly #lingering = new Map<string, { timer: unknown; since: number }>();
  /** Screenshot topics held for a requested answer (one hold per device, however many requests). */
  readonly #awaitingShot = new Map<number, { timer: unknown; release: () => void }>();
  /** The other gateways' view (docs/scaling.md): what this one hears is written there, and read when it heard nothing. */
  readonly #shared: SharedLiveState | undefined;

  constructor(client: MqttClient, options: { clock?: Clock; shared?: SharedLiveState } = {}) {
    this.#client = client;
    this.#clock = options.clock ?? systemClock;
    this.#shared = options.shared;
    client.on('message', (topic, payload) => this.#dispatch(topic, payload));
    // Presence says when the gateway cannot reach the devices, instead of showing the last state as if live.
    client.on('close', () => this.#brokerChanged());
    client.on('connect', () => {
      this.#brokerChanged();
      for (const { tracker } of this.#presence.values()) tracker.checkNow();
    });
  }

  /** Devices whose presence is being watched now. */
  get presenceWatched(): number[] {
    return [...this.#presence.keys()];
  }

  /** Whether commands can reach devices now. */
  get messagingAvailable(): boolean {
    return this.#client.connected;
  }

  #brokerChanged() {
    for (const { tracker, watchers } of this.#presence.values()) {
      const view = this.#view(tracker.view);
      for (const watcher of watchers) watcher(view);
    }
  }

  #view(view: PresenceView): PresenceView {
    const available = this.#client.connected;
    return { ...view, online: view.online && available, messagingAvailable: available };
  }

  /** Topics this gateway holds a broker subscription for. */
  get heldTopics(): string[] {
    return [...this.#listeners.keys()];
  }

  /** Calls `listener` with each parsed JSON message on the device's channel until the returned release is called. */
  listen(deviceId: number, channel: DeviceChannel, listener: Listener): () => void {
    const topic = topicOf(deviceId, channel);
    let listeners = this.#listeners.get(topic);
    const lingering = this.#lingering.get(topic);
    if (lingering !== undefined) {
      this.#clock.clearTimeout(lingering.timer);
      this.#lingering.delete(topic);
    }
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(topic, listeners);
      this.subscribesSent++;
      // The SUBSCRIBE goes out before any command this watcher sends next, on the same ordered connection.
      this.#client.subscribe(topic, { qos: 1 });
    }
    listeners.add(listener);
    // Heard again: a report still fresh enough to resume from is live again (an older one is forgotten).
    if (channel === 'out' && this.playing(deviceId)) this.#playing.get(deviceId)!.releasedAt = undefined;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const current = this.#listeners.get(topic);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) {
        if (channel === 'screenshot') return this.#unsubscribe(topic);
        // Still heard for the resume window (a watcher back within it skips the echo and resumes from the kept
        // report, which must therefore follow what the device says meanwhile); forgotten once no echo is skipped.
        const since = this.#clock.now();
        const kept = this.#playing.get(deviceId);
        if (kept) kept.releasedAt = since;
        const timer = this.#clock.setTimeout(() => {
          this.#lingering.delete(topic);
          if (this.#listeners.get(topic)?.size === 0) this.#unsubscribe(topic);
        }, ECHO_MIN_INTERVAL_MS);
        // A gateway shutting down does not wait for it.
        (timer as { unref?: () => void }).unref?.();
        this.#lingering.set(topic, { timer, since });
      }
    };
  }

  /**
   * Whether this gateway hears the device's channel now (a watcher holds it, or the out topic lingers): if so it
   * has heard every message since, and what it keeps is the latest.
   */
  hearing(deviceId: number, channel: DeviceChannel): boolean {
    const topic = topicOf(deviceId, channel);
    return (this.#listeners.get(topic)?.size ?? 0) > 0 || this.#lingering.has(topic);
  }

  /**
   * Asks the other gateways (through the api) for the device's last screenshot or now-playing report, for a
   * watcher arriving while this gateway was not hearing the channel; keeps what is newer than its own. Resolves
   * once kept (or when there is nothing to learn: one gateway, nothing heard, the api unreachable).
   */
  async recall(deviceId: number, channel: DeviceChannel): Promise<void> {
    if (!this.#shared) return;
    const recalled = await this.#shared.recall(deviceId);
    if (channel === 'screenshot' && recalled.screenshot) {
      const mine = this.screenshots.latest(deviceId);
      if (!mine || mine.receivedAt < recalled.screenshot.receivedAt) this.screenshots.keep(recalled.screenshot);
    }
    if (channel === 'out' && recalled.playing) {
      const mine = this.playing(deviceId);
      if (!mine || mine.receivedAt < recalled.playing.receivedAt) {
        const releasedAt = this.hearing(deviceId, 'out') ? undefined : this.#clock.now();
        this.#playing.set(deviceId, { event: recalled.playing, releasedAt });
      }
    }
  }

  #unsubscribe(topic: string) {
    this.#listeners.delete(topic);
    this.#client.unsubscribe(topic);
  }

  /**
   * What the device last said it plays, while its out topic is held and for ECHO_MIN_INTERVAL_MS after
   * (undefined: nothing heard, or too long ago to resume from).
   */
  playing(deviceId: number): PlayingEvent | undefined {
    const kept = this.#playing.get(deviceId);
    if (kept?.releasedAt !== undefined && this.#clock.now() - kept.releasedAt >= ECHO_MIN_INTERVAL_MS) {
      this.#playing.delete(deviceId);
      return undefined;
    }
    return kept?.event;
  }

  /** Publishes a command on the device's in topic and tells its presence tracker (reboot and restart turn it off). */
  async send(deviceId: number, command: DeviceCommand): Promise<void> {
    // Fail now rather than queue a command to fire minutes later, when the broker is back.
    if (!this.#client.connected) throw new MessagingUnavailable();
    // Subscribed before the command goes out, on the same ordered connection: the answer cannot slip past.
    if (command.command === 'screenshot') this.#awaitScreenshot(deviceId);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new MessagingUnavailable()), PUBLISH_TIMEOUT_MS);
    });
    try {
      await Promise.race([
        this.#client.publishAsync(deviceInTopic(deviceId), JSON.stringify(command), { qos: 1 }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
    if (command.command !== 'apply-state' && command.command !== 'resync') {
      this.#presence.get(deviceId)?.tracker.commandSent(command.command);
    }
  }

  /**
   * Holds the device's screenshot topic until its next answer, or SCREENSHOT_REPLY_WAIT_MS. The watcher's own
   * subscription may start after the answer (the page's socket still connecting when the button is pressed, an
   * integrator subscribing after the mutation): the answer is kept all the same.
   */
  #awaitScreenshot(deviceId: number) {
    const held = this.#awaitingShot.get(deviceId);
    if (held) this.#clock.clearTimeout(held.timer);
    const release = held?.release ?? this.listen(deviceId, 'screenshot', () => this.#endScreenshotWait(deviceId));
    const timer = this.#clock.setTimeout(() => this.#endScreenshotWait(deviceId), SCREENSHOT_REPLY_WAIT_MS);
    (timer as { unref?: () => void }).unref?.();
    this.#awaitingShot.set(deviceId, { timer, release });
  }

  /** The answer came, or the wait is over: the hold on the screenshot topic goes. */
  #endScreenshotWait(deviceId: number) {
    const held = this.#awaitingShot.get(deviceId);
    if (!held) return;
    this.#clock.clearTimeout(held.timer);
    this.#awaitingShot.delete(deviceId);
    held.release();
  }

  /**
   * Watches a device's presence. The first watcher starts the device's tracker (echo now, then every check
   * period); later watchers share it and get the current state at once; the last one stops it.
   */
  watchPresence(deviceId: number, onChange: (view: PresenceView) => void): () => void {
    let shared = this.#presence.get(deviceId);
    if (!shared) {
      const watchers = new Set<(view: PresenceView) => void>();
      // Echo checks per device are rate-limited whatever the subscription churn: a watcher who comes back
      // within ECHO_MIN_INTERVAL_MS resumes from what was known instead of asking the device again.
      const recent = this.#recent.get(deviceId);
      const resume =
        recent?.state && this.#clock.now() - recent.echoAt < ECHO_MIN_INTERVAL_MS ? recent.state : undefined;
      const tracker = new PresenceTracker({
        clock: this.#clock,
        initial: resume,
        sendEcho: () => {
          this.#recent.set(deviceId, { echoAt: this.#clock.now() });
          this.#client.publish(deviceInTopic(deviceId), JSON.stringify({ command: 'echo' }), { qos: 1 });
        },
        onChange: (view) => {
          for (const watcher of watchers) watcher(this.#view(view));
        },
      });
      // "On when any message arrives from the device": a screenshot reply counts as much as an echo answer.
      const releaseOut = this.listen(deviceId, 'out', (payload) => tracker.message(isEchoReply(payload)));
      const releaseScreenshot = this.listen(deviceId, 'screenshot', () => tracker.message(false));
      const release = () => {
        releaseOut();
        releaseScreenshot();
      };
      shared = { tracker, watchers, release };
      this.#presence.set(deviceId, shared);
      watchers.add(onChange);
      onChange(this.#view(tracker.view));
      tracker.start(!resume && this.#client.connected);
    } else {
      shared.watchers.add(onChange);
      onChange(this.#view(shared.tracker.view));
    }
    const entry = shared;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.watchers.delete(onChange);
      if (entry.watchers.size === 0 && this.#presence.get(deviceId) === entry) {
        this.#presence.delete(deviceId);
        entry.tracker.stop();
        const recent = this.#recent.get(deviceId);
        if (recent) recent.state = entry.tracker.state;
        this.#forgetOldEchoes();
        entry.release();
      }
    };
  }

  /**
   * Keeps #recent and #playing to the devices heard within the interval (they would grow with every device watched).
   * At most once a second: it walks both maps, and 50,000 watchers leaving at once (a load balancer's restart)
   * walked them once per device released, which held the event loop for seconds.
   */
  #forgetOldEchoes() {
    const now = this.#clock.now();
    if (now - this.#forgotAt < 1000) return;
    this.#forgotAt = now;
    for (const [deviceId, recent] of this.#recent) {
      if (now - recent.echoAt >= ECHO_MIN_INTERVAL_MS && !this.#presence.has(deviceId)) this.#recent.delete(deviceId);
    }
    for (const deviceId of this.#playing.keys()) this.playing(deviceId);
  }

  #dispatch(topic: string, payload: Buffer) {
    const listeners = this.#listeners.get(topic);
    const parsed = parseDeviceTopic(topic);
    // An empty set: an out topic lingering after its last watcher, still heard for the report it keeps.
    if (!listeners || !parsed) return;
    let message: unknown;
    try {
      message = JSON.parse(payload.toString('utf8'));
    } catch {
      // Still a message from the device: presence counts it, consumers that need JSON ignore it.
      message = undefined;
    }
    if (parsed.channel === 'screenshot') {
      const shot = parseScreenshot(parsed.deviceId, message, new Date(this.#clock.now()));
      if (shot) {
        this.screenshots.keep(shot);
        this.#shared?.screenshotHeard(shot);
      }
    } else if (parsed.channel === 'out') {
      const report = parsePlayingReport(message);
      const receivedAt = new Date(this.#clock.now());
      // Heard while lingering: the report is current, but it still goes stale from when the last watcher left.
      const releasedAt = listeners.size ? undefined : this.#lingering.get(topic)?.since;
      if (report) {
        const event = { ...report, deviceId: parsed.deviceId, receivedAt };
        this.#playing.set(parsed.deviceId, { event, releasedAt });
        this.#shared?.playingHeard(event);
      }
    }
    for (const listener of [...listeners]) listener(message);
  }
}
