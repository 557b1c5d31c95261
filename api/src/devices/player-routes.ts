import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { generateDeviceKey } from '@signage/domain/devices';
import { sql, type Transaction } from 'kysely';
import { Type } from 'typebox';
import { newToken, tokenHash } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { errorResponses } from '../schemas.ts';
import { deviceCredentials } from './broker-credentials.ts';
import type { DeviceContext } from './context.ts';
import { authenticatePlayer, PLAYER_AUTH_SCHEME, playerOf } from './player-auth.ts';

/** A registration nobody activated, and that stopped checking in, is swept after this long. */
const UNACTIVATED_TTL = '7 days';
const UNIQUE_VIOLATION = '23505';

const PlayerHeaders = Type.Object({
  authorization: Type.Optional(
    Type.String({ description: `${PLAYER_AUTH_SCHEME} <device_key>:<player_secret>, as issued by /players/register.` }),
  ),
});
const players = { tags: ['players'] };
const Ok = Type.Object({ status: Type.Literal('ok') });
const Details = Type.Object({}, { additionalProperties: true });

/**
 * The calls a player makes about itself (tag `players`), documented so a vendor can implement them. A player
 * registers once, shows its device key, and authenticates every later call with `Authorization: Player
 * <device_key>:<player_secret>`. Every authenticated call counts as contact (last_contact, contact_ip_address).
 */
export const devicePlayerRoutes: FastifyPluginAsyncTypebox<DeviceContext> = async (app, { db, brokerSecret }) => {
  app.post(
    '/players/register',
    {
      schema: {
        ...players,
        summary:
          'Register a player: creates an unactivated device and answers its device key (to show on screen for an operator to enter) and a secret for its own later calls. Keep the secret; it is not shown again.',
        body: Type.Object(
          {
            model_name: Type.String({ maxLength: 100 }),
            firmware_version: Type.String({ maxLength: 50 }),
            type: Type.String({ maxLength: 50 }),
            name: Type.Optional(
              Type.String({ maxLength: 255, description: 'Suggested name until an operator renames it.' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ device_key: Type.String(), player_secret: Type.String() }),
          422: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
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
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= 2) throw error;
        }
      }
    },
  );

  await app.register(async (plugin) => {
    const authed = plugin.withTypeProvider<TypeBoxTypeProvider>();
    authed.addHook('onRequest', authenticatePlayer(db));
    const touch = (trx: Transaction<Database> | typeof db, deviceId: number, ip: string) =>
      trx
        .updateTable('devices')
        .set({ last_contact: new Date(), contact_ip_address: ip })
        .where('device_id', '=', deviceId)
        .returning(['device_id', 'activated'])
        .executeTakeFirstOrThrow();
    const authedSchema = { ...players, headers: PlayerHeaders };

    authed.post(
      '/players/checkin',
      {
        schema: {
          ...authedSchema,
          summary:
            'Check in: records the contact and answers whether an operator has activated the player yet (device_id is null until then), and once activated the MQTT credentials to connect to the broker with (username = device id). Check in every few seconds until activated, then periodically.',
          response: {
            200: Type.Object({
              device_id: Type.Union([Type.Integer(), Type.Null()]),
              activated: Type.Boolean(),
              broker: Type.Optional(Type.Object({ username: Type.String(), password: Type.String() })),
            }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const row = await touch(db, playerOf(request).device_id, request.ip);
        if (!row.activated) return { device_id: null, activated: false };
        // Only an activated player learns its broker credentials: before that it has no broker rights.
        return { device_id: row.device_id, activated: true, broker: deviceCredentials(brokerSecret, row.device_id) };
      },
    );

    authed.post(
      '/players/system_info',
      {
        schema: {
          ...authedSchema,
          summary:
            'Report system info: {json} with hwinfo, display.screens [{width, height}], disk.disks [{bytes_avail, bytes_used}].',
          body: Type.Object({ json: Details }, { additionalProperties: false }),
          response: { 200: Type.Object({ id: Type.Integer() }), ...errorResponses },
        },
      },
      async (request) => {
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
    );

    authed.post(
      '/players/activity',
      {
        schema: {
          ...authedSchema,
          summary: 'Report activity events, up to 1000 per call: all are stored or none.',
          body: Type.Object(
            {
              events: Type.Array(
                Type.Object({
                  timestamp: Type.String({ format: 'date-time' }),
                  event: Type.String({ minLength: 1, maxLength: 200 }),
                  details: Type.Optional(Details),
                }),
                { maxItems: 1000 },
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ count: Type.Integer() }), ...errorResponses },
        },
      },
      async (request) => {
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
    );

    authed.post(
      '/players/connectivity',
      {
        schema: {
          ...authedSchema,
          summary:
            'Report daily connectivity: {entries: [{date: YYYY-MM-DD, c: percent}]}. A day reported again replaces the earlier value.',
          body: Type.Object(
            {
              entries: Type.Array(
                Type.Object({ date: Type.String({ format: 'date' }), c: Type.Number({ minimum: 0, maximum: 100 }) }),
                { maxItems: 1000 },
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: Ok, ...errorResponses },
        },
      },
      async (request) => {
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
    );
  });
};
