import { DATA_SOURCE_MESSAGES, DEFAULT_POLL_INTERVAL } from '@signage/domain/data-sources/data-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDataSource,
  getDataSource,
  resolveDataLinks,
  updateDataSource,
  uploadCsv,
} from './testkit/data-sources.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

const signIn = async (username: string, password: string) =>
  (await restLogin(stack.apiUrl, username, password)).body.auth_token!;

describe('data sources', () => {
  it('creates a remote source with the default poll interval, due for polling, typed External URL', async () => {
    const { status, body } = await createDataSource(stack.apiUrl, token, {
      name: ' Menu prices ',
      tags: ['#cafe'],
      url: 'https://example.com/prices.csv',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Menu prices',
      url: 'https://example.com/prices.csv',
      poll_interval: DEFAULT_POLL_INTERVAL,
      type: 'External URL',
      current_data_source_file: null,
      data_source_files: [],
      last_poll: null,
      tags: [{ name: 'cafe' }],
    });
    expect(body.next_poll_at).not.toBeNull();
    const again = await getDataSource(stack.apiUrl, token, body.data_source_id);
    expect(again.body).toEqual(body);
  });

  it('refuses an empty name, a remote source without an http(s) url and a too short poll interval', async () => {
    const empty = await createDataSource(stack.apiUrl, token, { name: '   ' });
    expect(empty).toMatchObject({ status: 422, body: { msg: DATA_SOURCE_MESSAGES.nameEmpty } });
    const noUrl = await createDataSource(stack.apiUrl, token, { name: 'x', source_type: 'remote' });
    expect(noUrl).toMatchObject({ status: 422, body: { msg: DATA_SOURCE_MESSAGES.urlNeeded } });
    const ftp = await createDataSource(stack.apiUrl, token, { name: 'x', url: 'ftp://example.com/a.csv' });
    expect(ftp).toMatchObject({ status: 422, body: { msg: DATA_SOURCE_MESSAGES.urlNeeded } });
    const fast = await createDataSource(stack.apiUrl, token, { name: 'x', url: 'https://a.b/c', poll_interval: 5 });
    expect(fast.status).toBe(422);
  });

  it('uploads a CSV: 200, the source turns Local, its url is cleared and its rows resolve', async () => {
    const created = await createDataSource(stack.apiUrl, token, {
      name: 'Opening hours',
      url: 'https://example.com/h.csv',
    });
    const id = created.body.data_source_id;
    const csv = '\uFEFFKey,Open,Note\r\nmon,"9:00, late",quiet\r\ntue,10:00\r\nwed,=1+1,-2\r\n';
    // What a person downloads opens in a spreadsheet: a formula cell comes back as text (issue 21).
    const exported = 'Key,Open,Note\r\nmon,"9:00, late",quiet\r\ntue,10:00\r\nwed,"\'=1+1",-2\r\n';
    const uploaded = await uploadCsv(stack.apiUrl, token, id, 'hours.csv', csv);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ type: 'Local', url: null, next_poll_at: null });
    const fileId = uploaded.body.current_data_source_file!.data_source_file_id;
    expect(uploaded.body.data_source_files).toEqual([fileId]);

    const info = await rest(stack.apiUrl, token, 'GET', `/data_sources/files/${fileId}`);
    expect(info.body).toMatchObject({
      data_source_file_id: fileId,
      data_source_id: id,
      origin: 'upload',
      row_count: 3,
    });
    // The signed link needs no token.
    const download = await fetch(`${stack.apiUrl}${info.body.download_url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/csv');
    expect(await download.text()).toBe(exported);
    const forged = await fetch(`${stack.apiUrl}${info.body.download_url.replace(/signature=.../, 'signature=abc')}`);
    expect(forged.status).toBe(403);
    const csvOfSource = await fetch(`${stack.apiUrl}/api/data_sources/${id}/csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await csvOfSource.text()).toBe(exported);

    const rows = await rest(
      stack.apiUrl,
      token,
      'GET',
      `/data_sources/files/${fileId}/rows?page_size=1&current_page=2`,
    );
    expect(rows.body).toEqual({
      data_source_file_id: fileId,
      columns: ['Key', 'Open', 'Note'],
      key_column: 0,
      rows: [['tue', '10:00']],
      page_info: { current_page: 2, page_size: 1, total_items: 3 },
    });

    const resolved = await resolveDataLinks(stack.apiUrl, token, [
      `${id}:mon:1`,
      `${id}:tue:2`,
      `${id}:wed:1`,
      `${id}:thu:1`,
      `${id}:mon:9`,
    ]);
    expect(resolved.body.results.map((r) => (r.ok ? r.text : r.problem))).toEqual([
      '9:00, late',
      '',
      '=1+1',
      'row',
      'column',
    ]);
  });

  it('refuses a file that is not CSV, or has no Key column, saying so, and keeps the source as it was', async () => {
    const { body } = await createDataSource(stack.apiUrl, token, { name: 'Refusals', source_type: 'local' });
    const id = body.data_source_id;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x00]);
    expect(await uploadCsv(stack.apiUrl, token, id, 'logo.png', png)).toMatchObject({
      status: 422,
      body: { msg: DATA_SOURCE_MESSAGES.notCsv },
    });
    expect(await uploadCsv(stack.apiUrl, token, id, 'data.csv', png)).toMatchObject({
      status: 422,
      body: { msg: DATA_SOURCE_MESSAGES.notCsv },
    });
    expect(await uploadCsv(stack.apiUrl, token, id, 'data.csv', 'Id,Name\n1,Alpha\n')).toMatchObject({
      status: 422,
      body: { msg: DATA_SOURCE_MESSAGES.noKeyColumn },
    });
    const after = await getDataSource(stack.apiUrl, token, id);
    expect(after.body).toMatchObject({ type: 'External URL', data_source_files: [], current_data_source_file: null });
  });

  it('updates: a local type clears the url, file fields sent are ignored, remote lets the current file go', async () => {
    const { body } = await createDataSource(stack.apiUrl, token, {
      name: 'Switches',
      url: 'https://example.com/s.csv',
    });
    const id = body.data_source_id;
    const local = await updateDataSource(stack.apiUrl, token, id, {
      name: 'Switched',
      source_type: 'local',
      url: 'https://example.com/ignored.csv',
      current_data_source_file: { data_source_file_id: 999 },
      data_source_files: [999],
    });
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({
      name: 'Switched',
      url: null,
      current_data_source_file: null,
      next_poll_at: null,
    });
    await uploadCsv(stack.apiUrl, token, id, 'a.csv', 'Key,V\na,1\n');
    const remote = await updateDataSource(stack.apiUrl, token, id, {
      source_type: 'remote',
      url: 'https://example.com/n.csv',
    });
    expect(remote.body).toMatchObject({
      type: 'External URL',
      url: 'https://example.com/n.csv',
      current_data_source_file: null,
    });
    // The uploaded file is kept, and data links resolve against it until the url is polled.
    expect(remote.body.data_source_files).toHaveLength(1);
    expect((await resolveDataLinks(stack.apiUrl, token, [`${id}:a:1`])).body.results[0]).toMatchObject({ text: '1' });
  });

  it('lists by query and tags, applies forced tags, deletes', async () => {
    await createDataSource(stack.apiUrl, token, { name: 'North board', tags: ['north'] });
    const south = await createDataSource(stack.apiUrl, token, { name: 'South board', tags: ['south'] });
    const names = async (t: string, query: string) =>
      (await rest(stack.apiUrl, t, 'GET', `/data_sources/${query}`)).body.data_sources.map(
        (d: { name: string }) => d.name,
      );
    expect(await names(token, '?q=board')).toEqual(['South board', 'North board']);
    expect(await names(token, '?tags=north')).toEqual(['North board']);

    await createUser(stack, {
      username: 'north-editor',
      password: 'North-Pass-1',
      permissions: ['edit layouts'],
      forcedTags: ['north'],
    });
    const northern = await signIn('north-editor', 'North-Pass-1');
    expect(await names(northern, '?q=board')).toEqual(['North board']);
    expect((await getDataSource(stack.apiUrl, northern, south.body.data_source_id)).status).toBe(404);
    expect((await updateDataSource(stack.apiUrl, northern, south.body.data_source_id, { name: 'Mine' })).status).toBe(
      404,
    );
    const resolved = await resolveDataLinks(stack.apiUrl, northern, [`${south.body.data_source_id}:a:1`]);
    expect(resolved.body.results[0]).toMatchObject({ ok: false, problem: 'source' });
    // What a user with forced tags creates carries them.
    const own = await createDataSource(stack.apiUrl, northern, { name: 'Own', tags: ['extra'] });
    expect(own.body.tags.map((t) => t.name).sort()).toEqual(['extra', 'north']);

    const deleted = await rest(stack.apiUrl, token, 'DELETE', `/data_sources/${south.body.data_source_id}`);
    expect(deleted.body).toEqual({ msg: DATA_SOURCE_MESSAGES.deleted, data_source_id: south.body.data_source_id });
    expect((await getDataSource(stack.apiUrl, token, south.body.data_source_id)).status).toBe(404);

    // A source with files goes with its files.
    const withFile = await createDataSource(stack.apiUrl, token, { name: 'With file', source_type: 'local' });
    const uploaded = await uploadCsv(stack.apiUrl, token, withFile.body.data_source_id, 'w.csv', 'Key,V\na,1\n');
    const fileId = uploaded.body.current_data_source_file!.data_source_file_id;
    expect((await rest(stack.apiUrl, token, 'DELETE', `/data_sources/${withFile.body.data_source_id}`)).status).toBe(
      200,
    );
    expect((await rest(stack.apiUrl, token, 'GET', `/data_sources/files/${fileId}`)).status).toBe(404);
  });

  it('refuses a user without the right: viewers may read, not change', async () => {
    await createUser(stack, { username: 'nobody', password: 'Nobody-Pass-1', permissions: ['view media'] });
    await createUser(stack, { username: 'viewer', password: 'Viewer-Pass-1', permissions: ['view layouts'] });
    const nobody = await signIn('nobody', 'Nobody-Pass-1');
    const viewer = await signIn('viewer', 'Viewer-Pass-1');
    expect((await rest(stack.apiUrl, nobody, 'GET', '/data_sources/')).status).toBe(403);
    expect((await resolveDataLinks(stack.apiUrl, nobody, ['1:a:1'])).status).toBe(403);
    expect((await rest(stack.apiUrl, viewer, 'GET', '/data_sources/')).status).toBe(200);
    const refused = await createDataSource(stack.apiUrl, viewer, { name: 'Not mine' });
    expect(refused.status).toBe(403);
    expect((await rest(stack.apiUrl, undefined, 'GET', '/data_sources/')).status).toBe(401);
  });
});
