import { LAYOUT_TYPES } from '@signage/domain/layouts/constants';
import { DEFAULT_SCHEDULE_PAGE_SIZE } from '@signage/domain/page-sizes';
import { WALL_CLOCK_PATTERN } from '@signage/domain/schedules/wall-clock';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { bearer, DateTime, IdParams, IsoDate, PagedList, pagingQuery, player, Tag, timestamps } from './common.ts';
import { Nullable, Query, Ref, StringEnum } from './schema.ts';

const tags = ['schedules'];

/** A time read on each venue's own clock: a schedule's timer, and a campaign run's (campaigns.ts). */
export const WallClock = (description: string) =>
  Type.String({ pattern: WALL_CLOCK_PATTERN, maxLength: 40, description: `${description} Wall clock, no zone.` });

export const ScheduleTimer = Type.Object(
  {
    start: WallClock('YYYY-MM-DDTHH:mm (seconds are cut).'),
    end: WallClock('YYYY-MM-DDTHH:mm; 23:59 means the end of that day.'),
    dow: Type.Integer({
      minimum: 0,
      maximum: 127,
      description: 'Weekdays as a bit mask: Mon=1, Tue=2, Wed=4, Thu=8, Fri=16, Sat=32, Sun=64.',
    }),
    day_part: Type.Boolean({ description: 'When on, the start and end times of day bound each day of the range.' }),
  },
  { $id: 'ScheduleTimer', description: "When a schedule plays, read on each device's own clock." },
);

export const SCHEDULE_GROUPS = ['previous', 'current', 'future'] as const;

export const Schedule = Type.Object(
  {
    schedule_id: Type.Integer(),
    type: StringEnum(['layout', 'audio_playlist'], { description: 'The same as schedule_contents_type.' }),
    schedule_contents_type: StringEnum(['layout', 'audio_playlist']),
    layout_id: Nullable(Type.Integer()),
    layout_name: Nullable(Type.String()),
    layout_type: Nullable(StringEnum(LAYOUT_TYPES)),
    audio_playlist_id: Nullable(Type.Integer()),
    audio_playlist_name: Nullable(Type.String()),
    audio_playlist_type: Nullable(Type.String()),
    tags: Type.Array(Ref(Tag), { description: 'It reaches the devices carrying all of them; none: every device.' }),
    timer: Ref(ScheduleTimer),
    group: StringEnum(SCHEDULE_GROUPS, {
      description: "Previous, current or future now, on the clock of the installation's display time zone.",
    }),
    ...timestamps,
  },
  { $id: 'Schedule', description: 'A layout or audio playlist published to the devices its tags reach (spec 01 §3).' },
);
export type Schedule = Static<typeof Schedule>;

export const ScheduleListQuery = Query({
  ...pagingQuery(DEFAULT_SCHEDULE_PAGE_SIZE),
  from: Type.Optional(IsoDate('Schedules ending at or after this wall-clock date(-time); default 3 months ago.')),
  to: Type.Optional(IsoDate('Schedules starting at or before this wall-clock date(-time); default: no limit.')),
  layout_id: Type.Optional(Type.Integer({ minimum: 1 })),
  audio_playlist_id: Type.Optional(Type.Integer({ minimum: 1 })),
  tags: Type.Optional(Type.Array(Type.String(), { description: 'Schedules carrying all of these tags.' })),
  ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: 1000,
      description: 'Only these schedules, whatever their dates (batched reads).',
    }),
  ),
});

export const ScheduleList = PagedList('schedules', Schedule, 'One page of schedules, earliest start first.');

const writable = {
  layout_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }))),
  audio_playlist_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }))),
  tags: Type.Array(Type.String({ maxLength: 100 }), {
    maxItems: 100,
    description: "The tags entered; the caller's forced tags are added.",
  }),
  timer: Type.Object({
    start: ScheduleTimer.properties.start,
    end: ScheduleTimer.properties.end,
    dow: Type.Optional(ScheduleTimer.properties.dow),
    day_part: Type.Optional(ScheduleTimer.properties.day_part),
  }),
  confirm_no_tags: Type.Optional(
    Type.Boolean({
      description:
        'A user with forced tags who entered no tags confirms the question answered in the 422 msg; the schedule then reaches every device carrying their forced tags.',
    }),
  ),
};

