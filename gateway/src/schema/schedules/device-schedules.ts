import type { DeviceNowPlaying, DeviceSchedules } from '@signage/contract/schedules';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { DeviceType } from '../devices/device.ts';
import { LayoutType } from '../layouts/layout.ts';
import { HIDDEN, loadedField, loadOrNull } from '../load-by-ids.ts';
import { oncePerRequest } from '../once-per-request.ts';
import { ScheduleType } from './schedule.ts';

type RestVerdict = DeviceSchedules['now_playing']['verdicts'][number];
type Loaded = DeviceSchedules & { scheduleById: Map<number, DeviceSchedules['schedules'][number]> };

/** The schedules an answer carries are primed: the Schedule fields a query selects cost no further call. */
function primed<T extends { schedules: DeviceSchedules['schedules'] }>(ctx: Context, loaded: T): T {
  const loader = ScheduleType.getDataloader(ctx);
  for (const schedule of loaded.schedules) loader.prime(schedule.schedule_id, schedule);
  return loaded;
}

/** One for_device call per device per GraphQL request. */
const forDevice = oncePerRequest<number, Loaded>();
const deviceSchedules = (ctx: Context, deviceId: number): Promise<Loaded> =>
  forDevice(ctx, deviceId, () =>
    ctx.rest.get('/schedules/for_device/{id}', { params: { id: deviceId } }).then((loaded) => {
      const schedules = primed(ctx, loaded).schedules;
      return { ...loaded, scheduleById: new Map(schedules.map((s) => [s.schedule_id, s])) };
    }),
  );

/**
 * What plays now, one now_playing call per device and instant per GraphQL request: the light answer, so a
 * device page's "now playing" need not load a month of schedules.
 */
const nowPlayingCall = oncePerRequest<string, DeviceNowPlaying>();
const deviceNowPlaying = (ctx: Context, deviceId: number, at?: Date | null): Promise<DeviceNowPlaying> =>
  nowPlayingCall(ctx, `${deviceId} ${at?.toISOString() ?? ''}`, () =>
    ctx.rest
      .get('/schedules/now_playing/{id}', { params: { id: deviceId }, query: { at: at?.toISOString() } })
      .then((loaded) => primed(ctx, loaded)),
  );

const DeviceSchedulesType = builder.objectRef<Loaded>('DeviceSchedules').implement({
  description: "A device's schedules (those its tags reach), split on its own clock (spec 02 §4).",
  fields: (t) => {
    const group = (name: 'previous' | 'current' | 'future') =>
      t.field({ type: [ScheduleType], resolve: (d) => d.groups[name].map((id) => d.scheduleById.get(id)!) });
    return { previous: group('previous'), current: group('current'), future: group('future') };
  },
});

const VerdictCodeEnum = builder.enumType('ScheduleVerdictCode', {
  values: {
    PLAYS: { value: 'plays' },
    NOT_REACHED: { value: 'not-reached', description: 'The device lacks some of its tags.' },
    NOT_IN_VENUE: { value: 'not-in-venue', description: "A campaign run: the device is in none of the run's venues." },
    NOT_STARTED: { value: 'not-started' },
    ENDED: { value: 'ended' },
    NOT_TODAY: { value: 'not-today', description: 'Today is not one of its weekdays.' },
    OUTSIDE_DAY_PART: { value: 'outside-day-part' },
    OUTRANKED: { value: 'outranked', description: 'Another active schedule with more tags, or newer, plays.' },
  } as const,
});

const VerdictType = builder.objectRef<RestVerdict>('ScheduleVerdict').implement({
  description: 'Whether a schedule plays on the device at that instant, and why.',
  fields: (t) => ({
    schedule: loadedField(t, ScheduleType, {
      description: 'Null for a campaign run (see campaignRunId).',
      id: (v) => (v.campaign_run_id ? null : v.schedule_id),
    }),
    scheduleId: t.id({
      description: 'The schedule id, or the run id for a campaign run.',
      resolve: (v) => String(v.schedule_id),
    }),
    campaignRunId: t.id({
      nullable: true,
      description: 'Set when this verdict is of a campaign run reaching the device through its venue.',
      resolve: (v) => (v.campaign_run_id ? String(v.campaign_run_id) : null),
    }),
    channel: t.string({
      description: 'screen (a layout), audio (a music playlist) or sting (a sting playlist, between layouts).',
      resolve: (v) => v.channel,
    }),
    code: t.field({ type: VerdictCodeEnum, resolve: (v) => v.code }),
    reason: t.exposeString('reason', { description: 'In a sentence, with the device’s clock and zone.' }),
    missingTags: t.stringList({ resolve: (v) => v.missing_tags }),
    winnerId: t.id({ nullable: true, resolve: (v) => (v.winner_id === null ? null : String(v.winner_id)) }),
  }),
});

