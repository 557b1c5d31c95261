import type { Context } from '../../context.ts';

/** Commands published at once; more wait for these to be acknowledged, so a no-tag schedule does not flood. */
const CONCURRENT_PUBLISHES = 100;

/**
 * Sends `fetch-schedules` to the devices a schedule write changed (the REST answer's affected_device_ids), so
 * their players fetch and play the new schedules within seconds. The gateway sends it because it is the one
 * service that commands devices (ARCHITECTURE.md "Messaging"); a player that misses it (offline, broker down)
 * fetches at its next check-in. Answers how many commands the broker accepted.
 */
export async function sendFetchSchedules(ctx: Context, deviceIds: readonly number[]): Promise<number> {
  if (!ctx.devices.messagingAvailable) return 0;
  let sent = 0;
  for (let i = 0; i < deviceIds.length; i += CONCURRENT_PUBLISHES) {
    const batch = deviceIds.slice(i, i + CONCURRENT_PUBLISHES);
    const results = await Promise.allSettled(batch.map((id) => ctx.devices.send(id, { command: 'fetch-schedules' })));
    sent += results.filter((r) => r.status === 'fulfilled').length;
  }
  return sent;
}
