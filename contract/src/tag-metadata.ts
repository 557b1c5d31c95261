import { DEFAULT_SEARCH_PAGE_SIZE, TAG_METADATA_CATEGORIES } from '@signage/domain/search';
import {
  DESIRED_STATE_STATUSES,
  MAX_REASON_LENGTH,
  REPORTED_STATUSES,
} from '@signage/domain/tag-metadata/desired-state';
import { type Static, Type } from 'typebox';
import { areaOperations, bearerOperations } from './area-operations.ts';
import {
  activatedPlayerResponses,
  bearer,
  DateTime,
  IdParams,
  IdsQuery,
  PagedList,
  playerErrorResponses,
  replacedTags,
  Tag,
  taggedPagedQuery,
  timestamps,
} from './common.ts';
import { JsonObject, Nullable, Query, Ref, StringEnum } from './schema.ts';

const tags = ['tag metadata'];
const category = StringEnum(TAG_METADATA_CATEGORIES, { description: 'Trading hours or device settings.' });
const json = JsonObject({
  description:
    'Trading hours: {"defaults": {"monday": [{"start": "HH:mm", "end": "HH:mm"}], ...}, "exceptions"?: [{"date": "YYYY-MM-DD", "periods": [...]}]}, at most 3 periods a day. Device settings: {"kiosk_browser": {...}, "streaming": {"slot1": "", ... "slot5": ""}}; fields left out take the spec defaults.',
});

export const TagMetadata = Type.Object(
  {
    tagmetadata_id: Type.Integer(),
    category,
    description: Type.String(),
    json: JsonObject({ description: 'As stored: complete, every default filled in.' }),
    tags: Type.Array(Ref(Tag)),
    linked_device_count: Type.Integer({ description: 'Devices that get this record now (the most specific match).' }),
    rollout: Type.Object(
      { applied: Type.Integer(), pending: Type.Integer(), failed: Type.Integer() },
      {
        description:
          'Of the devices that get this record now: how many applied the version they should run with, have not answered it yet, or failed to apply it.',
      },
    ),
    ...timestamps,
  },
  { $id: 'TagMetadata', description: 'A tag metadata record (spec 02 §3): trading hours or device settings.' },
);
export type TagMetadata = Static<typeof TagMetadata>;

const description = Type.String({ maxLength: 1000 });
const tagList = Type.Array(Type.String(), { description: 'A leading # is stripped; your forced tags are added.' });

export const TagMetadataCreate = Type.Object(
  { category, description: Type.Optional(description), json, tags: Type.Optional(tagList) },
  { additionalProperties: false },
);
export const TagMetadataUpdate = Type.Object(
  {
    description: Type.Optional(description),
    json: Type.Optional(json),
    tags: replacedTags,
  },
  { additionalProperties: false },
);

const affected_device_ids = Type.Array(Type.Integer(), {
  description:
    'Devices whose trading hours or settings this write changed: the gateway pushes them their desired state (apply-state).',
});

const Period = Type.Object({ start: Type.String(), end: Type.String() });

/** One record judged for one device: the rule of domain specificity.ts, in words. */
export const TagMetadataCandidate = Type.Object({
  tagmetadata_id: Type.Integer(),
  description: Type.String(),
  tags: Type.Array(Type.String()),
  verdict: StringEnum(['applies', 'not-reached', 'outranked']),
  reason: Type.String(),
  winner_id: Nullable(Type.Integer({ description: 'outranked: the record the device gets instead.' })),
});

const choice = (what: string) =>
  Type.Object(
    {
      tagmetadata_id: Nullable(Type.Integer({ description: `The ${what} the device gets; null: none reaches it.` })),
      json: Nullable(JsonObject()),
      candidates: Type.Array(TagMetadataCandidate, {
        description: 'The winner, then every record sharing a tag with the device (or untagged), at most 50.',
      }),
    },
    { description: `Which ${what} the device gets, and why.` },
  );

export const DeviceTagMetadata = Type.Object(
  {
    device_id: Type.Integer(),
    time_zone: Type.String({ description: 'The zone the trading hours are read in.' }),
    wall_clock: Type.String({ description: 'The device clock, YYYY-MM-DDTHH:mm.' }),
    open: Type.Boolean({ description: 'False when its trading hours have it closed now.' }),
    today: Nullable(Type.Array(Period, { description: "Today's periods; null when no trading hours reach it." })),
    trading_hours: choice('trading hours'),
    settings: choice('device settings'),
  },
  { $id: 'DeviceTagMetadata', description: 'The trading hours and device settings a device gets, and why.' },
);
export type DeviceTagMetadata = Static<typeof DeviceTagMetadata>;

