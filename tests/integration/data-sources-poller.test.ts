import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSourcePoller } from '../../api/src/data-sources/poller.ts';
import { createDataSource, csvServer, getDataSource, resolveDataLinks } from './testkit/data-sources.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  for (const close of closers) await close();
  await stack?.close();
});

const HOUR_MS = 3600 * 1000;
/** The test's own poller: 127.0.0.1 allowed, as an operator would allow an intranet host; a short timeout. */
const poller = () => new DataSourcePoller(stack.db, { allowedHosts: ['127.0.0.1'], timeoutMs: 500 });

async function server(respond: Parameters<typeof csvServer>[0]) {
  const started = await csvServer(respond);
  closers.push(started.close);
  return started;
}

describe('the data source poller', () => {
  it('refuses a loopback or private url unless allowed, also behind a redirect, without fetching it', async () => {
    const target = await server((_request, response) => response.end('Key,V\na,1\n'));
    const { body } = await createDataSource(stack.apiUrl, token, { name: 'Internal', url: target.url() });
    // The api's own poller, with no DATA_SOURCE_ALLOWED_HOSTS.
    const outcomes = await stack.stack.api!.app.dataSourcePoller.pollDue(new Date());
    const mine = outcomes.find((o) => o.data_source_id === body.data_source_id);
    expect(mine).toMatchObject({ ok: false, stored: false });
    expect(mine!.error).toBe("The url's host 127.0.0.1 is refused.");
    expect(target.requests).toBe(0);
    const after = await getDataSource(stack.apiUrl, token, body.data_source_id);
    expect(after.body.last_poll).toMatchObject({ ok: false, error: mine!.error });

    // An allowed host that redirects to the cloud metadata address: the second hop is refused.
    const redirecting = await server((_request, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    });
    const redirected = await createDataSource(stack.apiUrl, token, { name: 'Redirect', url: redirecting.url() });
    const [hop] = (await poller().pollDue(new Date())).filter(
      (o) => o.data_source_id === redirected.body.data_source_id,
    );
    expect(hop!.error).toContain('169.254.169.254');
    expect(redirecting.requests).toBe(1);
  });

  it('stores a new file only when the content changed, keeps the previous ones, and records each outcome', async () => {
    let csv = 'Key,Price\nlatte,"3,50"\n';
    let mode: 'csv' | 'error' | 'hang' | 'no-key' = 'csv';
    const source = await server((_request, response) => {
      if (mode === 'hang') return;
      if (mode === 'error') return void response.writeHead(500).end('boom');
      response.writeHead(200, { 'content-type': 'text/csv' }).end(mode === 'no-key' ? 'Id,Price\n1,2\n' : csv);
    });
    const { body } = await createDataSource(stack.apiUrl, token, { name: 'Prices', url: source.url() });
    const id = body.data_source_id;
    const start = Date.now() + 1000;
    const poll = async (hours: number) => {
      const outcomes = await poller().pollDue(new Date(start + hours * HOUR_MS));
      return outcomes.find((o) => o.data_source_id === id);
    };
    const state = async () => (await getDataSource(stack.apiUrl, token, id)).body;
    const price = async () => (await resolveDataLinks(stack.apiUrl, token, [`${id}:latte:1`])).body.results[0]!.text;

    expect(await poll(0)).toEqual({ data_source_id: id, ok: true, stored: true, error: null });
    const first = await state();
    expect(first).toMatchObject({ type: 'External URL', current_data_source_file: null, last_poll: { ok: true } });
    expect(first.data_source_files).toHaveLength(1);
    expect(await price()).toBe('3,50');

    // Not due again before poll_interval has passed.
    expect(await poll(0.5)).toBeUndefined();
    expect(source.requests).toBe(1);

    // Due again, same content: polled, nothing stored.
    expect(await poll(1)).toMatchObject({ ok: true, stored: false });
    expect((await state()).data_source_files).toEqual(first.data_source_files);
    expect(source.requests).toBe(2);

    // Changed content: one new file, the previous kept, links resolve to the new cell.
    csv = 'Key,Price\nlatte,"3,80"\n';
    expect(await poll(2)).toMatchObject({ ok: true, stored: true });
    const second = await state();
    expect(second.data_source_files).toHaveLength(2);
    expect(second.data_source_files[1]).toBe(first.data_source_files[0]);
    expect(second.latest_data_source_file?.data_source_file_id).toBe(second.data_source_files[0]);
    expect(await price()).toBe('3,80');

    mode = 'error';
    expect(await poll(3)).toMatchObject({ ok: false, stored: false, error: 'The url answered HTTP 500.' });
    expect((await state()).last_poll).toMatchObject({ ok: false, error: 'The url answered HTTP 500.' });

    mode = 'hang';
    const timedOut = 'The url did not answer within 0.5 seconds.';
    expect(await poll(4)).toMatchObject({ ok: false, error: timedOut });
    const afterTimeout = await state();
    expect(afterTimeout.last_poll).toMatchObject({ at: new Date(start + 4 * HOUR_MS).toISOString(), error: timedOut });

    mode = 'no-key';
    expect(await poll(5)).toMatchObject({ ok: false, error: DATA_SOURCE_MESSAGES.noKeyColumn });
    // Failures store nothing: the last good file still answers.
    expect((await state()).data_source_files).toEqual(second.data_source_files);
    expect(await price()).toBe('3,80');

    mode = 'csv';
    expect(await poll(6)).toMatchObject({ ok: true, stored: false, error: null });
    expect((await state()).last_poll).toMatchObject({ ok: true, error: null });
  });

  it('polls a due source once when several pollers (api processes) run a round at the same time', async () => {
    const source = await server((_request, response) => response.end('Key,V\na,1\n'));
    const { body } = await createDataSource(stack.apiUrl, token, { name: 'Shared', url: source.url() });
    const now = new Date(Date.now() + 1000);
    const rounds = await Promise.all([poller().pollDue(now), poller().pollDue(now), poller().pollDue(now)]);
    const mine = rounds.flat().filter((o) => o.data_source_id === body.data_source_id);
    expect(mine).toHaveLength(1);
    expect(source.requests).toBe(1);
  });
});
