import type { DeviceUpdate } from '@signage/contract/devices';
import type { PlayerCredentials, PlayerIdentity } from '@signage/contract/players';
import { gatewayCredentials } from '@signage/domain/broker-credentials';
import mqtt, { type MqttClient } from 'mqtt';
import type { Static } from 'typebox';
import { rest } from './rest.ts';
import type { TestStack } from './stack.ts';

/** One typed call per device operation the suites use: the player's own calls, then the operator's. */
export type { PlayerCredentials };

export async function registerPlayer(apiUrl: string, identity: Partial<PlayerIdentity> = {}) {
  const { status, body } = await rest(apiUrl, undefined, 'POST', '/players/register', {
    model_name: '43SM5KC-B',
    firmware_version: '04.74.60',
    type: 'lg-webos',
    ...identity,
  });
  if (status !== 200) throw new Error(`register answered ${status}: ${JSON.stringify(body)}`);
  return body as PlayerCredentials;
}

/** A player-facing call, authenticated with `Authorization: Player <device_key>:<player_secret>`. */
export async function playerCall(apiUrl: string, credentials: PlayerCredentials, path: string, body?: unknown) {
  const headers: Record<string, string> = {
    authorization: `Player ${credentials.device_key}:${credentials.player_secret}`,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}/api${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export function activateDevice(apiUrl: string, token: string, deviceKey: string) {
  return rest(apiUrl, token, 'POST', '/devices/activate', { device_key: deviceKey });
}

type DeviceFields = Static<typeof DeviceUpdate>;

/** A registered, activated device with the given fields; answers its id and the player's credentials. */
export async function seedDevice(stack: TestStack, token: string, fields: DeviceFields = {}) {
  const credentials = await registerPlayer(stack.apiUrl);
  const activated = await activateDevice(stack.apiUrl, token, credentials.device_key);
  if (activated.status !== 200) throw new Error(`activate answered ${activated.status}: ${activated.body?.msg}`);
  const deviceId = activated.body.device_id as number;
  if (Object.keys(fields).length) {
    const put = await rest(stack.apiUrl, token, 'PUT', `/devices/${deviceId}`, fields);
    if (put.status !== 200) throw new Error(`update answered ${put.status}: ${put.body?.msg}`);
  }
  return { deviceId, ...credentials };
}

/** Sets a device's last contact straight in the database (players only ever report "now"). */
export async function setLastContact(stack: TestStack, deviceId: number, at: Date | null) {
  await stack.db.updateTable('devices').set({ last_contact: at }).where('device_id', '=', deviceId).execute();
}

// ---- MQTT, as the console and gateway use it ----

/** A broker client; with the stack's gateway credentials it may do what the gateway does, and no more. */
export async function connectMqtt(
  url: string,
  credentials?: { username: string; password: string },
): Promise<MqttClient> {
  const client = mqtt.connect(url, { clean: true, reconnectPeriod: 0, connectTimeout: 5000, ...credentials });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  return client;
}

export async function subscribe(client: MqttClient, topic: string) {
  await client.subscribeAsync(topic, { qos: 1 });
}

interface Received {
  topic: string;
  json: Record<string, unknown>;
}

/** A message with its payload parsed; undefined when the payload is not JSON, which no test looks for. */
function asReceived(topic: string, payload: Buffer): Received | undefined {
  try {
    return { topic, json: JSON.parse(payload.toString('utf8')) };
  } catch {
    return undefined;
  }
}

/** The next message matching `match` (topic and parsed JSON), or a rejection after `timeoutMs`. */
export function nextMessage(
  client: MqttClient,
  match: (message: Received) => boolean,
  timeoutMs = 10_000,
): Promise<Received> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('message', onMessage);
      reject(new Error(`no matching MQTT message within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(topic: string, payload: Buffer) {
      const message = asReceived(topic, payload);
      if (!message || !match(message)) return;
      clearTimeout(timer);
      client.off('message', onMessage);
      resolve(message);
    }
    client.on('message', onMessage);
  });
}

/**
 * Keeps every message `client` receives from now on, so a test can wait for one it can only describe later: the
 * `online` of a player whose device id the activation answer brings, which a fast player may send before that
 * answer arrives.
 */
export function recordMessages(client: MqttClient) {
  const received: Received[] = [];
  function onMessage(topic: string, payload: Buffer) {
    const message = asReceived(topic, payload);
    if (message) received.push(message);
  }
  client.on('message', onMessage);
  return {
    /** The first message kept so far that matches, or else the next one to arrive. */
    next(match: (message: Received) => boolean, timeoutMs = 10_000): Promise<Received> {
      const earlier = received.find(match);
      return earlier ? Promise.resolve(earlier) : nextMessage(client, match, timeoutMs);
    },
    stop() {
      client.off('message', onMessage);
    },
  };
}

/** A client with the stack's gateway credentials, for suites that watch device topics as the gateway does. */
export function connectAsGateway(stack: TestStack, url = stack.stack.mqttUrl!) {
  return connectMqtt(url, gatewayCredentials(stack.stack.brokerSecret));
}
