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
