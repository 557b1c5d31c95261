import type { NetworkStatus, PlaybackRow } from '@signage/contract/reports';
import { NETWORK_BUCKETS } from '@signage/domain/device-status';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { restId } from '../../rest/errors.ts';
import { enumValues } from '../enum-values.ts';
import { type RestTagRef, TagRefType } from '../tags.ts';

/** Reports (spec 02 §2, §7 "Reports"): network status, playback, touch statistics. Needs "view reports". */

const BUCKETS = [...NETWORK_BUCKETS, 'closed'] as const;
type Bucket = (typeof BUCKETS)[number];

interface NetworkDevice {
  device_id: number;
  name: string;
  last_contact: string | null;
  tags: RestTagRef[];
  bucket: Bucket;
}

const NetworkBucketCountType = builder.objectRef<{ bucket: Bucket; count: number }>('NetworkBucketCount').implement({
  description: 'Devices in one bucket: 30min, 60min, 180min, offline, or closed by trading hours.',
  fields: (t) => ({ bucket: t.exposeString('bucket'), count: t.exposeInt('count') }),
});

const NetworkStatusDeviceType = builder.objectRef<NetworkDevice>('NetworkStatusDevice').implement({
  fields: (t) => ({
    id: t.id({ resolve: (d) => String(d.device_id) }),
    name: t.exposeString('name'),
    lastContact: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.last_contact }),
    tags: t.field({ type: [TagRefType], resolve: (d) => d.tags }),
    bucket: t.exposeString('bucket'),
  }),
});

const NetworkStatusType = builder.objectRef<NetworkStatus>('NetworkStatusReport').implement({
  description: 'Spec 02 §3 "Network status response": device_count per bucket plus a total, and the devices.',
  fields: (t) => ({
    counts: t.field({
      type: [NetworkBucketCountType],
      resolve: (r) => BUCKETS.map((bucket) => ({ bucket, count: r.device_count[bucket] })),
    }),
    total: t.int({ resolve: (r) => r.device_count.total }),
    devices: t.field({
      type: [NetworkStatusDeviceType],
      description: 'Every device, newest contact first, with its bucket (empty unless includeDevices).',
      resolve: (r) =>
        BUCKETS.flatMap((bucket) => (r.devices?.[bucket] ?? []).map((d) => ({ ...d, bucket }))).sort((a, b) =>
          (b.last_contact ?? '').localeCompare(a.last_contact ?? ''),
        ),
    }),
  }),
});

builder.queryField('networkStatus', (t) =>
  t.field({
    type: NetworkStatusType,
    description: 'The network status report; without includeDevices, the summary (counts only).',
    args: {
      q: t.arg.string(),
      tags: t.arg.stringList(),
      includeDevices: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, { q, tags, includeDevices }, ctx) =>
      ctx.rest.get('/reports/network_status/', {
        query: { q: q ?? undefined, tags: tags ?? undefined, include_devices: includeDevices ?? false },
      }),
  }),
);

export const PlaybackRowType = builder.objectRef<PlaybackRow>('PlaybackRow').implement({
  description: 'Plays of a media item on a day of the players’ calendars (spec 02 §3 "Playback row").',
  fields: (t) => ({
    mediaId: t.id({ resolve: (r) => String(r.media_id) }),
    mediaName: t.exposeString('name'),
    playbackDate: t.exposeString('playback_date', { description: 'YYYY-MM-DD.' }),
    count: t.exposeInt('count'),
  }),
});

interface PlaybackAnswer {
  report_start: string;
  report_end: string;
  playback: PlaybackRow[];
}
const PlaybackReportType = builder.objectRef<PlaybackAnswer>('PlaybackReport').implement({
  fields: (t) => ({
    reportStart: t.exposeString('report_start'),
    reportEnd: t.exposeString('report_end'),
    rows: t.field({ type: [PlaybackRowType], resolve: (r) => r.playback }),
  }),
});

