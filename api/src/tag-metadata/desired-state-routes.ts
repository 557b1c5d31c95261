import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tagMetadataOperations as op } from '@signage/contract/tag-metadata';
import { DESIRED_STATE_MESSAGES } from '@signage/domain/tag-metadata/desired-state';
import { authenticate, requirePermission } from '../auth/guard.ts';
import { activatedPlayerOf, authenticatePlayer } from '../devices/player-auth.ts';
import { deviceWhere } from '../devices/repository.ts';
import { unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { type TagMetadataContext, VIEW_TAG_METADATA } from './context.ts';
import { desiredStatesOf, toDesiredStateJson } from './desired-state.ts';

/**
 * Desired and reported state: operators read it per device (the device page, the device list); a player fetches
 * what it should run with at check-in and answers each version it is sent, applied or failed with a reason.
 */
export const desiredStateRoutes: FastifyPluginAsyncTypebox<TagMetadataContext> = async (app, ctx) => {
  const { db, displayTimeZone } = ctx;
  const operator = authenticate(ctx.sessions);
  const player = authenticatePlayer(db);

  app.route({
    ...endpoint(op.listDesiredStates),
    onRequest: operator,
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, ...VIEW_TAG_METADATA);
      const visible = await db
        .selectFrom('devices')
        .select('devices.device_id')
        .where(deviceWhere({ forcedTags: forced_tags }))
        .where('devices.device_id', 'in', request.query.ids)
        .execute();
      const ids = visible.map((d) => d.device_id);
      return { desired_states: await desiredStatesOf(db, displayTimeZone, ids) };
    },
  });

  app.route({
    ...endpoint(op.getPlayerDesiredState),
    onRequest: player,
    handler: async (request) => {
      const { device_id } = activatedPlayerOf(request);
      const [state] = await desiredStatesOf(db, displayTimeZone, [device_id]);
      return state!.desired;
    },
  });

  app.route({
    ...endpoint(op.reportDesiredState),
    onRequest: player,
    handler: async (request) => {
      const { device_id } = activatedPlayerOf(request);
      const { version, status, reason, applied } = request.body;
      if (status === 'failed' && !reason?.trim()) throw unprocessable(DESIRED_STATE_MESSAGES.reasonNeeded);
      // Made first when the player answers before anyone asked (it fetched at check-in from an older api).
      const [current] = await desiredStatesOf(db, displayTimeZone, [device_id]);
      if (version > current!.desired_version) {
        throw unprocessable(DESIRED_STATE_MESSAGES.newerThanDesired(version, current!.desired_version));
      }
      const row = await db
        .updateTable('device_desired_state')
        .set({
          reported_version: version,
          reported_status: status,
          reported_reason: status === 'failed' ? reason!.trim() : null,
          reported: applied === undefined ? null : JSON.stringify(applied),
          reported_at: new Date(),
        })
        .where('device_id', '=', device_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { msg: DESIRED_STATE_MESSAGES.recorded(version, status), desired_state: toDesiredStateJson(row) };
    },
  });
};
