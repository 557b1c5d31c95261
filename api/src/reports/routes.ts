import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reportOperations as op, type PlaybackQuery, playerEventOperations } from '@signage/contract/reports';
import { NETWORK_BUCKETS } from '@signage/domain/device-status';
import { notFoundMessage } from '@signage/domain/messages';
import { DEFAULT_TOUCH_GROUPING } from '@signage/domain/reports';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../auth/guard.ts';
import { activatedPlayerOf, playerRoutes } from '../devices/player-auth.ts';
import { deviceWhere } from '../devices/repository.ts';
import { notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import type { TagRegistry } from '../kit/tag-registry.ts';
import { type ExportContext, reportExportRoutes } from './export-routes.ts';
import { diskStorage } from './exports.ts';
import { ingestEvents } from './ingest.ts';
import { networkDevices } from './network-devices.ts';
import {
  type PlaybackFilter,
  type PlaybackKind,
  playbackDaily,
  playbackStats,
  playbackTimeline,
  reportRange,
  touchRange,
  touchStats,
} from './queries.ts';
import { EventRetention } from './retention.ts';

export interface ReportContext extends ExportContext {
  tagRegistry: TagRegistry;
  /** Months of raw events kept (EVENTS_RETENTION_MONTHS); rollups stay. */
  retentionMonths: number;
}

const VIEW_REPORTS = 'view reports' as const;

/** Reports and proof of play (spec 02 §7 "Reports"), the event store players write, and its retention. */
export const reportRoutes: FastifyPluginAsyncTypebox<ReportContext> = async (app, ctx) => {
  const { db, retentionMonths } = ctx;
  const retention = new EventRetention(db, retentionMonths);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
  await app.register(reportExportRoutes, ctx);

  await app.register(
    playerRoutes(async (players) => {
      players.route({
        ...endpoint(playerEventOperations.reportPlayerEvents),
        handler: async (request) => {
          const player = activatedPlayerOf(request);
          await db
            .updateTable('devices')
            .set({ last_contact: new Date(), contact_ip_address: request.ip })
            .where('device_id', '=', player.device_id)
            .execute();
          return ingestEvents(db, player.device_id, request.body, { keepMonths: retentionMonths });
        },
      });
    }),
    ctx,
  );

  await app.register(
    signedInRoutes(async (operator) => {
      operator.route({
        ...endpoint(op.getNetworkStatus),
        handler: async (request) => {
          const { forced_tags } = requirePermission(request, VIEW_REPORTS);
          const { q, tags, include_devices } = request.query;
          const { devices: rows, bucketOf } = await networkDevices(ctx, forced_tags, { q, tags });
          const buckets = [...NETWORK_BUCKETS, 'closed'] as const;
          type Bucket = (typeof buckets)[number];
          const labelled = await ctx.tagRegistry.labelRows(rows);
          const grouped = Object.fromEntries(buckets.map((b) => [b, [] as typeof labelled])) as Record<
            Bucket,
            typeof labelled
          >;
          for (const [index, row] of labelled.entries()) grouped[bucketOf(rows[index]!)].push(row);
          const device_count = {
            ...(Object.fromEntries(buckets.map((b) => [b, grouped[b].length])) as Record<Bucket, number>),
            total: rows.length,
          };
          if (!include_devices) return { device_count };
          const devices = Object.fromEntries(
            buckets.map((b) => [
              b,
              grouped[b].map((d) => ({
                device_id: d.device_id,
                name: d.name,
                last_contact: d.last_contact?.toISOString() ?? null,
                tags: d.tags,
              })),
            ]),
          ) as never;
          return { device_count, devices };
        },
      });

      // What a playback report or total asks for: the query's devices, media and range, the caller's forced tags.
      const filterOf = (
        request: FastifyRequest & { query: PlaybackQuery },
        kind: PlaybackKind,
        endExclusive = false,
      ): PlaybackFilter => ({
        query: request.query,
        forcedTags: requirePermission(request, VIEW_REPORTS).forced_tags,
        kind,
        // Only an end the caller chose is left out; the default end is now, today included.
        endExclusive: endExclusive && request.query.end_date !== undefined,
        range: reportRange(request.query),
      });
      const playback = async (filter: PlaybackFilter) => ({
        report_start: filter.range.start,
        report_end: filter.range.end,
        playback: await playbackStats(db, filter),
      });
      operator.route({
        ...endpoint(op.getAudioPlayback),
        handler: async (request) => playback(filterOf(request, 'audio')),
      });
      // The console sends the day after the chosen end (spec 02 §7): that day itself is left out.
      operator.route({
        ...endpoint(op.getMediaPlayback),
        handler: async (request) => playback(filterOf(request, 'media', true)),
      });

      // The plays of the range summed per month or per day, over every media item of the filter.
      operator.route({
        ...endpoint(op.getPlaybackTimeline),
        handler: async (request) => ({
          timeline: await playbackTimeline(db, filterOf(request, request.query.kind ?? 'all')),
        }),
      });
      operator.route({
        ...endpoint(op.getPlaybackDaily),
        handler: async (request) => ({
          daily: await playbackDaily(db, filterOf(request, request.query.kind ?? 'all')),
        }),
      });

      operator.route({
        ...endpoint(op.getTouchStats),
        handler: async (request) => {
          const { forced_tags } = requirePermission(request, VIEW_REPORTS);
          const range = touchRange(request.query);
          const touch_stats = await touchStats(db, {
            query: request.query,
            forcedTags: forced_tags,
            range,
            groups: request.query.groups ?? DEFAULT_TOUCH_GROUPING,
            bucket: request.query.bucket ?? 'date',
          });
          return { touch_stats };
        },
      });

      operator.route({
        ...endpoint(op.getDiskStorage),
        handler: async (request) => {
          const { forced_tags } = requirePermission(request, VIEW_REPORTS);
          return diskStorage(db, {
            forcedTags: forced_tags,
            tags: request.query.device_tags,
            ids: request.query.device_ids,
          });
        },
      });

      operator.route({
        ...endpoint(op.getDeviceEventStream),
        handler: async (request) => {
          const { forced_tags } = requirePermission(request, 'view devices', 'edit devices', VIEW_REPORTS);
          const { id } = request.params;
          const device = await db
            .selectFrom('devices')
            .leftJoin('player_event_streams as s', 's.device_id', 'devices.device_id')
            .select([
              'devices.device_id',
              's.max_sequence',
              's.received',
              's.pending',
              's.complete_until',
              's.last_batch_at',
            ])
            .where('devices.device_id', '=', id)
            .where(deviceWhere({ forcedTags: forced_tags }))
            .executeTakeFirst();
          if (!device) throw notFound(notFoundMessage('Device', id));
          const max = Number(device.max_sequence ?? 0);
          const received = Number(device.received ?? 0);
          return {
            device_id: id,
            max_sequence: max,
            received,
            missing: Math.max(0, max - received),
            pending: device.pending ?? 0,
            complete_until: device.complete_until?.toISOString() ?? null,
            last_batch_at: device.last_batch_at?.toISOString() ?? null,
          };
        },
      });
    }),
    ctx,
  );
};
