import { readFileSync } from 'node:fs';
import { MAX_JSON_BODY_BYTES } from '@signage/domain/http';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { startStackProcess } from './stack-process.ts';

/**
 * `npm run fuzz [-- --count N] [-- --seed S]`: seeded random and mutated inputs against a running stack,
 * REST requests built from the OpenAPI document and GraphQL documents built from the schema, counting the
 * answers by status and printing every 5xx with the input that caused it (the seed and index reproduce it).
 * Exits 1 when any answer was a 5xx.
 */
const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const count = Number(flag('--count') ?? 20_000);
const seed = Number(flag('--seed') ?? 20261123);
const concurrency = 16;
/** Counted apart: the connection closed while sending a body past the limit (see below). */
const CLOSED_ON_OVERSIZE = 413_0;

/** One request; a keep-alive connection the server had just closed is retried once on a fresh one. */
async function answer(send: () => Promise<Response>): Promise<number> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
    if (!/ECONNRESET|UND_ERR_SOCKET/.test(code)) throw error;
    response = await send().catch(() => send());
  }
  await response.arrayBuffer();
  return response.status;
}

/** mulberry32: small, fast and reproducible. */
function prng(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof prng>;
const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

const ODD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '%00',
  '\u202e\u0000',
  '😀'.repeat(50),
  'x'.repeat(5000),
  "'; drop table users; --",
  '../../etc/passwd',
  '%',
  '_',
  '\\',
  '#tag',
  '<script>alert(1)</script>',
  '\ud800',
  'null',
  '1e309',
  '{"a":1}',
];
/** Wall-clock date-times that match the timer's pattern and still break something: year 0, 30 February, 24:00. */
const ODD_WALL_CLOCKS = [
  '2026-05-01T09:00',
  '2026-05-31T23:59',
  '0000-01-01T00:00',
  '9999-12-31T23:59',
  '2026-02-30T10:00',
  '2026-05-01T24:00',
  '2014-12-31T23:59',
  '2026-05-01 09:00:59.123456789',
];
const ODD_NUMBERS = [0, -1, 1, 2, 2147483647, 2147483648, -2147483649, 1e20, 1.5, Number.MAX_SAFE_INTEGER, 9e300];
const ODD_IDS = [
  '0',
  '-1',
  '1',
  '2',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  '1%00',
  'x'.repeat(300),
  '%2e%2e',
];

function oddValue(r: Random, depth = 0): unknown {
  const roll = r();
  if (roll < 0.3) return pick(r, ODD_STRINGS);
  if (roll < 0.5) return pick(r, ODD_NUMBERS);
  if (roll < 0.58) return r() < 0.5;
  if (roll < 0.62) return null;
  if (depth > 3) return 'deep';
  if (roll < 0.8) return Array.from({ length: Math.floor(r() * 4) }, () => oddValue(r, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(r() * 4) }, () => [
      pick(r, ['a', 'name', 'tags', 'json', '__proto__']),
      oddValue(r, depth + 1),
    ]),
  );
}

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
}

