import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadGraphQLSchemaFromOpenAPI } from '@omnigraph/openapi';
import { graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateDevice, registerPlayer } from './testkit/devices.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { ADMIN_PASSWORD, startTestStack, type TestStack } from './testkit/stack.ts';

const run = promisify(execFile);
const MESH_COMPOSE = fileURLToPath(new URL('../../node_modules/.bin/mesh-compose', import.meta.url));
const MESH_CONFIG = fileURLToPath(new URL('./openapi/mesh.config.ts', import.meta.url));

interface OpenApiOperation {
  operationId?: string;
  parameters?: { in: string; name: string; style?: string; explode?: boolean; schema: { type?: string } }[];
  responses: Record<string, { description: string }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string }> };
}

let stack: TestStack;
let document: OpenApiDocument;
let documentText: string;
let dir: string;
beforeAll(async () => {
  stack = await startTestStack();
  dir = mkdtempSync(join(tmpdir(), 'openapi-suite-'));
  documentText = await (await fetch(`${stack.apiUrl}/api/openapi.json`)).text();
  document = JSON.parse(documentText);
});
afterAll(async () => {
  await stack?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document an integrator generates a client from', () => {
  it('names every operation, schema and response, and declares how to authenticate', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listMedia', 'getDevice', 'registerPlayer', 'playerCheckin']));

    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'Tag', 'PageInfo', 'Media', 'Device', 'User']),
    );
    expect(documentText).not.toMatch(/def-\d/);
    expect(documentText).not.toContain('Default Response');

    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      player: { type: 'apiKey', in: 'header', name: 'Authorization' },
    });
    const checkin = document.paths['/api/players/checkin']!.post!;
    expect(checkin.security).toEqual([{ player: [] }]);
    expect(document.paths['/api/devices/{id}']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('uses one query-parameter style: snake_case names, lists as repeated keys', () => {
    const query = operations().flatMap(({ operation }) => (operation.parameters ?? []).filter((p) => p.in === 'query'));
    expect(query.length).toBeGreaterThan(10);
    for (const parameter of query) {
      expect(parameter.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(parameter).toMatchObject({ style: 'form', explode: true });
    }
    const list = document.paths['/api/media/']!.get!.parameters!.map((p) => p.name);
    expect(list).toEqual(expect.arrayContaining(['current_page', 'page_size', 'q', 'tags', 'ids']));
  });

  it('writes a fixed set of strings as one enum', () => {
    const device = document.components.schemas.Device as { properties: { status: unknown } };
    expect(device.properties.status).toMatchObject({ type: 'string', enum: ['30min', '60min', '180min', 'offline'] });
  });

  it('composes with GraphQL Mesh (mesh-compose) as served', async () => {
    const source = join(dir, 'openapi.json');
    writeFileSync(source, documentText);
    const output = join(dir, 'supergraph.graphql');
    // Fails (exit 1) on a document Mesh cannot turn into a schema, e.g. one-value enums that become empty types.
    await run(MESH_COMPOSE, ['--config-path', MESH_CONFIG, '--output', output], {
      env: { ...process.env, OPENAPI_SOURCE: source, API_ORIGIN: stack.apiUrl },
      timeout: 120_000,
    });
    const supergraph = readFileSync(output, 'utf8');
    expect(supergraph).toMatch(/type Device @join__type/);
    expect(supergraph).toMatch(/type Media @join__type/);
    expect(supergraph).toMatch(/listDevices\(/);
    expect(supergraph).toMatch(/_30min @enum\(subgraph: "Signage", value: "\\"30min\\""\)/);
  });

  it('gives a GraphQL layer generated from it that reads the api', async () => {
    const schema = await loadGraphQLSchemaFromOpenAPI('Signage', {
      source: `${stack.apiUrl}/api/openapi.json`,
      endpoint: stack.apiUrl,
      operationHeaders: { authorization: 'Bearer {context.token}' },
    });
    const token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
    const player = await registerPlayer(stack.apiUrl, { name: 'Mesh lobby' });
    const { body } = await activateDevice(stack.apiUrl, token, player.device_key);
    await rest(stack.apiUrl, token, 'PUT', `/devices/${body.device_id}`, { tags: ['mesh', 'lobby'] });
    const result = await graphql({
      schema,
      source: `{
        listDevices(q: "Mesh lobby", tags: ["mesh", "lobby"], page_size: 5) {
          ... on listDevices_200_response { devices { name status device_key } page_info { total_items } }
        }
      }`,
      contextValue: { token },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      listDevices: {
        devices: [{ name: 'Mesh lobby', status: '_30min', device_key: player.device_key }],
        page_info: { total_items: 1 },
      },
    });
  });
});
