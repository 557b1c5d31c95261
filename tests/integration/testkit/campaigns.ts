import type { AnswerOf, BodyOf } from '@signage/contract/api';
import type { campaignOperations as op } from '@signage/contract/campaigns';
import { rest } from './rest.ts';

/** One typed call per campaign operation the suites use; each answers { status, body } (body.msg on refusal). */
type Answer<T> = Promise<{ status: number; body: T & { msg?: string } }>;

export const createCampaign = (api: string, token: string, body: BodyOf<typeof op.createCampaign> | unknown) =>
  rest(api, token, 'POST', '/campaigns/', body) as Answer<AnswerOf<typeof op.createCampaign>>;

export const updateCampaign = (
  api: string,
  token: string,
  id: number,
  body: BodyOf<typeof op.updateCampaign> | unknown,
) => rest(api, token, 'PUT', `/campaigns/${id}`, body) as Answer<AnswerOf<typeof op.updateCampaign>>;

export const deleteCampaign = (api: string, token: string, id: number) =>
  rest(api, token, 'DELETE', `/campaigns/${id}`) as Answer<AnswerOf<typeof op.deleteCampaign>>;

export const getCampaign = (api: string, token: string, id: number) =>
  rest(api, token, 'GET', `/campaigns/${id}`) as Answer<AnswerOf<typeof op.getCampaign>>;

export const listCampaigns = (api: string, token: string, query = '') =>
  rest(api, token, 'GET', `/campaigns/${query}`) as Answer<AnswerOf<typeof op.listCampaigns>>;

export const campaignMedia = (api: string, token: string, id: number) =>
  rest(api, token, 'GET', `/campaigns/${id}/media`) as Answer<AnswerOf<typeof op.getCampaignMedia>>;

export const runVenues = (api: string, token: string, id: number, runId: number) =>
  rest(api, token, 'GET', `/campaigns/${id}/runs/${runId}/venues`) as Answer<AnswerOf<typeof op.getRunVenues>>;

export const setRunVenues = (api: string, token: string, id: number, runId: number, venues: number[] | unknown) =>
  rest(api, token, 'PUT', `/campaigns/${id}/runs/${runId}/venues`, { venues }) as Answer<
    AnswerOf<typeof op.setRunVenues>
  >;

export const runDelivery = (api: string, token: string, id: number, runId: number) =>
  rest(api, token, 'GET', `/campaigns/${id}/runs/${runId}/delivery`) as Answer<AnswerOf<typeof op.getRunDelivery>>;

/** The proof-of-play CSV of a run, as text. */
export async function runProofOfPlay(api: string, token: string, id: number, runId: number) {
  const response = await fetch(`${api}/api/campaigns/${id}/runs/${runId}/proof_of_play.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}