function restInput(
  r: Random,
  operations: Operation[],
): { method: string; path: string; headers: Record<string, string>; body?: string } {
  const op = pick(r, operations);
  const path = op.path.replace(/\{[^}]+\}/g, () => (r() < 0.3 ? '1' : pick(r, ODD_IDS)));
  const params = new URLSearchParams();
  for (const name of op.query) if (r() < 0.5) params.append(name, String(oddValue(r)));
  if (r() < 0.1) params.append(pick(r, ['page', 'page_size', 'ids', 'tags']), pick(r, ODD_IDS));
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (op.method === 'PUT' && op.path === '/api/data_sources/{id}' && r() < 0.4) {
    // The CSV upload: a well-formed multipart body around odd file contents and names.
    const file = pick(r, [...ODD_STRINGS, 'Key,V\na,1\n', 'Key,"open\n', '\uFEFFKey\n', 'Id,V\n1,2\n']);
    const name = pick(r, ['data.csv', 'x.png', '', 'a\u0000.csv', '../../x.csv']);
    const field = r() < 0.8 ? 'file' : pick(r, ODD_STRINGS);
    body = `--x\r\ncontent-disposition: form-data; name="${field}"; filename="${name}"\r\ncontent-type: text/csv\r\n\r\n${file}\r\n--x--\r\n`;
    headers['content-type'] = 'multipart/form-data; boundary=x';
    return { method: op.method, path, headers, body };
  }
  if (op.path.startsWith('/api/schedules/') && op.body.includes('timer') && r() < 0.4) {
    // A schedule body of the right shape around odd timers and tags, so the rules behind the schema are fuzzed.
    const wall = () => pick(r, ODD_WALL_CLOCKS);
    const timer = { start: wall(), end: wall(), dow: pick(r, [0, 1, 127, 128, -1, 96]), day_part: r() < 0.5 };
    const tags = r() < 0.3 ? [] : [pick(r, ['fuzz', '#fuzz', 'a b', '\u0000', 'x'.repeat(99)])];
    const content = r() < 0.8 ? { layout_id: pick(r, [1, 1, 2, 2147483647]) } : { audio_playlist_id: 1 };
    body = JSON.stringify({ ...content, tags, timer, ...(r() < 0.3 ? { confirm_no_tags: true } : {}) });
    return { method: op.method, path, headers: { 'content-type': 'application/json' }, body };
  }
  // DELETE too when the operation takes a body (bulk deletes).
  if (op.method !== 'GET' && (op.method !== 'DELETE' || op.body.length > 0)) {
    const roll = r();
    if (roll < 0.5) {
      const object: Record<string, unknown> = {};
      for (const name of op.body) if (r() < 0.6 && name !== 'password') object[name] = oddValue(r);
      body = JSON.stringify(object);
    } else if (roll < 0.65) body = JSON.stringify(oddValue(r));
    else if (roll < 0.75) body = `{"a":${nested(Math.floor(r() * 20_000))}}`;
    else if (roll < 0.85) body = pick(r, ['{bad', '', 'null', '[]', '"x"', '{"a":1', '\u0000']);
    else body = 'x'.repeat(Math.floor(r() * 3_000_000));
    headers['content-type'] = pick(r, [
      'application/json',
      'application/json',
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ]);
  }
  const query = params.toString();
  return { method: op.method, path: `${path}${query ? `?${query}` : ''}`, headers, body };
}

const schema = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));
const SKIPPED_FIELDS = new Set(['signOut', 'signIn', 'updateMe']);

