import { deviceOperations, PENDING_DEVICES_LIMIT } from '@signage/contract/devices';
import { isDeviceKey, normaliseDeviceKey } from '@signage/domain/device-key';
import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { sql } from 'kysely';
import { requirePermission } from '../auth/guard.ts';
import { unprocessable } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { registerTags, tagsForCreate } from '../kit/tags.ts';
import type { DeviceContext } from './context.ts';

export const ACTIVATION_MESSAGES = {
  unknownKey: 'No device is waiting for activation with this key.',
  alreadyActivated: 'This device is already activated.',
} as const;

/** POST /devices/activate (spec 02 §7 "Device activation") and the players waiting for it. */
export const deviceActivationRoutes = signedInRoutes<DeviceContext>(async (app, ctx) => {
  const { db } = ctx;

  app.route({
    ...endpoint(deviceOperations.listPendingDevices),
    handler: async (request) => {
      // Whoever may activate a device may see the keys waiting: they are what activation asks for.
      requirePermission(request, 'edit devices');
      const rows = await db
        .selectFrom('devices')
        .select(['device_id', 'device_key', 'type', 'model_name', 'date_created', 'last_contact', 'contact_ip_address'])
        .where('activated', '=', false)
        .orderBy(sql`coalesce(last_contact, date_created)`, 'desc')
        .orderBy('device_id', 'desc')
        .limit(PENDING_DEVICES_LIMIT)
        .execute();
      return {
        devices: rows.map((row) => ({
          ...row,
          date_created: row.date_created.toISOString(),
          last_contact: row.last_contact?.toISOString() ?? null,
        })),
      };
    },
  });

  app.route({
    ...endpoint(deviceOperations.activateDevice),
    handler: async (request) => {
      const user = requirePermission(request, 'edit devices');
      // Keys are issued in upper case; people type them in any case.
      const key = normaliseDeviceKey(request.body.device_key).toUpperCase();
      if (!isDeviceKey(key)) throw unprocessable(DEVICE_MESSAGES.keyIncorrect);
      const tags = tagsForCreate([], user.forced_tags);
      const activated = await db.transaction().execute(async (trx) => {
        await registerTags(trx, tags);
        // One statement, so two operators entering the same key cannot both activate it.
        const row = await trx
          .updateTable('devices')
          .set({ activated: true, tags, date_activated: sql<Date>`now()` })
          .where('device_key', '=', key)
          .where('activated', '=', false)
          .returning('device_id')
          .executeTakeFirst();
        if (row) return row;
        const existing = await trx
          .selectFrom('devices')
          .select('device_id')
          .where('device_key', '=', key)
          .executeTakeFirst();
        throw unprocessable(existing ? ACTIVATION_MESSAGES.alreadyActivated : ACTIVATION_MESSAGES.unknownKey);
      });
      if (tags.length) ctx.tagRegistry.invalidate();
      ctx.access.forget(activated.device_id);
      // On Mosquitto the device needs its client and role before its next check-in hands it the password.
      await ctx.brokerRights?.grant([activated.device_id]);
      return { device_id: activated.device_id };
    },
  });
});
