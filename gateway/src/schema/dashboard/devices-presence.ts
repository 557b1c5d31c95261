import { CARD_MAX_DEVICES } from '@signage/domain/constants';
import { notFoundMessage } from '@signage/domain/messages';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { Mailbox } from '../../mqtt/mailbox.ts';
import type { PresenceView } from '../../mqtt/presence.ts';
import { restId, userError } from '../../rest/errors.ts';
import { PresenceType } from '../devices/live.ts';

type DevicePresence = PresenceView & { deviceId: number };

/**
 * Checks the caller may view every device (one REST list call with the ids filter, which applies their forced
 * tags): NOT_FOUND for the first one they may not see, as devicePresence answers for one device.
 */
async function visibleDeviceIds(ctx: Context, ids: readonly number[]): Promise<number[]> {
  const { devices } = await ctx.rest.get('/devices/', { query: { ids: [...ids], page_size: ids.length } });
  const seen = new Set(devices.map((d) => d.device_id));
  const missing = ids.find((id) => !seen.has(id));
  if (missing !== undefined) throw userError('NOT_FOUND', notFoundMessage('Device', missing));
  return [...ids];
}

/**
 * One subscription for the devices of a dashboard card (at most a card's 100), instead of one per device: the
 * current presence of each at once, then each change. Each device's echo checks are shared with every other
 * watcher of it (DeviceBus.watchPresence), so a card costs the broker no more than the device pages would.
 */
builder.subscriptionField('devicesPresence', (t) =>
  t.field({
    type: PresenceType,
    description: `The presence of up to ${CARD_MAX_DEVICES} devices (a dashboard card): each one's current state at once, then each change. Needs the right to view every one of them.`,
    args: { deviceIds: t.arg.idList({ required: true }) },
    subscribe: async (_root, { deviceIds }, ctx) => {
      const unique = [...new Set(deviceIds.map((id) => Number(restId(id))))];
      if (unique.length < 1 || unique.length > CARD_MAX_DEVICES) {
        throw userError('BAD_USER_INPUT', `Watch from 1 to ${CARD_MAX_DEVICES} devices at a time.`);
      }
      const ids = await visibleDeviceIds(ctx, unique);
      // Watching lasts only while viewing every device stays allowed (sign-out, demotion, forced tags).
      ctx.live?.recheckDevices(ids);
      const releases: (() => void)[] = [];
      // Room for one state per device: a subscriber that falls behind loses the oldest states first.
      const box = new Mailbox<DevicePresence>(ids.length * 2, () => {
        for (const release of releases) release();
      });
      for (const id of ids) {
        releases.push(ctx.devices.watchPresence(id, (view) => box.push({ ...view, deviceId: id })));
      }
      return box;
    },
    resolve: (event) => event,
  }),
);
