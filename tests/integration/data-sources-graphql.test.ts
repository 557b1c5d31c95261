import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCsv } from './testkit/data-sources.ts';
import {
  type CreateDataSourceInput,
  CreateDataSourceMutationDocument,
  DataSourceDetailQueryDocument,
  DataSourceFilesPageQueryDocument,
  DataSourceIdsQueryDocument,
  DeleteDataSourceMutationDocument,
  ResolveDataLinkQueryDocument,
  ResolveDataLinksQueryDocument,
  type UpdateDataSourceInput,
  UpdateDataSourceMutationDocument,
} from './testkit/gql/graphql.ts';
import { gql, gqlCountingRestCalls, signIn } from './testkit/graphql.ts';
import { restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';

let stack: TestStack;
let restToken: string;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  restToken = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  token = (await signIn(stack.gatewayUrl, 'admin', ADMIN_PASSWORD)).token;
});
afterAll(async () => {
  await stack?.close();
});

const CSV = 'Key,Price,Note\r\ncoffee,"3,50",hot\r\ntea,2.00\r\ncake,4.25,sweet\r\n';

const createSource = (input: CreateDataSourceInput, as = token) =>
  gql(stack.gatewayUrl, CreateDataSourceMutationDocument, { input }, as);

describe('data sources through GraphQL', () => {
  it('creates a remote source, uploads its CSV to its uploadPath, then shows it Local with a paged preview', async () => {
    const created = await createSource({ name: 'Menu', tags: ['#cafe'], url: 'https://example.com/menu.csv' });
    expect(created.data?.createDataSource).toMatchObject({ type: 'EXTERNAL_URL', url: 'https://example.com/menu.csv' });
    const id = created.data!.createDataSource.id;
    expect(created.data?.createDataSource.uploadPath).toBe(`/api/data_sources/${id}`);

    // The documented upload: through the gateway's /api, with the GraphQL session's token.
    expect((await uploadCsv(stack.gatewayUrl, token, Number(id), 'menu.csv', CSV)).status).toBe(200);
    const { data } = await gql(stack.gatewayUrl, DataSourceDetailQueryDocument, { id }, token);
    const source = data!.dataSource;
    const currentFile = source.currentFile!;
    expect(source).toMatchObject({ type: 'LOCAL', url: null, pollInterval: 3600, tags: [{ name: 'cafe' }] });
    expect(source.files).toEqual([{ id: currentFile.id, uploaded: true, originalName: 'menu.csv', rowCount: 3 }]);
    expect(currentFile.columns).toEqual(['Key', 'Price', 'Note']);
    expect(currentFile.rows).toEqual({
      keyColumn: 0,
      items: [['cake', '4.25', 'sweet']],
      pageInfo: { page: 2, pageSize: 2, totalItems: 3 },
    });
    // The signed link works as it is, without a token.
    const download = await fetch(currentFile.downloadUrl);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(CSV);
  });

  it('lists a page of sources with their files in two REST calls, whatever the number of sources', async () => {
    for (const name of ['Batch a', 'Batch b', 'Batch c']) {
      const id = Number((await createSource({ name, tags: ['batch'], sourceType: 'LOCAL' })).data!.createDataSource.id);
      await uploadCsv(stack.apiUrl, restToken, id, `${name}.csv`, CSV);
    }
    const answer = await gqlCountingRestCalls(
      stack.gatewayUrl,
      DataSourceFilesPageQueryDocument,
      { tags: ['batch'] },
      token,
    );
    expect(answer.data?.dataSources.items.map((s) => s.name)).toEqual(['Batch c', 'Batch b', 'Batch a']);
    expect(answer.restCalls).toBe(2);
  });

  it('updates with the spec rules: a LOCAL type clears the url; an empty name is refused with its message', async () => {
    const id = (await createSource({ name: 'Switch', url: 'https://example.com/s.csv', pollInterval: 600 })).data!
      .createDataSource.id;
    const update = (input: UpdateDataSourceInput) =>
      gql(stack.gatewayUrl, UpdateDataSourceMutationDocument, { id, input }, token);
    const local = await update({ sourceType: 'LOCAL', url: 'https://example.com/ignored.csv' });
    expect(local.data?.updateDataSource).toEqual({ name: 'Switch', url: null, pollInterval: 600 });
    const empty = await update({ name: '  ' });
    expect(empty.errors?.[0]).toMatchObject({
      message: DATA_SOURCE_MESSAGES.nameEmpty,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missing = await gql(stack.gatewayUrl, DeleteDataSourceMutationDocument, { id: '99999999' }, token);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Data Source 99999999 not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const deleted = await gql(stack.gatewayUrl, DeleteDataSourceMutationDocument, { id }, token);
    expect(deleted.data).toEqual({ deleteDataSource: id });
  });

  it('resolves a data link to its cell, and says which part is missing', async () => {
    const id = (await createSource({ name: 'Links', sourceType: 'LOCAL' })).data!.createDataSource.id;
    await uploadCsv(stack.apiUrl, restToken, Number(id), 'links.csv', CSV);
    const resolve = (value: string) => gql(stack.gatewayUrl, ResolveDataLinkQueryDocument, { value }, token);
    expect((await resolve(`${id}:coffee:1`)).data).toEqual({ resolveDataLink: '3,50' });
    expect((await resolve(`${id}:tea:2`)).data).toEqual({ resolveDataLink: '' });
    const row = await resolve(`${id}:juice:1`);
    expect(row.errors?.[0]).toMatchObject({
      message: `Data source ${id} has no row whose Key is "juice".`,
      extensions: { code: 'NOT_FOUND', problem: 'ROW' },
    });
    expect((await resolve(`${id}:coffee:7`)).errors?.[0]).toMatchObject({ extensions: { problem: 'COLUMN' } });
    expect((await resolve('99999999:coffee:1')).errors?.[0]).toMatchObject({
      message: 'Data source 99999999 does not exist.',
      extensions: { problem: 'SOURCE' },
    });
    expect((await resolve('not a link')).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('resolves many data links in one REST call, each its cell or which part is missing', async () => {
    const id = (await createSource({ name: 'Batch', sourceType: 'LOCAL' })).data!.createDataSource.id;
    await uploadCsv(stack.apiUrl, restToken, Number(id), 'batch.csv', CSV);
    const values = [`${id}:coffee:1`, `${id}:cake:2`, `${id}:juice:1`, 'not a link'];
    const answer = await gqlCountingRestCalls(stack.gatewayUrl, ResolveDataLinksQueryDocument, { values }, token);
    expect(answer.data?.resolveDataLinks).toEqual([
      { value: `${id}:coffee:1`, ok: true, text: '3,50', problem: null, message: null },
      { value: `${id}:cake:2`, ok: true, text: 'sweet', problem: null, message: null },
      {
        value: `${id}:juice:1`,
        ok: false,
        text: null,
        problem: 'ROW',
        message: `Data source ${id} has no row whose Key is "juice".`,
      },
      expect.objectContaining({ value: 'not a link', ok: false, problem: 'INVALID' }),
    ]);
    expect(answer.restCalls).toBe(1);
    const tooMany = Array.from({ length: 1001 }, () => `${id}:coffee:1`);
    const refused = await gql(stack.gatewayUrl, ResolveDataLinksQueryDocument, { values: tooMany }, token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'At most 1000 data links at once.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a user without the rights: no layouts rights, no list; view only, no changes', async () => {
    await createUser(stack, { username: 'media-only', password: 'Media-Only-1', permissions: ['view media'] });
    await createUser(stack, { username: 'viewer', password: 'Viewer-Pass-1', permissions: ['view layouts'] });
    const mediaOnly = (await signIn(stack.gatewayUrl, 'media-only', 'Media-Only-1')).token;
    const viewer = (await signIn(stack.gatewayUrl, 'viewer', 'Viewer-Pass-1')).token;

    const list = await gql(stack.gatewayUrl, DataSourceIdsQueryDocument, {}, mediaOnly);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const link = await gql(stack.gatewayUrl, ResolveDataLinkQueryDocument, { value: '1:a:1' }, mediaOnly);
    expect(link.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const links = await gql(stack.gatewayUrl, ResolveDataLinksQueryDocument, { values: ['1:a:1'] }, mediaOnly);
    expect(links.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const seen = await gql(stack.gatewayUrl, DataSourceIdsQueryDocument, {}, viewer);
    expect(seen.data?.dataSources.items.length).toBeGreaterThan(0);
    const create = await createSource({ name: 'Not mine', sourceType: 'LOCAL' }, viewer);
    expect(create.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(create.data).toBeNull();
  });
});
