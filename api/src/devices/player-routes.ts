import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_PLAYS_PER_DAY, playerOperations as op } from '@signage/contract/players';
import { deviceCredentials } from '@signage/domain/broker-credentials';
import { playerClientId } from '@signage/domain/broker-rights';
import { generateDeviceKey } from '@signage/domain/device-key';
import { sql, type Transaction } from 'kysely';
import { newToken, tokenHash } from '../auth/tokens.ts';
import { hasPgCode, PG_ERROR } from '../db/pg-errors.ts';
import type { Database } from '../db/schema.ts';
import { unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import type { DeviceContext } from './context.ts';
import { activatedPlayerOf, playerOf, playerRoutes } from './player-auth.ts';
import { reachedMediaIds } from './player-reach.ts';

/** A registration nobody activated, and that stopped checking in, is swept after this long. */
const UNACTIVATED_TTL = '7 days';
const notPlayed = (ids: number[]) =>
  `Media item ${ids.join(', ')} is not in a layout scheduled for this player, so it cannot have played there.`;
const tooManyPlays = (mediaId: number, day: string) =>
  `Media item ${mediaId} cannot have played more than ${MAX_PLAYS_PER_DAY} times on ${day} (once a second).`;

/**
 * The calls a player makes about itself (tag `players`), documented so a vendor can implement them. A player
 * registers once, shows its device key, and authenticates every later call with `Authorization: Player
 * <device_key>:<player_secret>`. Every authenticated call counts as contact (last_contact, contact_ip_address).
 */
export const devicePlayerRoutes: FastifyPluginAsyncTypebox<DeviceContext> = async (app, ctx) => {
  const { db, brokerSecret, registrationLimit, campaignPlays: countCampaignPlays } = ctx;
  app.route({
    ...endpoint(op.registerPlayer),
    handler: async (request) => {
      // Anonymous: refused past the address's rate before it writes anything (registration-limit.ts).
      registrationLimit.take(request.ip);
      const { model_name, firmware_version, type, name } = request.body;
      const player_secret = newToken();
      await db
        .deleteFrom('devices')
        .where('activated', '=', false)
        .where(sql<boolean>`coalesce(last_contact, date_created) < now() - cast(${UNACTIVATED_TTL} as interval)`)
        .execute();
      for (let attempt = 0; ; attempt++) {
        const device_key = generateDeviceKey((n) => randomBytes(n));
        try {
          await db
            .insertInto('devices')
            .values({
              name: name?.trim() || `${model_name || type || 'Player'} ${device_key.slice(0, 5)}`,
              model_name,
              firmware_version,
              type,
              device_key,
              last_contact: new Date(),
              contact_ip_address: request.ip,
              player_secret_hash: tokenHash(player_secret),
            })
            .execute();
          return { device_key, player_secret };
        } catch (error) {
          // 100 random bits make a clash all but impossible; retry once or twice rather than fail.
          if (!hasPgCode(error, PG_ERROR.uniqueViolation) || attempt >= 2) throw error;
        }
      }
    },
  });

  await app.register(
    playerRoutes(async (authed) => {
      const touch = (trx: Transaction<Database> | typeof db, deviceId: number, ip: string) =>
        trx
          .updateTable('devices')
          .set({ last_contact: new Date(), contact_ip_address: ip })
          .where('device_id', '=', deviceId)
          .returning(['device_id', 'activated'])
          .executeTakeFirstOrThrow();
      authed.route({
        ...endpoint(op.playerCheckin),
        handler: async (request) => {
          const row = await touch(db, playerOf(request).device_id, request.ip);
          if (!row.activated) return { device_id: null, activated: false };
          // Only an activated player learns its broker credentials: before that it has no broker rights.
          const broker = {
            ...deviceCredentials(brokerSecret, row.device_id),
            client_id: playerClientId(row.device_id),
          };
          return { device_id: row.device_id, activated: true, broker };
        },
      });

      authed.route({
        ...endpoint(op.reportSystemInfo),
        handler: async (request) => {
          const deviceId = playerOf(request).device_id;
          return db.transaction().execute(async (trx) => {
            await touch(trx, deviceId, request.ip);
            return trx
              .insertInto('device_system_info')
              .values({ device_id: deviceId, json: JSON.stringify(request.body.json) })
              .returning('id')
              .executeTakeFirstOrThrow();
          });
        },
      });

      authed.route({
        ...endpoint(op.reportActivity),
        handler: async (request) => {
          const deviceId = playerOf(request).device_id;
          const { events } = request.body;
          await db.transaction().execute(async (trx) => {
            await touch(trx, deviceId, request.ip);
            if (!events.length) return;
            await trx
              .insertInto('device_activity')
              .values(
                events.map((e) => ({
                  device_id: deviceId,
                  timestamp: new Date(e.timestamp),
                  event: e.event,
                  details: JSON.stringify(e.details ?? {}),
                })),
              )
              .execute();
          });
          return { count: events.length };
        },
      });

      authed.route({
        ...endpoint(op.reportConnectivity),
        handler: async (request) => {
          const deviceId = playerOf(request).device_id;
          // One statement may not update the same row twice: the last entry for a day wins.
          const byDate = new Map(request.body.entries.map((e) => [e.date, e.c]));
          await db.transaction().execute(async (trx) => {
            await touch(trx, deviceId, request.ip);
            if (!byDate.size) return;
            await trx
              .insertInto('device_connectivity')
              .values([...byDate].map(([date, c]) => ({ device_id: deviceId, date, c })))
              .onConflict((oc) => oc.columns(['device_id', 'date']).doUpdateSet((eb) => ({ c: eb.ref('excluded.c') })))
              .execute();
          });
          return { status: 'ok' as const };
        },
      });

      authed.route({
        ...endpoint(op.reportPlayback),
        handler: async (request) => {
          const player = activatedPlayerOf(request);
          // One statement may not update the same row twice: the counts of one media item and day add up first.
          const counts = new Map<string, { media_id: number; playback_date: string; count: number }>();
          for (const { media_id, playback_date, count } of request.body.entries) {
            const key = `${media_id} ${playback_date}`;
            const known = counts.get(key);
            if (known) known.count += count;
            else counts.set(key, { media_id, playback_date, count });
          }
          const mediaIds = [...new Set([...counts.values()].map((c) => c.media_id))];
          await db.transaction().execute(async (trx) => {
            await touch(trx, player.device_id, request.ip);
            if (!counts.size) return;
            // Held until the counts are in: a media item deleted meanwhile cannot break the insert.
            const found = await trx
              .selectFrom('media')
              .select('media_id')
              .where('media_id', 'in', mediaIds)
              .forKeyShare()
              .execute();
            const known = new Set(found.map((m) => m.media_id));
            const unknown = mediaIds.filter((id) => !known.has(id));
            if (unknown.length) throw unprocessable(`No such media item: ${unknown.join(', ')}.`);
            // Only media its schedules give it to play (player-reach.ts): not another device's, not made up.
            const reached = await reachedMediaIds(trx, player.device_id);
            const foreign = mediaIds.filter((id) => !reached.has(id));
            if (foreign.length) throw unprocessable(notPlayed(foreign));
            const campaignPlays = request.body.entries.flatMap((e) =>
              e.campaign_run_id === undefined ? [] : [{ ...e, campaign_run_id: e.campaign_run_id }],
            );
            if (campaignPlays.length) {
              if (!countCampaignPlays) throw unprocessable('Campaign runs are not counted by this service.');
              await countCampaignPlays(trx, player.device_id, campaignPlays);
            }
            const stored = await trx
              .insertInto('device_playback')
              .values([...counts.values()].map((c) => ({ device_id: player.device_id, ...c })))
              .onConflict((oc) =>
                oc.columns(['device_id', 'media_id', 'playback_date']).doUpdateSet({
                  count: sql<number>`device_playback.count::bigint + excluded.count`,
                }),
              )
              .returning(['media_id', sql<string>`to_char(playback_date, 'YYYY-MM-DD')`.as('day'), 'count'])
              .execute();
            // Thrown inside the transaction: a report past the bound stores nothing.
            const over = stored.find((row) => Number(row.count) > MAX_PLAYS_PER_DAY);
            if (over) throw unprocessable(tooManyPlays(over.media_id, over.day));
          });
          return { count: [...counts.values()].reduce((sum, c) => sum + c.count, 0) };
        },
      });
    }),
    ctx,
  );
};
