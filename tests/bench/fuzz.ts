import { readFileSync } from 'node:fs';
import { MAX_JSON_BODY_BYTES } from '@signage/domain/http';
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
import {
  isDateName,
  ODD_DATES,
  ODD_IDS,
  ODD_NUMBERS,
  ODD_STRINGS,
  ODD_WALL_CLOCKS,
  oddValue,
  pick,
  prng,
  type Random,
} from './fuzz-grammar.ts';
import { prepareFuzzDatabase, RESTRICTED_USER, seedDataSources, seedSchedules, signInRest } from './fuzz-seed.ts';
import { startStackProcess } from './stack-process.ts';

/**
 * `npm run fuzz [-- --count N] [-- --seed S]`: seeded random and mutated inputs against a stack, REST requests
 * built from the OpenAPI document and GraphQL documents built from the schema, sent as the administrator, as a
 * restricted user (a few view rights, forced tag `fuzz`) and as a player, counting the answers by status and
 * printing every 5xx with the input that caused it (the seed and index reproduce it). Exits 1 on any 5xx.
 *
 * Without `--base` it starts its own stack (NODE_ENV=production) on free ports. With
 * `--base http://host:port` it targets a running stack's gateway (REST through its /api), signing in as `admin`
 * with `--admin-password` (or ADMIN_PASSWORD) and as the restricted user given by `--user name:password`
 * (default: the one `prepareFuzzDatabase` makes; left out, with a note, when the stack refuses it).
 */
const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const count = Number(flag('--count') ?? 20_000);
const seed = Number(flag('--seed') ?? 20261123);
const base = flag('--base')?.replace(/\/+$/, '');
const adminPassword = flag('--admin-password') ?? process.env.ADMIN_PASSWORD ?? 'bench-Pass-123';
const [restrictedName, restrictedPassword] = (
  flag('--user') ?? `${RESTRICTED_USER.username}:${RESTRICTED_USER.password}`
).split(/:(.*)/s);
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

