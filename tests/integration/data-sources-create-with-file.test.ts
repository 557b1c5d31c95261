import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSourceWithCsv } from './testkit/data-sources.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
});
afterAll(async () => {
  await stack?.close();
});

const PRICES = 'Key,Price\r\ncoffee,3.20\r\ntea,2.80\r\n';

/** The sources whose name matches: what the list shows a user after a save. */
async function namesMatching(search: string): Promise<string[]> {
  const list = await rest(stack.apiUrl, token, 'GET', `/data_sources/?q=${encodeURIComponent(search)}`);
  expect(list.status).toBe(200);
  return (list.body.data_sources as { name: string }[]).map((s) => s.name);
}

describe('creating a data source with its CSV in one request', () => {
  it('stores the source and its file together: 201, Local, its rows kept', async () => {
    const created = await createDataSourceWithCsv(
      stack.apiUrl,
      token,
      { name: ' Cafe prices ', tags: ['cafe'], source_type: 'local' },
      { name: 'prices.csv', content: PRICES },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Cafe prices', type: 'Local', url: null, tags: [{ name: 'cafe' }] });
    const fileId = created.body.current_data_source_file!.data_source_file_id;
    expect(created.body.data_source_files).toEqual([fileId]);
    const rows = await rest(stack.apiUrl, token, 'GET', `/data_sources/files/${fileId}/rows`);
    expect(rows.body).toMatchObject({
      columns: ['Key', 'Price'],
      rows: [
        ['coffee', '3.20'],
        ['tea', '2.80'],
      ],
    });
  });

  it('saves nothing when the file is refused, and says why', async () => {
    const noKey = await createDataSourceWithCsv(
      stack.apiUrl,
      token,
      { name: 'Refused no key' },
      { name: 'prices.csv', content: 'Item,Price\r\ncoffee,3\r\n' },
    );
    expect(noKey).toMatchObject({ status: 422, body: { msg: DATA_SOURCE_MESSAGES.noKeyColumn } });
    const notCsv = await createDataSourceWithCsv(
      stack.apiUrl,
      token,
      { name: 'Refused picture' },
      { name: 'photo.png', content: PRICES },
    );
    expect(notCsv).toMatchObject({ status: 422, body: { msg: DATA_SOURCE_MESSAGES.notCsv } });
    expect(await namesMatching('Refused')).toEqual([]);
  });

  it('saves nothing when the fields are refused, whatever the file', async () => {
    const empty = await createDataSourceWithCsv(
      stack.apiUrl,
      token,
      { name: '  ' },
      { name: 'a.csv', content: PRICES },
    );
    expect(empty).toMatchObject({ status: 422, body: { msg: DATA_SOURCE_MESSAGES.nameEmpty } });
    const remote = await createDataSourceWithCsv(
      stack.apiUrl,
      token,
      { name: 'Refused remote', url: 'https://example.com/a.csv' },
      { name: 'a.csv', content: PRICES },
    );
    expect(remote).toMatchObject({ status: 422, body: { msg: DATA_SOURCE_MESSAGES.fileMakesLocal } });
    const unknownField = await createDataSourceWithCsv(
      stack.apiUrl,
      token,
      { name: 'Refused extra', colour: 'red' },
      { name: 'a.csv', content: PRICES },
    );
    expect(unknownField.status).toBe(422);
    expect(unknownField.body.msg).toMatch(/^The json part/);
    const noFields = await createDataSourceWithCsv(stack.apiUrl, token, undefined, { name: 'a.csv', content: PRICES });
    expect(noFields).toMatchObject({ status: 422, body: { msg: DATA_SOURCE_MESSAGES.createParts } });
    expect(await namesMatching('Refused')).toEqual([]);
  });
});
