import { campaignOperations as op } from '@signage/contract/campaigns';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_RUN_NOUN,
  campaignListCutoff,
  campaignProblem,
} from '@signage/domain/campaigns/campaign';
import { notFoundMessage } from '@signage/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requirePermission } from '../auth/guard.ts';
import type { Database } from '../db/schema.ts';
import { notFound, unprocessable } from '../errors.ts';
import { changedColumns } from '../kit/changed-columns.ts';
import { sendCsv } from '../kit/csv-reply.ts';
import { deleteRoute } from '../kit/delete-route.ts';
import { answeredReadRoutes } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { holdVisible, tagsOfNew, tagsToStore, writeVisible } from '../kit/tagged-write.ts';
import { LAYOUT_AREA } from '../layouts/repository.ts';
import { type CampaignContext, EDIT_CAMPAIGNS, VIEW_CAMPAIGNS } from './context.ts';
import { PROOF_OF_PLAY_HEADER, runDelivery, runPlays } from './delivery.ts';
import { campaignAnswers } from './json.ts';
import { CAMPAIGN_AREA, findCampaign, findRun, listCampaigns } from './repository.ts';
import { campaignVenues, devicesInVenues, replaceRunVenues, runVenues, writeRuns } from './runs.ts';
import { campaignSearchArea } from './search-area.ts';

function checked(fields: Parameters<typeof campaignProblem>[0]) {
  const problem = campaignProblem(fields);
  if (problem) throw unprocessable(problem);
  return { code: fields.code?.trim(), name: fields.name?.trim() };
}

/** 404 unless the layout exists and the caller may see it (its forced tags); held while the campaign is written. */
async function assertLayout(trx: Kysely<Database>, layoutId: number | null | undefined, forcedTags: readonly string[]) {
  if (layoutId !== null && layoutId !== undefined) await holdVisible(trx, LAYOUT_AREA, [layoutId], forcedTags);
}

/**
 * Campaigns (spec 02 §7): list (ending after 6 months ago unless asked for older), get, create, update, delete;
 * campaign media; run venues; a run's delivery and its proof of play.
 */
