import { EventEmitter } from 'node:events';
import { SCREENSHOT_REPLY_WAIT_MS } from '@signage/domain/device-commands';
import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic } from '@signage/domain/device-topics';
import type { MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeviceBus, ECHO_MIN_INTERVAL_MS } from './device-bus.ts';
import type { PresenceView } from './presence.ts';

/** The part of an MQTT.js client the bus uses, recording what it was asked to do. */
class FakeClient extends EventEmitter {
  subscribed: string[] = [];
  unsubscribed: string[] = [];
  published: { topic: string; payload: string }[] = [];
  connected = true;
  subscribe(topic: string) {
    this.subscribed.push(topic);
  }
  unsubscribe(topic: string) {
    this.unsubscribed.push(topic);
  }
  publish(topic: string, payload: string) {
    this.published.push({ topic, payload });
  }
  async publishAsync(topic: string, payload: string) {
    this.publish(topic, payload);
  }
  /** A message from the device, as the broker would deliver it. */
  deliver(topic: string, payload: unknown) {
    this.emit('message', topic, Buffer.from(JSON.stringify(payload)));
  }
}

describe('DeviceBus presence (spec 02 §4: on when any message arrives)', () => {
  let client: FakeClient;
  let bus: DeviceBus;
  let views: PresenceView[];
  let release: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    client = new FakeClient();
    bus = new DeviceBus(client as unknown as MqttClient);
    views = [];
    release = bus.watchPresence(7, (view) => views.push(view));
  });
  afterEach(() => {
    release();
    vi.useRealTimers();
  });

  it('watches the out and screenshot topics once, sends an echo at once, and releases both on the last watcher', () => {
    expect(client.subscribed).toEqual([deviceOutTopic(7), deviceScreenshotTopic(7)]);
    expect(client.published).toEqual([{ topic: deviceInTopic(7), payload: '{"command":"echo"}' }]);
    const second = bus.watchPresence(7, () => undefined);
    expect(client.subscribed).toHaveLength(2);
    release();
    expect(client.unsubscribed).toEqual([]);
    second();
    // The out topic is still heard for the resume window (the report kept must follow the device meanwhile).
    expect(client.unsubscribed).toEqual([deviceScreenshotTopic(7)]);
    vi.advanceTimersByTime(ECHO_MIN_INTERVAL_MS);
    expect(client.unsubscribed.sort()).toEqual([deviceOutTopic(7), deviceScreenshotTopic(7)].sort());
  });

  it('turns online on a screenshot reply, not only on an echo answer', () => {
    expect(views.at(-1)?.online).toBe(false);
    client.deliver(deviceScreenshotTopic(7), { command: 'screenshot', image: 'iVBO' });
    expect(views.at(-1)).toMatchObject({ online: true, idle: false });
    // Not an echo reply: 150 s later it is idle all the same.
    vi.advanceTimersByTime(150_000);
    expect(views.at(-1)).toMatchObject({ online: true, idle: true });
  });

  it('turns off on a reboot sent through the bus and on again at the next message', async () => {
    client.deliver(deviceOutTopic(7), { command: 'echo', datetime: '2026-11-23T10:00:01Z' });
    expect(views.at(-1)).toMatchObject({ online: true, checkPeriodSeconds: 150 });
    await bus.send(7, { command: 'reboot' });
    expect(views.at(-1)).toMatchObject({ online: false, checkPeriodSeconds: 20 });
    client.deliver(deviceOutTopic(7), { command: 'online', datetime: '2026-11-23T10:00:30Z' });
    expect(views.at(-1)?.online).toBe(true);
  });
});

