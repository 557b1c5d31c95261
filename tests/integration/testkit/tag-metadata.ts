import type { AnswerOf, BodyOf } from '@signage/contract/api';
import type { tagMetadataOperations as op } from '@signage/contract/tag-metadata';
import { rest } from './rest.ts';
import type { TestStack } from './stack.ts';

/** One typed call per tag metadata operation the suites use. */
type Answer<T> = { status: number; body: T & { msg?: string } };
type Saved = AnswerOf<typeof op.createTagMetadata>;

export const createTagMetadata = (apiUrl: string, token: string, body: BodyOf<typeof op.createTagMetadata>) =>
  rest(apiUrl, token, 'POST', '/tagmetadata/', body) as Promise<Answer<Saved>>;

export const updateTagMetadata = (
  apiUrl: string,
  token: string,
  id: number,
  body: BodyOf<typeof op.updateTagMetadata>,
) => rest(apiUrl, token, 'PUT', `/tagmetadata/${id}`, body) as Promise<Answer<Saved>>;

export const deviceTagMetadata = (apiUrl: string, token: string, deviceId: number) =>
  rest(apiUrl, token, 'GET', `/devices/${deviceId}/tag_metadata`) as Promise<
    Answer<AnswerOf<typeof op.getDeviceTagMetadata>>
  >;

/** A zip media item straight in the database: local play mode needs one, and its upload path is media's own test. */
export async function seedZipMedia(stack: TestStack, name = 'kiosk.zip') {
  const row = await stack.db
    .insertInto('media')
    .values({
      name,
      media_type: 'touchapp',
      media_format: 'zip',
      mime_type: 'application/zip',
      size: 22,
      file_name: `${name}-stored`,
      original_name: name,
    } as never)
    .returning('media_id')
    .executeTakeFirstOrThrow();
  return row.media_id;
}

/** Hours open on every day but `closedOn` (weekday name), for making a device closed or open now. */
export function hoursClosedOn(...closedOn: string[]) {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return {
    defaults: Object.fromEntries(days.map((d) => [d, closedOn.includes(d) ? [] : [{ start: '00:00', end: '23:59' }]])),
  };
}
