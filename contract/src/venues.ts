import { MAX_VENUE_DEVICES, MAX_VENUE_NAME_LENGTH } from '@signage/domain/venues/venue';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import {
  DateTime,
  IdParams,
  IsoDate,
  newTags,
  PagedList,
  replacedTags,
  Tag,
  taggedPagedQuery,
  timestamps,
} from './common.ts';
import { Device } from './devices.ts';
import { JsonObject, Nullable, Query, Ref, StringEnum } from './schema.ts';

const tags = ['venues'];

export const Venue = Type.Object(
  {
    venue_id: Type.Integer(),
    name: Type.String(),
    tags: Type.Array(Ref(Tag)),
    time_zone: Type.String({ description: "An IANA zone; the zone its devices' schedules and trading hours run in." }),
    sync_master_device_id: Nullable(Type.Integer({ description: "One of the venue's devices, or null." })),
    devices: Type.Array(Type.Integer(), {
      description: 'The ids of the devices in the venue that you may see (your forced tags apply).',
    }),
    ...timestamps,
  },
  { $id: 'Venue', description: 'A venue (spec 02 §3): where devices are, and in which time zone.' },
);
export type Venue = Static<typeof Venue>;

const name = Type.String({ minLength: 1, maxLength: MAX_VENUE_NAME_LENGTH });
const timeZone = Type.String({
  maxLength: 64,
  description: "From the fixed IANA list (the runtime's zones plus UTC); the console fills in the browser's guess.",
});
const syncMaster = Nullable(Type.Integer({ minimum: 1, description: "One of the venue's devices; null: none." }));

export const VenueCreate = Type.Object(
  {
    name,
    tags: newTags,
    time_zone: timeZone,
    devices: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        maxItems: MAX_VENUE_DEVICES,
        description: 'Devices moved into the new venue (each leaves the venue it was in).',
      }),
    ),
    sync_master_device_id: Type.Optional(syncMaster),
  },
  { additionalProperties: false },
);

/** Spec 02 §7: the update's body has its devices removed; they change through PUT /venues/{id}/devices. */
export const VenueUpdate = Type.Object(
  {
    name: Type.Optional(name),
    tags: replacedTags,
    time_zone: Type.Optional(timeZone),
    sync_master_device_id: Type.Optional(syncMaster),
  },
  { additionalProperties: false },
);

const affected = Type.Array(Type.Integer(), {
  description:
    'Devices whose zone or sync role changed: the gateway tells them to fetch their schedules again and pushes their desired state.',
});
const saved = (description: string) =>
  Type.Object({ msg: Type.String(), venue: Ref(Venue), affected_device_ids: affected }, { description });

const VenueDevices = Type.Object(
  { venue_id: Type.Integer(), devices: Type.Array(Ref(Device)) },
  { description: 'The devices in the venue (spec 02 §7 "venue devices by id").' },
);

export const VenueTradingHours = Type.Object(
  {
    venue_id: Type.Integer(),
    tagmetadata_id: Nullable(Type.Integer({ description: "The trading hours record the venue's tags pick." })),
    tags: Type.Array(Type.String(), { description: "That record's tags." }),
    defaults: Nullable(JsonObject({ description: 'Periods by weekday name; null: no record, always open.' })),
    time_zone: Type.String(),
  },
  { description: "The trading hours linked through the venue's tags (spec 02 §7), with defaults and tags." },
);

const DaylightSavingChange = Type.Object({
  at: DateTime,
  offset_before_minutes: Type.Integer(),
  offset_after_minutes: Type.Integer(),
  kind: StringEnum(['skipped', 'repeated']),
  wall_from: Type.String({ description: 'The first wall-clock time skipped or repeated (YYYY-MM-DDTHH:mm).' }),
  wall_to: Type.String({ description: 'The wall-clock time the skipped or repeated stretch ends at.' }),
});

const LookAheadEntry = Type.Object({
  schedule_id: Type.Integer(),
  name: Type.String(),
  start: Type.String({ description: 'Wall clock in the venue (YYYY-MM-DDTHH:mm).' }),
  end: Type.String(),
  device_ids: Type.Array(Type.Integer()),
  problems: Type.Array(Type.String(), { description: 'A start or end inside a skipped or repeated hour.' }),
});

export const VenueLookAhead = Type.Object(
  {
    venue_id: Type.Integer(),
    time_zone: Type.String(),
    from: DateTime,
    to: DateTime,
    daylight_saving_changes: Type.Array(DaylightSavingChange),
    entries: Type.Array(LookAheadEntry),
  },
  { description: "The next 14 days of what the venue's devices play, in the venue's zone." },
);

export const venueOperations = bearerOperations(tags, {
  listVenues: {
    method: 'GET',
    path: '/venues/',
    summary: 'Venues, newest first, paged (25, 50, 100). Forced tags always apply.',
    querystring: taggedPagedQuery(25),
    response: {
      200: PagedList('venues', Venue, 'One page.'),
    },
  },
  getVenue: {
    method: 'GET',
    path: '/venues/{id}',
    summary: 'One venue.',
    params: IdParams,
    response: { 200: Ref(Venue, { description: 'The venue.' }) },
  },
  createVenue: {
    method: 'POST',
    path: '/venues/',
    summary: "Create a venue ('Venue successfully created.'). The time zone must come from the IANA list.",
    body: VenueCreate,
    response: {
      201: saved('Created.'),
    },
  },
  updateVenue: {
    method: 'PUT',
    path: '/venues/{id}',
    summary: "Update a venue ('Venue successfully updated.'); its devices change through its devices call.",
    params: IdParams,
    body: VenueUpdate,
    response: { 200: saved('Saved.') },
  },
  deleteVenue: {
    method: 'DELETE',
    path: '/venues/{id}',
    summary: "Delete a venue ('Venue successfully deleted.'); its devices fall back to their own zone.",
    params: IdParams,
    response: {
      200: Type.Object(
        { msg: Type.String(), venue_id: Type.Integer(), affected_device_ids: affected },
        { description: 'Deleted.' },
      ),
    },
  },
  getVenueDevices: {
    method: 'GET',
    path: '/venues/{id}/devices',
    summary: 'The devices in a venue (those the caller sees).',
    params: IdParams,
    response: { 200: VenueDevices },
  },
  setVenueDevices: {
    method: 'PUT',
    path: '/venues/{id}/devices',
    summary:
      'Set the devices of a venue: those named move in (leaving their old venue), the others leave. A sync master that leaves is cleared.',
    params: IdParams,
    body: Type.Object(
      { devices: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_VENUE_DEVICES }) },
      { additionalProperties: false },
    ),
    response: { 200: saved('Saved.') },
  },
  getVenueTradingHours: {
    method: 'GET',
    path: '/venues/{id}/trading_hours',
    summary: "The trading hours the venue's tags pick, with defaults and tags (spec 02 §7).",
    params: IdParams,
    response: { 200: VenueTradingHours },
  },
  getVenueLookAhead: {
    method: 'GET',
    path: '/venues/{id}/look_ahead',
    summary:
      "The next 14 days of schedules reaching the venue's devices, with the zone's daylight-saving changes and the times that fall into a skipped or repeated hour.",
    params: IdParams,
    querystring: Query({
      from: Type.Optional(IsoDate('The instant the 14 days start at (ISO 8601 with a zone); default now.')),
    }),
    response: { 200: VenueLookAhead },
  },
});