describe('DeviceBus screenshots', () => {
  it('keeps the latest screenshot each watched device sent, for whoever opens its page next', () => {
    const client = new FakeClient();
    const bus = new DeviceBus(client as unknown as MqttClient);
    const release = bus.listen(7, 'screenshot', () => undefined);
    client.deliver(deviceScreenshotTopic(7), { datetime: '2026-11-23T10:00:00Z', image: 'AAAA', thumbnail: true });
    client.deliver(deviceScreenshotTopic(7), { image: '<html>', mime_type: 'text/html' });
    release();
    expect(bus.screenshots.latest(7)).toMatchObject({ deviceId: 7, image: 'AAAA', thumbnail: true });
    expect(bus.screenshots.latest(8)).toBeUndefined();
  });

  it('keeps the answer to a screenshot command sent before anyone watches, then lets the topic go', async () => {
    const client = new FakeClient();
    const bus = new DeviceBus(client as unknown as MqttClient);
    await bus.send(7, { command: 'screenshot', thumbnail: false });
    await bus.send(7, { command: 'screenshot', thumbnail: true });
    // Subscribed once, and before the first command went out.
    expect(client.subscribed).toEqual([deviceScreenshotTopic(7)]);
    expect(client.published.map((p) => p.topic)).toEqual([deviceInTopic(7), deviceInTopic(7)]);
    client.deliver(deviceScreenshotTopic(7), { datetime: '2026-11-23T10:00:00Z', image: 'AAAA', thumbnail: true });
    expect(bus.screenshots.latest(7)).toMatchObject({ deviceId: 7, image: 'AAAA' });
    expect(client.unsubscribed).toEqual([deviceScreenshotTopic(7)]);
  });

  it('lets the topic go when no answer comes, but not while a watcher holds it', async () => {
    vi.useFakeTimers();
    try {
      const client = new FakeClient();
      const bus = new DeviceBus(client as unknown as MqttClient);
      await bus.send(7, { command: 'screenshot', thumbnail: false });
      const release = bus.listen(8, 'screenshot', () => undefined);
      await bus.send(8, { command: 'screenshot', thumbnail: false });
      vi.advanceTimersByTime(SCREENSHOT_REPLY_WAIT_MS);
      expect(client.unsubscribed).toEqual([deviceScreenshotTopic(7)]);
      expect(bus.heldTopics).toEqual([deviceScreenshotTopic(8)]);
      release();
      expect(bus.heldTopics).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DeviceBus playing reports', () => {
  const report = (layoutId: number) => ({
    command: 'playing',
    datetime: '2026-11-23T10:00:01Z',
    playing: { layout_id: layoutId, schedule_id: 3, since: '2026-11-23T09:00:00Z' },
  });
  let client: FakeClient;
  let bus: DeviceBus;

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    client = new FakeClient();
    bus = new DeviceBus(client as unknown as MqttClient);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the last well-formed report heard while the out topic is held', () => {
    const release = bus.listen(7, 'out', () => undefined);
    client.deliver(deviceOutTopic(7), report(11));
    client.deliver(deviceOutTopic(7), { command: 'playing', datetime: 'later', playing: null });
    client.deliver(deviceOutTopic(7), { command: 'echo', datetime: '2026-11-23T10:00:02Z' });
    expect(bus.playing(7)).toMatchObject({ deviceId: 7, playing: { layout_id: 11 }, receivedAt: new Date() });
    expect(bus.playing(8)).toBeUndefined();
    release();
  });

  it('resumes from it within the echo interval after the topic is released, and forgets it after', () => {
    let release = bus.listen(7, 'out', () => undefined);
    client.deliver(deviceOutTopic(7), report(11));
    release();
    vi.advanceTimersByTime(19_999);
    release = bus.listen(7, 'out', () => undefined);
    expect(bus.playing(7)?.playing?.layout_id).toBe(11);
    // Held again: it is live again, however long it stays held.
    vi.advanceTimersByTime(60_000);
    expect(bus.playing(7)?.playing?.layout_id).toBe(11);
    release();
    vi.advanceTimersByTime(20_000);
    expect(bus.playing(7)).toBeUndefined();
    release = bus.listen(7, 'out', () => undefined);
    expect(bus.playing(7)).toBeUndefined();
    release();
  });

  it('hears what the device says while nobody watches within that window, and resumes from that (issue 25)', () => {
    // The device page showed "nothing" after a venue moved its device to Pacific/Kiritimati: the player started the
    // layout and said so while the operator was on the venues page, the gateway had dropped the topic, and the
    // watcher who came back resumed from the report heard before.
    let release = bus.listen(7, 'out', () => undefined);
    client.deliver(deviceOutTopic(7), { command: 'playing', datetime: '2026-11-23T10:00:00Z', playing: null });
    release();
    expect(client.unsubscribed).toEqual([]);
    vi.advanceTimersByTime(5_000);
    client.deliver(deviceOutTopic(7), report(11));
    vi.advanceTimersByTime(5_000);
    const subscribes = bus.subscribesSent;
    release = bus.listen(7, 'out', () => undefined);
    expect(bus.subscribesSent).toBe(subscribes);
    expect(bus.playing(7)?.playing?.layout_id).toBe(11);
    // Held again: the window no longer runs.
    vi.advanceTimersByTime(60_000);
    expect(client.unsubscribed).toEqual([]);
    release();
    vi.advanceTimersByTime(ECHO_MIN_INTERVAL_MS);
    expect(client.unsubscribed).toEqual([deviceOutTopic(7)]);
    expect(bus.playing(7)).toBeUndefined();
  });

  it('goes stale from when the last watcher left, not from the last report heard while lingering', () => {
    const release = bus.listen(7, 'out', () => undefined);
    release();
    vi.advanceTimersByTime(15_000);
    client.deliver(deviceOutTopic(7), report(12));
    expect(bus.playing(7)?.playing?.layout_id).toBe(12);
    vi.advanceTimersByTime(5_000);
    expect(bus.playing(7)).toBeUndefined();
    expect(client.unsubscribed).toEqual([deviceOutTopic(7)]);
  });
});
