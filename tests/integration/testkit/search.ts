import type { SavedSearch, SearchAnswer, SearchQuery } from '@signage/contract/search';
import type { TagGroup, TagGroupInput } from '@signage/contract/tag-groups';
import type { TaggedObjectRef, TagObjectsUpdate } from '@signage/contract/tag-objects';
import { rest } from './rest.ts';
import type { TestStack } from './stack.ts';

/** One typed call per search, tag manager and tag group operation the suites use. */

/** A query string with repeated keys for lists, as the api reads them. */
export function queryString(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function search(stack: TestStack, token: string, query: SearchQuery = {}) {
  const { status, body } = await rest(stack.apiUrl, token, 'GET', `/search${queryString(query)}`);
  return { status, body: body as SearchAnswer & { msg?: string } };
}

/** Object ids of one list of a search answer, in order. */
export async function searchIds(
  stack: TestStack,
  token: string,
  key: 'media' | 'devices' | 'layouts' | 'schedules',
  query: SearchQuery,
) {
  const { status, body } = await search(stack, token, query);
  if (status !== 200) throw new Error(`search answered ${status}: ${body.msg}`);
  return (body[key] ?? []).map((row) => row.object_id);
}

export const media = (object_id: number): TaggedObjectRef => ({ type: 'media', object_id });
export const device = (object_id: number): TaggedObjectRef => ({ type: 'device', object_id });
export const layout = (object_id: number): TaggedObjectRef => ({ type: 'layout', object_id });
export const schedule = (object_id: number): TaggedObjectRef => ({ type: 'schedule', object_id });

export function updateTagObjects(stack: TestStack, token: string, body: TagObjectsUpdate) {
  return rest(stack.apiUrl, token, 'PUT', '/tag_objects/', body);
}

export function deleteTagObjects(stack: TestStack, token: string, objects: TaggedObjectRef[]) {
  return rest(stack.apiUrl, token, 'DELETE', '/tag_objects/', { objects });
}

export function previewTagObjects(
  stack: TestStack,
  token: string,
  body: Omit<TagObjectsUpdate, 'objects'> & { objects: TaggedObjectRef[]; action: 'update' | 'delete' },
) {
  return rest(stack.apiUrl, token, 'POST', '/tag_objects/impact', body);
}

export async function savedSearches(stack: TestStack, token: string) {
  const { status, body } = await rest(stack.apiUrl, token, 'GET', '/saved_searches/');
  return { status, list: (body?.saved_searches ?? []) as SavedSearch[] };
}

export function saveSearch(stack: TestStack, token: string, name: string, query: Record<string, unknown>) {
  return rest(stack.apiUrl, token, 'POST', '/saved_searches/', { name, query });
}

export function deleteSavedSearch(stack: TestStack, token: string, id: number) {
  return rest(stack.apiUrl, token, 'DELETE', `/saved_searches/${id}`);
}

export async function tagGroups(stack: TestStack, token: string) {
  const { status, body } = await rest(stack.apiUrl, token, 'GET', '/tag_groups/');
  return { status, list: (body?.tag_groups ?? []) as TagGroup[] };
}

export function createTagGroup(stack: TestStack, token: string, input: TagGroupInput) {
  return rest(stack.apiUrl, token, 'POST', '/tag_groups/', input);
}

export function updateTagGroup(stack: TestStack, token: string, id: number, input: TagGroupInput) {
  return rest(stack.apiUrl, token, 'PUT', `/tag_groups/${id}`, input);
}

export function deleteTagGroup(stack: TestStack, token: string, id: number) {
  return rest(stack.apiUrl, token, 'DELETE', `/tag_groups/${id}`);
}

export async function ungroupedTags(stack: TestStack, token: string) {
  const { status, body } = await rest(stack.apiUrl, token, 'GET', '/tag_groups/ungrouped_tags');
  return { status, tags: (body?.tags ?? []) as string[] };
}

/** Stored tags of one row, straight from the database (what a bulk change wrote or left). */
export async function storedTags(stack: TestStack, table: 'media' | 'devices' | 'layouts' | 'schedules', id: number) {
  const key = { media: 'media_id', devices: 'device_id', layouts: 'layout_id', schedules: 'schedule_id' }[table];
  const row = await stack.db
    .selectFrom(table)
    .select('tags')
    .where(key as never, '=', id as never)
    .executeTakeFirst();
  return (row as { tags: string[] } | undefined)?.tags;
}
