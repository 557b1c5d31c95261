import { readFileSync } from 'node:fs';
import { MESSAGES } from '@signage/domain/messages';
import { PERMISSIONS, type Permission } from '@signage/domain/permissions';
import { buildSchema, type GraphQLField, getNamedType, isNonNullType, isObjectType } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedObjects } from './permission-matrix/seed.ts';
import { type MatrixRow, MUTATIONS, type ObjectKind, REST_WRITES } from './permission-matrix/table.ts';
import { rawGql } from './testkit/graphql.ts';
import { png } from './testkit/media.ts';
import { type JsonSchema, sampleGraphqlValue, sampleOf } from './testkit/sample-input.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import { tokenOf } from './testkit/users.ts';

/**
 * Issue 22, the permission matrix: every REST write of the OpenAPI document and every GraphQL mutation, called by
 * a user lacking the permission it needs (refused, 403 / FORBIDDEN) and by a user holding every permission whose
 * forced tags exclude the object (404 / NOT_FOUND); nothing in the database changes either way. A write or
 * mutation with no row in permission-matrix/table.ts fails the first tests: every new area joins the matrix.
 */
interface OpenApiOperation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}
interface Write {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

const SCHEMA = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));
const MUTATION_FIELDS = SCHEMA.getMutationType()!.getFields();
const PASSWORD = 'Matrix-Pass-1';
/** Tables that change without a write: sign-ins and their throttling. */
const VOLATILE = new Set(['auth_tokens', 'login_failures', 'schema_migrations']);

let stack: TestStack;
let admin: string;
let document: OpenApiDocument;
let writes: Map<string, Write>;
let objects: Record<ObjectKind, number>;
let outsider: string;
const lacking = new Map<string, string>();

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await tokenOf(stack.apiUrl, 'admin', ADMIN_PASSWORD))!;
  document = await (await fetch(`${stack.apiUrl}/api/openapi.json`)).json();
  writes = new Map();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods))
      if (method !== 'get') writes.set(operation.operationId, { method: method.toUpperCase(), path, operation });
  objects = await seedObjects(stack, admin);
  await createUser(stack, {
    username: 'matrix-outsider',
    password: PASSWORD,
    permissions: [...PERMISSIONS],
    forcedTags: ['matrix-team'],
  });
  outsider = (await tokenOf(stack.apiUrl, 'matrix-outsider', PASSWORD))!;
}, 240_000);
afterAll(async () => {
  await stack?.close();
});

/** A user holding every permission but `needs` (so it is that permission, and no other, that is missing). */
async function userLacking(needs: readonly Permission[]) {
  const key = [...needs].sort().join('+');
  const known = lacking.get(key);
  if (known) return known;
  const username = `matrix-lacks-${lacking.size}`;
  await createUser(stack, { username, password: PASSWORD, permissions: PERMISSIONS.filter((p) => !needs.includes(p)) });
  const token = (await tokenOf(stack.apiUrl, username, PASSWORD))!;
  lacking.set(key, token);
  return token;
}

/** Every table's content, hashed: equal before and after means the call changed nothing at all. */
async function databaseDigest() {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(stack.db);
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (VOLATILE.has(name)) continue;
    const row = await sql<{ digest: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} t`.execute(
      stack.db,
    );
    digests[name] = row.rows[0]!.digest;
  }
  return digests;
}

function restCall(write: Write, row: Extract<MatrixRow, { needs: unknown }>, token: string) {
  const id = row.object ? objects[row.object] : 1;
  // The document's paths carry the /api prefix.
  const url = `${stack.apiUrl}${write.path.replace('{id}', String(id)).replace('{run_id}', String(id))}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const content = write.operation.requestBody?.content;
  // A file only where the call takes nothing else (an upload); JSON where it takes either.
  if (content?.['multipart/form-data'] && !content['application/json']) {
    return png(8, 8).then((data) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), 'matrix.png');
      return fetch(url, { method: write.method, headers, body: form });
    });
  }
  const schema = content?.['application/json']?.schema;
  if (!schema) return fetch(url, { method: write.method, headers });
  const body = row.input?.(id) ?? sampleOf(schema, document.components.schemas);
  headers['content-type'] = 'application/json';
  return fetch(url, { method: write.method, headers, body: JSON.stringify(body) });
}

