import { clockSampleOperations, venueSyncOperations as op } from '@signage/contract/venue-sync';
import { DRIFT_RETENTION_MS, DRIFT_WINDOW_MS, SYNC_MESSAGES } from '@signage/domain/venues/clock-sync';
import { requirePermission } from '../auth/guard.ts';
import { activatedPlayerOf, playerRoutes } from '../devices/player-auth.ts';
import { deviceWhere } from '../devices/repository.ts';
import { unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { type VenueContext, VIEW_VENUES } from './context.ts';
import { driftOf, pruneSamples } from './drift.ts';
import { findVenue } from './repository.ts';

/** A sample stamped later than this past the api's clock is refused (the master's clock may run a little ahead). */
const FUTURE_SLACK_MS = 60 * 60 * 1000;

/** The venue's devices the caller may see, in id order. */
function visibleDevices(ctx: VenueContext, venueId: number, forcedTags: readonly string[]) {
  return ctx.db
    .selectFrom('devices')
    .select(['device_id', 'name'])
    .where('venue_id', '=', venueId)
    .where('activated', '=', true)
    .where(deviceWhere({ forcedTags }))
    .orderBy('device_id')
    .execute();
}

/** Venue clock sync for operators (issue 24): each follower's drift, and the resync's check and audit entry. */
export const venueSyncRoutes = signedInRoutes<VenueContext>(async (app, ctx) => {
  app.route({
    ...endpoint(op.getVenueDrift),
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, ...VIEW_VENUES);
      const venue = await findVenue(ctx, request.params.id, forced_tags);
      const to = new Date();
      const from = new Date(to.getTime() - DRIFT_WINDOW_MS);
      const master = venue.sync_master_device_id;
      const devices = await visibleDevices(ctx, venue.venue_id, forced_tags);
      const followers = devices.filter((d) => d.device_id !== master);
      return {
        venue_id: venue.venue_id,
        sync_master_device_id: master,
        master_name: devices.find((d) => d.device_id === master)?.name ?? null,
        from: from.toISOString(),
        to: to.toISOString(),
        followers: master === null ? [] : await driftOf(ctx.db, master, followers, from),
      };
    },
  });

  app.route({
    ...endpoint(op.resyncVenue),
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, 'command devices');
      const venue = await findVenue(ctx, request.params.id, forced_tags);
      const master = venue.sync_master_device_id;
      if (master === null) throw unprocessable(SYNC_MESSAGES.noMaster);
      const followers = (await visibleDevices(ctx, venue.venue_id, forced_tags)).filter((d) => d.device_id !== master);
      if (followers.length === 0) throw unprocessable(SYNC_MESSAGES.noFollowers);
      // Nothing is stored here: the audit hook records the resync (kit/audit-hook.ts), the gateway sends it.
      return {
        msg: SYNC_MESSAGES.resyncSent(followers.length),
        venue_id: venue.venue_id,
        master_device_id: master,
        follower_ids: followers.map((f) => f.device_id),
      };
    },
  });
});

/** What a follower reports about its clock (player credentials). */
export const clockSampleRoutes = playerRoutes<VenueContext>(async (app, { db }) => {
  app.route({
    ...endpoint(clockSampleOperations.reportClockSamples),
    handler: async (request) => {
      const player = activatedPlayerOf(request);
      const { samples } = request.body;
      const now = new Date();
      const oldest = now.getTime() - DRIFT_RETENTION_MS;
      const stamped = samples.map((s) => ({ ...s, time: Date.parse(s.at) }));
      if (stamped.some((s) => !(s.time >= oldest && s.time <= now.getTime() + FUTURE_SLACK_MS))) {
        throw unprocessable(`A sample must be from the last ${DRIFT_RETENTION_MS / 3_600_000} hours.`);
      }
      await db.transaction().execute(async (trx) => {
        // Held until the samples are in: a device leaving the venue meanwhile waits for them.
        const row = await trx
          .selectFrom('devices')
          .select(['device_id', (eb) => eb.ref('venue_id').as('venue_id')])
          .select((eb) =>
            eb
              .selectFrom('venues')
              .select('sync_master_device_id')
              .whereRef('venues.venue_id', '=', 'devices.venue_id')
              .as('master'),
          )
          .where('device_id', '=', player.device_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const master = row.master;
        if (master === null || master === row.device_id || samples.some((s) => s.master_device_id !== master)) {
          throw unprocessable(SYNC_MESSAGES.notInVenue);
        }
        await trx
          .insertInto('device_clock_samples')
          .values(
            stamped.map((s) => ({
              device_id: player.device_id,
              master_device_id: master,
              at: new Date(s.time),
              offset_ms: s.offset_ms,
              round_trip_ms: s.round_trip_ms,
            })),
          )
          .execute();
        await pruneSamples(trx, player.device_id, now);
        await trx
          .updateTable('devices')
          .set({ last_contact: now, contact_ip_address: request.ip })
          .where('device_id', '=', player.device_id)
          .execute();
      });
      return { count: samples.length };
    },
  });
});
