import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataLinkResults, DataSource, DataSourceCreate, DataSourceUpdate } from '@signage/contract/data-sources';
import type { WidgetAuth } from '@signage/contract/widget-auths';
import { rest } from './rest.ts';

/** One typed call per data source and widget auth operation the suites use. */
type Answer<T> = { status: number; body: T & { msg?: string } };

export const createDataSource = (apiUrl: string, token: string, body: DataSourceCreate) =>
  rest(apiUrl, token, 'POST', '/data_sources/', body) as Promise<Answer<DataSource>>;

export const updateDataSource = (apiUrl: string, token: string, id: number, body: DataSourceUpdate) =>
  rest(apiUrl, token, 'PUT', `/data_sources/${id}`, body) as Promise<Answer<DataSource>>;

export const getDataSource = (apiUrl: string, token: string, id: number) =>
  rest(apiUrl, token, 'GET', `/data_sources/${id}`) as Promise<Answer<DataSource>>;

export const resolveDataLinks = (apiUrl: string, token: string, values: string[]) =>
  rest(apiUrl, token, 'POST', '/data_sources/resolve', { values }) as Promise<Answer<DataLinkResults>>;

/** PUT /api/data_sources/{id} as multipart with one `file` part, as the console uploads a CSV. */
export async function uploadCsv(apiUrl: string, token: string, id: number, name: string, content: string | Buffer) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const response = await fetch(`${apiUrl}/api/data_sources/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as DataSource & { msg?: string } };
}

/**
 * POST /api/data_sources/ as multipart: the fields as a `json` part and the CSV as a `file` part, one request
 * (as the console creates a local source with its file). `fields` undefined sends no json part.
 */
export async function createDataSourceWithCsv(
  apiUrl: string,
  token: string,
  fields: Record<string, unknown> | undefined,
  file: { name: string; content: string },
) {
  const form = new FormData();
  if (fields) form.append('json', JSON.stringify(fields));
  form.append('file', new Blob([file.content]), file.name);
  const response = await fetch(`${apiUrl}/api/data_sources/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as DataSource & { msg?: string } };
}

export const createWidgetAuth = (
  apiUrl: string,
  token: string,
  body: { name: string; widget_type: string; widget_auth_token: { token: string }; tags?: string[] },
) => rest(apiUrl, token, 'POST', '/widgets/auth/', body) as Promise<Answer<WidgetAuth>>;

export const updateWidgetAuth = (apiUrl: string, token: string, id: number, body: Record<string, unknown>) =>
  rest(apiUrl, token, 'PUT', `/widgets/auth/${id}`, body) as Promise<Answer<WidgetAuth>>;

/**
 * A local HTTP server a data source can poll: it answers what `respond` says for each request, and counts them.
 * `respond` may never answer (a hanging server, for timeouts).
 */
export async function csvServer(respond: (request: IncomingMessage, response: ServerResponse) => void) {
  let requests = 0;
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    requests++;
    open.add(response);
    response.on('close', () => open.delete(response));
    respond(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/data.csv') => `http://127.0.0.1:${port}${path}`,
    get requests() {
      return requests;
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
