import type { AnswerOf } from '@signage/contract/api';
import type { Layout, LayoutCreate, LayoutUpdate, layoutOperations } from '@signage/contract/layouts';
import type { LayoutElement, NewElementKind } from '@signage/domain/layouts/elements';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { rest } from './rest.ts';

/** One typed call per layouts operation; each answers { status, body } (body.msg on refusal). */
type Answer<T> = Promise<{ status: number; headers: Headers; body: T & { msg?: string } }>;

export const createLayout = (api: string, token: string, body: Partial<LayoutCreate> | unknown): Answer<Layout> =>
  rest(api, token, 'POST', '/layouts/', body);

export const getLayout = (api: string, token: string, id: number): Answer<Layout> =>
  rest(api, token, 'GET', `/layouts/${id}`);

export const updateLayout = (api: string, token: string, id: number, body: LayoutUpdate | unknown): Answer<Layout> =>
  rest(api, token, 'PUT', `/layouts/${id}`, body);

export const deleteLayout = (api: string, token: string, id: number): Answer<{ layout_id: number }> =>
  rest(api, token, 'DELETE', `/layouts/${id}`);

export const cloneLayout = (
  api: string,
  token: string,
  id: number,
  body: { name?: string; template?: boolean; tags?: string[] } = {},
): Answer<Layout> => rest(api, token, 'POST', `/layouts/${id}/clone`, body);

export const generateLayout = (api: string, token: string, id: number, body: object = {}): Answer<Layout> =>
  rest(api, token, 'POST', `/layouts/${id}/generate`, body);

export const listLayouts = (
  api: string,
  token: string,
  query = '',
): Answer<AnswerOf<typeof layoutOperations.listLayouts>> => rest(api, token, 'GET', `/layouts/${query}`);

/** A valid layout body: a full-screen root region holding `children`. */
export function layoutBody(children: LayoutElement[] = [], more: Partial<LayoutCreate> = {}): LayoutCreate {
  return { name: 'Lobby', tags: ['lobby'], json: { ...newLayoutJson(), children }, ...more };
}

/** A sync sequence of videos, in order. */
export function syncSequenceBody(videoMediaIds: number[], more: Partial<LayoutCreate> = {}): LayoutCreate {
  const children = videoMediaIds.map((media_id, i) => ({ ...newElement('video', `v${i}`), media_id }));
  return {
    name: 'Sync',
    tags: ['sync'],
    layout_type: 'sync_sequence',
    json: { ...newLayoutJson('sync_sequence'), children },
    ...more,
  };
}

/** An element of `kind` with defaults, then `fields`. */
export function element(kind: NewElementKind, fields: Record<string, unknown> = {}): LayoutElement {
  return { ...newElement(kind), ...fields } as LayoutElement;
}
