import { venueOperations as op } from '@signage/contract/venues';
import { winnerOf } from '@signage/domain/specificity';
import type { TradingHours } from '@signage/domain/tag-metadata/trading-hours';
import { VENUE_MESSAGES, venueProblem } from '@signage/domain/venues/venue';
import { requirePermission } from '../auth/guard.ts';
import { overLicenceOf, toDeviceJson } from '../devices/json.ts';
import { DEVICE_COLUMNS, deviceWhere } from '../devices/repository.ts';
import { unprocessable } from '../errors.ts';
import { changedColumns } from '../kit/changed-columns.ts';
import { deleteRoute } from '../kit/delete-route.ts';
import { answeredReadRoutes } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { tagsOfNew, tagsToStore, writeVisible } from '../kit/tagged-write.ts';
import { queryInstant } from '../schedules/context.ts';
import { recordsOf } from '../tag-metadata/reach.ts';
import { EDIT_VENUES, type VenueContext, VIEW_VENUES } from './context.ts';
import { venueAnswers } from './json.ts';
import { venueLookAhead } from './look-ahead.ts';
import { assertSyncMaster, devicesOfVenue, setVenueDevices } from './membership.ts';
import { findVenue, listVenues, VENUE_AREA } from './repository.ts';
import { venueSearchArea } from './search-area.ts';

function checked(fields: { name?: string; time_zone?: string }) {
  const problem = venueProblem(fields);
  if (problem) throw unprocessable(problem);
  return { name: fields.name?.trim(), time_zone: fields.time_zone };
}

