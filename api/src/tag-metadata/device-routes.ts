import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tagMetadataOperations as op } from '@signage/contract/tag-metadata';
import { notFoundMessage } from '@signage/domain/messages';
import { winnerOf } from '@signage/domain/specificity';
import { tradingState } from '@signage/domain/tag-metadata/effective';
import type { TradingHours } from '@signage/domain/tag-metadata/trading-hours';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, requirePermission } from '../auth/guard.ts';
import { authenticatePlayer, playerCredentials } from '../devices/player-auth.ts';
import { deviceWhere } from '../devices/repository.ts';
import { forbidden, notFound } from '../errors.ts';
import { deviceTimeZone } from '../kit/device-time-zone.ts';
import { endpoint } from '../kit/route.ts';
import { type TagMetadataContext, VIEW_TAG_METADATA } from './context.ts';
import { deviceTagMetadata } from './device-state.ts';
import { recordsOf } from './reach.ts';

/** What a device gets: for operators (the device page), and trading hours by device key (spec 02 §7). */
export const deviceTagMetadataRoutes: FastifyPluginAsyncTypebox<TagMetadataContext> = async (app, ctx) => {
  const { db, displayTimeZone } = ctx;
  const operator = authenticate(ctx.sessions);
  const player = authenticatePlayer(db);
  const device = (forcedTags: readonly string[]) =>
    db
      .selectFrom('devices')
      .select(['devices.device_id', 'devices.tags', deviceTimeZone])
      .where(deviceWhere({ forcedTags }));

  app.route({
    ...endpoint(op.getDeviceTagMetadata),
    onRequest: operator,
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, ...VIEW_TAG_METADATA);
      const { id } = request.params;
      const row = await device(forced_tags).where('devices.device_id', '=', id).executeTakeFirst();
      if (!row) throw notFound(notFoundMessage('Device', id));
      return deviceTagMetadata(db, row, displayTimeZone);
    },
  });

  app.route({
    ...endpoint(op.listDeviceTradingStates),
    onRequest: operator,
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, ...VIEW_TAG_METADATA);
      const devices = await device(forced_tags).where('devices.device_id', 'in', request.query.ids).execute();
      const records = await recordsOf(db, ['trading hours']);
      const now = Date.now();
      return {
        trading_states: devices.map((d) => {
          const hours = winnerOf(new Set(d.tags), records)?.json as TradingHours | undefined;
          return { device_id: d.device_id, open: tradingState(hours, now, d.time_zone ?? displayTimeZone).open };
        }),
      };
    },
  });

  app.route({
    ...endpoint(op.getDeviceTradingHours),
    onRequest: (request: FastifyRequest, reply: FastifyReply) =>
      playerCredentials(request.headers.authorization) ? player(request, reply) : operator(request, reply),
    handler: async (request) => {
      const { device_key } = request.params;
      const forcedTags = request.player ? [] : requirePermission(request, ...VIEW_TAG_METADATA).forced_tags;
      const row = await device(forcedTags).where('devices.device_key', '=', device_key).executeTakeFirst();
      if (request.player && (!request.player.activated || row?.device_id !== request.player.device_id)) {
        throw forbidden('A player may read only its own trading hours, once activated.');
      }
      if (!row) throw notFound(notFoundMessage('Device', device_key));
      const state = await deviceTagMetadata(db, row, displayTimeZone);
      const chosen = state.trading_hours;
      const hours = chosen.json as TradingHours | null;
      const winner = chosen.candidates.find((c) => c.tagmetadata_id === chosen.tagmetadata_id);
      return {
        device_id: row.device_id,
        tagmetadata_id: chosen.tagmetadata_id,
        tags: winner?.tags ?? [],
        defaults: (hours?.defaults as Record<string, unknown> | undefined) ?? null,
        exceptions: hours?.exceptions ?? [],
        time_zone: state.time_zone,
        open: state.open,
      };
    },
  });
};