function mutationCall(name: string, row: Extract<MatrixRow, { needs: unknown }>, token: string) {
  const field = MUTATION_FIELDS[name] as GraphQLField<unknown, unknown>;
  const id = String(row.object ? objects[row.object] : 1);
  const args = field.args.filter((a) => isNonNullType(a.type));
  const variables =
    row.input?.(Number(id)) ?? Object.fromEntries(args.map((a) => [a.name, sampleGraphqlValue(a.type, id)]));
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `mutation Matrix${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`;
  return rawGql(stack.gatewayUrl, query, variables, token);
}

const guarded = (table: Record<string, MatrixRow>) =>
  Object.entries(table).flatMap(([name, row]) => ('needs' in row ? [{ name, row }] : []));

describe('the matrix covers every write', () => {
  it('has a row for every REST write of the OpenAPI document, and none for a write that is gone', () => {
    expect([...writes.keys()].filter((id) => !(id in REST_WRITES))).toEqual([]);
    expect(Object.keys(REST_WRITES).filter((id) => !writes.has(id))).toEqual([]);
  });

  it('has a row for every GraphQL mutation, and none for a mutation that is gone', () => {
    expect(Object.keys(MUTATION_FIELDS).filter((name) => !(name in MUTATIONS))).toEqual([]);
    expect(Object.keys(MUTATIONS).filter((name) => !(name in MUTATION_FIELDS))).toEqual([]);
  });
});

describe('REST writes refuse a user without the permission they need, changing nothing', () => {
  it.each(guarded(REST_WRITES))('$name', async ({ name, row }) => {
    const write = writes.get(name)!;
    const token = await userLacking(row.needs);
    const before = await databaseDigest();
    const answer = await restCall(write, row, token);
    expect({ status: answer.status, msg: ((await answer.json()) as { msg?: string }).msg }).toEqual({
      status: 403,
      msg: MESSAGES.forbidden,
    });
    expect(await databaseDigest()).toEqual(before);
  });
});

describe('REST writes refuse a user whose forced tags exclude the object, changing nothing', () => {
  const rows = guarded(REST_WRITES).filter(({ row }) => row.object && row.forcedTags !== false);
  it.each(rows)('$name', async ({ name, row }) => {
    const before = await databaseDigest();
    const answer = await restCall(writes.get(name)!, row, outsider);
    const id = objects[row.object!];
    // The area's own sentence ("Media 7 not found."), not the unknown-route one: the route ran and hid the object.
    expect({ status: answer.status, msg: ((await answer.json()) as { msg?: string }).msg }).toEqual({
      status: 404,
      msg: expect.stringMatching(new RegExp(` ${id} not found\\.$`)),
    });
    expect(await databaseDigest()).toEqual(before);
  });
});

describe('GraphQL mutations refuse a user without the permission they need, changing nothing', () => {
  it.each(guarded(MUTATIONS))('$name', async ({ name, row }) => {
    const token = await userLacking(row.needs);
    const before = await databaseDigest();
    const answer = await mutationCall(name, row, token);
    expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('FORBIDDEN');
    expect(await databaseDigest()).toEqual(before);
  });
});

describe('GraphQL mutations refuse a user whose forced tags exclude the object, changing nothing', () => {
  const rows = guarded(MUTATIONS).filter(({ row }) => row.object && row.forcedTags !== false);
  it.each(rows)('$name', async ({ name, row }) => {
    const before = await databaseDigest();
    const answer = await mutationCall(name, row, outsider);
    expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('NOT_FOUND');
    expect(await databaseDigest()).toEqual(before);
  });
});
