import mqtt, { type MqttClient } from 'mqtt';

/**
 * The gateway's single broker connection. Clean sessions, because MQTT.js re-subscribes after a reconnect
 * only then (STACK.md); the device adapter that subscribes per watched device builds on this client.
 */
export function connectBroker(url: string, clientId = `gateway-${process.pid}-${Date.now().toString(36)}`): MqttClient {
  return mqtt.connect(url, { clientId, clean: true, reconnectPeriod: 1000, connectTimeout: 10_000 });
}

export function closeBroker(client: MqttClient): Promise<void> {
  return new Promise((resolve) => client.end(true, {}, () => resolve()));
}
