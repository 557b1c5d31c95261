import { describe, expect, it } from 'vitest';
import { DEVICE_COMMANDS, isDeviceCommand, isEchoReply } from './device-commands.ts';
import { deviceInTopic, deviceOutTopic, deviceScreenshotTopic, parseDeviceTopic } from './device-topics.ts';

describe('realtime device messaging', () => {
  it('names the commands and topics', () => {
    expect(DEVICE_COMMANDS).toEqual([
      'echo',
      'reboot',
      'restart',
      'delete-media',
      'force-reinstall',
      'screenshot',
      'submit-logs',
      'fetch-schedules',
    ]);
    expect(isDeviceCommand('screenshot')).toBe(true);
    expect(isDeviceCommand('self-destruct')).toBe(false);
    expect(isDeviceCommand(undefined)).toBe(false);
    expect(deviceInTopic(42)).toBe('devices/42/in');
    expect(deviceOutTopic(42)).toBe('devices/42/out');
    expect(deviceScreenshotTopic('42')).toBe('devices/42/out/screenshot');
  });

  it('reads a device topic back', () => {
    expect(parseDeviceTopic('devices/7/in')).toEqual({ deviceId: 7, channel: 'in' });
    expect(parseDeviceTopic('devices/7/out')).toEqual({ deviceId: 7, channel: 'out' });
    expect(parseDeviceTopic('devices/7/out/screenshot')).toEqual({ deviceId: 7, channel: 'screenshot' });
    expect(parseDeviceTopic('devices/x/out')).toBeUndefined();
    expect(parseDeviceTopic('devices/7/out/other')).toBeUndefined();
    expect(parseDeviceTopic('layouts/7/in')).toBeUndefined();
  });

  it('recognises an echo reply', () => {
    expect(isEchoReply({ command: 'echo', datetime: '2024-05-01T12:00:00Z' })).toBe(true);
    expect(isEchoReply({ command: 'echo' })).toBe(false);
    expect(isEchoReply({ command: 'online', datetime: '2024-05-01T12:00:00Z' })).toBe(false);
    expect(isEchoReply(null)).toBe(false);
    expect(isEchoReply('echo')).toBe(false);
  });
});
