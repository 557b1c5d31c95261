/**
 * Who may do what on the MQTT broker (ARCHITECTURE "Messaging"): a player reads only its own `in` topic and
 * writes only its own `out` topics (clock sync, issue 24: it reads the sync messages addressed to it and sends its
 * own inside its own out subtree, device-topics.ts syncTopic); only the gateway commands devices and reads their
 * answers; nobody leaves retained messages. The embedded broker enforces these functions; deploy/mosquitto holds the same rights as
 * dynamic-security roles for Mosquitto.
 */
export type BrokerRole = { kind: 'gateway' } | { kind: 'player'; deviceId: number };

const GATEWAY_SUBSCRIBE = /^devices\/(\d+|\+)\/out(\/screenshot|\/#)?$/;
const GATEWAY_PUBLISH = /^devices\/\d+\/in$/;
const SYNC_ADDRESSED = /^\/sync\/[1-9]\d{0,9}$/;

export function mayPublish(role: BrokerRole, topic: string, retain: boolean): boolean {
  if (retain) return false;
  if (role.kind === 'gateway') return GATEWAY_PUBLISH.test(topic);
  const own = `devices/${role.deviceId}/out`;
  // Clock sync (issue 24): a ping or pong addressed to another device, always from its own out subtree.
  if (topic === own || topic === `${own}/screenshot`) return true;
  return topic.startsWith(own) && SYNC_ADDRESSED.test(topic.slice(own.length));
}

export function maySubscribe(role: BrokerRole, filter: string): boolean {
  if (role.kind === 'gateway') return GATEWAY_SUBSCRIBE.test(filter);
  if (filter === `devices/${role.deviceId}/in`) return true;
  // Clock sync (issue 24): the sync messages addressed to it, from any device (a master) or from one (a follower).
  const addressed = /^devices\/(\+|[1-9]\d{0,9})\/out\/sync\/(\d+)$/.exec(filter);
  return addressed !== null && addressed[2] === String(role.deviceId);
}

/** The client id a device's player connects with (check-in hands it out with the broker login). */
export const playerClientId = (deviceId: number) => `player-${deviceId}`;

/**
 * Whether `role` may connect with `clientId`. A client id belongs to one identity: a player connects only as
 * `player-<its id>`, and nobody else may take an id of that form, so no login can hold a device's id before
 * the device connects (and lock it out, since a broker refuses or replaces a second holder of one id).
 */
export function mayUseClientId(role: BrokerRole, clientId: string): boolean {
  if (role.kind === 'player') return clientId === playerClientId(role.deviceId);
  return !clientId.startsWith('player-');
}

/** A player's broker username is its device id; anything else is not a player. */
export function playerDeviceId(username: string | undefined): number | undefined {
  if (!username || !/^[1-9]\d{0,9}$/.test(username)) return undefined;
  const id = Number(username);
  return id <= 2_147_483_647 ? id : undefined;
}
