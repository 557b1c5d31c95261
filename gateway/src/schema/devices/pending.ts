import type { PendingDevice as RestPendingDevice } from '@signage/contract/devices';
import { deviceKeyParts } from '@signage/domain/device-key';
import { builder } from '../../builder.ts';
import { restListField } from '../record-fields.ts';

const PendingDeviceType = builder.objectRef<RestPendingDevice>('PendingDevice').implement({
  description: 'A player that registered and waits for an operator to enter its key (spec 02 "Device activation").',
  fields: (t) => ({
    id: t.id({ resolve: (d) => String(d.device_id) }),
    deviceKey: t.exposeString('device_key', { description: 'The key on its screen, in four groups.' }),
    keyStart: t.string({
      description: "The key's first group: enough to tell the waiting players apart on their screens.",
      resolve: (d) => deviceKeyParts(d.device_key)[0] ?? '',
    }),
    type: t.exposeString('type'),
    modelName: t.exposeString('model_name'),
    dateCreated: t.field({ type: 'DateTime', description: 'When it registered.', resolve: (d) => d.date_created }),
    lastContact: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.last_contact }),
    contactIpAddress: t.string({ nullable: true, resolve: (d) => d.contact_ip_address }),
  }),
});

restListField('pendingDevices', PendingDeviceType, {
  description:
    'Players waiting for activation, most recently heard from first (at most 100). Only for users who may activate devices: FORBIDDEN otherwise.',
  list: { path: '/devices/pending/', key: 'devices' },
});
