import { MAX_LIST_IDS } from '@signage/contract/common';
import DataLoader from 'dataloader';
import type { Context } from '../../context.ts';

/** Per request, every device asked about in one REST call: the device list and dashboard cards ask for a page. */
const loaders = new WeakMap<Context, DataLoader<number, boolean>>();

/** True when its trading hours have the device closed now (domain device-status.ts "closed"). */
export function deviceClosed(ctx: Context, deviceId: number): Promise<boolean> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const { trading_states } = await ctx.rest.get('/tagmetadata/trading_states', { query: { ids: [...ids] } });
        const open = new Map(trading_states.map((s) => [s.device_id, s.open]));
        return ids.map((id) => open.get(id) === false);
      },
      { maxBatchSize: MAX_LIST_IDS },
    );
    loaders.set(ctx, loader);
  }
  return loader.load(deviceId);
}
