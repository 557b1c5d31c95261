import type { Schedule, ScheduleWrite } from '@signage/contract/schedules';
import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { restId, userError } from '../../rest/errors.ts';
import { sendFetchSchedules } from '../devices/fetch-schedules.ts';
import { loadedField } from '../load-by-ids.ts';
import { createMutation, updateMutation } from '../record-mutations.ts';
import { ScheduleType } from './schedule.ts';

export const ScheduleTimerInput = builder.inputType('ScheduleTimerInput', {
  fields: (t) => ({
    start: t.string({ required: true, description: 'YYYY-MM-DDTHH:mm, wall clock (seconds are cut).' }),
    end: t.string({ required: true, description: 'YYYY-MM-DDTHH:mm; 23:59 means the end of that day.' }),
    dow: t.int({ description: 'Mon=1 ... Sun=64; default every day (127).' }),
    dayPart: t.boolean({ description: 'Default false.' }),
  }),
});

const scheduleFields = (required: boolean) =>
  builder.inputType(required ? 'ScheduleInput' : 'ScheduleChangesInput', {
    description: required
      ? 'A new schedule: a layout (or, later, an audio playlist), tags and a timer.'
      : 'What changes.',
    fields: (t) => ({
      layoutId: t.id(),
      audioPlaylistId: t.id(),
      tags: t.stringList({ required, description: "The tags entered; the caller's forced tags are added." }),
      timer: t.field({ type: ScheduleTimerInput, required }),
      confirmNoTags: t.boolean({
        description: 'Yes to the no-tags question (a user with forced tags who entered none); see CONFIRMATION_NEEDED.',
      }),
    }),
  });
export const ScheduleInput = scheduleFields(true);
export const ScheduleChangesInput = scheduleFields(false);

type Input = {
  layoutId?: string | number | null;
  audioPlaylistId?: string | number | null;
  tags?: string[] | null;
  timer?: { start: string; end: string; dow?: number | null; dayPart?: boolean | null } | null;
  confirmNoTags?: boolean | null;
};

const id = (value: string | number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : Number(restId(value));

/** The REST body of a schedule input; fields left out stay out. */
export function scheduleBody(input: Input): Partial<ScheduleWrite> {
  const { timer } = input;
  return {
    ...(input.layoutId !== undefined ? { layout_id: id(input.layoutId) } : {}),
    ...(input.audioPlaylistId !== undefined ? { audio_playlist_id: id(input.audioPlaylistId) } : {}),
    ...(input.tags != null ? { tags: input.tags } : {}),
    ...(timer
      ? {
          timer: {
            start: timer.start,
            end: timer.end,
            ...(timer.dow != null ? { dow: timer.dow } : {}),
            ...(timer.dayPart != null ? { day_part: timer.dayPart } : {}),
          },
        }
      : {}),
    ...(input.confirmNoTags != null ? { confirm_no_tags: input.confirmNoTags } : {}),
  };
}

/**
 * The no-tags question reaches the console as CONFIRMATION_NEEDED with the spec's question as its message: the
 * console asks it and sends the same input again with confirmNoTags: true.
 */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GraphQLError && error.message === SCHEDULE_MESSAGES.noTagsConfirm) {
      throw userError('CONFIRMATION_NEEDED', error.message, { confirmation: true });
    }
    throw error;
  }
}

interface Saved {
  message: string;
  scheduleId: number;
  affectedDevices: number;
  notifiedDevices: number;
}

const ScheduleSavedType = builder.objectRef<Saved>('ScheduleSaved').implement({
  description: 'A saved or deleted schedule, and the players told to fetch their schedules again.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'The console’s notification, word for word.' }),
    id: t.id({ resolve: (s) => String(s.scheduleId) }),
    schedule: loadedField(t, ScheduleType, {
      description: 'Null after a delete.',
      id: (s) => (s.message === SCHEDULE_MESSAGES.deleted ? null : s.scheduleId),
    }),
    affectedDevices: t.exposeInt('affectedDevices', { description: 'Devices reached by the old or the new tags.' }),
    notifiedDevices: t.exposeInt('notifiedDevices', { description: 'Of those, sent fetch-schedules now.' }),
  }),
});

/**
 * A create's or an update's answer: the saved schedule primed for the `schedule` field (no second REST read), and
 * the devices it reaches told to fetch their schedules.
 */
async function savedSchedule(
  ctx: Context,
  call: () => Promise<{ msg: string; schedule: Schedule; affected_device_ids: number[] }>,
): Promise<Saved> {
  const answer = await asked(call);
  ScheduleType.getDataloader(ctx).prime(answer.schedule.schedule_id, answer.schedule);
  const notified = await sendFetchSchedules(ctx, answer.affected_device_ids);
  return saved(answer.msg, answer.schedule.schedule_id, answer.affected_device_ids.length, notified);
}

createMutation('createSchedule', ScheduleSavedType, ScheduleInput, {
  description:
    'Schedules a layout. BAD_USER_INPUT with the spec’s message for a broken rule; CONFIRMATION_NEEDED for the no-tags question.',
  create: (input, ctx) =>
    savedSchedule(ctx, () => ctx.rest.post('/schedules/', { body: scheduleBody(input) as ScheduleWrite })),
});

updateMutation('updateSchedule', ScheduleSavedType, ScheduleChangesInput, {
  update: (scheduleId, input, ctx) =>
    savedSchedule(ctx, () =>
      ctx.rest.put('/schedules/{id}', { params: { id: restId(scheduleId) }, body: scheduleBody(input) }),
    ),
});

builder.mutationField('deleteSchedule', (t) =>
  t.field({
    type: ScheduleSavedType,
    description: 'Deletes a schedule; on any error the console shows "Schedule NOT Deleted.".',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const answer = await ctx.rest.delete('/schedules/{id}', { params: { id: restId(args.id) } });
      const notified = await sendFetchSchedules(ctx, answer.affected_device_ids);
      return saved(answer.msg, answer.schedule_id, answer.affected_device_ids.length, notified);
    },
  }),
);

const saved = (message: string, scheduleId: number, affectedDevices: number, notifiedDevices: number): Saved => ({
  message,
  scheduleId,
  affectedDevices,
  notifiedDevices,
});
