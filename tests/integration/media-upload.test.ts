import { mkdtempSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBigTouchApp } from '../bench/big-zip.ts';
import { eventually } from './testkit/eventually.ts';
import { demoFile, mp4, png, upload } from './testkit/media.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
const MAX_UPLOAD = 200 * 1024;

beforeAll(async () => {
  stack = await startTestStack({ maxUploadBytes: MAX_UPLOAD });
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

async function libraryFiles() {
  const media = join(stack.dataDir, 'media');
  const files = (await readdir(media)).filter((f) => !f.startsWith('.'));
  const incoming = await readdir(join(media, '.incoming'));
  return { files, incoming };
}

async function mediaCount() {
  const row = await stack.db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('media upload', () => {
  it('stores real files of every type with their metadata', async () => {
    const { status, body } = await upload(
      stack.apiUrl,
      token,
      [
        { name: 'poster.png', data: await png(800, 600) },
        { name: 'clip.mp4', data: await demoFile('sample.mp4') },
        { name: 'tone.mp3', data: await demoFile('sample.mp3') },
        { name: 'mono.ttf', data: await demoFile('sample.ttf') },
        { name: 'kiosk.zip', data: await demoFile('sample.zip') },
      ],
      ['#lobby', 'north', 'lobby'],
    );
    expect(status).toBe(201);
    const byName = Object.fromEntries(body.media!.map((r) => [r.file_name, r]));
    expect(Object.values(byName).every((r) => r.status === 'success' && r.msg === 'Media successfully uploaded')).toBe(
      true,
    );
    expect(byName['poster.png']!.media).toMatchObject({
      media_type: 'image',
      media_format: 'png',
      width: 800,
      height: 600,
    });
    expect(byName['clip.mp4']!.media).toMatchObject({
      media_type: 'video',
      width: 320,
      height: 240,
      mime_type: 'video/mp4',
    });
    expect(byName['clip.mp4']!.media!.duration).toBeCloseTo(2, 0);
    expect(byName['tone.mp3']!.media).toMatchObject({
      media_type: 'audio',
      metadata: { title: 'Test Tone', artist: 'Signage Band', album: 'Fixtures', year: 2024 },
    });
    expect(byName['mono.ttf']!.media).toMatchObject({
      media_type: 'font',
      media_format: 'ttf',
      metadata: { title: 'Liberation Mono' },
    });
    expect(byName['kiosk.zip']!.media).toMatchObject({ media_type: 'touchapp', name: 'kiosk' });
    // Tags: '#' stripped, duplicates ignored, registered for suggestions.
    expect(byName['poster.png']!.media!.tags).toEqual([
      { name: 'lobby', color: null, foreground_color: null },
      { name: 'north', color: null, foreground_color: null },
    ]);
    const { files, incoming } = await libraryFiles();
    expect(files).toHaveLength(5);
    expect(incoming).toEqual([]);
  });

  it('refuses bad files with the spec messages and keeps the good ones (207)', async () => {
    const before = await libraryFiles();
    const { status, body } = await upload(
      stack.apiUrl,
      token,
      [
        { name: 'ok.png', data: await png(100, 100) },
        { name: 'huge.png', data: await png(1921, 1081) },
        { name: 'huge.mp4', data: await mp4(1928, 1088) },
        { name: 'hd.mp4', data: await mp4(1920, 1080) },
        { name: 'wide-but-short.png', data: await png(2000, 500) },
        { name: 'fake.mp4', data: await demoFile('sample.mp3') },
        { name: 'archive.gz', data: gzipSync(Buffer.from('hello')) },
        { name: 'font.woff2', data: Buffer.from('wOF2') },
        { name: 'truncated.ttf', data: (await demoFile('sample.ttf')).subarray(0, 2000) },
        { name: 'notes.txt', data: Buffer.from('hello') },
        { name: 'bare.zip', data: await zipWithout() },
      ],
      ['refusals'],
    );
    expect(status).toBe(207);
    const msgs = Object.fromEntries(body.media!.map((r) => [r.file_name, [r.status, r.msg]]));
    expect(msgs['ok.png']).toEqual(['success', 'Media successfully uploaded']);
    expect(msgs['wide-but-short.png']![0]).toBe('success');
    expect(msgs['huge.png']).toEqual([
      'danger',
      'Failed to load file: huge.png. Cannot upload media with resolution higher than 1920 x 1080',
    ]);
    expect(msgs['huge.mp4']).toEqual([
      'danger',
      'Failed to load file: huge.mp4. Cannot upload media with resolution higher than 1920 x 1080',
    ]);
    expect(msgs['hd.mp4']![0]).toBe('success');
    expect(msgs['fake.mp4']).toEqual(['danger', 'Failed to load file: fake.mp4. Its content is not a valid MP4 file']);
    expect(msgs['archive.gz']).toEqual(['danger', 'warning: gZip files are not supported']);
    expect(msgs['font.woff2']).toEqual(['danger', 'Only font files of type TTF and OTF supported']);
    expect(msgs['truncated.ttf']).toEqual(['danger', 'Failed to load file: truncated.ttf. It is not a readable font']);
    expect(msgs['notes.txt']).toEqual(['danger', 'Failed to load file: notes.txt. File type txt not supported']);
    expect(msgs['bare.zip']).toEqual([
      'danger',
      'Failed to load file: bare.zip. A touch app must be a zip holding index.html',
    ]);
    const after = await libraryFiles();
    expect(after.files.length - before.files.length).toBe(3);
    expect(after.incoming).toEqual([]);
  });

  it('answers 400 with the msg when every file is refused, storing nothing', async () => {
    const count = await mediaCount();
    const { status, body } = await upload(stack.apiUrl, token, [{ name: 'x.txt', data: Buffer.from('x') }], ['t']);
    expect(status).toBe(400);
    expect(body.msg).toBe('Failed to load file: x.txt. File type txt not supported');
    expect(await mediaCount()).toBe(count);
  });

  it('refuses a file over the maximum upload size with a clear message', async () => {
    const { status, body } = await upload(
      stack.apiUrl,
      token,
      [{ name: 'big.mp3', data: Buffer.alloc(MAX_UPLOAD + 1024, 1) }],
      ['t'],
    );
    expect(status).toBe(400);
    expect(body.msg).toBe('Failed to load file: big.mp3. It is larger than the maximum upload size of 200.0 KB');
    expect((await libraryFiles()).incoming).toEqual([]);
  });

  it('needs tags from a user without forced tags, and adds forced tags for those who have them', async () => {
    const noTags = await upload(stack.apiUrl, token, [{ name: 'a.png', data: await png(10, 10) }], []);
    expect(noTags.status).toBe(422);
    expect(noTags.body.msg).toBe('Unable to upload media, you have not entered any tags.');
    await createUser(stack, {
      username: 'forced',
      password: 'Forced-Pass-1',
      permissions: ['edit media'],
      forcedTags: ['region-south'],
    });
    const forcedToken = (await restLogin(stack.apiUrl, 'forced', 'Forced-Pass-1')).body.auth_token!;
    const withForced = await upload(stack.apiUrl, forcedToken, [{ name: 'b.png', data: await png(10, 10) }]);
    expect(withForced.status).toBe(201);
    expect((withForced.body.media![0]!.media!.tags as { name: string }[]).map((t) => t.name)).toEqual(['region-south']);
    const bad = await upload(stack.apiUrl, token, [{ name: 'c.png', data: await png(10, 10) }], ['not a tag']);
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('Invalid tag "not a tag"');
  });

  it('leaves no file and no row when the upload is aborted half way', async () => {
    const count = await mediaCount();
    const before = await libraryFiles();
    const boundary = 'xxBOUNDARYxx';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n{"tags":["aborted"]}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const url = new URL('/api/media/', stack.apiUrl);
    const req = request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('error', () => {});
    req.write(head);
    req.write(Buffer.alloc(64 * 1024, 7));
    // The service streams the file part into .incoming as it arrives: abort once it has begun writing it.
    await eventually(async () => (await libraryFiles()).incoming.length > 0, { what: 'the half file arriving' });
    req.destroy();
    // Then it removes what it had written, and stores no row.
    await eventually(async () => (await libraryFiles()).incoming.length === 0, { what: 'the half file removed' });
    expect(await mediaCount()).toBe(count);
    const after = await libraryFiles();
    expect(after.files).toEqual(before.files);
  });

  it('needs "edit media" to upload', async () => {
    await createUser(stack, { username: 'viewer', password: 'Viewer-Pass-1', permissions: ['view media'] });
    const viewer = (await restLogin(stack.apiUrl, 'viewer', 'Viewer-Pass-1')).body.auth_token!;
    const { status } = await upload(stack.apiUrl, viewer, [{ name: 'a.png', data: await png(10, 10) }], ['t']);
    expect(status).toBe(403);
  });
});

describe('touch-app replacement (PUT /api/media/{id} as multipart)', () => {
  async function put(id: unknown, name: string, data: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const response = await fetch(`${stack.apiUrl}/api/media/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('swaps the zip of a touch app, keeps its id, name and tags, and removes the old file', async () => {
    const { body } = await upload(
      stack.apiUrl,
      token,
      [{ name: 'kiosk.zip', data: await demoFile('sample.zip') }],
      ['foyer'],
    );
    const original = body.media![0]!.media as { media_id: number; size: number };
    const before = await stack.db
      .selectFrom('media')
      .select('file_name')
      .where('media_id', '=', original.media_id)
      .executeTakeFirstOrThrow();
    const path = join(mkdtempSync(join(tmpdir(), 'replace-')), 'kiosk-v2.zip');
    await writeBigTouchApp(path, 50 * 1024);
    const replaced = await put(original.media_id, 'kiosk-v2.zip', readFileSync(path));
    expect(replaced.body.msg).toBeUndefined();
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      media_id: original.media_id,
      name: 'kiosk',
      media_type: 'touchapp',
      original_name: 'kiosk-v2.zip',
      tags: [expect.objectContaining({ name: 'foyer' })],
    });
    expect(replaced.body.size).not.toBe(original.size);
    const { files, incoming } = await libraryFiles();
    expect(files).not.toContain(before.file_name);
    expect(incoming).toEqual([]);
  });

  it('refuses a non-zip for a touch app, and any file for other media, leaving them as they were', async () => {
    const { body } = await upload(
      stack.apiUrl,
      token,
      [
        { name: 'app.zip', data: await demoFile('sample.zip') },
        { name: 'still.png', data: await png(64, 64) },
      ],
      ['foyer'],
    );
    const [app, still] = body.media!.map((m) => m.media as { media_id: number });
    const wrongType = await put(app!.media_id, 'shot.png', await png(32, 32));
    expect(wrongType).toEqual({
      status: 422,
      body: { msg: 'A touch app can only be replaced by another touch app (.zip).' },
    });
    const notAnApp = await put(still!.media_id, 'other.zip', await demoFile('sample.zip'));
    expect(notAnApp).toEqual({ status: 422, body: { msg: 'Only a touch app can have its file replaced.' } });
    expect((await libraryFiles()).incoming).toEqual([]);
  });
});

/** A zip that is not a touch app: no index.html. */
async function zipWithout(): Promise<Buffer> {
  // Smallest valid zip: an empty archive (end of central directory record only).
  return Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
}
