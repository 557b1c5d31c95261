import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scheduleOperations as op } from '@signage/contract/schedules';
import { notFoundMessage } from '@signage/domain/messages';
import { compileCampaignRun, runTitle } from '@signage/domain/schedules/campaign-run';
import { groupSchedules } from '@signage/domain/schedules/groups';
import { type NowPlaying, nowPlaying, type Verdict } from '@signage/domain/schedules/now-playing';
import { wallClockAt } from '@signage/domain/schedules/time-zones';
import { type SourceShown, verdictMessage } from '@signage/domain/schedules/verdict-message';
import { DAY_MS, formatWallClock } from '@signage/domain/schedules/wall-clock';
import { hasForcedTags } from '@signage/domain/tags';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Expression, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { authenticate, requirePermission } from '../auth/guard.ts';
import { authenticatePlayer, playerCredentials } from '../devices/player-auth.ts';
import { deviceWhere } from '../devices/repository.ts';
import { forbidden, notFound } from '../errors.ts';
import { deviceTimeZone } from '../kit/device-time-zone.ts';
import { endpoint } from '../kit/route.ts';
import { textArray } from '../kit/tag-registry.ts';
import { carriesForcedTags } from '../kit/tagged-where.ts';
import {
  type DeviceRuns,
  monthsBefore,
  type NowPlayingInputs,
  queryInstant,
  queryWallClock,
  type ScheduleContext,
} from './context.ts';
import { compiled, type ScheduleRow, scheduleAnswers, selectSchedules } from './repository.ts';
import { type Viewer, withVisibleLayouts, withVisibleVenues } from './viewer.ts';

/** Who among operators may ask what plays on the devices they see. */
const OPERATOR_RIGHTS = ['view schedules', 'edit schedules', 'view devices', 'edit devices'] as const;

/** Schedules that share a tag with a device without reaching it, answered as "not reached" (the current ones). */
const NEAR_MISSES = 50;

/**
 * GET /schedules/for_device/{id} (spec 01 §7) and its light form GET /schedules/now_playing/{id}: for operators
 * who see the device (bearer token), and for the player itself (`Authorization: Player ...`), which plays what
 * the answer's evaluator inputs say.
 */