export const ScheduleWrite = Type.Object(writable, {
  additionalProperties: false,
  description: 'Exactly one of layout_id and audio_playlist_id.',
});
export type ScheduleWrite = Static<typeof ScheduleWrite>;

export const ScheduleUpdate = Type.Partial(Type.Object(writable), {
  additionalProperties: false,
  description: 'What changes; the rules run on the schedule as it will be.',
});

const affected = Type.Array(Type.Integer(), {
  description:
    'Devices whose schedules this write changed (reached by the old or the new tags): the gateway sends them fetch-schedules.',
});

export const ScheduleSaved = Type.Object(
  { msg: Type.String(), schedule: Ref(Schedule), affected_device_ids: affected },
  { description: 'Saved.' },
);

/** The schedule a save would overlap; a 422 for an overlap carries it too, under `overlap`. */
export const ScheduleClash = Type.Object(
  {
    schedule_id: Type.Integer(),
    name: Type.String({ description: 'As the message names it: by its layout, or by id when that is hidden.' }),
    layout_id: Nullable(Type.Integer()),
    layout_name: Nullable(Type.String({ description: 'Null when the caller may not see that layout.' })),
    layout_type: Nullable(Type.String()),
    audio_playlist_id: Nullable(Type.Integer()),
    start: Type.String({ description: 'Wall clock of the first overlapping interval.' }),
    end: Type.String(),
    msg: Type.String({ description: 'The refusal: the spec’s overlap message, naming this schedule.' }),
  },
  { description: 'The schedule another would overlap.' },
);

export const SchedulePreview = Type.Object(
  {
    messages: Type.Array(Type.String(), { description: 'The refusals a save would answer; empty when it saves.' }),
    confirmation: Nullable(Type.String({ description: 'The question to ask first (no tags entered).' })),
    tags: Type.Array(Type.String(), { description: 'The tags it would carry (forced tags added).' }),
    overlap: Nullable(ScheduleClash),
    reach_count: Type.Integer({ description: 'Devices the caller sees that its tags reach.' }),
  },
  { description: 'What a save would do, without saving.' },
);

export const Verdict = Type.Object({
  schedule_id: Type.Integer(),
  channel: StringEnum(['screen', 'audio', 'sting'], { description: 'sting: a sting playlist, between layouts.' }),
  code: StringEnum([
    'plays',
    'not-reached',
    'not-in-venue',
    'not-started',
    'ended',
    'not-today',
    'outside-day-part',
    'outranked',
  ]),
  reason: Type.String({ description: 'Why it plays or not, in a sentence.' }),
  missing_tags: Type.Array(Type.String()),
  winner_id: Nullable(Type.Integer()),
  campaign_run_id: Type.Optional(
    Nullable(Type.Integer({ description: 'Set for a campaign run (schedule_id is then the run id).' })),
  ),
});

/** A campaign run reaching the device through its venue (spec 02 §3), as the player's evaluator takes it. */
export const DeviceCampaignRun = Type.Object({
  campaign_run_id: Type.Integer(),
  campaign_id: Type.Integer(),
  campaign_name: Type.String(),
  run_number: Type.Integer(),
  layout_id: Nullable(Type.Integer()),
  layout_name: Nullable(Type.String()),
  timer: Type.Object({ start: Type.String(), end: Type.String() }),
  venue_ids: Type.Array(Type.Integer(), {
    description: "The run's venues; to an operator, those within their forced tags (the player gets them all).",
  }),
});
export type DeviceCampaignRun = Static<typeof DeviceCampaignRun>;

