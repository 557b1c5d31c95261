import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { outcomeOf, sendMediaFile } from './send-media-file.ts';

const file = new File(['abc'], 'lobby.png', { type: 'image/png' });

describe('sendMediaFile', () => {
  beforeEach(() => FakeXhr.reset());

  it('POSTs one file and the tags as multipart, with the bearer token, and reports real progress', async () => {
    const progress: number[] = [];
    const done = sendMediaFile({
      url: '/api/media/',
      file,
      tags: ['lobby', 'foyer'],
      token: 'tok-1',
      onProgress: (f) => progress.push(f),
      createXhr: FakeXhr.create,
    });
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/media/');
    expect(xhr?.headers.Authorization).toBe('Bearer tok-1');
    expect(xhr?.fileName).toBe('lobby.png');
    expect(xhr?.body?.getAll('file')).toHaveLength(1);
    expect(xhr?.tags).toEqual(['lobby', 'foyer']);
    xhr?.progress(50, 200);
    xhr?.progress(200, 200);
    xhr?.respond(201, { media: [{ file_name: 'lobby.png', status: 'success', msg: MEDIA_MESSAGES.uploaded }] });
    expect(await done).toEqual({ kind: 'success', message: MEDIA_MESSAGES.uploaded });
    expect(progress).toEqual([0.25, 1]);
  });

  it('sends no json part for a replacement (PUT)', async () => {
    const done = sendMediaFile({ url: '/api/media/7', method: 'PUT', file, token: 't', createXhr: FakeXhr.create });
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.body?.get('json')).toBeNull();
    xhr?.respond(200, { media_id: 7 });
    expect((await done).kind).toBe('success');
  });

  it('fails with the default text when the request never got an answer', async () => {
    const done = sendMediaFile({ url: '/api/media/', file, token: 't', createXhr: FakeXhr.create });
    FakeXhr.sent[0]?.fail();
    expect(await done).toEqual({ kind: 'failure', message: MEDIA_MESSAGES.uploadFailed });
  });
});

describe('outcomeOf (spec 01 §8 "upload 500 or 400")', () => {
  it('shows the refusal of a 400, per file first', () => {
    const body = { msg: 'Gzip refused', media: [{ file_name: 'a.gz', status: 'danger', msg: MEDIA_MESSAGES.gzip }] };
    expect(outcomeOf(400, JSON.stringify(body))).toEqual({ kind: 'failure', message: MEDIA_MESSAGES.gzip });
    expect(outcomeOf(400, JSON.stringify({ msg: 'Refused.' }))).toEqual({ kind: 'failure', message: 'Refused.' });
  });

  it('shows the msg of a 422 and other 4xx', () => {
    expect(outcomeOf(422, JSON.stringify({ msg: MEDIA_MESSAGES.noTags }))).toEqual({
      kind: 'failure',
      message: MEDIA_MESSAGES.noTags,
    });
    expect(outcomeOf(413, JSON.stringify({ msg: 'Too large.' })).kind).toBe('failure');
  });

  it('says "An error has occured. File cannot be uploaded" for a 500 without JSON', () => {
    expect(outcomeOf(500, '<html>oops</html>')).toEqual({ kind: 'failure', message: MEDIA_MESSAGES.uploadFailed });
    expect(outcomeOf(500, '')).toEqual({ kind: 'failure', message: MEDIA_MESSAGES.uploadFailed });
    expect(MEDIA_MESSAGES.uploadFailed).toBe('An error has occured. File cannot be uploaded');
  });

  it('reads a refusal inside a 207 answer as a failure', () => {
    const body = { media: [{ file_name: 'x.png', status: 'danger', msg: 'Not an image.' }] };
    expect(outcomeOf(207, JSON.stringify(body))).toEqual({ kind: 'failure', message: 'Not an image.' });
  });

  it('treats 401 as the end of the session', () => {
    expect(outcomeOf(401, '{"msg":"expired"}')).toEqual({ kind: 'unauthenticated' });
  });
});
