import type { Campaign, CampaignRun } from '@signage/contract/campaigns';
import { CAMPAIGN_PREVIEW_MAX_PX, defaultRunTimer } from '@signage/domain/campaigns/campaign';
import { CAMPAIGN_PAGE_SIZES } from '@signage/domain/page-sizes';
import { validateTimeZone } from '@signage/domain/schedules/validation';
import { builder } from '../../builder.ts';
import { userError } from '../../rest/errors.ts';
import { LayoutType } from '../layouts/layout.ts';
import { loadedByIdField, loadedField } from '../load-by-ids.ts';
import { MediaType } from '../media/media.ts';
import { restKeys } from '../rest-keys.ts';
import { recordListField, taggedRecord } from '../tagged-record.ts';
import { VenueType } from '../venues/venue.ts';

type RunWithCampaign = CampaignRun & { campaign_id: number };

const RunTimerType = builder.objectRef<CampaignRun['timer']>('RunTimer').implement({
  description:
    "A run's dates: wall-clock date-times (YYYY-MM-DDTHH:mm) read on each venue's clock; 23:59 ends the day.",
  fields: (t) => ({ start: t.exposeString('start'), end: t.exposeString('end') }),
});

export const CampaignRunType = builder.objectRef<RunWithCampaign>('CampaignRun').implement({
  description:
    'A run of a campaign (spec 02 §3): a timer and venues. It plays the campaign’s layout on its venues’ devices.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.campaign_run_id) }),
    runNumber: t.exposeInt('run_number', { description: 'Its number in the campaign ("campaign X, run 2").' }),
    timer: t.field({ type: RunTimerType, resolve: (r) => r.timer }),
    venueIds: t.idList({ resolve: (r) => r.venues.map(String) }),
    venues: t.field({
      type: [VenueType],
      description: 'Its venues you may see (spec 02 §7 "run venues").',
      resolve: (r) => r.venues as never,
    }),
  }),
});

/** Campaigns load through one batched REST call per GraphQL request (the list's ids filter). */
export const CampaignType = taggedRecord('Campaign', {
  description: 'A campaign (spec 02 §3): code, name, tags, the layout its runs play, and its runs.',
  list: { path: '/campaigns/', key: 'campaigns', id: 'campaign_id', noun: 'Campaign' },
  fields: (t) => ({
    code: t.exposeString('code'),
    layoutId: t.id({
      nullable: true,
      extensions: restKeys('layout_id'),
      resolve: (c: Campaign) => (c.layout_id === null ? null : String(c.layout_id)),
    }),
    start: t.exposeString('start', { nullable: true, description: 'Its earliest run start (wall clock).' }),
    end: t.exposeString('end', { nullable: true, description: 'Its latest run end (wall clock).' }),
    runs: t.field({
      type: [CampaignRunType],
      description: 'Its runs, earliest start first.',
      extensions: restKeys('runs', 'campaign_id'),
      resolve: (c: Campaign) => c.runs.map((r) => ({ ...r, campaign_id: c.campaign_id })),
    }),
  }),
});

builder.objectField(CampaignType, 'layout', (t) =>
  loadedField(t, LayoutType, {
    description: 'The content its runs play; null for none, or one outside your forced tags (layoutId names it).',
    id: (c) => c.layout_id,
    orNull: true,
  }),
);

builder.objectField(CampaignType, 'media', (t) =>
  t.field({
    type: [MediaType],
    description: `The media its runs play (spec 02 §7 "campaign media"); the console's hover preview is clamped to ${CAMPAIGN_PREVIEW_MAX_PX} px.`,
    resolve: async (c, _args, ctx) =>
      (await ctx.rest.get('/campaigns/{id}/media', { params: { id: c.campaign_id } })).media as never,
  }),
);

recordListField('campaigns', CampaignType, {
  defaultSize: CAMPAIGN_PAGE_SIZES[0],
  pageSizes: 'The campaign list offers 50, 100 and 150 (spec 02 §9); integrators may ask for up to 1000.',
  description:
    'Campaigns, newest first: those ending after 6 months ago (spec 02 §7), or every one with `includeOlder`. `search` matches the code, name and tags. Forced tags apply.',
  args: (arg) => ({
    includeOlder: arg.boolean({ description: 'true: campaigns that ended more than 6 months ago too.' }),
  }),
  query: (args) => ({ include_older: args.includeOlder ?? undefined }),
});

loadedByIdField('campaign', CampaignType);

builder.queryField('defaultCampaignRun', (t) =>
  t.field({
    type: RunTimerType,
    description: "A new run's dates (spec 02 §9): 7 days from 00:00 today to 23:59 at its end, today in `timeZone`.",
    args: { timeZone: t.arg.string({ required: true }) },
    resolve: (_root, { timeZone }) => {
      const zone = validateTimeZone(timeZone);
      if ('error' in zone) throw userError('BAD_USER_INPUT', zone.error);
      return defaultRunTimer(Date.now(), zone.timeZone);
    },
  }),
);
