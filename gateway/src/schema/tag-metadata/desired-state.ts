import { MAX_LIST_IDS } from '@signage/contract/common';
import type { DesiredState } from '@signage/contract/tag-metadata';
import type { DesiredState as DesiredStateCommand } from '@signage/domain/tag-metadata/desired-state';
import { DESIRED_STATE_STATUSES } from '@signage/domain/tag-metadata/desired-state';
import DataLoader from 'dataloader';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { DeviceType } from '../devices/device.ts';
import { enumValues } from '../enum-values.ts';
import { TagMetadataType } from './tag-metadata.ts';

/** Commands published at once; more wait for these to be acknowledged by the broker. */
const CONCURRENT_PUBLISHES = 100;

/** Per request, every device asked about in one REST call (the device list asks for a page). */
const loaders = new WeakMap<Context, DataLoader<number, DesiredState | null>>();
function desiredStateOf(ctx: Context, deviceId: number) {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const { desired_states } = await ctx.rest.get('/tagmetadata/desired_states', { query: { ids: [...ids] } });
        const byId = new Map(desired_states.map((s) => [s.device_id, s]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_LIST_IDS },
    );
    loaders.set(ctx, loader);
  }
  return loader.load(deviceId);
}

/**
 * Pushes each device's desired state on its in topic as the apply-state command: after a trading hours or
 * settings write (the REST answer's affected_device_ids) and after a device's tags or zone changed. The gateway
 * sends it as the one service that commands devices; a player that misses it (offline, broker down) fetches it
 * at its next check-in. Answers how many commands the broker accepted.
 */
export async function sendDesiredStates(ctx: Context, deviceIds: readonly number[]): Promise<number> {
  if (!ctx.devices.messagingAvailable || deviceIds.length === 0) return 0;
  let sent = 0;
  for (let i = 0; i < deviceIds.length; i += MAX_LIST_IDS) {
    const ids = deviceIds.slice(i, i + MAX_LIST_IDS);
    const { desired_states } = await ctx.rest.get('/tagmetadata/desired_states', { query: { ids } });
    for (let j = 0; j < desired_states.length; j += CONCURRENT_PUBLISHES) {
      const batch = desired_states.slice(j, j + CONCURRENT_PUBLISHES);
      const results = await Promise.allSettled(
        batch.map((s) =>
          ctx.devices.send(s.device_id, {
            command: 'apply-state',
            ...(s.desired as unknown as DesiredStateCommand),
          }),
        ),
      );
      sent += results.filter((r) => r.status === 'fulfilled').length;
    }
  }
  return sent;
}

const DesiredStateStatusEnum = builder.enumType('DesiredStateStatus', {
  description: 'Pending until the player answers the version desired now; then applied, or failed with a reason.',
  values: enumValues(DESIRED_STATE_STATUSES),
});

const DeviceDesiredStateType = builder.objectRef<DesiredState>('DeviceDesiredState').implement({
  description:
    'What a device should run with (its trading hours and settings, versioned) and what its player answered.',
  fields: (t) => ({
    desiredVersion: t.exposeInt('desired_version', {
      description: 'Grows by one each time its trading hours, settings or zone change.',
    }),
    desiredAt: t.field({ type: 'DateTime', resolve: (s) => s.desired_at }),
    reportedVersion: t.exposeInt('reported_version', {
      nullable: true,
      description: 'The version its player last answered about; null: none yet.',
    }),
    reportedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.reported_at }),
    state: t.field({ type: DesiredStateStatusEnum, resolve: (s) => s.state }),
    reason: t.exposeString('reported_reason', {
      nullable: true,
      description: 'Why the player failed to apply the version it answered.',
    }),
    tradingHours: t.field({
      type: TagMetadataType,
      nullable: true,
      description: 'The trading hours record of the desired version.',
      resolve: (s) => s.desired.trading_hours.tagmetadata_id,
    }),
    settings: t.field({
      type: TagMetadataType,
      nullable: true,
      description: 'The device settings record of the desired version.',
      resolve: (s) => s.desired.settings.tagmetadata_id,
    }),
  }),
});

builder.objectFields(DeviceType, (t) => ({
  desiredState: t.field({
    type: DeviceDesiredStateType,
    nullable: true,
    description: 'Desired and reported state of its trading hours and settings; null for a device you may not see.',
    resolve: (d, _args, ctx) => desiredStateOf(ctx, d.device_id),
  }),
}));

const RolloutType = builder
  .objectRef<{ applied: number; pending: number; failed: number }>('TagMetadataRollout')
  .implement({
    description: 'Of the devices that get a record now: how many applied what they should run with, or not yet.',
    fields: (t) => ({
      applied: t.exposeInt('applied'),
      pending: t.exposeInt('pending'),
      failed: t.exposeInt('failed'),
    }),
  });

builder.objectFields(TagMetadataType, (t) => ({
  rollout: t.field({ type: RolloutType, resolve: (r) => r.rollout }),
}));