const NowPlayingType = builder.objectRef<DeviceNowPlaying>('NowPlaying').implement({
  description:
    'What plays on a device at an instant, and why: the most specific active schedule (most tags, then newest) per channel.',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (d) => d.at }),
    timeZone: t.exposeString('time_zone', { description: 'The zone its timers are read in.' }),
    wallClock: t.exposeString('wall_clock', { description: 'What its clock reads, YYYY-MM-DDTHH:mm.' }),
    screen: loadedField(t, ScheduleType, {
      description: `The layout schedule on screen; null: nothing scheduled, or one ${HIDDEN} (screenId names it).`,
      id: (d) => d.now_playing.screen,
      orNull: true,
    }),
    screenId: t.id({
      nullable: true,
      description:
        'The id of the layout schedule on screen, also where it is one you may not see; null: nothing scheduled.',
      resolve: (d) => (d.now_playing.screen === null ? null : String(d.now_playing.screen)),
    }),
    screenLayout: loadedField(t, LayoutType, {
      description: `The layout on screen; null: nothing scheduled, or one ${HIDDEN} (screenLayoutId names it).`,
      id: (d) => d.now_playing.layout_id,
      orNull: true,
    }),
    screenLayoutId: t.id({
      nullable: true,
      description:
        'The layout on screen, put there by screen or the campaign run, also where it is one you may not see; null: nothing scheduled.',
      resolve: (d) => (d.now_playing.layout_id ? String(d.now_playing.layout_id) : null),
    }),
    campaignRunId: t.id({
      nullable: true,
      description: 'The campaign run on screen (it outranks schedules; screen is then null).',
      resolve: (d) => (d.now_playing.campaign_run ? String(d.now_playing.campaign_run) : null),
    }),
    campaignRunTitle: t.string({
      nullable: true,
      description: `The campaign run on screen as a person names it: "campaign X, run 2"; null where its campaign is ${HIDDEN}.`,
      resolve: (d) => d.now_playing.campaign_run_title ?? null,
    }),
    audio: loadedField(t, ScheduleType, {
      description: `The music: the audio playlist schedule playing; null: none, or one ${HIDDEN} (audioId names it).`,
      id: (d) => d.now_playing.audio,
      orNull: true,
    }),
    audioId: t.id({
      nullable: true,
      description: 'The id of the audio playlist schedule playing, also where it is one you may not see.',
      resolve: (d) => (d.now_playing.audio === null ? null : String(d.now_playing.audio)),
    }),
    stings: t.field({
      type: [ScheduleType],
      description: `The sting schedules that take turns between layouts, less those ${HIDDEN} (stingIds names every one).`,
      resolve: async (d, _args, ctx) =>
        (await Promise.all(d.now_playing.stings.map((id) => loadOrNull(ScheduleType, ctx, id)))).filter(
          (schedule) => schedule !== null,
        ),
    }),
    stingIds: t.idList({
      description: 'The ids of every sting schedule taking turns, also those you may not see.',
      resolve: (d) => d.now_playing.stings.map(String),
    }),
    verdicts: t.field({
      type: [VerdictType],
      description: `Each source's verdict, less those ${HIDDEN}: a reason names such a winner by id alone.`,
      resolve: (d) => d.now_playing.verdicts,
    }),
  }),
});

builder.objectFields(DeviceType, (t) => ({
  timeZone: t.string({
    nullable: true,
    description: "Its own IANA zone; null: it reads its schedules in the installation's display time zone.",
    resolve: (d) => d.time_zone,
  }),
  schedules: t.field({
    type: DeviceSchedulesType,
    resolve: (d, _args, ctx) => deviceSchedules(ctx, d.device_id),
  }),
  nowPlaying: t.field({
    type: NowPlayingType,
    description:
      'What plays here at `at` (default now), and why each source whose dates include that instant plays or not (schedules that ended or not yet started: see schedules).',
    args: { at: t.arg({ type: 'DateTime' }) },
    resolve: (d, { at }, ctx) => deviceNowPlaying(ctx, d.device_id, at),
  }),
}));
