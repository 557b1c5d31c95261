import { CAMPAIGN_MESSAGES, defaultRunTimer } from '@signage/domain/campaigns/campaign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CampaignListQueryDocument,
  CampaignQueryDocument,
  CreateCampaignMutationDocument,
  DefaultCampaignRunQueryDocument,
  DeleteCampaignMutationDocument,
  SetCampaignRunVenuesMutationDocument,
  UpdateCampaignMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, gqlCountingRestCalls, signIn } from './testkit/graphql.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import { createVenue } from './testkit/venues.ts';

let stack: TestStack;
let token: string;
let restToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
  restToken = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('campaigns through GraphQL', () => {
  it('creates with runs, sets run venues, lists, updates and deletes', async () => {
    const timer = defaultRunTimer(Date.now(), 'UTC');
    const venue = (await createVenue(stack.apiUrl, restToken, { name: 'Quay', time_zone: 'UTC' })).body.venue;
    const created = await gql(
      stack.gatewayUrl,
      CreateCampaignMutationDocument,
      { input: { code: 'Q1', name: 'Quay promo', tags: ['#gql-campaign'], runs: [{ timer }, { timer }] } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const campaign = created.data!.createCampaign;
    expect(campaign).toMatchObject({ code: 'Q1', name: 'Quay promo', start: timer.start, end: timer.end });
    expect(campaign.runs.map((r) => r.runNumber)).toEqual([1, 2]);

    const run = campaign.runs[0]!;
    const set = await gql(
      stack.gatewayUrl,
      SetCampaignRunVenuesMutationDocument,
      { campaignId: campaign.id, runId: run.id, venueIds: [String(venue.venue_id)] },
      token,
    );
    expect(set.data!.setCampaignRunVenues.venues).toEqual([{ id: String(venue.venue_id), name: 'Quay' }]);

    // Two campaigns, their runs' venues and deliveries: venues batch into one call; each run's delivery is one.
    await gql(
      stack.gatewayUrl,
      CreateCampaignMutationDocument,
      { input: { code: 'Q2', name: 'Other', tags: ['gql-campaign'] } },
      token,
    );
    const list = await gqlCountingRestCalls(
      stack.gatewayUrl,
      CampaignListQueryDocument,
      { tags: ['gql-campaign'] },
      token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.campaigns.pageInfo).toEqual({ page: 1, pageSize: 50, totalItems: 2 });
    const listed = list.data!.campaigns.items.find((c) => c.id === campaign.id)!;
    expect(listed.runs[0]!.venues).toEqual([{ id: String(venue.venue_id), name: 'Quay' }]);
    expect(listed.runs[0]!.delivery).toMatchObject({
      plays: 0,
      proofOfPlayUrl: `/api/campaigns/${campaign.id}/runs/${run.id}/proof_of_play.csv`,
    });
    // The list, the venues (one batch), and one delivery per run (2).
    expect(list.restCalls).toBe(4);

    const updated = await gql(
      stack.gatewayUrl,
      UpdateCampaignMutationDocument,
      { id: campaign.id, input: { name: 'Quay summer', runs: [{ id: run.id, timer }] } },
      token,
    );
    expect(updated.data!.updateCampaign).toMatchObject({ name: 'Quay summer', code: 'Q1' });
    // The second run, not named, is gone; the first keeps its number and venues.
    expect(updated.data!.updateCampaign.runs).toEqual([
      { id: run.id, runNumber: 1, timer, venueIds: [String(venue.venue_id)] },
    ]);

    const refused = await gql(
      stack.gatewayUrl,
      UpdateCampaignMutationDocument,
      { id: campaign.id, input: { name: ' ' } },
      token,
    );
    expect(refused.errors?.[0]?.message).toBe(CAMPAIGN_MESSAGES.nameEmpty);

    const deleted = await gql(stack.gatewayUrl, DeleteCampaignMutationDocument, { id: campaign.id }, token);
    expect(deleted.data!.deleteCampaign).toBe(campaign.id);
    const gone = await gql(stack.gatewayUrl, CampaignQueryDocument, { id: campaign.id }, token);
    expect(gone.errors?.[0]).toMatchObject({
      message: `Campaign ${campaign.id} not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('answers the default run and refuses writes without the right', async () => {
    const answer = await gql(stack.gatewayUrl, DefaultCampaignRunQueryDocument, { timeZone: 'UTC' }, token);
    expect(answer.data!.defaultCampaignRun).toEqual(defaultRunTimer(Date.now(), 'UTC'));
    const badZone = await gql(stack.gatewayUrl, DefaultCampaignRunQueryDocument, { timeZone: 'Mars/Base' }, token);
    expect(badZone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await createUser(stack, { username: 'gql-c-viewer', password: 'Viewer-Pass-1', permissions: ['view schedules'] });
    const viewer = (await signIn(stack.gatewayUrl, 'gql-c-viewer', 'Viewer-Pass-1')).token;
    const refused = await gql(
      stack.gatewayUrl,
      CreateCampaignMutationDocument,
      { input: { code: 'V', name: 'Viewer' } },
      viewer,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(stack.gatewayUrl, CampaignListQueryDocument, {}, viewer)).errors).toBeUndefined();
  });
});
