import { NETWORK_BUCKETS } from '@signage/domain/device-status';
import { PLAYER_EVENT_KINDS, TOUCH_BUCKETS, TOUCH_GROUPINGS } from '@signage/domain/reports';
import { type Static, type TSchema, Type } from 'typebox';
import { areaOperations, bearerOperations } from './area-operations.ts';
import {
  activatedPlayerResponses,
  bearerOrSignedLink,
  csvAnswer,
  DateTime,
  IdParams,
  IsoDate,
  player,
  signedLinkQuery,
  Tag,
} from './common.ts';
import { Nullable, Query, Ref, StringEnum } from './schema.ts';

/** Reports and proof of play (spec 02 §7 "Reports"), and the events players send for them (issue 26). */
const tags = ['reports'];

/** The most events one batch carries. */
export const MAX_EVENTS_PER_BATCH = 10_000;

export const PlayerEvent = Type.Object(
  {
    sequence: Type.Integer({ minimum: 1, description: 'Per-device sequence number, from 1, one more per event.' }),
    occurred_at: Type.String({ format: 'date-time', description: 'When it happened (UTC or with an offset).' }),
    utc_offset_minutes: Type.Integer({ minimum: -840, maximum: 840, description: "The player's UTC offset then." }),
    time_zone: Type.Optional(Type.String({ maxLength: 64, description: "The player's IANA zone." })),
    kind: StringEnum(PLAYER_EVENT_KINDS),
    media_id: Type.Optional(Type.Integer({ minimum: 1, description: 'What played, or what was touched.' })),
    event_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Touch: the event name.' })),
    media_uri: Type.Optional(Type.String({ maxLength: 2000, description: 'Touch: the media uri touched.' })),
  },
  { additionalProperties: false },
);
export type PlayerEvent = Static<typeof PlayerEvent>;

export const PlayerEventBatch = Type.Object(
  {
    idempotency_key: Type.String({ minLength: 1, maxLength: 100, description: 'Same key, same batch: stored once.' }),
    pending: Type.Optional(Type.Integer({ minimum: 0, description: 'Events still waiting in the player backlog.' })),
    events: Type.Array(PlayerEvent, { maxItems: MAX_EVENTS_PER_BATCH }),
  },
  { additionalProperties: false },
);
export type PlayerEventBatch = Static<typeof PlayerEventBatch>;

export const PlayerEventReceipt = Type.Object(
  {
    stored: Type.Integer({ description: 'Events stored now.' }),
    duplicates: Type.Integer({ description: 'Events already stored before (same sequence and time).' }),
    expired: Type.Integer({ description: 'Events older than the retention, not stored.' }),
    resent: Type.Boolean({ description: 'True when this idempotency key was received before.' }),
  },
  { description: 'What became of the batch.' },
);

export const EventStream = Type.Object(
  {
    device_id: Type.Integer(),
    max_sequence: Type.Integer(),
    received: Type.Integer(),
    missing: Type.Integer({ description: 'Sequence numbers below the highest that never arrived.' }),
    pending: Type.Integer({ description: 'Events the player said were still in its backlog.' }),
    complete_until: Nullable(Type.String({ format: 'date-time', description: 'Data complete up to this time.' })),
    last_batch_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'EventStream', description: "Where a device's events stand." },
);
export type EventStream = Static<typeof EventStream>;

const NetworkDevice = Type.Object({
  device_id: Type.Integer(),
  name: Type.String(),
  last_contact: Nullable(Type.String({ format: 'date-time' })),
  tags: Type.Array(Ref(Tag)),
});
const BUCKETS_AND_CLOSED = [...NETWORK_BUCKETS, 'closed'] as const;
const perBucket = <T extends Parameters<typeof Type.Object>[0][string]>(value: T) =>
  Type.Object(
    Object.fromEntries(BUCKETS_AND_CLOSED.map((b) => [b, value])) as Record<(typeof BUCKETS_AND_CLOSED)[number], T>,
  );

export const NetworkStatus = Type.Object(
  {
    device_count: Type.Intersect([perBucket(Type.Integer()), Type.Object({ total: Type.Integer() })]),
    devices: Type.Optional(perBucket(Type.Array(NetworkDevice))),
  },
  { $id: 'NetworkStatus', description: 'Devices per bucket (spec 02 §3 "Network status response").' },
);
export type NetworkStatus = Static<typeof NetworkStatus>;

export const PlaybackRow = Type.Object(
  {
    media_id: Type.Integer(),
    name: Type.String({ description: 'The media name.' }),
    playback_date: Type.String({ format: 'date' }),
    count: Type.Integer(),
  },
  { $id: 'PlaybackRow', description: 'Plays of a media item on a day (spec 02 §3 "Playback row").' },
);
export type PlaybackRow = Static<typeof PlaybackRow>;

