import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';

/**
 * The gateway's single broker connection. Clean sessions, because MQTT.js re-subscribes after a reconnect
 * only then (STACK.md); the device adapter that subscribes per watched device builds on this client.
 */
export function connectBroker(
  url: string,
  credentials?: { username: string; password: string },
  clientId = `gateway-${process.pid}-${randomBytes(6).toString('hex')}`,
): MqttClient {
  const client = mqtt.connect(url, {
    clientId,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    ...credentials,
    // A command is for now: while the broker is down, publishing fails at once instead of being queued to
    // fire minutes later (sendDeviceCommand checks the connection first).
    queueQoSZero: false,
  });
  // MQTT.js leaves Nagle's algorithm on: a command published right after acknowledging a device's message
  // then waits for the broker's delayed ACK, about 25 ms on every sendDeviceCommand (measured by the bench).
  client.on('connect', () => (client.stream as Partial<Socket> | undefined)?.setNoDelay?.(true));
  return client;
}

export function closeBroker(client: MqttClient): Promise<void> {
  return new Promise((resolve) => client.end(true, {}, () => resolve()));
}
