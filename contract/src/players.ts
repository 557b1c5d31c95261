import { type Static, Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { activatedPlayerResponses, errorAnswer, playerErrorResponses, player as security } from './common.ts';
import { SystemInfoJson } from './devices.ts';
import { JsonObject, Nullable, Ref, StringEnum } from './schema.ts';

/**
 * The calls a player makes about itself (tag `players`), documented so a vendor can implement them. A player
 * registers once, shows its device key, and authenticates every later call with the `player` security scheme:
 * `Authorization: Player <device_key>:<player_secret>`. Every authenticated call counts as contact.
 */
const tags = ['players'];

export const PlayerIdentity = Type.Object(
  {
    model_name: Type.String({ maxLength: 100 }),
    firmware_version: Type.String({ maxLength: 50 }),
    type: Type.String({ maxLength: 50 }),
    name: Type.Optional(Type.String({ maxLength: 255, description: 'Suggested name until an operator renames it.' })),
  },
  { additionalProperties: false },
);
export type PlayerIdentity = Static<typeof PlayerIdentity>;

export const PlayerCredentials = Type.Object(
  {
    device_key: Type.String({ description: 'Show it on screen for an operator to enter.' }),
    player_secret: Type.String({ description: 'Keep it; it is not shown again.' }),
  },
  { description: 'The new registration.' },
);
export type PlayerCredentials = Static<typeof PlayerCredentials>;

export const PlayerCheckin = Type.Object(
  {
    device_id: Nullable(Type.Integer({ description: 'Null until an operator activates the player.' })),
    activated: Type.Boolean(),
    broker: Type.Optional(
      Type.Object(
        { username: Type.String(), password: Type.String(), client_id: Type.String() },
        { description: 'Once activated: the MQTT credentials (username = device id) and client id to use.' },
      ),
    ),
  },
  { description: 'Whether the player is activated yet.' },
);
export type PlayerCheckin = Static<typeof PlayerCheckin>;

export const ActivityReport = Type.Object(
  {
    events: Type.Array(
      Type.Object({
        timestamp: Type.String({ format: 'date-time' }),
        event: Type.String({ minLength: 1, maxLength: 200 }),
        details: Type.Optional(JsonObject()),
      }),
      { maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);
export type ActivityReport = Static<typeof ActivityReport>;

export const ConnectivityReport = Type.Object(
  {
    entries: Type.Array(
      Type.Object({ date: Type.String({ format: 'date' }), c: Type.Number({ minimum: 0, maximum: 100 }) }),
      { maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);
export type ConnectivityReport = Static<typeof ConnectivityReport>;

/** A media item plays at most once a second: no day holds more plays of one item than this. */
export const MAX_PLAYS_PER_DAY = 86_400;

/**
 * Playback counts (spec 02 §3 "Playback row": media_id, count, playback_date): how many times each media item
 * played on a day of the player's own calendar. Counts add up: a day and item reported again counts on.
 */
export const PlaybackReport = Type.Object(
  {
    entries: Type.Array(
      Type.Object(
        {
          media_id: Type.Integer({ minimum: 1 }),
          playback_date: Type.String({ format: 'date', description: 'The day it played, on the player’s calendar.' }),
          count: Type.Integer({
            minimum: 1,
            maximum: MAX_PLAYS_PER_DAY,
            description: 'Times it played that day (at most once a second).',
          }),
          campaign_run_id: Type.Optional(
            Type.Integer({ minimum: 1, description: 'The campaign run it played for (its delivery counts it).' }),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);
export type PlaybackReport = Static<typeof PlaybackReport>;

export const SystemInfoReport = Type.Object({ json: Ref(SystemInfoJson) }, { additionalProperties: false });
export type SystemInfoReport = Static<typeof SystemInfoReport>;

export const playerOperations = areaOperations(tags, {
  registerPlayer: {
    method: 'POST',
    path: '/players/register',
    summary:
      'Register a player: creates an unactivated device and answers its device key (to show on screen for an operator to enter) and a secret for its own later calls. Keep the secret; it is not shown again. Rate-limited per client address.',
    body: PlayerIdentity,
    response: {
      200: PlayerCredentials,
      422: errorAnswer('The identity is not valid; msg says why.'),
      429: errorAnswer('Too many players registered from this address lately; Retry-After says when to try again.'),
    },
  },
  playerCheckin: {
    method: 'POST',
    path: '/players/checkin',
    summary:
      'Check in: records the contact and answers whether an operator has activated the player yet (device_id is null until then), and once activated the MQTT credentials to connect to the broker with (username = device id). Check in every few seconds until activated, then periodically.',
    security,
    response: { 200: PlayerCheckin, ...playerErrorResponses },
  },
  reportSystemInfo: {
    method: 'POST',
    path: '/players/system_info',
    summary:
      'Report system info: {json} with hwinfo, display.screens [{width, height}], disk.disks [{bytes_avail, bytes_used}].',
    security,
    body: SystemInfoReport,
    response: {
      200: Type.Object({ id: Type.Integer() }, { description: 'The stored snapshot.' }),
      ...playerErrorResponses,
    },
  },
  reportActivity: {
    method: 'POST',
    path: '/players/activity',
    summary: 'Report activity events, up to 1000 per call: all are stored or none.',
    security,
    body: ActivityReport,
    response: {
      200: Type.Object({ count: Type.Integer() }, { description: 'How many events were stored.' }),
      ...playerErrorResponses,
    },
  },
  reportConnectivity: {
    method: 'POST',
    path: '/players/connectivity',
    summary:
      'Report daily connectivity: {entries: [{date: YYYY-MM-DD, c: percent}]}. A day reported again replaces the earlier value.',
    security,
    body: ConnectivityReport,
    response: {
      200: Type.Object({ status: StringEnum(['ok']) }, { description: 'Stored.' }),
      ...playerErrorResponses,
    },
  },
  reportPlayback: {
    method: 'POST',
    path: '/players/playback',
    summary:
      'Report playback: {entries: [{media_id, playback_date: YYYY-MM-DD, count}]}, up to 1000 per call, all stored or none. Counts add to what was reported before for the same media item and day. Only an activated player reports playback, only of media items in the layouts its schedules reach (422 otherwise), and at most 86,400 plays of an item on one day, counted with what was stored before (422 past it).',
    security,
    body: PlaybackReport,
    response: {
      200: Type.Object({ count: Type.Integer() }, { description: 'How many plays were counted.' }),
      ...activatedPlayerResponses,
    },
  },
});
