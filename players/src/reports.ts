import { SCREEN_SIZE } from './screen.ts';

/** System info as a player reports it (spec 02 §3 "Device system info"). */
export function systemInfo(modelName: string, serial: string, now: Date) {
  const total = 32 * 1024 ** 3;
  const used = 7.5 * 1024 ** 3;
  return {
    timestamp: now.toISOString(),
    hwinfo: {
      manufacturer: 'Signage simulator',
      model: modelName,
      serial,
      cpu: 'simulated',
      memory_bytes: 4 * 1024 ** 3,
    },
    display: { screens: [{ ...SCREEN_SIZE }] },
    disk: { disks: [{ bytes_avail: total - used, bytes_used: used }] },
  };
}

/** A few activity events of a player starting up. */
export function startupActivity(now: Date) {
  const at = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString();
  return [
    { timestamp: at(3), event: 'boot', details: { reason: 'power-on' } },
    { timestamp: at(2), event: 'player-started', details: { version: '0.1.0' } },
    { timestamp: at(1), event: 'network-up', details: { interface: 'eth0' } },
  ];
}

// A fixed pattern, so every level of the uptime heat-map shows up in a demo.
const PATTERN = [100, 96, 83, 100, 64, 47, 100, 25, 0, 91, 100, 12, 72, 100];

/** Daily connectivity for the last two weeks, oldest first, ending today (UTC). */
export function recentConnectivity(now: Date) {
  return PATTERN.map((c, i) => {
    const day = new Date(now.getTime() - (PATTERN.length - 1 - i) * 24 * 60 * 60 * 1000);
    return { date: day.toISOString().slice(0, 10), c };
  });
}
