import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { loadedField } from '../load-by-ids.ts';
import { ScheduleChangesInput, scheduleBody } from './mutations.ts';
import { type Reach, ScheduleReachType, ScheduleType } from './schedule.ts';

interface Preview {
  messages: string[];
  confirmation: string | null;
  tags: string[];
  overlap: { schedule_id: number; name: string; start: string; end: string; msg: string } | null;
  reach: Reach;
}

const OverlapType = builder.objectRef<NonNullable<Preview['overlap']>>('ScheduleOverlap').implement({
  fields: (t) => ({
    schedule: loadedField(t, ScheduleType, {
      description: 'The schedule it clashes with; null where it is gone since, or hidden from you.',
      id: (o) => o.schedule_id,
      orNull: true,
    }),
    name: t.exposeString('name', {
      description: 'The overlapped schedule as the message names it: "the schedule of "Lobby welcome"", or by id.',
    }),
    start: t.exposeString('start', { description: 'Wall clock of the first overlapping interval.' }),
    end: t.exposeString('end'),
    message: t.exposeString('msg', {
      description: '"Schedule overlaps detected between {start} and {end}" and the overlapped schedule\'s name.',
    }),
  }),
});

const PreviewType = builder.objectRef<Preview>('SchedulePreview').implement({
  description: 'What saving would do, without saving.',
  fields: (t) => ({
    valid: t.boolean({ description: 'True when a save would succeed.', resolve: (p) => p.messages.length === 0 }),
    messages: t.exposeStringList('messages', { description: 'The refusals a save would answer, first one first.' }),
    confirmation: t.exposeString('confirmation', {
      nullable: true,
      description: 'The question to ask before saving (no tags entered).',
    }),
    tags: t.exposeStringList('tags', { description: "As it would carry them: the caller's forced tags added." }),
    overlap: t.field({ type: OverlapType, nullable: true, resolve: (p) => p.overlap }),
    reach: t.field({ type: ScheduleReachType, resolve: (p) => p.reach }),
  }),
});

builder.queryField('previewSchedule', (t) =>
  t.field({
    type: PreviewType,
    description:
      'A dry run of createSchedule (or of updateSchedule with `id`): validation messages, the first overlap, the reach.',
    args: { id: t.arg.id(), input: t.arg({ type: ScheduleChangesInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => {
      const answer = await ctx.rest.post('/schedules/preview', {
        query: { schedule_id: id != null ? Number(restId(id)) : undefined },
        body: scheduleBody(input),
      });
      return { ...answer, reach: { tags: answer.tags, count: answer.reach_count } };
    },
  }),
);
