import { deviceCredentials } from '@signage/domain/broker-credentials';
import type { DeviceReply } from '@signage/domain/device-commands';
import type { PlayingReport } from '@signage/domain/device-playing';
import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic } from '@signage/domain/device-topics';
import mqtt, { type MqttClient } from 'mqtt';

/**
 * Lightweight simulated players for the subscribers bench, run in their own process (a child of the bench):
 * one MQTT connection each, no schedules, no rendering. Each answers ECHO (with its playing report after it,
 * as a real player does), SCREENSHOT (a 1 x 1 PNG, numbered in its datetime) and, when the bench says so, starts
 * playing another layout and says so. Started with `process.send` IPC: { devices, mqttUrl, secret } in, 'ready'
 * out; { play: deviceIds } makes those devices change what they play; { layouts: true } answers what each
 * plays ([deviceId, layout] pairs); { stop: true } ends.
 */

/** The smallest valid PNG (1 x 1, transparent). */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const START = Date.parse('2026-01-01T00:00:00Z');

interface Setup {
  devices: number[];
  mqttUrl: string;
  secret: string;
  connectConcurrency: number;
}

class LightPlayer {
  readonly #client: MqttClient;
  /** Which layout it plays (1 + how many times the bench made it change). */
  layout = 1;
  #shots = 0;

  constructor(
    readonly deviceId: number,
    mqttUrl: string,
    secret: string,
    onReady: () => void,
  ) {
    const { username, password } = deviceCredentials(secret, deviceId);
    this.#client = mqtt.connect(mqttUrl, {
      clientId: `player-${deviceId}`,
      username,
      password,
      clean: true,
      reconnectPeriod: 1000,
      keepalive: 300,
    });
    let first = true;
    this.#client.on('connect', () => {
      this.#client.subscribe(deviceInTopic(deviceId), { qos: 1 }, () => {
        this.#publish(deviceOutTopic(deviceId), { command: 'online', datetime: new Date().toISOString() });
        this.sayPlaying();
        if (first) onReady();
        first = false;
      });
    });
    this.#client.on('message', (_topic, payload) => this.#handle(payload));
  }

  #publish(topic: string, reply: DeviceReply) {
    this.#client.publish(topic, JSON.stringify(reply), { qos: 1 });
  }

  /** The report names its layout; the bench tells deliveries apart by layout_id. */
  sayPlaying() {
    const report: PlayingReport = {
      command: 'playing',
      datetime: new Date().toISOString(),
      playing: { layout_id: this.layout, schedule_id: this.layout, since: new Date(START).toISOString() },
    };
    this.#publish(deviceOutTopic(this.deviceId), report);
  }

  #handle(payload: Buffer) {
    let command: unknown;
    try {
      command = (JSON.parse(payload.toString('utf8')) as { command?: unknown }).command;
    } catch {
      return;
    }
    if (command === 'echo') {
      this.#publish(deviceOutTopic(this.deviceId), { command: 'echo', datetime: new Date().toISOString() });
      this.sayPlaying();
    } else if (command === 'screenshot') {
      // The n-th screenshot says n ms past START, so the bench knows which request each delivery answers.
      this.#shots++;
      this.#publish(deviceScreenshotTopic(this.deviceId), {
        command: 'screenshot',
        datetime: new Date(START + this.#shots).toISOString(),
        thumbnail: true,
        mime_type: 'image/png',
        image: PIXEL,
      });
    }
  }

  stop() {
    return new Promise<void>((resolve) => this.#client.end(true, {}, () => resolve()));
  }
}

const players = new Map<number, LightPlayer>();

async function start({ devices, mqttUrl, secret, connectConcurrency }: Setup) {
  let next = 0;
  const connectOne = async () => {
    while (next < devices.length) {
      const deviceId = devices[next++]!;
      await new Promise<void>((resolve) => players.set(deviceId, new LightPlayer(deviceId, mqttUrl, secret, resolve)));
    }
  };
  await Promise.all(Array.from({ length: connectConcurrency }, connectOne));
}

process.on('message', (message: Partial<Setup> & { play?: number[]; layouts?: boolean; stop?: boolean }) => {
  if (message.devices) {
    start(message as Setup).then(
      () => process.send?.('ready'),
      (error: Error) => process.send?.({ error: error.message }),
    );
  } else if (message.play) {
    for (const deviceId of message.play) {
      const player = players.get(deviceId);
      if (!player) continue;
      player.layout++;
      player.sayPlaying();
    }
  } else if (message.layouts) {
    process.send?.([...players].map(([deviceId, player]) => [deviceId, player.layout]));
  } else if (message.stop) {
    Promise.all([...players.values()].map((p) => p.stop())).finally(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));
