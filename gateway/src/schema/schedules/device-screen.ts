import { MAX_SCREEN_IDS } from '@signage/contract/schedules';
import { builder } from '../../builder.ts';
import { DeviceType } from '../devices/device.ts';
import { LayoutType } from '../layouts/layout.ts';
import { HIDDEN, loadOrNull } from '../load-by-ids.ts';
import { batchedPerRequest } from '../once-per-request.ts';

/** What each device has on screen now: a page of devices (a dashboard card) in one REST call. */
const screenOf = batchedPerRequest(async (ctx, ids) => {
  const { on_screen } = await ctx.rest.get('/schedules/on_screen', { query: { ids } });
  return on_screen.map((s) => [s.device_id, s] as const);
}, MAX_SCREEN_IDS);

builder.objectFields(DeviceType, (t) => ({
  screenLayout: t.field({
    type: LayoutType,
    nullable: true,
    description: `The layout its schedules put on screen now: the winner of the now-playing rule over every schedule and campaign run reaching it (nowPlaying says why). Null: nothing scheduled, or a layout ${HIDDEN} (screenLayoutId names it).`,
    resolve: async (d, _args, ctx) => loadOrNull(LayoutType, ctx, (await screenOf(ctx, d.device_id))?.layout_id),
  }),
  screenLayoutId: t.id({
    nullable: true,
    description:
      'The id of that layout, also where it is hidden from you (outside your forced tags); null: nothing scheduled.',
    resolve: async (d, _args, ctx) => {
      const id = (await screenOf(ctx, d.device_id))?.layout_id;
      return id ? String(id) : null;
    },
  }),
}));
