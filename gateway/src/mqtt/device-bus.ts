import {
  type DeviceCommand,
  deviceInTopic,
  deviceOutTopic,
  deviceScreenshotTopic,
  isEchoReply,
  parseDeviceTopic,
} from '@signage/domain/devices';
import type { MqttClient } from 'mqtt';
import { type Clock, PresenceTracker, type PresenceView, systemClock } from './presence.ts';

export type DeviceChannel = 'out' | 'screenshot';
type Listener = (payload: unknown) => void;

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
  /** SUBSCRIBE packets sent: the benchmark and tests check one per watched topic. */
  subscribesSent = 0;

  constructor(client: MqttClient, options: { clock?: Clock } = {}) {
    this.#client = client;
    this.#clock = options.clock ?? systemClock;
    client.on('message', (topic, payload) => this.#dispatch(topic, payload));
  }

  /** Topics this gateway holds a broker subscription for. */
  get heldTopics(): string[] {
    return [...this.#listeners.keys()];
  }

  /** Calls `listener` with each parsed JSON message on the device's channel until the returned release is called. */
  listen(deviceId: number, channel: DeviceChannel, listener: Listener): () => void {
    const topic = channel === 'out' ? deviceOutTopic(deviceId) : deviceScreenshotTopic(deviceId);
    let listeners = this.#listeners.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(topic, listeners);
      this.subscribesSent++;
      // The SUBSCRIBE goes out before any command this watcher sends next, on the same ordered connection.
      this.#client.subscribe(topic, { qos: 1 });
    }
    listeners.add(listener);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const current = this.#listeners.get(topic);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) {
        this.#listeners.delete(topic);
        this.#client.unsubscribe(topic);
      }
    };
  }

  /** Publishes a command on the device's in topic and tells its presence tracker (reboot and restart turn it off). */
  async send(deviceId: number, command: DeviceCommand): Promise<void> {
    await this.#client.publishAsync(deviceInTopic(deviceId), JSON.stringify(command), { qos: 1 });
    this.#presence.get(deviceId)?.tracker.commandSent(command.command);
  }

  /**
   * Watches a device's presence. The first watcher starts the device's tracker (echo now, then every check
   * period); later watchers share it and get the current state at once; the last one stops it.
   */
  watchPresence(deviceId: number, onChange: (view: PresenceView) => void): () => void {
    let shared = this.#presence.get(deviceId);
    if (!shared) {
      const watchers = new Set<(view: PresenceView) => void>();
      const tracker = new PresenceTracker({
        clock: this.#clock,
        sendEcho: () => {
          this.#client.publish(deviceInTopic(deviceId), JSON.stringify({ command: 'echo' }), { qos: 1 });
        },
        onChange: (view) => {
          for (const watcher of watchers) watcher(view);
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
      onChange(tracker.view);
      tracker.start();
    } else {
      shared.watchers.add(onChange);
      onChange(shared.tracker.view);
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
        entry.release();
      }
    };
  }

  #dispatch(topic: string, payload: Buffer) {
    const listeners = this.#listeners.get(topic);
    if (!listeners?.size || !parseDeviceTopic(topic)) return;
    let message: unknown;
    try {
      message = JSON.parse(payload.toString('utf8'));
    } catch {
      // Still a message from the device: presence counts it, consumers that need JSON ignore it.
      message = undefined;
    }
    for (const listener of [...listeners]) listener(message);
  }
}