export const DeviceTradingHours = Type.Object(
  {
    device_id: Type.Integer(),
    tagmetadata_id: Nullable(Type.Integer()),
    tags: Type.Array(Type.String(), { description: "The record's tags." }),
    defaults: Nullable(JsonObject({ description: 'Periods by weekday name; null: always open.' })),
    exceptions: Type.Array(Type.Object({ date: Type.String(), periods: Type.Array(Period) })),
    time_zone: Type.String(),
    open: Type.Boolean(),
  },
  { description: 'The trading hours a device gets (spec 02 §7 "trading hours by device key").' },
);

export const DesiredContent = Type.Object(
  {
    version: Type.Integer({
      minimum: 1,
      description: 'Grows by one each time what the device should run with changes.',
    }),
    time_zone: Type.String({ description: 'The zone the trading hours are read in.' }),
    trading_hours: Type.Object({
      tagmetadata_id: Nullable(Type.Integer()),
      json: Nullable(JsonObject({ description: 'Trading hours json; null: none reach it (always open).' })),
    }),
    settings: Type.Object({
      tagmetadata_id: Nullable(Type.Integer()),
      json: Nullable(JsonObject({ description: 'Device settings json; null: none reach it (the defaults).' })),
    }),
    sync: Nullable(
      Type.Object(
        {
          venue_id: Type.Integer(),
          role: StringEnum(['master', 'follower']),
          master_device_id: Type.Integer(),
        },
        {
          description:
            "Its part in its venue's clock sync (issue 24): a follower measures its clock against the master's. Null outside a venue with a sync master.",
        },
      ),
    ),
  },
  { $id: 'DesiredContent', description: 'What a device should run with: its effective trading hours and settings.' },
);

export const DesiredState = Type.Object(
  {
    device_id: Type.Integer(),
    desired_version: Type.Integer(),
    desired_at: DateTime,
    reported_version: Nullable(Type.Integer({ description: 'The version the player last answered about.' })),
    reported_status: Nullable(StringEnum(REPORTED_STATUSES)),
    reported_reason: Nullable(Type.String({ description: 'Why the player failed to apply it.' })),
    reported_at: Nullable(DateTime),
    state: StringEnum(DESIRED_STATE_STATUSES, {
      description: 'pending until the player answers the desired version; then applied or failed.',
    }),
    desired: Ref(DesiredContent),
  },
  { $id: 'DesiredState', description: 'What a device should run with, and what its player answered.' },
);
export type DesiredState = Static<typeof DesiredState>;

export const DesiredStateReport = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    status: StringEnum(REPORTED_STATUSES),
    reason: Type.Optional(Type.String({ maxLength: MAX_REASON_LENGTH, description: 'Why it failed.' })),
    applied: Type.Optional(
      JsonObject({ description: 'What the player runs with now, as it reads it (its settings, its record ids).' }),
    ),
  },
  { additionalProperties: false },
);
export type DesiredStateReport = Static<typeof DesiredStateReport>;