export const PlaybackKindEnum = builder.enumType('PlaybackKind', {
  description: 'Audio playback (audio media) or media playback (everything else).',
  values: enumValues(['audio', 'media'] as const),
});

interface RangeArgs {
  startDate?: string | null;
  endDate?: string | null;
  deviceTags?: string[] | null;
  mediaTags?: string[] | null;
  deviceIds?: (string | number)[] | null;
  mediaIds?: (string | number)[] | null;
}
export const rangeQuery = (args: RangeArgs) => ({
  start_date: args.startDate ?? undefined,
  end_date: args.endDate ?? undefined,
  device_tags: args.deviceTags ?? undefined,
  media_tags: args.mediaTags ?? undefined,
  device_ids: args.deviceIds?.map((id) => Number(restId(id))),
  media_ids: args.mediaIds?.map((id) => Number(restId(id))),
});

export function playbackReport(ctx: Context, kind: 'audio' | 'media', args: RangeArgs): Promise<PlaybackAnswer> {
  const query = rangeQuery(args);
  return kind === 'audio'
    ? ctx.rest.get('/reports/audio_playback/', { query })
    : ctx.rest.get('/reports/media_playback/', { query });
}

export const rangeArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  startDate: t.arg.string({ description: 'YYYY-MM-DD; default a month before the end.' }),
  endDate: t.arg.string({ description: 'YYYY-MM-DD; default today.' }),
  deviceTags: t.arg.stringList(),
  mediaTags: t.arg.stringList(),
  deviceIds: t.arg.idList(),
  mediaIds: t.arg.idList(),
});

builder.queryField('playbackReport', (t) =>
  t.field({
    type: PlaybackReportType,
    description:
      "Audio or media playback stats per media item and day. 'End date must be greater than start date.' when it is not; media playback leaves out the end day itself (the console sends the day after the chosen end).",
    args: { kind: t.arg({ type: PlaybackKindEnum, required: true }), ...rangeArgs(t) },
    resolve: (_root, { kind, ...args }, ctx) => playbackReport(ctx, kind, args),
  }),
);

const PlaybackMonthType = builder.objectRef<{ month: string; count: number }>('PlaybackMonth').implement({
  fields: (t) => ({ month: t.exposeString('month', { description: 'YYYY-MM.' }), count: t.exposeInt('count') }),
});

/** The filters of the plays totalled per day or per month: the range's, and audio or the rest. */
const totalsArgs = (t: Parameters<typeof rangeArgs>[0]) => ({
  ...rangeArgs(t),
  kind: t.arg({ type: PlaybackKindEnum, description: 'Audio only, or all but audio.' }),
});
const totalsQuery = ({ kind, ...args }: RangeArgs & { kind?: 'audio' | 'media' | null }) => ({
  ...rangeQuery(args),
  kind: kind ?? undefined,
});

const PlaybackDayType = builder.objectRef<{ day: string; count: number }>('PlaybackDay').implement({
  fields: (t) => ({ day: t.exposeString('day', { description: 'YYYY-MM-DD.' }), count: t.exposeInt('count') }),
});

builder.queryField('playbackDaily', (t) =>
  t.field({
    type: [PlaybackDayType],
    description:
      'Plays per day over the range, end day included, oldest first, summed over every media item (one row a day, however large the library): the reports dashboard.',
    args: totalsArgs(t),
    resolve: async (_root, args, ctx) =>
      (await ctx.rest.get('/reports/playback_daily/', { query: totalsQuery(args) })).daily,
  }),
);

builder.queryField('playbackTimeline', (t) =>
  t.field({
    type: [PlaybackMonthType],
    description: 'Plays per month over the range, oldest first (the media playback timeline).',
    args: totalsArgs(t),
    resolve: async (_root, args, ctx) =>
      (await ctx.rest.get('/reports/playback_timeline/', { query: totalsQuery(args) })).timeline,
  }),
);
