import type { DesiredState } from '@signage/domain/tag-metadata/desired-state';
import type { Context } from '../../context.ts';
import { sendFetchSchedules } from './fetch-schedules.ts';

/** Commands published at once; more wait for these to be acknowledged by the broker. */
const CONCURRENT_PUBLISHES = 100;
/** Devices read per REST call when pushing: keeps the query string of ids well under the 16 KiB header limit. */
const PUSH_BATCH = 250;

/**
 * Pushes each device's desired state on its in topic as the apply-state command: after a trading hours or
 * settings write (the REST answer's affected_device_ids) and after a device's tags or zone changed. The gateway
 * sends it as the one service that commands devices; a player that misses it (offline, broker down) fetches it
 * at its next check-in. Answers how many commands the broker accepted.
 */
export async function sendDesiredStates(ctx: Context, deviceIds: readonly number[]): Promise<number> {
  if (!ctx.devices.messagingAvailable || deviceIds.length === 0) return 0;
  let sent = 0;
  for (let i = 0; i < deviceIds.length; i += PUSH_BATCH) {
    const ids = deviceIds.slice(i, i + PUSH_BATCH);
    const { desired_states } = await ctx.rest.get('/tagmetadata/desired_states', { query: { ids } });
    for (let j = 0; j < desired_states.length; j += CONCURRENT_PUBLISHES) {
      const batch = desired_states.slice(j, j + CONCURRENT_PUBLISHES);
      const results = await Promise.allSettled(
        batch.map((s) =>
          ctx.devices.send(s.device_id, {
            command: 'apply-state',
            ...(s.desired as unknown as DesiredState),
          }),
        ),
      );
      sent += results.filter((r) => r.status === 'fulfilled').length;
    }
  }
  return sent;
}

/**
 * After a write that changes what devices play and run with (their tags, venue or zone): `fetch-schedules`, then
 * the apply-state command, to each of them.
 */
export async function sendSchedulesAndStates(ctx: Context, deviceIds: readonly number[]): Promise<void> {
  await sendFetchSchedules(ctx, deviceIds);
  await sendDesiredStates(ctx, deviceIds);
}
