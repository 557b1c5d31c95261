import { MAX_LIST_IDS } from '@signage/contract/common';
import { DEFAULT_SCHEDULE_PAGE_SIZE } from '@signage/domain/page-sizes';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { LayoutType } from '../layouts/layout.ts';
import { loadedByIdField } from '../load-by-ids.ts';
import { pageType } from '../paging.ts';
import { ScheduleType } from './schedule.ts';

export const SchedulePage = pageType('SchedulePage', ScheduleType, {
  key: 'schedules',
  defaultSize: DEFAULT_SCHEDULE_PAGE_SIZE,
  maxSize: MAX_LIST_IDS,
  description: 'The timeline and the schedule dialog read a window or an object’s schedules at once.',
});

builder.queryField('schedules', (t) =>
  t.field({
    type: SchedulePage.ref,
    description:
      'Schedules earliest start first, in a wall-clock window: ending at or after `from` (default 3 months ago) and starting at or before `to`. `tags`: schedules carrying all of them. Forced tags apply.',
    args: {
      ...SchedulePage.args(t.arg),
      from: t.arg.string({ description: 'YYYY-MM-DD or YYYY-MM-DDTHH:mm (wall clock), or an instant with a zone.' }),
      to: t.arg.string(),
      layoutId: t.arg.id(),
      audioPlaylistId: t.arg.id({ description: 'The schedules of this audio playlist.' }),
      tags: t.arg.stringList(),
    },
    resolve: (_root, args, ctx) =>
      ctx.rest.get('/schedules/', {
        query: {
          ...SchedulePage.query(args),
          from: args.from ?? undefined,
          to: args.to ?? undefined,
          layout_id: args.layoutId != null ? Number(restId(args.layoutId)) : undefined,
          audio_playlist_id: args.audioPlaylistId != null ? Number(restId(args.audioPlaylistId)) : undefined,
          tags: args.tags?.length ? args.tags : undefined,
        },
      }),
  }),
);

loadedByIdField('schedule', ScheduleType);

builder.objectField(LayoutType, 'schedules', (t) =>
  t.field({
    type: SchedulePage.ref,
    description: 'Its schedules (the schedule dialog’s list), from `from` (default 3 months ago) on.',
    args: { ...SchedulePage.args(t.arg), from: t.arg.string() },
    resolve: (layout, args, ctx) =>
      ctx.rest.get('/schedules/', {
        query: { ...SchedulePage.query(args), layout_id: layout.layout_id, from: args.from ?? undefined },
      }),
  }),
);