/** Venues (spec 02 §7): list, get, create, update (devices apart), delete; their devices and trading hours. */
export const venueRoutes = signedInRoutes<VenueContext>(async (app, ctx) => {
  const { db, tagRegistry } = ctx;
  tagRegistry.register(VENUE_AREA, venueSearchArea(ctx));

  const find = answeredReadRoutes(
    app,
    { list: op.listVenues, get: op.getVenue },
    {
      key: 'venues',
      permissions: VIEW_VENUES,
      page: (_query, filter, paging) => listVenues(ctx, filter, paging),
      find: (id, forcedTags) => findVenue(ctx, id, forcedTags),
      answers: (rows, forcedTags) => venueAnswers(db, rows, forcedTags),
    },
  );

  /** After a write: the devices it changed fetch again, and the answer holds the venue as the caller now sees it. */
  const saved = async (msg: string, id: number, forcedTags: readonly string[], affected: number[]) => {
    await ctx.onDevicesChanged?.(affected);
    return { msg, venue: await find(id, forcedTags), affected_device_ids: affected };
  };

  app.route({
    ...endpoint(op.createVenue),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT_VENUES);
      const { body } = request;
      const fields = checked({ name: body.name, time_zone: body.time_zone });
      const { id, affected } = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('venues')
          .values({
            name: fields.name!,
            time_zone: fields.time_zone!,
            tags: await tagsOfNew(trx, body.tags, user.forced_tags),
            created_by: user.user_id,
          })
          .returning('venue_id')
          .executeTakeFirstOrThrow();
        const moved = body.devices?.length
          ? await setVenueDevices(trx, row.venue_id, body.devices, user.forced_tags)
          : [];
        await assertSyncMaster(trx, row.venue_id, body.sync_master_device_id);
        if (body.sync_master_device_id) {
          await trx
            .updateTable('venues')
            .set({ sync_master_device_id: body.sync_master_device_id })
            .where('venue_id', '=', row.venue_id)
            .execute();
        }
        return { id: row.venue_id, affected: moved };
      });
      tagRegistry.invalidate();
      return reply.status(201).send(await saved(VENUE_MESSAGES.created, id, [], affected));
    },
  });

  app.route({
    ...endpoint(op.updateVenue),
    handler: async (request) => {
      const user = requirePermission(request, ...EDIT_VENUES);
      const { id } = request.params;
      const { body } = request;
      const fields = checked({ name: body.name, time_zone: body.time_zone });
      const affected = await writeVisible(db, VENUE_AREA, id, user.forced_tags, async (trx) => {
        const before = await trx
          .selectFrom('venues')
          .select(['time_zone', 'sync_master_device_id'])
          .where('venue_id', '=', id)
          .executeTakeFirstOrThrow();
        await assertSyncMaster(trx, id, body.sync_master_device_id);
        const tags = await tagsToStore(trx, body.tags, user.forced_tags);
        await trx
          .updateTable('venues')
          .set(changedColumns({ ...fields, tags, sync_master_device_id: body.sync_master_device_id }))
          .where('venue_id', '=', id)
          .execute();
        const zoneChanged = fields.time_zone !== undefined && fields.time_zone !== before.time_zone;
        // A new sync master changes every device's sync role (its desired state).
        const masterChanged =
          body.sync_master_device_id !== undefined && body.sync_master_device_id !== before.sync_master_device_id;
        return zoneChanged || masterChanged ? await devicesOfVenue(trx, id) : [];
      });
      tagRegistry.invalidate();
      return saved(VENUE_MESSAGES.updated, id, user.forced_tags, affected);
    },
  });

  deleteRoute(app, op.deleteVenue, {
    db,
    area: VENUE_AREA,
    permissions: EDIT_VENUES,
    // Its devices fall back to their own zone (devices.venue_id is set null by the foreign key).
    reach: devicesOfVenue,
    answer: async (id, affected) => {
      await ctx.onDevicesChanged?.(affected);
      return { msg: VENUE_MESSAGES.deleted, venue_id: id, affected_device_ids: affected };
    },
  });

  app.route({
    ...endpoint(op.getVenueDevices),
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, ...VIEW_VENUES);
      const { id } = request.params;
      await findVenue(ctx, id, forced_tags);
      const rows = await db
        .selectFrom('devices')
        .select(DEVICE_COLUMNS)
        .where('devices.venue_id', '=', id)
        .where(deviceWhere({ forcedTags: forced_tags }))
        .orderBy('devices.device_id')
        .execute();
      const now = new Date();
      const [labelled, over] = await Promise.all([tagRegistry.labelRows(rows), overLicenceOf(ctx)]);
      return { venue_id: id, devices: labelled.map((row) => toDeviceJson(row, now, over)) };
    },
  });

  app.route({
    ...endpoint(op.setVenueDevices),
    handler: async (request) => {
      const user = requirePermission(request, ...EDIT_VENUES);
      const { id } = request.params;
      const affected = await writeVisible(db, VENUE_AREA, id, user.forced_tags, async (trx) => {
        const moved = await setVenueDevices(trx, id, request.body.devices, user.forced_tags);
        await trx.updateTable('venues').set({ date_updated: new Date() }).where('venue_id', '=', id).execute();
        // With devices moving, the ones staying may have lost their sync master (their sync role changes).
        return moved.length ? [...new Set([...moved, ...(await devicesOfVenue(trx, id))])] : moved;
      });
      return saved(VENUE_MESSAGES.devicesUpdated, id, user.forced_tags, affected);
    },
  });

  app.route({
    ...endpoint(op.getVenueTradingHours),
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, ...VIEW_VENUES);
      const venue = await findVenue(ctx, request.params.id, forced_tags);
      // The record a device carrying the venue's tags would get: the trading hours linked through its tags.
      const records = await recordsOf(db, ['trading hours']);
      const tagNames = (venue.tags as readonly (string | { name: string })[]).map((t) =>
        typeof t === 'string' ? t : t.name,
      );
      const winner = winnerOf(new Set(tagNames), records);
      const hours = winner?.json as TradingHours | undefined;
      return {
        venue_id: venue.venue_id,
        tagmetadata_id: winner?.id ?? null,
        tags: [...(winner?.tags ?? [])],
        defaults: (hours?.defaults as Record<string, unknown> | undefined) ?? null,
        time_zone: venue.time_zone,
      };
    },
  });

  app.route({
    ...endpoint(op.getVenueLookAhead),
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, ...VIEW_VENUES);
      const venue = await findVenue(ctx, request.params.id, forced_tags);
      return venueLookAhead(db, venue, queryInstant(request.query.from, 'from'));
    },
  });
});
