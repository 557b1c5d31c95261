import { VENUE_PAGE_SIZES } from '@signage/domain/page-sizes';
import { venueTimeZones } from '@signage/domain/venues/venue';
import { builder } from '../../builder.ts';
import { DeviceType } from '../devices/device.ts';
import { loadedByIdField, loadedField } from '../load-by-ids.ts';
import { restKeys } from '../rest-keys.ts';
import { recordListField, taggedRecord } from '../tagged-record.ts';

/** Venues load through one batched REST call per GraphQL request (the list's ids filter). */
export const VenueType = taggedRecord('Venue', {
  description:
    "A venue (spec 02 §3): where devices are, and the one authority for their time. Its devices' schedules and trading hours run in its zone.",
  list: { path: '/venues/', key: 'venues', id: 'venue_id', noun: 'Venue' },
  fields: (t) => ({
    timeZone: t.exposeString('time_zone', { description: 'An IANA zone from the fixed list (venueTimeZones).' }),
    syncMasterDeviceId: t.id({
      nullable: true,
      description: "The sync master: one of the venue's devices, or null.",
      extensions: restKeys('sync_master_device_id'),
      resolve: (v) => (v.sync_master_device_id === null ? null : String(v.sync_master_device_id)),
    }),
    deviceIds: t.idList({
      description: 'The ids of the devices in the venue that you may see.',
      extensions: restKeys('devices'),
      resolve: (v) => v.devices.map(String),
    }),
    deviceCount: t.int({
      description: 'How many devices in the venue you may see.',
      extensions: restKeys('devices'),
      resolve: (v) => v.devices.length,
    }),
  }),
});

builder.objectField(VenueType, 'devices', (t) =>
  t.field({
    type: [DeviceType],
    description: 'The devices in the venue that you may see (spec 02 §7 "venue devices by id").',
    resolve: async (v, _args, ctx) =>
      (await ctx.rest.get('/venues/{id}/devices', { params: { id: v.venue_id } })).devices as never,
  }),
);

builder.objectFields(DeviceType, (t) => ({
  venueId: t.id({
    nullable: true,
    description: 'The venue the device is in, whoever may see it; null: none.',
    resolve: (d) => (d.venue_id === null ? null : String(d.venue_id)),
  }),
  venue: loadedField(t, VenueType, {
    description:
      "The venue the device is in (at most one); its zone rules the device's time. Null for none, or for one outside your forced tags (venueId names it).",
    id: (d) => d.venue_id,
    orNull: true,
  }),
}));

recordListField('venues', VenueType, {
  defaultSize: VENUE_PAGE_SIZES[0],
  pageSizes: 'The venue list offers 25, 50 and 100 (spec 02 §9); integrators may ask for up to 1000.',
  description:
    "Venues, newest first. `search` matches the name, zone and tags; `tags`: venues carrying all of them. The caller's forced tags always apply.",
});

loadedByIdField('venue', VenueType);

builder.queryField('venueTimeZones', (t) =>
  t.stringList({
    description: "The fixed list of IANA zones a venue's zone comes from (the runtime's zones plus UTC), sorted.",
    resolve: () => [...venueTimeZones()],
  }),
);

const VenueTradingHoursType = builder
  .objectRef<{
    tagmetadata_id: number | null;
    tags: string[];
    defaults: Record<string, unknown> | null;
    time_zone: string;
  }>('VenueTradingHours')
  .implement({
    description: "The trading hours linked through the venue's tags (spec 02 §7), with defaults and tags.",
    fields: (t) => ({
      tradingHoursId: t.id({
        nullable: true,
        resolve: (h) => (h.tagmetadata_id === null ? null : String(h.tagmetadata_id)),
      }),
      tags: t.stringList({ resolve: (h) => h.tags }),
      defaults: t.field({ type: 'JSON', nullable: true, resolve: (h) => h.defaults }),
      timeZone: t.exposeString('time_zone'),
    }),
  });

builder.objectField(VenueType, 'tradingHours', (t) =>
  t.field({
    type: VenueTradingHoursType,
    resolve: (v, _args, ctx) => ctx.rest.get('/venues/{id}/trading_hours', { params: { id: v.venue_id } }),
  }),
);
