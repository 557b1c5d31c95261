import { readFileSync } from 'node:fs';
import { signInDirect, startHiveGateway } from './hive-gateway.ts';
import { type LoadResult, load, printTable } from './load.ts';
import { seedMedia } from './seed-media.ts';
import { startStackProcess } from './stack-process.ts';

/** Pages the media rows rotate over, on every side alike (more than one, so no side answers one cached page). */
const PAGES = 16;

interface Scenario {
  name: string;
  rest: { paths: string[] };
  gateway: { bodies: string[] };
  hive?: { bodies: string[] };
}

const mediaFields = 'id name mediaType width height dateCreated thumbnailUrl';
const hiveMediaFields = 'media_id name media_type width height date_created thumbnail_url';

function scenarios(userId: number): Scenario[] {
  const pages = Array.from({ length: PAGES }, (_, i) => i + 1);
  const restPages = pages.map((p) => `/api/media/?current_page=${p}&page_size=25`);
  const body = (query: string) => JSON.stringify({ query });
  return [
    {
      name: 'me',
      rest: { paths: [`/api/users/${userId}`] },
      gateway: {
        bodies: [
          body(
            '{ me { id username firstName lastName permissions forcedTags cmsMetadata { landingPage introductions } } }',
          ),
        ],
      },
      hive: {
        bodies: [
          body(
            `{ getUser(id: ${userId}) { ... on User { user_id username first_name last_name permissions forced_tags cms_metadata { landing_page introductions } } } }`,
          ),
        ],
      },
    },
    {
      name: 'media page (25)',
      rest: { paths: restPages },
      gateway: {
        bodies: pages.map((p) =>
          body(`{ mediaList(page: ${p}, pageSize: 25) { pageInfo { totalItems } items { ${mediaFields} } } }`),
        ),
      },
      hive: {
        bodies: pages.map((p) =>
          body(
            `{ listMedia(current_page: ${p}, page_size: 25) { ... on listMedia_200_response { page_info { total_items } media { ${hiveMediaFields} } } } }`,
          ),
        ),
      },
    },
    {
      name: 'media page (25) with tags',
      rest: { paths: restPages },
      gateway: {
        bodies: pages.map((p) =>
          body(
            `{ mediaList(page: ${p}, pageSize: 25) { pageInfo { totalItems } items { ${mediaFields} tags { name color } } } }`,
          ),
        ),
      },
      hive: {
        bodies: pages.map((p) =>
          body(
            `{ listMedia(current_page: ${p}, page_size: 25) { ... on listMedia_200_response { page_info { total_items } media { ${hiveMediaFields} tags { name color } } } } }`,
          ),
        ),
      },
    },
  ];
}

/**
 * The gateway against the REST service it wraps, and against Hive Gateway composed from our OpenAPI document:
 * REST service, gateway, Hive Gateway and the load generator each in their own process, 10,000 media; `me`, a
 * media page and a media page with each item's tags at concurrency 1 and 50. The sides of a row run one after
 * the other, `rounds` times over, so machine load from elsewhere falls on all of them alike; the figures are the
 * rounds' medians. Targets (issue 27): gateway >= 80% of direct throughput with p99 <= 2x direct; gateway >= 3x
 * Hive Gateway. Design note and figures: tests/bench/gateway.md.
 */