const tagMetadataAreaOperations = bearerOperations(tags, {
  listTagMetadata: {
    method: 'GET',
    path: '/tagmetadata/',
    summary: 'Tag metadata records, newest first, paged; filtered by categories and tags. Forced tags always apply.',
    querystring: taggedPagedQuery(DEFAULT_SEARCH_PAGE_SIZE, {
      categories: Type.Optional(Type.Array(category, { description: 'Records of these categories only.' })),
    }),
    response: {
      200: PagedList('tag_metadata', TagMetadata, 'One page of records.'),
    },
  },
  getTagMetadata: {
    method: 'GET',
    path: '/tagmetadata/{id}',
    summary: 'One tag metadata record.',
    params: IdParams,
    response: { 200: Ref(TagMetadata, { description: 'The record.' }) },
  },
  createTagMetadata: {
    method: 'POST',
    path: '/tagmetadata/',
    summary: 'Create trading hours or device settings; the json is checked for its category and stored complete.',
    body: TagMetadataCreate,
    response: {
      201: Type.Object(
        { msg: Type.String(), tag_metadata: Ref(TagMetadata), affected_device_ids },
        { description: 'Created.' },
      ),
    },
  },
  updateTagMetadata: {
    method: 'PUT',
    path: '/tagmetadata/{id}',
    summary: 'Update a record; fields left out stay. The category cannot change.',
    params: IdParams,
    body: TagMetadataUpdate,
    response: {
      200: Type.Object(
        { msg: Type.String(), tag_metadata: Ref(TagMetadata), affected_device_ids },
        { description: 'Updated.' },
      ),
    },
  },
  deleteTagMetadata: {
    method: 'DELETE',
    path: '/tagmetadata/{id}',
    summary: 'Delete a record; its devices fall back to the next most specific one.',
    params: IdParams,
    response: {
      200: Type.Object(
        { msg: Type.String(), tagmetadata_id: Type.Integer(), affected_device_ids },
        { description: 'Deleted.' },
      ),
    },
  },
  tagMetadataReach: {
    method: 'GET',
    path: '/tagmetadata/reach',
    summary:
      'How many devices a record of this category with these tags would reach: for the editor, before saving (the update confirmation warns past 1).',
    querystring: Query({
      category,
      tags: Type.Optional(Type.Array(Type.String())),
      tagmetadata_id: Type.Optional(Type.Integer({ minimum: 1, description: 'The record being edited.' })),
    }),
    response: {
      200: Type.Object(
        {
          linked_device_count: Type.Integer({ description: 'Devices that get the record now.' }),
          reached_device_count: Type.Integer({ description: 'Devices that would get it with these tags.' }),
          affected_device_count: Type.Integer({ description: 'Devices whose record would change: either of them.' }),
        },
        { description: 'Counts over the devices the caller may see.' },
      ),
    },
  },
  getDeviceTagMetadata: {
    method: 'GET',
    path: '/devices/{id}/tag_metadata',
    summary: 'The trading hours and device settings a device gets, where each came from, and whether it is open now.',
    params: IdParams,
    response: { 200: Ref(DeviceTagMetadata, { description: 'The answer.' }) },
  },
  listDeviceTradingStates: {
    method: 'GET',
    path: '/tagmetadata/trading_states',
    summary:
      'Open or closed by their trading hours now, for the devices asked for (those the caller may see): the device list and dashboard cards read it once per page.',
    querystring: IdsQuery,
    response: {
      200: Type.Object(
        { trading_states: Type.Array(Type.Object({ device_id: Type.Integer(), open: Type.Boolean() })) },
        { description: 'One entry per device found.' },
      ),
    },
  },
  listDesiredStates: {
    method: 'GET',
    path: '/tagmetadata/desired_states',
    summary:
      'Desired and reported state of the devices asked for (those the caller may see): the version each should run with, the one its player answered, and pending, applied or failed.',
    querystring: IdsQuery,
    response: {
      200: Type.Object(
        { desired_states: Type.Array(Ref(DesiredState)) },
        { description: 'One entry per activated device found.' },
      ),
    },
  },
  getDeviceTradingHours: {
    method: 'GET',
    path: '/devices/key/{device_key}/trading_hours',
    summary:
      'Trading hours by device key (spec 02 §7): for the player itself (`Authorization: Player ...`, its own key) or an operator who sees the device.',
    security: [...bearer, { player: [] }],
    params: Type.Object({ device_key: Type.String({ maxLength: 64 }) }),
    response: { 200: DeviceTradingHours, ...playerErrorResponses },
  },
});

/** The player's own calls on its desired state. */
const tagMetadataPlayerOperations = areaOperations(['players'], {
  getPlayerDesiredState: {
    method: 'GET',
    path: '/players/desired_state',
    summary:
      'What this player should run with (fetched at check-in; also pushed on its in topic as the apply-state command when it changes). Answer it with POST /players/desired_state.',
    security: [{ player: [] }],
    response: {
      200: Ref(DesiredContent, { description: 'The desired state.' }),
      ...activatedPlayerResponses,
    },
  },
  reportDesiredState: {
    method: 'POST',
    path: '/players/desired_state',
    summary:
      'The player answers a version: applied, or failed with a reason (422 for a version newer than the one desired, or a failure without a reason).',
    security: [{ player: [] }],
    body: DesiredStateReport,
    response: {
      200: Type.Object({ msg: Type.String(), desired_state: Ref(DesiredState) }, { description: 'Recorded.' }),
      ...activatedPlayerResponses,
    },
  },
});

export const tagMetadataOperations = { ...tagMetadataAreaOperations, ...tagMetadataPlayerOperations };
