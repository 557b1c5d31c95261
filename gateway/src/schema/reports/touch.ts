import type { TouchStat } from '@signage/contract/reports';
import { MAX_TOUCH_STAT_ROWS, TOUCH_BUCKETS, TOUCH_GROUPINGS } from '@signage/domain/reports';
import { builder } from '../../builder.ts';
import { enumValues } from '../enum-values.ts';
import { loadedField } from '../load-by-ids.ts';
import { MediaType } from '../media/media.ts';
import { rangeArgs, rangeQuery } from './reports.ts';

/** Touch statistics (spec 02 §2 "Touch stats report") and the disk storage of the devices a report selects. */

const TouchStatType = builder.objectRef<TouchStat>('TouchStat').implement({
  description: 'Spec 02 §3 "Touch stat row".',
  fields: (t) => ({
    eventName: t.exposeString('event_name'),
    bucket: t.exposeString('bucket'),
    count: t.exposeInt('count'),
    mediaUri: t.exposeString('media_uri'),
    name: t.exposeString('name', { description: 'What the row is grouped by.' }),
    mediaId: t.id({ nullable: true, resolve: (r) => (r.media_id === null ? null : String(r.media_id)) }),
    deviceId: t.id({
      nullable: true,
      description: 'The device, when the row holds one only.',
      resolve: (r) => (r.device_id === null ? null : String(r.device_id)),
    }),
    media: loadedField(t, MediaType, {
      description: 'The media item of a row grouped by media uri (null when the caller may not see it).',
      id: (r) => r.media_id,
      orNull: true,
    }),
  }),
});

const TouchBucketEnum = builder.enumType('TouchBucket', { values: enumValues(TOUCH_BUCKETS) });
const TouchGroupingEnum = builder.enumType('TouchGrouping', { values: enumValues(TOUCH_GROUPINGS) });

builder.queryField('touchStats', (t) =>
  t.field({
    type: [TouchStatType],
    description: `Touch statistics grouped (default by event name) and bucketed by date, day of week or hour. At most ${MAX_TOUCH_STAT_ROWS.toLocaleString('en')} rows: a larger answer is BAD_USER_INPUT, to be asked again narrower.`,
    args: {
      ...rangeArgs(t),
      eventName: t.arg.string(),
      groups: t.arg({ type: TouchGroupingEnum }),
      bucket: t.arg({ type: TouchBucketEnum }),
    },
    resolve: async (_root, { eventName, groups, bucket, ...args }, ctx) =>
      (
        await ctx.rest.get('/reports/touch_stats/', {
          query: {
            ...rangeQuery(args),
            event_name: eventName ?? undefined,
            groups: groups ?? undefined,
            bucket: bucket ?? undefined,
          },
        })
      ).touch_stats,
  }),
);

const DiskStorageType = builder
  .objectRef<{ devices: number; bytes_used: number; bytes_total: number }>('DiskStorage')
  .implement({
    description: 'Used versus total disk bytes over the latest system info of each device (spec 02 §2).',
    fields: (t) => ({
      devices: t.exposeInt('devices', { description: 'Devices with a system info report.' }),
      bytesUsed: t.exposeFloat('bytes_used'),
      bytesTotal: t.exposeFloat('bytes_total'),
    }),
  });

builder.queryField('diskStorage', (t) =>
  t.field({
    type: DiskStorageType,
    description: "Disk storage of the devices carrying these tags (or these devices): the playback reports' pie.",
    args: { deviceTags: t.arg.stringList(), deviceIds: t.arg.idList() },
    resolve: (_root, args, ctx) => {
      const { device_tags, device_ids } = rangeQuery(args);
      return ctx.rest.get('/reports/disk_storage/', { query: { device_tags, device_ids } });
    },
  }),
);
