import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_STATE_BODY_BYTES, type LiveState, liveStateOperations as op } from '@signage/contract/live-state';
import { samePassword, sessionChangesKey } from '@signage/domain/broker-credentials';
import { parsePlayingReport } from '@signage/domain/device-playing';
import { MESSAGES } from '@signage/domain/messages';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { bearerToken } from '../auth/guard.ts';
import { hasPgCode, PG_ERROR } from '../db/pg-errors.ts';
import type { Database } from '../db/schema.ts';
import { notFound, unauthorized, unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';

/** The refusal of a now-playing report the gateways would not have taken from a device either. */
export const NOT_A_PLAYING_REPORT = 'The playing report is not one a device sends.';

const hidden = <const R extends ReturnType<typeof endpoint>>(route: R) => ({
  ...route,
  schema: { ...route.schema, hide: true },
});

/** The update of one part that keeps the row's own when it was heard later (greatest() skips nulls). */
function newer<const P extends 'screenshot' | 'playing'>(part: P) {
  const at = `${part}_received_at` as const;
  return {
    [part]: sql<string>`case when device_live_state.${sql.ref(at)} > excluded.${sql.ref(at)} then device_live_state.${sql.ref(part)} else excluded.${sql.ref(part)} end`,
    [at]: sql<Date>`greatest(device_live_state.${sql.ref(at)}, excluded.${sql.ref(at)})`,
  } as Record<P | `${P}_received_at`, RawBuilder<never>>;
}

/**
 * The live state gateways share (contract/live-state.ts, issue 27): a gateway writes the last screenshot and
 * now-playing report it heard of a device, and reads them for a device it has heard nothing of. Only a gateway
 * of this installation may call (the key of the session-changes stream); each write keeps the newest of what
 * two gateways hearing the same message send.
 */
export function liveStateRoutes(options: { db: Kysely<Database>; brokerSecret: string }): FastifyPluginAsyncTypebox {
  const key = sessionChangesKey(options.brokerSecret);
  const { db } = options;
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!samePassword(bearerToken(request), key)) throw unauthorized(MESSAGES.signInRequired);
    });

    app.route({
      ...hidden(endpoint(op.putDeviceLiveState)),
      bodyLimit: LIVE_STATE_BODY_BYTES,
      handler: async (request, reply) => {
        const { screenshot, playing } = request.body;
        if (playing && !parsePlayingReport(playing.report)) throw unprocessable(NOT_A_PLAYING_REPORT);
        const row = {
          device_id: request.params.id,
          ...(screenshot && {
            screenshot: JSON.stringify(screenshot),
            screenshot_received_at: new Date(screenshot.received_at),
          }),
          ...(playing && { playing: JSON.stringify(playing), playing_received_at: new Date(playing.received_at) }),
        };
        // Two gateways write what they both heard: an older one never replaces a newer one.
        await db
          .insertInto('device_live_state')
          .values(row)
          .onConflict((conflict) =>
            conflict.column('device_id').doUpdateSet({
              ...(screenshot && newer('screenshot')),
              ...(playing && newer('playing')),
            }),
          )
          .execute()
          .catch((error: unknown) => {
            // One statement: the row's foreign key answers whether the device exists (or was deleted meanwhile).
            if (hasPgCode(error, PG_ERROR.foreignKeyViolation)) throw notFound(MESSAGES.notFound);
            throw error;
          });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...hidden(endpoint(op.getDeviceLiveState)),
      handler: async (request): Promise<LiveState> => {
        const row = await db
          .selectFrom('devices')
          .leftJoin('device_live_state', 'device_live_state.device_id', 'devices.device_id')
          .select(['device_live_state.screenshot', 'device_live_state.playing'])
          .where('devices.device_id', '=', request.params.id)
          .executeTakeFirst();
        if (!row) throw notFound(MESSAGES.notFound);
        return {
          screenshot: (row.screenshot as LiveState['screenshot']) ?? null, // jsonb comes back parsed on both drivers (pglite-pool.ts parses what its worker sends as text).
          playing: (row.playing as LiveState['playing']) ?? null,
        };
      },
    });
  };
}
