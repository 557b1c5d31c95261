import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scheduleOperations as op } from '@signage/contract/schedules';
import { MESSAGES, notFoundMessage } from '@signage/domain/messages';
import { DEFAULT_SCHEDULE_PAGE_SIZE } from '@signage/domain/page-sizes';
import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { formatWallClock } from '@signage/domain/schedules/wall-clock';
import { requirePermission } from '../auth/guard.ts';
import { deviceWhere } from '../devices/repository.ts';
import { forbidden, notFound } from '../errors.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { writeVisible } from '../kit/tagged-write.ts';
import { tagsForCreate } from '../kit/tags.ts';
import { EDIT, monthsBefore, queryWallClock, type ScheduleContext, VIEW } from './context.ts';
import { deviceScheduleRoutes } from './device-routes.ts';
import {
  findSchedule,
  listSchedules,
  reachedDeviceIds,
  SCHEDULE_AREA,
  scheduleAnswers,
  scheduleWhere,
} from './repository.ts';
import { checkedColumns, judgeDraft, type ScheduleDraft } from './save.ts';
import { scheduleSearchArea } from './search-area.ts';
import { maySeeLayouts, type Viewer, withVisibleLayouts } from './viewer.ts';

/** Schedules under /schedules/ (spec 01 §7, spec 02 §7), every rule of spec 01 §5 checked here. */
export const scheduleRoutes: FastifyPluginAsyncTypebox<ScheduleContext> = async (app, ctx) => {
  const { db, tagRegistry, displayTimeZone } = ctx;
  tagRegistry.register(SCHEDULE_AREA, scheduleSearchArea(ctx));
  await app.register(deviceScheduleRoutes, ctx);

  await app.register(
    signedInRoutes(async (operator) => {
      const answer = async (id: number, user: Viewer) => {
        const rows = await withVisibleLayouts(db, user, [await findSchedule(db, id, user.forced_tags)]);
        return (await scheduleAnswers(tagRegistry, rows, displayTimeZone))[0]!;
      };
      /** Scheduling a layout needs the right to see it: without, a user could publish any layout by its id. */
      const assertMaySchedule = (user: Viewer, layoutId: number | null | undefined, currentId?: number | null) => {
        if (layoutId != null && layoutId !== currentId && !maySeeLayouts(user)) throw forbidden(MESSAGES.forbidden);
      };

      operator.route({
        ...endpoint(op.listSchedules),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW);
          const query = request.query;
          const paging = { page: query.current_page ?? 1, pageSize: query.page_size ?? DEFAULT_SCHEDULE_PAGE_SIZE };
          // A batched read by ids answers those schedules whatever their dates.
          const from = query.ids
            ? queryWallClock(query.from, 'from', displayTimeZone)
            : (queryWallClock(query.from, 'from', displayTimeZone) ??
              monthsBefore(wallClockAt(Date.now(), displayTimeZone)));
          const { rows, total } = await listSchedules(
            db,
            {
              forcedTags: user.forced_tags,
              tags: query.tags?.length ? tagsForCreate(query.tags, []) : undefined,
              ids: query.ids,
              from,
              to: queryWallClock(query.to, 'to', displayTimeZone),
              layoutId: query.layout_id,
              audioPlaylistId: query.audio_playlist_id,
            },
            paging,
          );
          return {
            schedules: await scheduleAnswers(tagRegistry, await withVisibleLayouts(db, user, rows), displayTimeZone),
            page_info: { current_page: paging.page, page_size: paging.pageSize, total_items: total },
          };
        },
      });

      operator.route({
        ...endpoint(op.getSchedule),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW);
          return answer(request.params.id, user);
        },
      });

      operator.route({
        ...endpoint(op.previewSchedule),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW);
          const id = request.query.schedule_id;
          const current = id ? await findSchedule(db, id, user.forced_tags) : undefined;
          const body = request.body;
          assertMaySchedule(user, body.layout_id, current?.layout_id);
          const draft: ScheduleDraft = {
            layout_id: body.layout_id !== undefined ? body.layout_id : (current?.layout_id ?? null),
            audio_playlist_id:
              body.audio_playlist_id !== undefined ? body.audio_playlist_id : (current?.audio_playlist_id ?? null),
            enteredTags: body.tags ?? current?.tags ?? [],
            timer: {
              ...(current
                ? { start: current.start, end: current.end, dow: current.dow, day_part: current.day_part }
                : defaultRange()),
              ...body.timer,
            },
          };
          const judgement = await judgeDraft(db, draft, user, id);
          const reach = await db
            .selectFrom('devices')
            .where(deviceWhere({ forcedTags: user.forced_tags, tags: judgement.tags }))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          const clash = judgement.clash;
          return {
            messages: judgement.messages,
            confirmation: judgement.confirmation,
            tags: judgement.tags,
            overlap: clash ? { ...clash, msg: judgement.messages.at(-1)! } : null,
            reach_count: Number(reach.n),
          };
        },
      });

      operator.route({
        ...endpoint(op.createSchedule),
        handler: async (request, reply) => {
          const user = requirePermission(request, ...EDIT);
          const body = request.body;
          assertMaySchedule(user, body.layout_id);
          const draft: ScheduleDraft = {
            layout_id: body.layout_id ?? null,
            audio_playlist_id: body.audio_playlist_id ?? null,
            enteredTags: body.tags,
            timer: body.timer,
          };
          const { id, affected } = await db.transaction().execute(async (trx) => {
            const { tags, columns } = await checkedColumns(trx, draft, user, body.confirm_no_tags ?? false);
            const row = await trx
              .insertInto('schedules')
              .values({ ...columns, created_by: user.user_id })
              .returning('schedule_id')
              .executeTakeFirstOrThrow();
            return { id: row.schedule_id, affected: await reachedDeviceIds(trx, [tags]) };
          });
          tagRegistry.invalidate();
          const schedule = await answer(id, user);
          return reply.status(201).send({ msg: SCHEDULE_MESSAGES.created, schedule, affected_device_ids: affected });
        },
      });

      operator.route({
        ...endpoint(op.updateSchedule),
        handler: async (request) => {
          const user = requirePermission(request, ...EDIT);
          const { id } = request.params;
          const body = request.body;
          const affected = await writeVisible(db, SCHEDULE_AREA, id, user.forced_tags, async (trx) => {
            const current = await findSchedule(trx, id, user.forced_tags);
            assertMaySchedule(user, body.layout_id, current.layout_id);
            const draft: ScheduleDraft = {
              layout_id: body.layout_id !== undefined ? body.layout_id : current.layout_id,
              audio_playlist_id:
                body.audio_playlist_id !== undefined ? body.audio_playlist_id : current.audio_playlist_id,
              enteredTags: body.tags ?? current.tags,
              timer: {
                start: current.start,
                end: current.end,
                dow: current.dow,
                day_part: current.day_part,
                ...body.timer,
              },
              playing: { layout_id: current.layout_id, audio_playlist_id: current.audio_playlist_id },
            };
            const { tags, columns } = await checkedColumns(trx, draft, user, body.confirm_no_tags ?? false, id);
            await trx
              .updateTable('schedules')
              .set({ ...columns, date_updated: new Date() })
              .where('schedule_id', '=', id)
              .execute();
            return reachedDeviceIds(trx, [current.tags, tags]);
          });
          tagRegistry.invalidate();
          const schedule = await answer(id, user);
          return { msg: SCHEDULE_MESSAGES.updated, schedule, affected_device_ids: affected };
        },
      });

      operator.route({
        ...endpoint(op.deleteSchedule),
        handler: async (request) => {
          const user = requirePermission(request, ...EDIT);
          const { id } = request.params;
          const affected = await db.transaction().execute(async (trx) => {
            const deleted = await trx
              .deleteFrom('schedules')
              .where('schedule_id', '=', id)
              .where(scheduleWhere({ forcedTags: user.forced_tags }) as never)
              .returning('tags')
              .executeTakeFirst();
            // Not found, or hidden by forced tags: the console shows "Schedule NOT Deleted." for any failure. Thrown
            // inside the transaction, so it rolls back and the refusal leaves no audit entry.
            if (!deleted) throw notFound(notFoundMessage(SCHEDULE_AREA.noun, id));
            return reachedDeviceIds(trx, [deleted.tags]);
          });
          return { msg: SCHEDULE_MESSAGES.deleted, schedule_id: id, affected_device_ids: affected };
        },
      });
    }),
    ctx,
  );

  /** The dialog's default range, for a preview of a draft that gives no timer. */
  function defaultRange() {
    const today = formatWallClock(wallClockAt(Date.now(), displayTimeZone)).slice(0, 10);
    return { start: `${today}T00:00`, end: `${today}T23:59` };
  }
};
