import { describe, expect, it } from 'vitest';
import { mayPublish, maySubscribe, mayUseClientId, playerDeviceId } from './broker-rights.ts';

const player = { kind: 'player', deviceId: 7 } as const;
const gateway = { kind: 'gateway' } as const;

describe('broker rights', () => {
  it('let a player read only its own in topic and write only its own out topics', () => {
    expect(maySubscribe(player, 'devices/7/in')).toBe(true);
    for (const filter of ['devices/8/in', 'devices/+/in', '#', 'devices/7/out', '$SYS/#', 'devices/7/#']) {
      expect(maySubscribe(player, filter), filter).toBe(false);
    }
    expect(mayPublish(player, 'devices/7/out', false)).toBe(true);
    expect(mayPublish(player, 'devices/7/out/screenshot', false)).toBe(true);
    for (const topic of ['devices/8/out', 'devices/7/in', 'devices/8/in', '$SYS/x']) {
      expect(mayPublish(player, topic, false), topic).toBe(false);
    }
  });

  it('let only the gateway command devices and read their answers', () => {
    expect(mayPublish(gateway, 'devices/8/in', false)).toBe(true);
    expect(mayPublish(gateway, 'devices/8/out', false)).toBe(false);
    expect(maySubscribe(gateway, 'devices/8/out')).toBe(true);
    expect(maySubscribe(gateway, 'devices/8/out/screenshot')).toBe(true);
    expect(maySubscribe(gateway, 'devices/8/in')).toBe(false);
    expect(maySubscribe(gateway, '#')).toBe(false);
  });

  it('tie each player to its own client id and keep players’ ids from everyone else', () => {
    expect(mayUseClientId(player, 'player-7')).toBe(true);
    for (const id of ['player-3', 'player-70', 'player-7 ', 'gateway-1', ''])
      expect(mayUseClientId(player, id), id).toBe(false);
    expect(mayUseClientId(gateway, 'gateway-12-ab')).toBe(true);
    expect(mayUseClientId(gateway, 'player-7')).toBe(false);
  });

  it('refuse retained messages from anyone', () => {
    expect(mayPublish(gateway, 'devices/8/in', true)).toBe(false);
    expect(mayPublish(player, 'devices/7/out', true)).toBe(false);
  });

  it('read a device id only from a plain positive 32-bit number', () => {
    expect(playerDeviceId('17')).toBe(17);
    for (const name of ['0', '017', '+', '#', '2147483648', 'signage-gateway', '', undefined]) {
      expect(playerDeviceId(name), String(name)).toBeUndefined();
    }
  });

  it('let a player send clock-sync messages only from its own out subtree and read only those addressed to it', () => {
    expect(mayPublish(player, 'devices/7/out/sync/3', false)).toBe(true);
    for (const topic of [
      'devices/3/out/sync/7',
      'devices/7/out/sync/+',
      'devices/7/out/sync/#',
      'devices/7/out/sync',
    ]) {
      expect(mayPublish(player, topic, false), topic).toBe(false);
    }
    expect(mayPublish(player, 'devices/70/out/sync/3', false)).toBe(false);
    expect(maySubscribe(player, 'devices/+/out/sync/7')).toBe(true);
    expect(maySubscribe(player, 'devices/3/out/sync/7')).toBe(true);
    for (const filter of [
      'devices/+/out/sync/3',
      'devices/3/out/sync/+',
      'devices/+/out/sync/#',
      'devices/3/out/sync/70',
    ]) {
      expect(maySubscribe(player, filter), filter).toBe(false);
    }
  });
});