export const campaignRoutes = signedInRoutes<CampaignContext>(async (app, ctx) => {
  const { db, tagRegistry } = ctx;
  const now = ctx.now ?? Date.now;
  tagRegistry.register(CAMPAIGN_AREA, campaignSearchArea(ctx));

  /**
   * The campaign and the run a call names (`{id}`, `{run_id}`), for a caller who may view campaigns: 404 unless
   * the campaign is visible to them, then 404 naming the run unless it is one of the campaign's.
   */
  const viewedRun = async (request: FastifyRequest & { params: { id: number; run_id: number } }) => {
    const { forced_tags } = requirePermission(request, ...VIEW_CAMPAIGNS);
    const { id, run_id } = request.params;
    const campaign = await findCampaign(ctx, id, forced_tags);
    const run = await findRun(db, id, run_id, forced_tags);
    if (!run) throw notFound(notFoundMessage(CAMPAIGN_RUN_NOUN, run_id));
    return { campaign, run, forcedTags: forced_tags };
  };

  const find = answeredReadRoutes(
    app,
    { list: op.listCampaigns, get: op.getCampaign },
    {
      key: 'campaigns',
      permissions: VIEW_CAMPAIGNS,
      page: (query, filter, paging) => {
        const endingAfter = query.include_older ? undefined : (query.ending_after ?? campaignListCutoff(now()));
        return listCampaigns(ctx, { ...filter, endingAfter }, paging);
      },
      find: (id, forcedTags) => findCampaign(ctx, id, forcedTags),
      answers: (rows, forcedTags) => campaignAnswers(db, rows, forcedTags),
    },
  );

  app.route({
    ...endpoint(op.createCampaign),
    handler: async (request, reply) => {
      const user = requirePermission(request, ...EDIT_CAMPAIGNS);
      const { body } = request;
      const fields = checked({ code: body.code, name: body.name, runs: body.runs });
      const { id, affected } = await db.transaction().execute(async (trx) => {
        await assertLayout(trx, body.layout_id, user.forced_tags);
        const row = await trx
          .insertInto('campaigns')
          .values({
            code: fields.code!,
            name: fields.name!,
            tags: await tagsOfNew(trx, body.tags, user.forced_tags),
            layout_id: body.layout_id ?? null,
            created_by: user.user_id,
          })
          .returning('campaign_id')
          .executeTakeFirstOrThrow();
        // A run without campaign_run_id is new; naming one on create refers to another campaign's run.
        await writeRuns(trx, row.campaign_id, body.runs ?? [], user.forced_tags);
        return {
          id: row.campaign_id,
          affected: await devicesInVenues(trx, await campaignVenues(trx, row.campaign_id)),
        };
      });
      tagRegistry.invalidate();
      return reply
        .status(201)
        .send({ msg: CAMPAIGN_MESSAGES.created, campaign: await find(id, []), affected_device_ids: affected });
    },
  });

  app.route({
    ...endpoint(op.updateCampaign),
    handler: async (request) => {
      const user = requirePermission(request, ...EDIT_CAMPAIGNS);
      const { id } = request.params;
      const { body } = request;
      const fields = checked({ code: body.code, name: body.name, runs: body.runs });
      const affected = await writeVisible(db, CAMPAIGN_AREA, id, user.forced_tags, async (trx) => {
        await assertLayout(trx, body.layout_id, user.forced_tags);
        const before = await campaignVenues(trx, id);
        const tags = await tagsToStore(trx, body.tags, user.forced_tags);
        await trx
          .updateTable('campaigns')
          .set(changedColumns({ ...fields, tags, layout_id: body.layout_id }))
          .where('campaign_id', '=', id)
          .execute();
        if (body.runs) await writeRuns(trx, id, body.runs, user.forced_tags);
        // Its name and content are in what the devices of its venues play: all of them fetch again.
        return devicesInVenues(trx, [...before, ...(await campaignVenues(trx, id))]);
      });
      tagRegistry.invalidate();
      return {
        msg: CAMPAIGN_MESSAGES.updated,
        campaign: await find(id, user.forced_tags),
        affected_device_ids: affected,
      };
    },
  });

  // Its runs, their venues and their plays go with it (foreign keys).
  deleteRoute(app, op.deleteCampaign, {
    db,
    area: CAMPAIGN_AREA,
    permissions: EDIT_CAMPAIGNS,
    reach: async (trx, id) => devicesInVenues(trx, await campaignVenues(trx, id)),
    answer: (id, affected) => ({ msg: CAMPAIGN_MESSAGES.deleted, campaign_id: id, affected_device_ids: affected }),
  });

  app.route({
    ...endpoint(op.getCampaignMedia),
    handler: async (request) => {
      const { forced_tags } = requirePermission(request, ...VIEW_CAMPAIGNS);
      const { id } = request.params;
      const campaign = await findCampaign(ctx, id, forced_tags);
      const layout =
        campaign.layout_id === null
          ? undefined
          : await db
              .selectFrom('layouts')
              .select('media_ids')
              .where('layout_id', '=', campaign.layout_id)
              .executeTakeFirst();
      return { campaign_id: id, media: await ctx.mediaOf(layout?.media_ids ?? [], forced_tags) };
    },
  });

  app.route({
    ...endpoint(op.getRunVenues),
    handler: async (request) => {
      const { run } = await viewedRun(request);
      return { campaign_run_id: run.campaign_run_id, venues: run.venues };
    },
  });

  app.route({
    ...endpoint(op.setRunVenues),
    handler: async (request) => {
      const user = requirePermission(request, ...EDIT_CAMPAIGNS);
      const { id, run_id } = request.params;
      const { venues, affected } = await writeVisible(db, CAMPAIGN_AREA, id, user.forced_tags, async (trx) => {
        const run = await trx
          .selectFrom('campaign_runs')
          .select('campaign_run_id')
          .where('campaign_run_id', '=', run_id)
          .where('campaign_id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!run) throw notFound(notFoundMessage(CAMPAIGN_RUN_NOUN, run_id));
        // Compared whole (venues hidden from the caller stay), so only venues that came or went are changed.
        const before = await runVenues(trx, run_id);
        const venues = await replaceRunVenues(trx, run_id, request.body.venues, user.forced_tags);
        const after = await runVenues(trx, run_id);
        await trx.updateTable('campaigns').set({ date_updated: new Date() }).where('campaign_id', '=', id).execute();
        const changed = [...before.filter((v) => !after.includes(v)), ...after.filter((v) => !before.includes(v))];
        return { venues, affected: await devicesInVenues(trx, changed) };
      });
      return {
        msg: CAMPAIGN_MESSAGES.runVenuesUpdated,
        campaign_run_id: run_id,
        venues,
        affected_device_ids: affected,
      };
    },
  });

  app.route({
    ...endpoint(op.getRunDelivery),
    handler: async (request) => {
      const { run, forcedTags } = await viewedRun(request);
      return runDelivery(
        db,
        { campaign_run_id: run.campaign_run_id, timer: { start: run.start, end: run.end }, venues: run.venues },
        { now: now(), timeZone: ctx.displayTimeZone, forcedTags },
      );
    },
  });

  app.route({
    ...endpoint(op.exportRunProofOfPlay),
    handler: async (request, reply) => {
      const { campaign, run, forcedTags } = await viewedRun(request);
      const name = `proof-of-play-${campaign.code.replace(/[^\w.-]+/g, '_')}-run-${run.run_number}.csv`;
      return sendCsv(reply, name, PROOF_OF_PLAY_HEADER, runPlays(db, run.campaign_run_id, forcedTags), (r) => [
        r.day,
        campaign.code,
        run.run_number,
        r.venue_id ?? '',
        r.venue_name ?? '',
        r.device_id,
        r.device_name,
        r.media_id,
        r.media_name,
        r.count,
      ]);
    },
  });
});
