import type { DeviceSchedules } from '@signage/contract/schedules';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { DeviceType } from '../devices/device.ts';
import { ScheduleType } from './schedule.ts';

type RestVerdict = DeviceSchedules['now_playing']['verdicts'][number];
type Loaded = DeviceSchedules & { scheduleById: Map<number, DeviceSchedules['schedules'][number]> };

/** One for_device call per device and instant per GraphQL request: `schedules` and `nowPlaying` share it. */
const answers = new WeakMap<Context, Map<string, Promise<Loaded>>>();

function deviceSchedules(ctx: Context, deviceId: number, at?: Date | null): Promise<Loaded> {
  let perRequest = answers.get(ctx);
  if (!perRequest) {
    perRequest = new Map();
    answers.set(ctx, perRequest);
  }
  const key = `${deviceId} ${at?.toISOString() ?? ''}`;
  let answer = perRequest.get(key);
  if (!answer) {
    answer = ctx.rest
      .get('/schedules/for_device/{id}', { params: { id: deviceId }, query: { at: at?.toISOString() } })
      .then((loaded) => {
        // Their schedules come whole: the Schedule fields they select cost no further call.
        const loader = ScheduleType.getDataloader(ctx);
        for (const schedule of loaded.schedules) loader.prime(schedule.schedule_id, schedule);
        return { ...loaded, scheduleById: new Map(loaded.schedules.map((s) => [s.schedule_id, s])) };
      });
    perRequest.set(key, answer);
  }
  return answer;
}

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
    schedule: t.field({
      type: ScheduleType,
      nullable: true,
      resolve: (v) => v.schedule_id,
    }),
    scheduleId: t.id({ resolve: (v) => String(v.schedule_id) }),
    channel: t.string({ description: 'screen (a layout) or audio (a playlist).', resolve: (v) => v.channel }),
    code: t.field({ type: VerdictCodeEnum, resolve: (v) => v.code }),
    reason: t.exposeString('reason', { description: 'In a sentence, with the device’s clock and zone.' }),
    missingTags: t.stringList({ resolve: (v) => v.missing_tags }),
    winnerId: t.id({ nullable: true, resolve: (v) => (v.winner_id === null ? null : String(v.winner_id)) }),
  }),
});

const NowPlayingType = builder.objectRef<Loaded>('NowPlaying').implement({
  description:
    'What plays on a device at an instant, and why: the most specific active schedule (most tags, then newest) per channel.',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (d) => d.at }),
    timeZone: t.exposeString('time_zone', { description: 'The zone its timers are read in.' }),
    wallClock: t.exposeString('wall_clock', { description: 'What its clock reads, YYYY-MM-DDTHH:mm.' }),
    screen: t.field({
      type: ScheduleType,
      nullable: true,
      description: 'The layout schedule on screen; null: nothing scheduled.',
      resolve: (d) => d.now_playing.screen,
    }),
    audio: t.field({ type: ScheduleType, nullable: true, resolve: (d) => d.now_playing.audio }),
    verdicts: t.field({ type: [VerdictType], resolve: (d) => d.now_playing.verdicts }),
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
    description: 'What plays here at `at` (default now), and why each of its schedules plays or not.',
    args: { at: t.arg({ type: 'DateTime' }) },
    resolve: (d, { at }, ctx) => deviceSchedules(ctx, d.device_id, at),
  }),
}));
