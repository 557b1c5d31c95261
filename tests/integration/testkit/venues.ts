import type { AnswerOf, BodyOf } from '@signage/contract/api';
import type { venueSyncOperations as syncOp } from '@signage/contract/venue-sync';
import type { venueOperations as op } from '@signage/contract/venues';
import { rest } from './rest.ts';

/** One typed call per venue operation the suites use; each answers { status, body } (body.msg on refusal). */
type Answer<T> = Promise<{ status: number; body: T & { msg?: string } }>;

export const createVenue = (api: string, token: string, body: BodyOf<typeof op.createVenue> | unknown) =>
  rest(api, token, 'POST', '/venues/', body) as Answer<AnswerOf<typeof op.createVenue>>;

export const updateVenue = (api: string, token: string, id: number, body: BodyOf<typeof op.updateVenue> | unknown) =>
  rest(api, token, 'PUT', `/venues/${id}`, body) as Answer<AnswerOf<typeof op.updateVenue>>;

export const deleteVenue = (api: string, token: string, id: number) =>
  rest(api, token, 'DELETE', `/venues/${id}`) as Answer<AnswerOf<typeof op.deleteVenue>>;

export const getVenue = (api: string, token: string, id: number) =>
  rest(api, token, 'GET', `/venues/${id}`) as Answer<AnswerOf<typeof op.getVenue>>;

export const listVenues = (api: string, token: string, query = '') =>
  rest(api, token, 'GET', `/venues/${query}`) as Answer<AnswerOf<typeof op.listVenues>>;

export const setVenueDevices = (api: string, token: string, id: number, devices: number[]) =>
  rest(api, token, 'PUT', `/venues/${id}/devices`, { devices }) as Answer<AnswerOf<typeof op.setVenueDevices>>;

export const venueDevices = (api: string, token: string, id: number) =>
  rest(api, token, 'GET', `/venues/${id}/devices`) as Answer<AnswerOf<typeof op.getVenueDevices>>;

export const venueTradingHours = (api: string, token: string, id: number) =>
  rest(api, token, 'GET', `/venues/${id}/trading_hours`) as Answer<AnswerOf<typeof op.getVenueTradingHours>>;

export const venueLookAhead = (api: string, token: string, id: number, from: string) =>
  rest(api, token, 'GET', `/venues/${id}/look_ahead?from=${encodeURIComponent(from)}`) as Answer<
    AnswerOf<typeof op.getVenueLookAhead>
  >;

export const venueDrift = (api: string, token: string, id: number) =>
  rest(api, token, 'GET', `/venues/${id}/drift`) as Answer<AnswerOf<typeof syncOp.getVenueDrift>>;

export const resyncVenue = (api: string, token: string, id: number) =>
  rest(api, token, 'POST', `/venues/${id}/resync`) as Answer<AnswerOf<typeof syncOp.resyncVenue>>;
