/** The MQTT topics of a device (ARCHITECTURE "Messaging"): commands in, answers and screenshots out. */

/** Commands to the device. */
export const deviceInTopic = (deviceId: number | string) => `devices/${deviceId}/in`;
/** The device's answers. */
export const deviceOutTopic = (deviceId: number | string) => `devices/${deviceId}/out`;
/** The device's screenshot data (base64 in JSON). */
export const deviceScreenshotTopic = (deviceId: number | string) => `devices/${deviceId}/out/screenshot`;

/** The device id and channel of a device topic, or undefined for any other topic. */
export function parseDeviceTopic(
  topic: string,
): { deviceId: number; channel: 'in' | 'out' | 'screenshot' } | undefined {
  const match = /^devices\/(\d+)\/(in|out|out\/screenshot)$/.exec(topic);
  if (!match) return undefined;
  const channel = match[2] === 'out/screenshot' ? 'screenshot' : (match[2] as 'in' | 'out');
  return { deviceId: Number(match[1]), channel };
}

/**
 * Venue clock sync (issue 24), in the sender's own `out` subtree so a device can never speak as another: a
 * follower's ping to its master on `devices/{follower}/out/sync/{master}`, the master's pong back on
 * `devices/{master}/out/sync/{follower}`. A device reads only what is addressed to it.
 */
export const syncTopic = (from: number | string, to: number | string) => `devices/${from}/out/sync/${to}`;
/** What a master listens to: the pings of any follower addressed to it. */
export const syncPingFilter = (masterId: number | string) => `devices/+/out/sync/${masterId}`;

/** The sender and addressee of a sync topic, or undefined for any other topic. */
export function parseSyncTopic(topic: string): { from: number; to: number } | undefined {
  const match = /^devices\/(\d+)\/out\/sync\/(\d+)$/.exec(topic);
  return match ? { from: Number(match[1]), to: Number(match[2]) } : undefined;
}