/** What plays on a device at an instant, and why (the evaluator's answer, domain/schedules/now-playing.ts). */
export const NowPlayingAnswer = Type.Object(
  {
    campaign_run: Type.Optional(
      Nullable(Type.Integer({ description: 'The campaign run on screen (screen is then null); null: none.' })),
    ),
    campaign_run_title: Type.Optional(
      Nullable(
        Type.String({
          description:
            'That run as a person names it: "campaign X, run 2"; null where its campaign is outside the caller\'s forced tags.',
        }),
      ),
    ),
    screen: Nullable(
      Type.Integer({
        description:
          "The schedule on screen; null: nothing scheduled. It may be one outside the caller's forced tags (absent from schedules and verdicts).",
      }),
    ),
    layout_id: Type.Optional(
      Nullable(
        Type.Integer({
          description:
            'The layout on screen, put there by `screen` or `campaign_run`; null: nothing scheduled. Named only by id where the caller may not see it.',
        }),
      ),
    ),
    audio: Nullable(Type.Integer({ description: 'The music: the audio (not sting) playlist schedule.' })),
    stings: Type.Array(Type.Integer(), {
      description: 'The sting schedules taking turns between layouts (the most specific active ones).',
    }),
    verdicts: Type.Array(Verdict, {
      description:
        "Each source reaching it, and the current schedules sharing a tag with it but not reaching it: those the caller's forced tags let them see (a reason names a winner outside them by id alone).",
    }),
  },
  { description: 'What plays at `at` and why.' },
);

export const DeviceSchedules = Type.Object(
  {
    device_id: Type.Integer(),
    tags: Type.Array(Type.String(), { description: 'The device’s tags, by which schedules reach it.' }),
    time_zone: Type.String({ description: 'The zone its timers are read in (its own, or the installation’s).' }),
    at: DateTime,
    wall_clock: Type.String({ description: 'What its clock reads at `at`.' }),
    schedules: Type.Array(Ref(Schedule), {
      description: "The schedules reaching it that the caller's forced tags let them see, earliest start first.",
    }),
    groups: Type.Object({
      previous: Type.Array(Type.Integer()),
      current: Type.Array(Type.Integer()),
      future: Type.Array(Type.Integer()),
    }),
    venue_id: Type.Optional(Nullable(Type.Integer({ description: 'The venue it is in; campaign runs reach it so.' }))),
    campaign_runs: Type.Optional(
      Type.Array(DeviceCampaignRun, {
        description:
          "The campaign runs of its venue not yet ended, earliest first: those of campaigns within the caller's forced tags.",
      }),
    ),
    now_playing: NowPlayingAnswer,
  },
  { $id: 'DeviceSchedules', description: 'A device’s schedules by group, and what plays at `at` and why.' },
);
export type DeviceSchedules = Static<typeof DeviceSchedules>;

/**
 * "What plays now" alone: the device, its clock, and the verdicts of the sources whose dates include the instant
 * (those reaching it, and the current ones sharing a tag with it), with those schedules. The light answer a
 * device page's "now playing", a dashboard or an integrator polls; GET /schedules/for_device has the rest.
 */
export const DeviceNowPlaying = Type.Object(
  {
    device_id: Type.Integer(),
    tags: Type.Array(Type.String(), { description: 'The device’s tags, by which schedules reach it.' }),
    time_zone: Type.String({
      description: 'The zone its timers are read in (its venue’s, its own, or the installation’s).',
    }),
    at: DateTime,
    wall_clock: Type.String({ description: 'What its clock reads at `at`.' }),
    venue_id: Nullable(Type.Integer({ description: 'The venue it is in; campaign runs reach it so.' })),
    schedules: Type.Array(Ref(Schedule), {
      description: 'The schedules the verdicts are about, earliest start first.',
    }),
    now_playing: NowPlayingAnswer,
  },
  { $id: 'DeviceNowPlaying', description: 'What plays on a device at `at`, and why.' },
);
export type DeviceNowPlaying = Static<typeof DeviceNowPlaying>;

const ScheduleQuery = Query({
  at: Type.Optional(IsoDate('The instant asked about (ISO date-time with zone); default now.')),
  from: Type.Optional(IsoDate('Previous schedules ending before this are left out; default 3 months ago.')),
});

const saved = Ref(Schedule, { description: 'The schedule.' });