/** The player reports that carry dates, each with entries of the right shape around an odd date. */
const PLAYER_REPORTS: Record<string, (r: Random) => unknown> = {
  '/api/players/connectivity': (r) => ({ entries: [{ date: pick(r, ODD_DATES), c: pick(r, [0, 50, 100, 101]) }] }),
  '/api/players/playback': (r) => ({
    entries: [{ media_id: pick(r, [1, 2, 2147483647]), playback_date: pick(r, ODD_DATES), count: pick(r, [1, 7]) }],
  }),
  '/api/players/activity': (r) => ({
    events: [{ timestamp: pick(r, ODD_DATES), event: pick(r, ['boot', ...ODD_STRINGS]), details: { a: 1 } }],
  }),
};

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
  for (const name of op.query) if (r() < 0.5) params.append(name, String(oddValue(r, 0, name)));
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
  if (op.method === 'POST' && op.path === '/api/api_license/file' && r() < 0.5) {
    // The licence upload: a well-formed multipart body around odd licence files (half-signed, not JSON, huge).
    const file = pick(r, [
      ...ODD_STRINGS,
      '{"payload":"eyJob2xkZXIiOiJBIn0=","signature":"AAAA"}',
      '{"payload":1,"signature":null}',
      `{"payload":"${'A'.repeat(30_000)}","signature":"AAAA"}`,
      '\uFEFF{}',
    ]);
    const field = r() < 0.8 ? 'file' : pick(r, ODD_STRINGS);
    body = `--x\r\ncontent-disposition: form-data; name="${field}"; filename="site.licence"\r\ncontent-type: application/json\r\n\r\n${file}\r\n--x--\r\n`;
    headers['content-type'] = 'multipart/form-data; boundary=x';
    return { method: op.method, path, headers, body };
  }
  if (op.path.startsWith('/api/players/') && PLAYER_REPORTS[op.path] && r() < 0.5) {
    // A player report of the right shape around odd dates, so the date checks behind the schema are fuzzed.
    body = JSON.stringify(PLAYER_REPORTS[op.path]!(r));
    return { method: op.method, path, headers: { 'content-type': 'application/json' }, body };
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
      for (const name of op.body) if (r() < 0.6 && name !== 'password') object[name] = oddValue(r, 0, name);
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

function argValue(r: Random, type: GraphQLInputType, depth = 0, name = ''): string {
  const named = getNamedType(type);
  if (isScalarType(named) && (named.name === 'DateTime' || (named.name === 'String' && isDateName(name))) && r() < 0.7)
    return JSON.stringify(pick(r, ODD_DATES));
  if (r() < 0.15) return JSON.stringify(pick(r, ODD_STRINGS));
  if (isNonNullType(type)) return argValue(r, type.ofType, depth, name);
  if (isListType(type))
    return `[${Array.from({ length: Math.floor(r() * 3) }, () => argValue(r, type.ofType, depth, name)).join(', ')}]`;
  if (isEnumType(type)) return r() < 0.9 ? pick(r, type.getValues()).name : 'NOT_A_VALUE';
  if (isInputObjectType(type)) {
    if (depth > 3) return '{}';
    const fields = Object.values(type.getFields()).filter((f) => r() < 0.7 && f.name !== 'password');
    return `{ ${fields.map((f) => `${f.name}: ${argValue(r, f.type, depth + 1, f.name)}`).join(', ')} }`;
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
            .map((a) => `${a.name}: ${argValue(r, a.type, 0, a.name)}`)
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
  const args = field.args.map((a) => `${a.name}: ${argValue(r, a.type, 0, a.name)}`).join(', ');
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

// A running stack is reached through its gateway alone: the gateway proxies /api to the REST service.
const stack = base
  ? { gatewayUrl: base, apiUrl: base, stop: async () => {} }
  : await startStackProcess({ NODE_ENV: 'production', ADMIN_PASSWORD: adminPassword }, false, (dataDir) =>
      prepareFuzzDatabase(dataDir, adminPassword),
    );
try {
  const token = await signInRest(stack.apiUrl, 'admin', adminPassword);
  if (!token) throw new Error(`The stack at ${stack.gatewayUrl} refused admin's password (--admin-password).`);
  const restricted = await signInRest(stack.apiUrl, restrictedName ?? '', restrictedPassword ?? '');
  if (!restricted) console.log(`Note: ${restrictedName} could not sign in; no input is sent as a restricted user.`);
  /** Who an input is sent as: mostly the administrator, a third of the time the restricted user. */
  const operator = (r: Random) =>
    restricted && r() < 0.33 ? { who: 'restricted', token: restricted } : { who: 'admin', token };
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
  // Hidden from the OpenAPI document but reachable: the gateways' shared live state (it refuses anyone without
  // the installation's gateway key, which the fuzzer never has).
  for (const method of ['GET', 'PUT']) {
    operations.push({
      method,
      path: '/api/device_live_state/{id}',
      query: [],
      body: method === 'PUT' ? ['screenshot', 'playing'] : [],
    });
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
        // A player call mostly carries the player's own credentials, any other call an operator's token.
        const own =
          input.path.startsWith('/api/players/') ||
          input.path.startsWith('/api/schedules/for_device/') ||
          input.path.startsWith('/api/schedules/now_playing/');
        const as = operator(r);
        const who = r() < 0.9 ? (own && r() < 0.8 ? 'player' : as.who) : 'junk';
        const auth = {
          authorization:
            who === 'player'
              ? player
              : who === 'junk'
                ? pick(r, ['Bearer junk', 'Basic %%%', 'Player a:b', ''])
                : `Bearer ${as.token}`,
        };
        described = `[${who}] ${input.method} ${input.path} ${input.headers['content-type'] ?? ''} ${input.body?.slice(0, 200) ?? ''}`;
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
        const as = operator(r);
        described = `[${as.who}] GraphQL ${document.slice(0, 300)}`;
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${as.token}` };
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
