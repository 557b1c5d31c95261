import { CAMPAIGN_MESSAGES } from '@signage/domain/campaigns/campaign';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { sendFetchSchedules } from '../devices/fetch-schedules.ts';
import { NEW_TAGS } from '../input-fields.ts';
import { createMutation, deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restUpdate, toldDevices } from '../rest-writes.ts';
import { CampaignRunType, CampaignType } from './campaign.ts';

const RunTimerInput = builder.inputType('RunTimerInput', {
  fields: (t) => ({
    start: t.string({ required: true, description: 'YYYY-MM-DDTHH:mm, on each venue’s clock.' }),
    end: t.string({ required: true, description: 'YYYY-MM-DDTHH:mm; 23:59 ends the day.' }),
  }),
});

const CampaignRunInput = builder.inputType('CampaignRunInput', {
  description: 'A run as it is to be: with an id, one of the campaign’s runs; without, a new run.',
  fields: (t) => ({
    id: t.id({ description: 'An existing run of this campaign; left out: a new run.' }),
    timer: t.field({ type: RunTimerInput, required: true }),
    venueIds: t.idList({ description: 'Its venues; left out: a new run has none, an existing one keeps its own.' }),
  }),
});

const CampaignInput = builder.inputType('CampaignInput', {
  description: 'Fields left out are not changed on update; runs sent replace the runs (those not named are deleted).',
  fields: (t) => ({
    code: t.string({ description: 'Not empty.' }),
    name: t.string({ description: 'Not empty.' }),
    tags: t.stringList({ description: NEW_TAGS }),
    layoutId: t.id({ description: 'The layout its runs play; null clears it.' }),
    runs: t.field({ type: [CampaignRunInput] }),
  }),
});

const ids = (list: readonly (string | number)[] | null | undefined) => list?.map((id) => Number(restId(String(id))));

type Input = typeof CampaignInput.$inferInput;

function body(input: Input) {
  return {
    code: input.code ?? undefined,
    name: input.name ?? undefined,
    tags: input.tags ?? undefined,
    ...(input.layoutId === undefined
      ? {}
      : { layout_id: input.layoutId === null ? null : Number(restId(String(input.layoutId))) }),
    runs: input.runs?.map((run) => ({
      ...(run.id ? { campaign_run_id: Number(restId(String(run.id))) } : {}),
      timer: { start: run.timer.start, end: run.timer.end },
      ...(run.venueIds ? { venues: ids(run.venueIds) } : {}),
    })),
  };
}

createMutation('createCampaign', CampaignType, CampaignInput, {
  description: `Creates a campaign ('${CAMPAIGN_MESSAGES.created}').`,
  create: restCreate(
    '/campaigns/',
    (input) => {
      const { code, name, ...rest } = body(input);
      return { code: code ?? '', name: name ?? '', ...rest };
    },
    toldDevices(sendFetchSchedules, 'campaign'),
  ),
});

updateMutation('updateCampaign', CampaignType, CampaignInput, {
  description: `Updates a campaign ('${CAMPAIGN_MESSAGES.updated}'); the devices of its venues fetch their schedules again.`,
  update: restUpdate('/campaigns/{id}', body, toldDevices(sendFetchSchedules, 'campaign')),
});

deleteByIdMutation(
  'deleteCampaign',
  `Deletes a campaign ('${CAMPAIGN_MESSAGES.deleted}') with its runs. Answers its id.`,
  async (id, ctx) => {
    const answer = await ctx.rest.delete('/campaigns/{id}', { params: { id: Number(restId(id)) } });
    await sendFetchSchedules(ctx, answer.affected_device_ids);
    return String(answer.campaign_id);
  },
);

builder.mutationField('setCampaignRunVenues', (t) =>
  t.field({
    type: CampaignRunType,
    description: `Sets a run's venues ('${CAMPAIGN_MESSAGES.runVenuesUpdated}'); the devices gained or lost fetch again.`,
    args: {
      campaignId: t.arg.id({ required: true }),
      runId: t.arg.id({ required: true }),
      venueIds: t.arg.idList({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const campaignId = Number(restId(args.campaignId));
      const runId = Number(restId(args.runId));
      const answer = await ctx.rest.put('/campaigns/{id}/runs/{run_id}/venues', {
        params: { id: campaignId, run_id: runId },
        body: { venues: ids(args.venueIds) ?? [] },
      });
      await sendFetchSchedules(ctx, answer.affected_device_ids);
      const campaign = await ctx.rest.get('/campaigns/{id}', { params: { id: campaignId } });
      const run = campaign.runs.find((r) => r.campaign_run_id === runId)!;
      return { ...run, campaign_id: campaignId };
    },
  }),
);