function argValue(r: Random, type: GraphQLInputType, depth = 0): string {
  if (r() < 0.15) return JSON.stringify(pick(r, ODD_STRINGS));
  if (isNonNullType(type)) return argValue(r, type.ofType, depth);
  if (isListType(type))
    return `[${Array.from({ length: Math.floor(r() * 3) }, () => argValue(r, type.ofType, depth)).join(', ')}]`;
  if (isEnumType(type)) return r() < 0.9 ? pick(r, type.getValues()).name : 'NOT_A_VALUE';
  if (isInputObjectType(type)) {
    if (depth > 3) return '{}';
    const fields = Object.values(type.getFields()).filter((f) => r() < 0.7 && f.name !== 'password');
    return `{ ${fields.map((f) => `${f.name}: ${argValue(r, f.type, depth + 1)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return String(pick(r, ODD_NUMBERS));
    if (type.name === 'Boolean') return r() < 0.5 ? 'true' : 'false';
    if (type.name === 'ID') return JSON.stringify(pick(r, ODD_IDS));
    return JSON.stringify(pick(r, ODD_STRINGS));
  }
  return 'null';
}

function selection(r: Random, type: GraphQLObjectType, depth: number): string {
  const fields = Object.values(type.getFields());
  const chosen = fields.filter(() => r() < 0.5).slice(0, 6);
  if (!chosen.length) chosen.push(fields[0]!);
  return chosen
    .map((field) => {
      const named = getNamedType(field.type);
      const args = field.args.length
        ? `(${field.args
            .filter((a) => isNonNullType(a.type) || r() < 0.4)
            .map((a) => `${a.name}: ${argValue(r, a.type)}`)
            .join(', ')})`
        : '';
      const cleanArgs = args === '()' ? '' : args;
      if (isObjectType(named))
        return depth > 4 ? '' : `${field.name}${cleanArgs} { ${selection(r, named, depth + 1) || '__typename'} }`;
      return `${field.name}${cleanArgs}`;
    })
    .filter(Boolean)
    .join(' ');
}

function graphqlInput(r: Random): string {
  const roll = r();
  if (roll < 0.05) return `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
  if (roll < 0.1) return `{ ${'... on Query { '.repeat(3000)}__typename${' }'.repeat(3000)} }`;
  const root = r() < 0.7 ? schema.getQueryType()! : schema.getMutationType()!;
  const fields = Object.values(root.getFields()).filter((f) => !SKIPPED_FIELDS.has(f.name));
  const field = pick(r, fields) as GraphQLField<unknown, unknown>;
  const named = getNamedType(field.type);
  const args = field.args.map((a) => `${a.name}: ${argValue(r, a.type)}`).join(', ');
  const body = isObjectType(named) ? ` { ${selection(r, named, 1) || '__typename'} }` : '';
  let document = `${root === schema.getMutationType() ? 'mutation ' : ''}{ ${field.name}${args ? `(${args})` : ''}${body} }`;
  if (r() < 0.2) {
    // Mutations of a valid document: a character dropped, doubled or replaced.
    const at = Math.floor(r() * document.length);
    document =
      document.slice(0, at) + pick(r, ['', '{', '}', '(', '"', '\u0000', '$', '@skip']) + document.slice(at + 1);
  }
  return document;
}

/**
 * A layout scheduled on a device, so that id 1 of the layout, schedule and device routes exists past its 404;
 * answers that device's player authorization, so the player calls are fuzzed past their credentials check too.
 */
async function seedSchedules(apiUrl: string, token: string): Promise<string> {
  const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) =>
    (await fetch(`${apiUrl}/api${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) })).json();
  const { layout_id } = (await post('/layouts/', { name: 'Fuzz', tags: ['fuzz'], json: newLayoutJson() })) as {
    layout_id: number;
  };
  const timer = { start: '2026-01-01T00:00', end: '2027-01-01T00:00', dow: 127, day_part: false };
  await post('/schedules/', { layout_id, tags: ['fuzz'], timer });
  const { device_key, player_secret } = (await post('/players/register', {
    model_name: 'F',
    firmware_version: '1',
    type: 'x',
  })) as { device_key: string; player_secret: string };
  const { device_id } = (await post('/devices/activate', { device_key })) as { device_id: number };
  await fetch(`${apiUrl}/api/devices/${device_id}`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ tags: ['fuzz'], time_zone: 'America/New_York' }),
  });
  return `Player ${device_key}:${player_secret}`;
}

