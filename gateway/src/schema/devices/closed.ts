import { MAX_LIST_IDS } from '@signage/contract/common';
import type { Context } from '../../context.ts';
import { batchedPerRequest } from '../once-per-request.ts';

/** Open or not by their trading hours: the device list and dashboard cards ask for a page in one call. */
const openOf = batchedPerRequest(async (ctx, ids) => {
  const { trading_states } = await ctx.rest.get('/tagmetadata/trading_states', { query: { ids } });
  return trading_states.map((s) => [s.device_id, s.open] as const);
}, MAX_LIST_IDS);

/** True when its trading hours have the device closed now (domain device-status.ts "closed"). */
export async function deviceClosed(ctx: Context, deviceId: number): Promise<boolean> {
  return (await openOf(ctx, deviceId)) === false;
}
