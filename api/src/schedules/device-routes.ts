import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scheduleOperations as op } from '@signage/contract/schedules';
import { notFoundMessage } from '@signage/domain/messages';
import { groupSchedules } from '@signage/domain/schedules/groups';
import { nowPlaying } from '@signage/domain/schedules/now-playing';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { verdictMessage } from '@signage/domain/schedules/verdict-message';
import { formatWallClock } from '@signage/domain/schedules/wall-clock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { authenticate, requirePermission } from '../auth/guard.ts';
import { authenticatePlayer, playerCredentials } from '../devices/player-auth.ts';
import { deviceWhere } from '../devices/repository.ts';
import { forbidden, notFound } from '../errors.ts';
import { deviceTimeZone } from '../kit/device-time-zone.ts';
import { endpoint } from '../kit/route.ts';
import { textArray } from '../kit/tag-registry.ts';
import { monthsBefore, queryInstant, queryWallClock, type ScheduleContext } from './context.ts';
import { compiled, scheduleAnswers, selectSchedules } from './repository.ts';
import { type Viewer, withVisibleLayouts } from './viewer.ts';

/** Schedules that share a tag with a device without reaching it, answered as "not reached" (the current ones). */
const NEAR_MISSES = 50;

/**
 * GET /schedules/for_device/{id} (spec 01 §7): for operators who see the device (bearer token), and for the
 * player itself (`Authorization: Player ...`), which plays what the answer's evaluator inputs say.
 */
export const deviceScheduleRoutes: FastifyPluginAsyncTypebox<ScheduleContext> = async (app, ctx) => {
  const { db, tagRegistry, displayTimeZone } = ctx;
  const operator = authenticate(ctx.sessions);
  const player = authenticatePlayer(db);

  app.route({
    ...endpoint(op.getDeviceSchedules),
    onRequest: (request: FastifyRequest, reply: FastifyReply) =>
      playerCredentials(request.headers.authorization) ? player(request, reply) : operator(request, reply),
    handler: async (request) => {
      const { id } = request.params;
      let forcedTags: readonly string[] = [];
      // An operator reads layout names only of layouts they may see; a player gets its schedules whole.
      let viewer: Viewer | undefined;
      if (request.player) {
        if (request.player.device_id !== id || !request.player.activated) {
          throw forbidden('A player may read only its own schedules, once activated.');
        }
      } else {
        viewer = requirePermission(request, 'view schedules', 'edit schedules', 'view devices', 'edit devices');
        forcedTags = viewer.forced_tags;
      }
      const device = await db
        .selectFrom('devices')
        .select(['devices.tags', deviceTimeZone])
        .where('devices.device_id', '=', id)
        .where(deviceWhere({ forcedTags }))
        .executeTakeFirst();
      if (!device) throw notFound(notFoundMessage('Device', id));

      const timeZone = device.time_zone ?? displayTimeZone;
      const at = queryInstant(request.query.at, 'at');
      const wall = wallClockAt(at, timeZone);
      const from = queryWallClock(request.query.from, 'from', timeZone) ?? monthsBefore(wall);
      const deviceTags = textArray(device.tags);
      const visible = forcedTags.length ? sql<boolean>`schedules.tags @> ${textArray(forcedTags)}` : sql<boolean>`true`;
      const [reached, nearMisses] = await Promise.all([
        selectSchedules(db)
          .where(sql<boolean>`schedules.tags <@ ${deviceTags}`)
          .where(sql<boolean>`schedules.end_time >= cast(${from} as timestamp)`)
          .where(visible)
          .orderBy('schedules.start_time')
          .orderBy('schedules.schedule_id')
          .execute(),
        selectSchedules(db)
          .where(sql<boolean>`schedules.tags && ${deviceTags} and not schedules.tags <@ ${deviceTags}`)
          .where(sql<boolean>`schedules.end_time > cast(${formatWallClock(wall)} as timestamp)`)
          .where(visible)
          .orderBy('schedules.start_time')
          .limit(NEAR_MISSES)
          .execute(),
      ]);
      const schedules = reached.map(compiled);
      const groups = groupSchedules(schedules, at, timeZone);
      const playing = nowPlaying({ tags: device.tags, timeZone }, [...schedules, ...nearMisses.map(compiled)], at);
      const ids = (list: typeof schedules) => list.map((s) => s.id);
      return {
        device_id: id,
        tags: device.tags,
        time_zone: timeZone,
        at: new Date(at).toISOString(),
        wall_clock: playing.wallClock,
        schedules: await scheduleAnswers(
          tagRegistry,
          viewer ? await withVisibleLayouts(db, viewer, reached) : reached,
          timeZone,
          at,
        ),
        groups: { previous: ids(groups.previous), current: ids(groups.current), future: ids(groups.future) },
        now_playing: {
          screen: playing.screen,
          audio: playing.audio,
          verdicts: playing.verdicts.map((verdict) => ({
            schedule_id: verdict.scheduleId,
            channel: verdict.channel,
            code: verdict.code,
            reason: verdictMessage(verdict),
            missing_tags: verdict.missingTags ?? [],
            winner_id: verdict.winnerId ?? null,
          })),
        },
      };
    },
  });
};