const scheduleAreaOperations = bearerOperations(tags, {
  listSchedules: {
    method: 'GET',
    path: '/schedules/',
    summary:
      'Schedules in a wall-clock range (default: ending in the last 3 months or later), earliest start first; by layout, audio playlist or tags. Forced tags apply.',
    querystring: ScheduleListQuery,
    response: { 200: ScheduleList },
  },
  getSchedule: {
    method: 'GET',
    path: '/schedules/{id}',
    summary: 'One schedule.',
    params: IdParams,
    response: { 200: saved },
  },
  createSchedule: {
    method: 'POST',
    path: '/schedules/',
    summary:
      'Schedule a layout or audio playlist. 422 with the spec’s message: end before start, day part times, overlap with a schedule of identical tags, no tags (a question to confirm with confirm_no_tags for users with forced tags).',
    body: ScheduleWrite,
    response: { 201: ScheduleSaved },
  },
  previewSchedule: {
    method: 'POST',
    path: '/schedules/preview',
    summary: 'A dry run of a save (schedule_id to preview a change): messages, overlap and reach; nothing is saved.',
    querystring: Query({ schedule_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })) }),
    body: ScheduleUpdate,
    response: { 200: SchedulePreview },
  },
  updateSchedule: {
    method: 'PUT',
    path: '/schedules/{id}',
    summary:
      "Change a schedule; fields left out stay. The rules of create apply, but the layout or audio playlist it already plays is kept even where the caller's forced tags hide it.",
    params: IdParams,
    body: ScheduleUpdate,
    response: { 200: ScheduleSaved },
  },
  deleteSchedule: {
    method: 'DELETE',
    path: '/schedules/{id}',
    summary: 'Delete a schedule.',
    params: IdParams,
    response: {
      200: Type.Object(
        { msg: Type.String(), schedule_id: Type.Integer(), affected_device_ids: affected },
        { description: 'Deleted.' },
      ),
    },
  },
});

/** Also the players' own call, so filed under players too. */
const deviceScheduleOperations = bearerOperations([...tags, 'players'], {
  getDeviceSchedules: {
    method: 'GET',
    path: '/schedules/for_device/{id}',
    summary:
      'The schedules reaching a device, split previous / current / future on its clock, and what plays at `at` with a reason for each. Operators (bearer) for devices they see; a player (Player credentials) for itself.',
    security: [...bearer, ...player],
    params: IdParams,
    querystring: ScheduleQuery,
    response: { 200: Ref(DeviceSchedules, { description: 'Its schedules.' }) },
  },
  getDeviceNowPlaying: {
    method: 'GET',
    path: '/schedules/now_playing/{id}',
    summary:
      'What plays on a device at `at` (default now) and why, over the schedules and campaign runs whose dates include that instant: the light form of for_device. Operators (bearer) for devices they see; a player (Player credentials) for itself.',
    security: [...bearer, ...player],
    params: IdParams,
    querystring: Query({
      at: Type.Optional(IsoDate('The instant asked about (ISO date-time with zone); default now.')),
    }),
    response: { 200: Ref(DeviceNowPlaying, { description: 'What plays now, and why.' }) },
  },
});

/** What one device has on screen now by its schedules and campaign runs (the now-playing rule). */
export const DeviceScreen = Type.Object({
  device_id: Type.Integer(),
  layout_id: Nullable(
    Type.Integer({ description: 'The layout on screen; null: nothing scheduled (the player shows its fallback).' }),
  ),
  schedule_id: Nullable(Type.Integer({ description: 'The schedule that puts it there; null for a campaign run.' })),
  campaign_run_id: Nullable(Type.Integer({ description: 'The campaign run that puts it there; null for a schedule.' })),
});
export type DeviceScreen = Static<typeof DeviceScreen>;

/**
 * The most devices one on_screen call asks about: more than a dashboard card shows (100), few enough that a call
 * reading every device's inputs afresh stays short.
 */
export const MAX_SCREEN_IDS = 250;

const deviceScreenOperations = bearerOperations(tags, {
  listDeviceScreens: {
    method: 'GET',
    path: '/schedules/on_screen',
    summary:
      "What each device asked for has on screen now, by the now-playing rule over every schedule and campaign run reaching it (those outside the caller's forced tags too: the ids are answered, names are not): the dashboard cards read it once per page of devices. Devices the caller may not see are left out.",
    querystring: Query({
      ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_SCREEN_IDS }),
    }),
    response: {
      200: Type.Object(
        { on_screen: Type.Array(DeviceScreen) },
        { description: 'One entry per device found, in the order asked.' },
      ),
    },
  },
});

export const scheduleOperations = {
  ...scheduleAreaOperations,
  ...deviceScheduleOperations,
  ...deviceScreenOperations,
};