export const TouchStat = Type.Object(
  {
    event_name: Type.String(),
    bucket: Type.String({ description: 'YYYY-MM-DD, day of week 1 (Monday) to 7, or hour 0 to 23.' }),
    count: Type.Integer(),
    media_uri: Type.String(),
    name: Type.String({ description: 'What the row is grouped by: event, media or device name.' }),
    media_id: Nullable(Type.Integer({ description: 'The media item, when the row holds one only.' })),
    device_id: Nullable(Type.Integer({ description: 'The device, when the row holds one only.' })),
  },
  { $id: 'TouchStat', description: 'Spec 02 §3 "Touch stat row".' },
);
export type TouchStat = Static<typeof TouchStat>;

const tagList = (description: string) => Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { description }));
const rangeQuery = {
  start_date: Type.Optional(IsoDate('First day (default a month before end_date).')),
  end_date: Type.Optional(IsoDate('Last instant (default now).')),
  device_tags: tagList('Devices carrying all of these tags.'),
  media_tags: tagList('Media carrying all of these tags.'),
  device_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, description: 'Only these devices.' }),
  ),
  media_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, description: 'Only these media items.' }),
  ),
};
export const PlaybackQuery = Query(rangeQuery);
const touchQuery = { ...rangeQuery, event_name: Type.Optional(Type.String({ maxLength: 200 })) };
const proofOfPlayQuery = {
  ...rangeQuery,
  kind: Type.Optional(StringEnum(['audio', 'media'] as const, { description: 'Audio only, or all but audio.' })),
};
export const ProofOfPlayQuery = Query(proofOfPlayQuery);
const networkStatusQuery = {
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Free text over name, sticker code and tags.' })),
  tags: tagList('Devices carrying all of these tags.'),
};

/** What an export link (GET /reports/links/…) adds to the export's own query: who it was made for, and its signature. */
const exportLinkQuery = {
  user: Type.Optional(Type.Integer({ description: 'From an export link: the user it was made for.' })),
  ...signedLinkQuery('From an export link (GET /reports/links/…).'),
};
/** An export's query: its filters, and the parameters of the signed link that may stand in for the token. */
const exportQuery = <P extends Record<string, TSchema>>(filters: P) => Query({ ...filters, ...exportLinkQuery });

/**
 * The signed link to the export /reports/{file} for the same query: the console opens it so the browser saves the
 * file straight to disk instead of holding it in memory first.
 */
const exportLinkOf = <const F extends string, Q extends TSchema>(file: F, querystring: Q) => ({
  method: 'GET' as const,
  path: `/reports/links/${file}` as const,
  summary: `A link to /reports/${file} for this query that needs no token, for the user who asked, valid for five minutes: the query is checked as the export checks it, and a user already running two exports is refused (429) here too. The export it opens applies that user's forced tags and rights as they are then.`,
  querystring,
  response: {
    200: Type.Object(
      {
        url: Type.String({ description: 'The export, with the query, the user and the signature (below /api).' }),
        expires_at: DateTime,
      },
      { description: 'The link.' },
    ),
  },
});
export type ProofOfPlayQuery = Static<typeof ProofOfPlayQuery>;
export type PlaybackQuery = Static<typeof PlaybackQuery>;
const PlaybackAnswer = Type.Object(
  {
    report_start: Type.String({ format: 'date' }),
    report_end: Type.String({ format: 'date' }),
    playback: Type.Array(Ref(PlaybackRow)),
  },
  { description: 'Plays per media item and day of the players’ calendars.' },
);

export const playerEventOperations = areaOperations(tags, {
  reportPlayerEvents: {
    method: 'POST',
    path: '/players/events',
    summary:
      'Report playback and touch events, up to 10,000 per batch, all stored or none. Each carries its UTC time, offset and zone and a per-device sequence number; a batch sent again under the same idempotency_key, or an event sent again (same sequence and time), is stored once. pending says how many more the player still holds. Only an activated player reports, and only media items in the layouts its schedules reach.',
    security: player,
    body: PlayerEventBatch,
    response: {
      200: PlayerEventReceipt,
      ...activatedPlayerResponses,
    },
  },
});