/** A data source with a file and a widget auth, so that id 1 of those routes exists and is fuzzed past its 404. */
async function seedDataSources(apiUrl: string, token: string) {
  const authorization = `Bearer ${token}`;
  const json = { authorization, 'content-type': 'application/json' };
  const created = await fetch(`${apiUrl}/api/data_sources/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Fuzz prices', source_type: 'local' }),
  });
  const { data_source_id } = (await created.json()) as { data_source_id: number };
  const form = new FormData();
  form.append('file', new Blob(['Key,Price\nlatte,"3,50"\n']), 'prices.csv');
  await (
    await fetch(`${apiUrl}/api/data_sources/${data_source_id}`, {
      method: 'PUT',
      headers: { authorization },
      body: form,
    })
  ).arrayBuffer();
  const auth = {
    name: 'Fuzz timeline',
    widget_type: 'twitter-timeline',
    widget_auth_token: { token: 'fuzz-token-123456' },
  };
  await (
    await fetch(`${apiUrl}/api/widgets/auth/`, { method: 'POST', headers: json, body: JSON.stringify(auth) })
  ).arrayBuffer();
}

const stack = await startStackProcess({ NODE_ENV: 'production' });
try {
  const login = await fetch(`${stack.apiUrl}/api/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
  });
  const token = ((await login.json()) as { auth_token: string }).auth_token;
  await seedDataSources(stack.apiUrl, token);
  const player = await seedSchedules(stack.apiUrl, token);
  const openapi = (await (await fetch(`${stack.apiUrl}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(openapi.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      // Signing out would end the fuzzer's own session; everything else is fair game.
      if (path.endsWith('/logout')) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(spec.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const r = prng(seed + index);
      const rest = r() < 0.6;
      let described = '';
      let sendRequest: () => Promise<Response>;
      let oversize = false;
      if (rest) {
        const input = restInput(r, operations);
        // A player call mostly carries the player's own credentials, any other call the operator's token.
        const own = input.path.startsWith('/api/players/') || input.path.startsWith('/api/schedules/for_device/');
        const auth =
          r() < 0.9
            ? { authorization: own && r() < 0.8 ? player : `Bearer ${token}` }
            : { authorization: pick(r, ['Bearer junk', 'Basic %%%', 'Player a:b', '']) };
        described = `${input.method} ${input.path} ${input.headers['content-type'] ?? ''} ${input.body?.slice(0, 200) ?? ''}`;
        oversize = (input.body?.length ?? 0) > MAX_JSON_BODY_BYTES;
        const base = r() < 0.5 ? stack.gatewayUrl : stack.apiUrl;
        sendRequest = () =>
          fetch(`${base}${input.path}`, {
            method: input.method,
            headers: { ...input.headers, ...auth },
            body: input.body,
          });
      } else {
        const document = graphqlInput(r);
        described = `GraphQL ${document.slice(0, 300)}`;
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
        sendRequest =
          r() < 0.95
            ? () =>
                fetch(`${stack.gatewayUrl}/graphql`, {
                  method: 'POST',
                  headers,
                  body: JSON.stringify({ query: document }),
                })
            : () =>
                fetch(
                  `${stack.gatewayUrl}/graphql?query=${encodeURIComponent((document.slice(0, 4000) as unknown as { toWellFormed(): string }).toWellFormed())}`,
                  { headers },
                );
      }
      let status: number;
      try {
        status = await answer(sendRequest);
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        // A server may refuse an over-size body and close the connection before the client has sent it all
        // (HTTP/1.1 allows it); the client then sees EPIPE instead of the 413. That is a refusal, not a fault.
        status = oversize && /EPIPE|ECONNRESET/.test(cause?.code ?? '') ? CLOSED_ON_OVERSIZE : 0;
        described = `network error ${(error as Error).message} (${cause?.code ?? cause?.message ?? ''}) ${described}`;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if ((status >= 500 && status !== CLOSED_ON_OVERSIZE) || status === 0)
        failures.push(`#${index} (seed ${seed}) ${status}: ${described}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(`\nFuzz: ${count} inputs (seed ${seed}) in ${seconds.toFixed(0)} s`);
  console.log(
    `answers by status: ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s === CLOSED_ON_OVERSIZE ? 'closed while sending an over-size body' : s}: ${n}`)
      .join(', ')}`,
  );
  const serverErrors = [...statuses]
    .filter(([s]) => (s >= 500 && s !== CLOSED_ON_OVERSIZE) || s === 0)
    .reduce((n, [, c]) => n + c, 0);
  console.log(`5xx answers: ${serverErrors} (target 0)`);
  for (const failure of failures.slice(0, 30)) console.log(failure);
  process.exitCode = serverErrors ? 1 : 0;
} finally {
  await stack.stop();
}
