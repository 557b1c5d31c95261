import {
  CAMPAIGN_PREVIEW_MAX_PX,
  MAX_CAMPAIGN_CODE_LENGTH,
  MAX_CAMPAIGN_NAME_LENGTH,
  MAX_CAMPAIGN_RUNS,
  MAX_RUN_VENUES,
} from '@signage/domain/campaigns/campaign';
import { CAMPAIGN_PAGE_SIZES } from '@signage/domain/page-sizes';
import { type Static, Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { csvAnswer, IdParams, newTags, PagedList, replacedTags, Tag, taggedPagedQuery, timestamps } from './common.ts';
import { Media } from './media.ts';
import { WallClock } from './schedules.ts';
import { Nullable, Ref } from './schema.ts';

const tags = ['campaigns'];

export const RunTimer = Type.Object(
  {
    start: WallClock('When the run starts, on each venue’s clock.'),
    end: WallClock('When it ends; 23:59 stands for the end of that day.'),
  },
  { additionalProperties: false },
);

export const CampaignRun = Type.Object(
  {
    campaign_run_id: Type.Integer(),
    run_number: Type.Integer({ description: 'Its number in the campaign ("campaign X, run 2"), never reused.' }),
    timer: RunTimer,
    venues: Type.Array(Type.Integer(), {
      description: 'The ids of its venues that you may see (your forced tags apply).',
    }),
  },
  { $id: 'CampaignRun', description: 'A run (spec 02 §3): a timer and venues.' },
);
export type CampaignRun = Static<typeof CampaignRun>;

export const Campaign = Type.Object(
  {
    campaign_id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    tags: Type.Array(Ref(Tag)),
    layout_id: Nullable(Type.Integer({ description: 'The content its runs play (the spec’s tasks): a layout.' })),
    start: Nullable(Type.String({ description: 'Its earliest run start (wall clock); null without runs.' })),
    end: Nullable(Type.String({ description: 'Its latest run end (wall clock); null without runs.' })),
    runs: Type.Array(Ref(CampaignRun), { description: 'Its runs, earliest start first.' }),
    ...timestamps,
  },
  { $id: 'Campaign', description: 'A campaign (spec 02 §3): code, name, tags, content and runs.' },
);
export type Campaign = Static<typeof Campaign>;

const code = Type.String({ minLength: 1, maxLength: MAX_CAMPAIGN_CODE_LENGTH });
const name = Type.String({ minLength: 1, maxLength: MAX_CAMPAIGN_NAME_LENGTH });
const venueIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_RUN_VENUES });

const RunWrite = Type.Object(
  {
    campaign_run_id: Type.Optional(
      Type.Integer({ minimum: 1, description: 'An existing run of this campaign; left out: a new run.' }),
    ),
    timer: RunTimer,
    venues: Type.Optional({
      ...venueIds,
      description: 'Its venues; left out: a new run has none, an existing one keeps its own.',
    }),
  },
  { additionalProperties: false },
);

const runs = Type.Array(RunWrite, {
  maxItems: MAX_CAMPAIGN_RUNS,
  description: 'The runs as they are to be: runs of the campaign not named are deleted.',
});

export const CampaignCreate = Type.Object(
  {
    code,
    name,
    tags: newTags,
    layout_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    runs: Type.Optional(runs),
  },
  { additionalProperties: false },
);

export const CampaignUpdate = Type.Object(
  {
    code: Type.Optional(code),
    name: Type.Optional(name),
    tags: replacedTags,
    layout_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    runs: Type.Optional(runs),
  },
  { additionalProperties: false },
);

const affected = Type.Array(Type.Integer(), {
  description: 'Devices whose campaign runs changed: the gateway tells them to fetch their schedules again.',
});
const saved = (description: string) =>
  Type.Object({ msg: Type.String(), campaign: Ref(Campaign), affected_device_ids: affected }, { description });

const RunParams = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'The campaign id.' }),
  run_id: Type.Integer({ minimum: 1, description: 'The run id.' }),
});

const DeviceDelivery = Type.Object({
  device_id: Type.Integer(),
  name: Type.String(),
  plays: Type.Integer(),
});