export async function benchGateway(
  seconds: number,
  {
    rounds = 2,
    hive = true,
    items = 10_000,
    only,
  }: { rounds?: number; hive?: boolean; items?: number; only?: string } = {},
) {
  const stack = await startStackProcess({}, true, (dataDir) => seedMedia(dataDir, items));
  const hiveGateway = hive ? await startHiveGateway(stack.apiUrl) : undefined;
  try {
    const { token, userId } = await signInDirect(stack.apiUrl);
    const headers = { authorization: `Bearer ${token}` };
    const json = { ...headers, 'content-type': 'application/json' };
    const sides = (s: Scenario) => [
      { side: 'REST', request: { url: `${stack.apiUrl}${s.rest.paths[0]}`, headers, paths: s.rest.paths } },
      {
        side: 'gateway',
        request: { url: `${stack.gatewayUrl}/graphql`, method: 'POST' as const, headers: json, ...s.gateway },
      },
      ...(hiveGateway && s.hive
        ? [{ side: 'Hive', request: { url: hiveGateway.url, method: 'POST' as const, headers: json, ...s.hive } }]
        : []),
    ];
    const chosen = scenarios(userId).filter((s) => !only || only.split(',').some((o) => s.name.includes(o)));
    for (const s of chosen) for (const { request } of sides(s)) await checkAnswers(s.name, request);
    // Warm every side (JIT, pools, caches) before measuring.
    for (const s of chosen) for (const { request } of sides(s)) await load('warm-up', request, 10, 2);
    // CPU each process spends per request: on a shared machine it moves far less than throughput does.
    const [apiPid, gatewayPid] = stack.pids as [number, number];
    const processesOf: Record<string, number[]> = {
      REST: [apiPid],
      gateway: [gatewayPid, apiPid],
      Hive: hiveGateway ? [hiveGateway.pid, apiPid] : [],
    };

    const summary: { scenario: string; connections: number; rows: Record<string, LoadResult> }[] = [];
    const cpu: { scenario: string; connections: number; side: string; ms: number[] }[] = [];
    for (const s of chosen) {
      for (const connections of [1, 50]) {
        const runs: Record<string, LoadResult[]> = {};
        for (let round = 0; round < rounds; round++) {
          for (const { side, request } of sides(s)) {
            const pids = processesOf[side]!;
            const before = pids.map(cpuMs);
            const result = await load(`${side} ${s.name}`, request, connections, seconds);
            const done = result.requestsPerSecond * seconds;
            const ms = pids.map((pid, i) => (cpuMs(pid) - before[i]!) / Math.max(done, 1));
            cpu.push({ scenario: s.name, connections, side, ms });
            runs[side] = [...(runs[side] ?? []), result];
          }
        }
        const rows = Object.fromEntries(Object.entries(runs).map(([side, results]) => [side, median(results)]));
        summary.push({ scenario: s.name, connections, rows });
      }
    }

    console.log(
      `\n== gateway vs direct REST vs Hive Gateway (${items} media, separate processes, ${rounds} rounds) ==`,
    );
    printTable(summary.flatMap((s) => Object.values(s.rows)));
    let met = true;
    let hiveMet = true;
    for (const { scenario, connections, rows } of summary) {
      const { REST: rest, gateway, Hive: hiveRow } = rows;
      const ratio = gateway!.requestsPerSecond / rest!.requestsPerSecond;
      const p99 = gateway!.p99 / Math.max(rest!.p99, 1);
      met &&= ratio >= 0.8 && p99 <= 2;
      const vsHive = hiveRow ? gateway!.requestsPerSecond / hiveRow.requestsPerSecond : undefined;
      if (vsHive !== undefined) hiveMet &&= vsHive >= 3;
      console.log(
        `${scenario} at ${connections}: gateway ${(ratio * 100).toFixed(0)}% of REST, p99 ${p99.toFixed(2)}x REST` +
          (vsHive !== undefined ? `; ${vsHive.toFixed(2)}x Hive Gateway` : ''),
      );
    }
    console.log(`target (>= 80% of REST, p99 <= 2x, every row): ${met ? 'met' : 'NOT met'}`);
    console.log('\nCPU per request (ms; front process + api), mean of the rounds:');
    for (const { scenario, connections } of summary) {
      const cells = ['REST', 'gateway', 'Hive'].flatMap((side) => {
        const runs = cpu.filter((c) => c.scenario === scenario && c.connections === connections && c.side === side);
        if (!runs.length) return [];
        const mean = (i: number) => runs.reduce((sum, r) => sum + r.ms[i]!, 0) / runs.length;
        return [`${side} ${runs[0]!.ms.map((_, i) => mean(i).toFixed(2)).join(' + ')}`];
      });
      console.log(`${scenario} at ${connections}: ${cells.join('; ')}`);
    }
    if (hiveGateway) console.log(`target (>= 3x Hive Gateway, every row): ${hiveMet ? 'met' : 'NOT met'}`);
  } finally {
    await hiveGateway?.stop();
    await stack.stop();
  }
}

/** CPU time (user + system) a process has used so far, in ms (/proc ticks are 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The median of a side's rounds by throughput (the whole row of that round, so p99 stays its own). */
function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Each side must answer data, not errors, or its throughput would measure refusals. */
async function checkAnswers(
  name: string,
  request: { url: string; method?: string; headers: Record<string, string>; paths?: string[]; bodies?: string[] },
) {
  const url = request.paths ? new URL(request.paths.at(-1)!, request.url).href : request.url;
  const response = await fetch(url, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.bodies?.at(-1),
  });
  const text = await response.text();
  const answer = JSON.parse(text) as { errors?: unknown };
  if (!response.ok || answer.errors)
    throw new Error(`${name} at ${url}: HTTP ${response.status} ${text.slice(0, 400)}`);
}
