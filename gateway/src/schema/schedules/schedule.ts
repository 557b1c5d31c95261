import type { Schedule as RestSchedule } from '@signage/contract/schedules';
import { SCHEDULE_GROUPS } from '@signage/contract/schedules';
import { describeDow } from '@signage/domain/schedules/wall-clock';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { DevicePage } from '../devices/queries.ts';
import { enumValues } from '../enum-values.ts';
import { LayoutType } from '../layouts/layout.ts';
import { loadByIds, loadOrNull } from '../load-by-ids.ts';
import { timestampFields } from '../record-fields.ts';
import { TagRefType } from '../tags.ts';

export const ScheduleGroupEnum = builder.enumType('ScheduleGroup', {
  description: 'Previous (ended), current (started, not ended) or future (spec 01 §4).',
  values: enumValues(SCHEDULE_GROUPS),
});

const ScheduleContentTypeEnum = builder.enumType('ScheduleContentType', {
  values: { LAYOUT: { value: 'layout' }, AUDIO_PLAYLIST: { value: 'audio_playlist' } } as const,
});

const ScheduleTimerType = builder.objectRef<RestSchedule['timer']>('ScheduleTimer').implement({
  description: "When it plays, read on each device's own clock: wall-clock times with no zone.",
  fields: (t) => ({
    start: t.exposeString('start', { description: 'YYYY-MM-DDTHH:mm.' }),
    end: t.exposeString('end', { description: 'YYYY-MM-DDTHH:mm; 23:59 means the end of that day.' }),
    dow: t.exposeInt('dow', { description: 'Mon=1, Tue=2, Wed=4, Thu=8, Fri=16, Sat=32, Sun=64.' }),
    dayPart: t.exposeBoolean('day_part', { description: 'Start and end times bound each day of the range.' }),
    days: t.string({ description: '"Mon, Wed, Fri", "every day".', resolve: (timer) => describeDow(timer.dow) }),
  }),
});

/**
 * What a schedule publishes: a layout (`layoutType` tells a sync sequence from a layout); audio playlists join
 * this union with their area.
 */
export const ScheduleContentUnion = builder.unionType('ScheduleContent', {
  types: [LayoutType],
  resolveType: () => LayoutType,
});

/** Devices a set of tags reaches: those carrying all of them, every device for none (the caller's forced tags apply). */
export interface Reach {
  tags: readonly string[];
  count?: number;
}

export const ScheduleReachType = builder.objectRef<Reach>('ScheduleReach').implement({
  description: 'The devices a schedule reaches: those carrying all of its tags; every device when it has none.',
  fields: (t) => ({
    count: t.int({
      nullable: true,
      description: 'Null (with a FORBIDDEN error) for a caller who may not view devices.',
      resolve: async (reach, _args, ctx) =>
        reach.count ?? (await reachedDevices(ctx, reach.tags, 1, 1)).page_info.total_items,
    }),
    devices: t.field({
      type: DevicePage.ref,
      nullable: true,
      args: DevicePage.args(t.arg),
      resolve: (reach, args, ctx) => {
        const { current_page, page_size } = DevicePage.query(args);
        return reachedDevices(ctx, reach.tags, current_page, page_size);
      },
    }),
  }),
});

function reachedDevices(ctx: Context, tags: readonly string[], current_page: number, page_size: number) {
  return ctx.rest.get('/devices/', {
    query: { current_page, page_size, tags: tags.length ? [...tags] : undefined, sort_by: 'name', sort: 'asc' },
  });
}

const loadSchedules = loadByIds({ path: '/schedules/', key: 'schedules', id: 'schedule_id', noun: 'Schedule' });

/** Schedules load through one batched REST call per GraphQL request (the list's ids filter). */
export const ScheduleType = builder.loadableObject('Schedule', {
  description: 'A layout or audio playlist published to the devices its tags reach (spec 01 §3).',
  loaderOptions: { maxBatchSize: 1000 },
  load: loadSchedules,
  fields: (t) => ({
    id: t.id({ resolve: (s) => String(s.schedule_id) }),
    contentType: t.field({ type: ScheduleContentTypeEnum, resolve: (s) => s.schedule_contents_type }),
    layoutId: t.id({ nullable: true, resolve: (s) => (s.layout_id === null ? null : String(s.layout_id)) }),
    layoutName: t.string({ nullable: true, resolve: (s) => s.layout_name }),
    audioPlaylistId: t.id({
      nullable: true,
      resolve: (s) => (s.audio_playlist_id === null ? null : String(s.audio_playlist_id)),
    }),
    content: t.field({
      type: ScheduleContentUnion,
      nullable: true,
      description: 'Null when the caller may not see it.',
      resolve: (s, _args, ctx) => loadOrNull(LayoutType, ctx, s.layout_id),
    }),
    tags: t.field({ type: [TagRefType], resolve: (s) => s.tags }),
    timer: t.field({ type: ScheduleTimerType, resolve: (s) => s.timer }),
    group: t.field({
      type: ScheduleGroupEnum,
      description: "Now, on the clock of the installation's display time zone.",
      resolve: (s) => s.group,
    }),
    reach: t.field({ type: ScheduleReachType, resolve: (s) => ({ tags: s.tags.map((tag) => tag.name) }) }),
    ...timestampFields(t),
  }),
});
