import { MAX_LIST_IDS } from '@signage/contract/common';
import type { DesiredState } from '@signage/contract/tag-metadata';
import { DESIRED_STATE_STATUSES } from '@signage/domain/tag-metadata/desired-state';
import { builder } from '../../builder.ts';
import { DeviceType } from '../devices/device.ts';
import { enumValues } from '../enum-values.ts';
import { loadedField } from '../load-by-ids.ts';
import { batchedPerRequest } from '../once-per-request.ts';
import { TagMetadataType } from './tag-metadata.ts';

/** Per request, every device asked about in one REST call (the device list asks for a page). */
const desiredStateOf = batchedPerRequest(async (ctx, ids) => {
  const { desired_states } = await ctx.rest.get('/tagmetadata/desired_states', { query: { ids } });
  return desired_states.map((s) => [s.device_id, s] as const);
}, MAX_LIST_IDS);

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
    tradingHours: loadedField(t, TagMetadataType, {
      description: 'The trading hours record of the desired version; null for none, or one outside your forced tags.',
      id: (s) => s.desired.trading_hours.tagmetadata_id,
      orNull: true,
    }),
    settings: loadedField(t, TagMetadataType, {
      description: 'The device settings record of the desired version; null for none, or one outside your forced tags.',
      id: (s) => s.desired.settings.tagmetadata_id,
      orNull: true,
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