export const reportOperations = bearerOperations(tags, {
  getNetworkStatus: {
    method: 'GET',
    path: '/reports/network_status/',
    summary:
      'Network status: device_count per bucket (30min, 60min, 180min, offline, and closed by trading hours) plus total; with include_devices, the devices of each bucket, newest contact first. Without include_devices it is the summary.',
    querystring: Query({
      q: Type.Optional(Type.String({ maxLength: 200, description: 'Free text over name, sticker code and tags.' })),
      include_devices: Type.Optional(Type.Boolean({ default: false })),
      tags: tagList('Devices carrying all of these tags.'),
    }),
    response: { 200: Ref(NetworkStatus, { description: 'The report.' }) },
  },
  getAudioPlayback: {
    method: 'GET',
    path: '/reports/audio_playback/',
    summary:
      'Audio playback stats: plays of audio media per item and day, in the date range (spec 02 §7); at most 100,000 rows, a larger report is refused (422).',
    querystring: PlaybackQuery,
    response: { 200: PlaybackAnswer },
  },
  getMediaPlayback: {
    method: 'GET',
    path: '/reports/media_playback/',
    summary:
      'Media playback stats: plays of media items (not audio) per item and day; the console sends end_date one day after the chosen end (spec 02 §7). At most 100,000 rows: a larger report is refused (422).',
    querystring: PlaybackQuery,
    response: { 200: PlaybackAnswer },
  },
  getPlaybackTimeline: {
    method: 'GET',
    path: '/reports/playback_timeline/',
    summary:
      'Plays per month (YYYY-MM) over the range: whole months from the monthly rollup, the partial months at either end from the daily one; kind audio or media narrows it.',
    querystring: ProofOfPlayQuery,
    response: {
      200: Type.Object(
        { timeline: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() })) },
        { description: 'Months, oldest first.' },
      ),
    },
  },
  getPlaybackDaily: {
    method: 'GET',
    path: '/reports/playback_daily/',
    summary:
      'Plays per day (YYYY-MM-DD) over the range, end day included, summed over every media item (the reports dashboard); kind audio or media narrows it. One row a day with plays, whatever the size of the library.',
    querystring: ProofOfPlayQuery,
    response: {
      200: Type.Object(
        { daily: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), count: Type.Integer() })) },
        { description: 'Days with plays, oldest first.' },
      ),
    },
  },
  getTouchStats: {
    method: 'GET',
    path: '/reports/touch_stats/',
    summary:
      'Touch statistics grouped (event_name, media_uri, media_name, device_name or device_tags, one row per tag) and bucketed (spec 02 §7); dates not before 01 January 2015. At most 10,000 rows: a larger answer is refused (422), to be asked again over fewer days, a coarser bucket or fewer devices or media.',
    querystring: Query({
      ...touchQuery,
      groups: Type.Optional(StringEnum(TOUCH_GROUPINGS, { default: 'event_name' })),
      bucket: Type.Optional(StringEnum(TOUCH_BUCKETS, { default: 'date' })),
    }),
    response: { 200: Type.Object({ touch_stats: Type.Array(Ref(TouchStat)) }, { description: 'The rows.' }) },
  },
  exportTouchEvents: {
    method: 'GET',
    path: '/reports/touch_events.csv',
    summary:
      'The touch events behind the touch statistics, as CSV (streamed, no row cap) with UTC and local time, device, event name, media uri and item, and sequence; dates not before 01 January 2015.',
    security: bearerOrSignedLink,
    querystring: exportQuery(touchQuery),
    response: { 200: csvAnswer('The events, oldest first.') },
  },
  exportNetworkStatus: {
    method: 'GET',
    path: '/reports/network_status.csv',
    summary:
      "The network status report as CSV: each device's bucket and last contact in UTC and in its local time (its own zone, else the installation's), newest contact first.",
    security: bearerOrSignedLink,
    querystring: exportQuery(networkStatusQuery),
    response: { 200: csvAnswer('The devices.') },
  },
  getDiskStorage: {
    method: 'GET',
    path: '/reports/disk_storage/',
    summary:
      "Disk storage of the devices a report selects: used and total bytes summed over each device's latest system info (spec 02 §2 'disk storage pie chart').",
    querystring: Query({
      device_tags: rangeQuery.device_tags,
      device_ids: rangeQuery.device_ids,
    }),
    response: {
      200: Type.Object(
        {
          devices: Type.Integer({ description: 'Devices with a system info report.' }),
          bytes_used: Type.Number(),
          bytes_total: Type.Number(),
        },
        { description: 'Used versus total.' },
      ),
    },
  },
  exportProofOfPlay: {
    method: 'GET',
    path: '/reports/proof_of_play.csv',
    summary:
      'Proof of play: every stored playback event in the range as CSV (streamed, no row cap) with UTC and local time, device, media and sequence; per media item (media_ids) or device (device_ids) too.',
    security: bearerOrSignedLink,
    querystring: exportQuery(proofOfPlayQuery),
    response: { 200: csvAnswer('The events, oldest first.') },
  },
  getProofOfPlayLink: exportLinkOf('proof_of_play.csv', ProofOfPlayQuery),
  getTouchEventsLink: exportLinkOf('touch_events.csv', Query(touchQuery)),
  getNetworkStatusLink: exportLinkOf('network_status.csv', Query(networkStatusQuery)),
  getDeviceEventStream: {
    method: 'GET',
    path: '/devices/{id}/event_stream',
    summary: "Where a device's events stand: data complete up to, missing and pending events.",
    params: IdParams,
    response: { 200: Ref(EventStream, { description: 'The stream.' }) },
  },
});