export const deviceScheduleRoutes: FastifyPluginAsyncTypebox<ScheduleContext> = async (app, ctx) => {
  const { db, tagRegistry, displayTimeZone } = ctx;
  const operator = authenticate(ctx.sessions);
  const player = authenticatePlayer(db);
  const onRequest = (request: FastifyRequest, reply: FastifyReply) =>
    playerCredentials(request.headers.authorization) ? player(request, reply) : operator(request, reply);

  /** Who asks: a player only for itself once activated; an operator with a schedules or devices right. */
  const askerOf = (request: FastifyRequest, id: number): { viewer?: Viewer; forcedTags: readonly string[] } => {
    if (request.player) {
      if (request.player.device_id !== id || !request.player.activated) {
        throw forbidden('A player may read only its own schedules, once activated.');
      }
      // A player gets its schedules whole.
      return { forcedTags: [] };
    }
    // An operator reads layout names only of layouts they may see.
    const viewer = requirePermission(request, ...OPERATOR_RIGHTS);
    return { viewer, forcedTags: viewer.forced_tags };
  };
  /** Schedules as answered to the asker: an operator reads the names only of layouts they may see. */
  const answersFor = async (viewer: Viewer | undefined, rows: ScheduleRow[], timeZone: string, at: number) =>
    scheduleAnswers(tagRegistry, viewer ? await withVisibleLayouts(db, viewer, rows) : rows, timeZone, at);
  /** The campaign runs as answered to the asker: those they may see, naming only layouts and venues they may see. */
  const runsFor = async (viewer: Viewer | undefined, runs: DeviceRuns['runs'], shown: SourceShown) => {
    const seen = runs.filter((run) => shown(compileCampaignRun(run)));
    const named = viewer ? await withVisibleVenues(db, viewer, await withVisibleLayouts(db, viewer, seen)) : seen;
    return named.map(({ campaign_tags: _, ...run }) => run);
  };
  /**
   * The schedules a device's tags reach, within `dates`, earliest start first: all of them, whoever asks, since one
   * the asker may not see can outrank one they see (the answer then names it by id alone).
   */
  const reachedBy = (tags: Expression<unknown>, dates: Expression<boolean>) =>
    selectSchedules(db)
      .where(sql<boolean>`schedules.tags <@ ${tags}`)
      .where(dates)
      .orderBy('schedules.start_time')
      .orderBy('schedules.schedule_id');
  /**
   * Those sharing a tag with the device without reaching it (answered "not reached"), at most NEAR_MISSES, that the
   * asker may see: they never play, so the others cannot change the answer.
   */
  const nearMissesOf = (tags: Expression<unknown>, dates: Expression<boolean>, visible: Expression<boolean>) =>
    selectSchedules(db)
      .where(sql<boolean>`schedules.tags && ${tags} and not schedules.tags <@ ${tags}`)
      .where(dates)
      .where(visible)
      .orderBy('schedules.start_time')
      .limit(NEAR_MISSES);

  /** What plays on a device at `at`, decided from its inputs (nowPlayingInputs). */
  const playingOf = (inputs: NowPlayingInputs, at: number) => {
    const timeZone = inputs.timeZone ?? displayTimeZone;
    const { reached, nearMisses, campaign } = inputs;
    const playing = nowPlaying(
      { tags: inputs.tags, timeZone, venueId: campaign.venue_id },
      [...campaign.runs.map(compileCampaignRun), ...reached.map(compiled), ...nearMisses.map(compiled)],
      at,
    );
    return { timeZone, playing };
  };

  app.route({
    ...endpoint(op.getDeviceSchedules),
    onRequest,
    handler: async (request) => {
      const { id } = request.params;
      const { viewer, forcedTags } = askerOf(request, id);
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
      const [reached, nearMisses, campaign] = await Promise.all([
        reachedBy(deviceTags, sql<boolean>`schedules.end_time >= cast(${from} as timestamp)`).execute(),
        nearMissesOf(
          deviceTags,
          sql<boolean>`schedules.end_time > cast(${formatWallClock(wall)} as timestamp)`,
          carriesForcedTags('schedules.tags', forcedTags),
        ).execute(),
        ctx.campaignRuns?.(db, { deviceId: id, from }) ?? { venue_id: null, runs: [] },
      ]);
      const shown = sourcesShown(forcedTags, campaign.runs);
      const { playing } = playingOf(
        { tags: device.tags, timeZone: device.time_zone, reached, nearMisses, campaign },
        at,
      );
      // The list and its groups hold only what the asker may see.
      const seenRows = reached.filter((row) => hasForcedTags(row.tags, forcedTags));
      const groups = groupSchedules(seenRows.map(compiled), at, timeZone);
      const ids = (list: { id: number }[]) => list.map((s) => s.id);
      return {
        device_id: id,
        tags: device.tags,
        time_zone: timeZone,
        at: new Date(at).toISOString(),
        wall_clock: playing.wallClock,
        schedules: await answersFor(viewer, seenRows, timeZone, at),
        groups: { previous: ids(groups.previous), current: ids(groups.current), future: ids(groups.future) },
        venue_id: campaign.venue_id,
        campaign_runs: await runsFor(viewer, campaign.runs, shown),
        now_playing: nowPlayingAnswer(playing, shown),
      };
    },
  });

  /**
   * The inputs of "what plays now" for devices, as an asker with these forced tags sees them, over the UTC day
   * `day` (days since 1970) and two days either side (every zone's clock is within 14 hours of UTC's): the
   * evaluator decides to the minute. Kept per device until the next operator write; the devices not kept are read
   * in one statement with their schedules (on the embedded database a round trip costs more than these reads),
   * and their campaign runs once per venue. Devices the asker may not see are left out of the answer.
   */
  const nowPlayingInputs = async (ids: readonly number[], forcedTags: readonly string[], day: number) => {
    const keyOf = (id: number) => `${id} ${day} ${forcedTags.join(' ')}`;
    const cache = ctx.nowPlayingInputs;
    const found = new Map<number, NowPlayingInputs>();
    const missing: number[] = [];
    for (const id of ids) {
      const known = cache?.get(keyOf(id));
      if (known) found.set(id, known);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const generation = cache?.generation ?? 0;
    const from = formatWallClock((day - 2) * DAY_MS);
    const to = formatWallClock((day + 3) * DAY_MS);
    const inDates = sql<boolean>`schedules.end_time >= cast(${from} as timestamp) and schedules.start_time <= cast(${to} as timestamp)`;
    const visible = carriesForcedTags('schedules.tags', forcedTags);
    const devices = await db
      .selectFrom('devices')
      .select((eb) => {
        const tags = eb.ref('devices.tags');
        return [
          'devices.device_id',
          'devices.tags',
          'devices.venue_id',
          deviceTimeZone,
          jsonArrayFrom(reachedBy(tags, inDates)).as('reached'),
          jsonArrayFrom(nearMissesOf(tags, inDates, visible)).as('near_misses'),
        ];
      })
      .where('devices.device_id', 'in', missing)
      .where(deviceWhere({ forcedTags }))
      .execute();
    // A venue's runs are the same for each of its devices.
    const venueRuns = new Map<number, Promise<DeviceRuns>>();
    const runsOf = (deviceId: number, venueId: number | null): Promise<DeviceRuns> | DeviceRuns => {
      if (venueId === null || !ctx.campaignRuns) return { venue_id: null, runs: [] };
      let runs = venueRuns.get(venueId);
      if (!runs) {
        runs = ctx.campaignRuns(db, { deviceId, from, to, venueId });
        venueRuns.set(venueId, runs);
      }
      return runs;
    };
    const campaigns = await Promise.all(devices.map((device) => runsOf(device.device_id, device.venue_id)));
    for (const [i, device] of devices.entries()) {
      const inputs: NowPlayingInputs = {
        tags: device.tags,
        timeZone: device.time_zone,
        reached: device.reached.map(datedRow),
        nearMisses: device.near_misses.map(datedRow),
        campaign: campaigns[i]!,
      };
      // Weighed by its schedules and runs: a device reached by hundreds costs as much room as hundreds of others.
      const weight = 1 + inputs.reached.length + inputs.nearMisses.length + inputs.campaign.runs.length;
      cache?.set(keyOf(device.device_id), inputs, generation, weight);
      found.set(device.device_id, inputs);
    }
    return found;
  };

  app.route({
    ...endpoint(op.getDeviceNowPlaying),
    onRequest,
    handler: async (request) => {
      const { id } = request.params;
      const { viewer, forcedTags } = askerOf(request, id);
      const at = queryInstant(request.query.at, 'at');
      const inputs = (await nowPlayingInputs([id], forcedTags, Math.floor(at / DAY_MS))).get(id);
      if (!inputs) throw notFound(notFoundMessage('Device', id));
      const { timeZone, playing } = playingOf(inputs, at);
      const { reached, nearMisses, campaign } = inputs;
      const answer = nowPlayingAnswer(
        playing,
        sourcesShown(forcedTags, campaign.runs),
        (verdict) => verdict.code !== 'ended' && verdict.code !== 'not-started',
      );
      const judged = new Set(answer.verdicts.filter((v) => v.campaign_run_id === null).map((v) => v.schedule_id));
      const rows = [...reached, ...nearMisses].filter((row) => judged.has(row.schedule_id));
      return {
        device_id: id,
        tags: inputs.tags,
        time_zone: timeZone,
        at: new Date(at).toISOString(),
        wall_clock: playing.wallClock,
        venue_id: campaign.venue_id,
        schedules: await answersFor(viewer, rows, timeZone, at),
        now_playing: answer,
      };
    },
  });

  app.route({
    ...endpoint(op.listDeviceScreens),
    onRequest: operator,
    handler: async (request) => {
      const { forced_tags: forcedTags } = requirePermission(request, ...OPERATOR_RIGHTS);
      const ids = [...new Set(request.query.ids)];
      const at = Date.now();
      const inputs = await nowPlayingInputs(ids, forcedTags, Math.floor(at / DAY_MS));
      const on_screen = [];
      for (const id of ids) {
        const known = inputs.get(id);
        // Left out: a device the caller may not see, or none with that id.
        if (!known) continue;
        on_screen.push({ device_id: id, ...onScreen(playingOf(known, at).playing) });
      }
      return { on_screen };
    },
  });
};

/** A schedule row read through JSON, whose dates come as text, as the driver reads it. */
function datedRow(
  row: Omit<ScheduleRow, 'date_created' | 'date_updated'> & { date_created: string; date_updated: string },
): ScheduleRow {
  return { ...row, date_created: new Date(row.date_created), date_updated: new Date(row.date_updated) };
}

/**
 * Which sources an asker with `forcedTags` may see: schedules carrying all of them, and runs of campaigns that do.
 * A player, and a user without forced tags, see every one.
 */
function sourcesShown(forcedTags: readonly string[], runs: DeviceRuns['runs']): SourceShown {
  if (!forcedTags.length) return () => true;
  const hiddenRuns = new Set(
    runs.filter((run) => !hasForcedTags(run.campaign_tags, forcedTags)).map((run) => run.campaign_run_id),
  );
  return (source) => (source.campaign ? !hiddenRuns.has(source.id) : hasForcedTags(source.tags, forcedTags));
}

/** What is on screen: the layout, and the schedule or the campaign run that put it there, by id; null: nothing. */
function onScreen(playing: NowPlaying) {
  const winner = playing.winners.screen;
  return {
    layout_id: winner?.source.layout_id ?? null,
    schedule_id: winner && !winner.campaign ? winner.id : null,
    campaign_run_id: winner?.campaign?.runId ?? null,
  };
}

/**
 * The evaluator's decision as the api answers it: the winners, and in words each verdict that `keep` keeps of a
 * source the asker may see (`shown`). A winner they may not see is answered by id alone: its run's title is null,
 * and a reason naming it says "schedule 12 (not visible to you)".
 */
function nowPlayingAnswer(playing: NowPlaying, shown: SourceShown, keep: (verdict: Verdict) => boolean = () => true) {
  const screenWinner = playing.winners.screen;
  const screenCampaign = screenWinner?.campaign;
  const { layout_id, schedule_id, campaign_run_id } = onScreen(playing);
  return {
    campaign_run: campaign_run_id,
    campaign_run_title:
      screenCampaign && shown(screenWinner) ? runTitle(screenCampaign.campaignName, screenCampaign.runNumber) : null,
    layout_id,
    screen: schedule_id,
    audio: playing.audio,
    stings: playing.stings,
    verdicts: playing.verdicts
      .filter((verdict) => keep(verdict) && shown(verdict.schedule))
      .map((verdict) => ({
        campaign_run_id: verdict.schedule.campaign?.runId ?? null,
        schedule_id: verdict.scheduleId,
        channel: verdict.channel,
        code: verdict.code,
        reason: verdictMessage(verdict, { shown }),
        missing_tags: verdict.missingTags ?? [],
        winner_id: verdict.winnerId ?? null,
      })),
  };
}