export const RunDelivery = Type.Object(
  {
    campaign_run_id: Type.Integer(),
    start: Type.String(),
    end: Type.String(),
    elapsed: Type.Number({ description: 'Share of the run elapsed now (0 to 1), on the installation’s clock.' }),
    plays: Type.Integer({ description: 'Plays delivered so far over all its venues, those hidden from you included.' }),
    forecast: Nullable(
      Type.Integer({ description: 'Plays expected by its end at the rate so far; null before it starts.' }),
    ),
    venues: Type.Array(
      Type.Object({
        venue_id: Type.Integer(),
        name: Type.String(),
        plays: Type.Integer(),
        devices: Type.Array(DeviceDelivery),
      }),
      { description: 'Its venues and their devices that you may see.' },
    ),
  },
  { description: 'Plays delivered per venue and device against the run’s dates, with a forecast to its end.' },
);
export type RunDelivery = Static<typeof RunDelivery>;

export const CampaignListQuery = taggedPagedQuery(CAMPAIGN_PAGE_SIZES[0], {
  ending_after: Type.Optional(
    Type.String({
      format: 'date',
      description: 'Campaigns ending on or after this date (and those without runs); default 6 months ago.',
    }),
  ),
  include_older: Type.Optional(Type.Boolean({ description: 'true: every campaign, however long ago it ended.' })),
});

export const campaignOperations = bearerOperations(tags, {
  listCampaigns: {
    method: 'GET',
    path: '/campaigns/',
    summary:
      'Campaigns ending after 6 months ago (spec 02 §7; include_older for the rest), newest first, paged (50, 100, 150). Forced tags apply.',
    querystring: CampaignListQuery,
    response: {
      200: PagedList('campaigns', Campaign, 'One page.'),
    },
  },
  getCampaign: {
    method: 'GET',
    path: '/campaigns/{id}',
    summary: 'One campaign with its runs.',
    params: IdParams,
    response: { 200: Ref(Campaign, { description: 'The campaign.' }) },
  },
  createCampaign: {
    method: 'POST',
    path: '/campaigns/',
    summary: "Create a campaign ('Campaign successfully created.'), with its runs.",
    body: CampaignCreate,
    response: { 201: saved('Created.') },
  },
  updateCampaign: {
    method: 'PUT',
    path: '/campaigns/{id}',
    summary: "Update a campaign ('Campaign successfully updated.'); runs sent replace its runs.",
    params: IdParams,
    body: CampaignUpdate,
    response: { 200: saved('Saved.') },
  },
  deleteCampaign: {
    method: 'DELETE',
    path: '/campaigns/{id}',
    summary: "Delete a campaign ('Campaign successfully deleted.') with its runs and their plays.",
    params: IdParams,
    response: {
      200: Type.Object(
        { msg: Type.String(), campaign_id: Type.Integer(), affected_device_ids: affected },
        { description: 'Deleted.' },
      ),
    },
  },
  getCampaignMedia: {
    method: 'GET',
    path: '/campaigns/{id}/media',
    summary: `The media its runs play (spec 02 §7, as media); the console previews them clamped to ${CAMPAIGN_PREVIEW_MAX_PX} px.`,
    params: IdParams,
    response: {
      200: Type.Object({ campaign_id: Type.Integer(), media: Type.Array(Ref(Media)) }, { description: 'The media.' }),
    },
  },
  getRunVenues: {
    method: 'GET',
    path: '/campaigns/{id}/runs/{run_id}/venues',
    summary: 'The venues of a run (spec 02 §7, as venues).',
    params: RunParams,
    response: {
      200: Type.Object(
        { campaign_run_id: Type.Integer(), venues: Type.Array(Type.Integer()) },
        { description: 'The venue ids.' },
      ),
    },
  },
  setRunVenues: {
    method: 'PUT',
    path: '/campaigns/{id}/runs/{run_id}/venues',
    summary:
      "Set a run's venues as you see them ('Run venues successfully updated.'): venues hidden from you stay in it.",
    params: RunParams,
    body: Type.Object({ venues: venueIds }, { additionalProperties: false }),
    response: {
      200: Type.Object(
        {
          msg: Type.String(),
          campaign_run_id: Type.Integer(),
          venues: Type.Array(Type.Integer()),
          affected_device_ids: affected,
        },
        { description: 'Saved.' },
      ),
    },
  },
  getRunDelivery: {
    method: 'GET',
    path: '/campaigns/{id}/runs/{run_id}/delivery',
    summary: 'Plays delivered per venue and device against the run’s dates, from the players’ reports, and a forecast.',
    params: RunParams,
    response: { 200: RunDelivery },
  },
  exportRunProofOfPlay: {
    method: 'GET',
    path: '/campaigns/{id}/runs/{run_id}/proof_of_play.csv',
    summary:
      'Proof of play of a run as CSV (streamed): plays per day, venue, device and media item, of the devices you may see.',
    params: RunParams,
    response: {
      200: csvAnswer('The plays, by day.'),
    },
  },
});
