import type { DeviceTagMetadata } from '@signage/contract/tag-metadata';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { deviceClosed } from '../devices/closed.ts';
import { DeviceType } from '../devices/device.ts';
import { describedEnumValues } from '../enum-values.ts';
import { HIDDEN, loadedField } from '../load-by-ids.ts';
import { oncePerRequest } from '../once-per-request.ts';
import { PeriodType } from './json-types.ts';
import { TagMetadataType } from './tag-metadata.ts';

/**
 * A record reaches a device whatever the forced tags of the person looking at it; one outside theirs is named by
 * its id only, never failing the device it is read with.
 */

type Choice = DeviceTagMetadata['trading_hours'];
type Candidate = Choice['candidates'][number];

/** One REST call per device and request, however many of the fields below a query selects. */
const answers = oncePerRequest<number, DeviceTagMetadata>();
const stateOf = (ctx: Context, deviceId: number) =>
  answers(ctx, deviceId, () => ctx.rest.get('/devices/{id}/tag_metadata', { params: { id: deviceId } }));

const VerdictEnum = builder.enumType('TagMetadataVerdict', {
  values: describedEnumValues<Candidate['verdict']>({
    applies: 'The device gets this record.',
    outranked: 'It reaches the device, but a more specific or newer one wins.',
    'not-reached': 'The device lacks some of its tags.',
  }),
});

const CandidateType = builder.objectRef<Candidate>('TagMetadataCandidate').implement({
  description: 'A record judged for one device, and why it is or is not the one the device gets.',
  fields: (t) => ({
    recordId: t.id({ description: 'The record judged.', resolve: (c) => String(c.tagmetadata_id) }),
    record: loadedField(t, TagMetadataType, {
      description: `The record judged; null where it is ${HIDDEN}.`,
      id: (c) => c.tagmetadata_id,
      orNull: true,
    }),
    verdict: t.field({ type: VerdictEnum, resolve: (c) => c.verdict }),
    reason: t.exposeString('reason'),
    winner: loadedField(t, TagMetadataType, {
      description: `The record that beat it; null where none did, or where it is ${HIDDEN}.`,
      id: (c) => c.winner_id,
      orNull: true,
    }),
  }),
});

const ChoiceType = builder.objectRef<Choice>('DeviceTagMetadataChoice').implement({
  description: 'Which record of a category a device gets (the most specific, then the newest), and the others.',
  fields: (t) => ({
    sourceId: t.id({
      nullable: true,
      description: 'The record the device gets, whoever may see it; null when none reaches it.',
      resolve: (c) => (c.tagmetadata_id === null ? null : String(c.tagmetadata_id)),
    }),
    source: loadedField(t, TagMetadataType, {
      description: `The record the device gets; null when none reaches it, or where it is ${HIDDEN} (sourceId names it).`,
      id: (c) => c.tagmetadata_id,
      orNull: true,
    }),
    candidates: t.field({
      type: [CandidateType],
      description: 'The winner, then the records sharing a tag with the device (or untagged), at most 50.',
      resolve: (c) => c.candidates,
    }),
  }),
});

const TradingStateType = builder.objectRef<DeviceTagMetadata>('DeviceTradingState').implement({
  description: "Whether a device's trading hours have it open now, on its own clock.",
  fields: (t) => ({
    open: t.exposeBoolean('open', { description: 'False when closed by its trading hours.' }),
    today: t.field({
      type: [PeriodType],
      nullable: true,
      description: "Today's opening periods; null when no trading hours reach the device (always open).",
      resolve: (s) => s.today,
    }),
    timeZone: t.exposeString('time_zone'),
    wallClock: t.exposeString('wall_clock', { description: 'The device clock, YYYY-MM-DDTHH:mm.' }),
  }),
});

builder.objectFields(DeviceType, (t) => ({
  tradingHours: t.field({
    type: ChoiceType,
    description: 'The trading hours this device gets, where they came from, and the records that lost.',
    resolve: async (d, _args, ctx) => (await stateOf(ctx, d.device_id)).trading_hours,
  }),
  settings: t.field({
    type: ChoiceType,
    description: 'The device settings this device gets, where they came from, and the records that lost.',
    resolve: async (d, _args, ctx) => (await stateOf(ctx, d.device_id)).settings,
  }),
  closed: t.boolean({
    description: 'True when its trading hours have it closed now (status CLOSED): dark by design, not offline.',
    resolve: (d, _args, ctx) => deviceClosed(ctx, d.device_id),
  }),
  tradingState: t.field({
    type: TradingStateType,
    description: 'Open or closed by its trading hours now, and today’s hours.',
    resolve: (d, _args, ctx) => stateOf(ctx, d.device_id),
  }),
}));
