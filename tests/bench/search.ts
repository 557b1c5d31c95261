import { openDatabase } from '../../api/src/db/database.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { freshDatabaseUrl } from '../integration/testkit/stack.ts';
import { SEARCH_TAG_COUNT, SEARCH_WORDS, searchTag, seedSearchObjects } from './seed-search.ts';
import { startStackProcess } from './stack-process.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Requests in turn from `workers` callers for `seconds`; each latency in ms. */
async function measure(urls: string[], token: string, workers: number, seconds: number) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < deadline) {
        const url = urls[next++ % urls.length]!;
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures++;
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: sorted.length,
    failures,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/**
 * GET /api/search over `items` tagged objects (a quarter each of media, devices, layouts and schedules), free text (one word of the names)
 * plus one tag, a page of 25 of each type with its total. Target: p95 < 50 ms. On the embedded database, or
 * on the PostgreSQL server of DATABASE_URL (in a fresh database) when it is set.
 */
export async function benchSearch(seconds: number, items = 100_000) {
  const database = await freshDatabaseUrl();
  const seed = async (dataDir: string) => {
    const { db, close } = await openDatabase({ databaseUrl: database.url, dataDir });
    await migrate(db);
    await seedSearchObjects(db as never, items);
    await close();
  };
  const stack = await startStackProcess(database.url ? { DATABASE_URL: database.url } : {}, false, seed);
  try {
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };
    // Every word with a tag in turn: 50 x 200 different searches, so no answer repeats within a run.
    const urls = Array.from({ length: SEARCH_WORDS.length * SEARCH_TAG_COUNT }, (_, i) => {
      const word = SEARCH_WORDS[i % SEARCH_WORDS.length]!;
      const tag = searchTag((i * 13) % SEARCH_TAG_COUNT);
      return `${stack.apiUrl}/api/search?q=${word}&tags=${tag}&per_page=25`;
    });
    const probe = await fetch(urls[0]!, { headers: { authorization: `Bearer ${token}` } });
    const answer = (await probe.json()) as Record<string, { total_items: number } | unknown[]>;
    await measure(urls, token, 1, 2);
    const one = await measure(urls, token, 1, seconds);
    const four = await measure(urls, token, 4, seconds);
    const where = database.url ? 'PostgreSQL' : 'embedded PGlite';
    console.log(
      `\n== GET /api/search over ${items} tagged objects (media, devices, layouts and schedules, ${where}) ==`,
    );
    console.log('free text (a word) + one tag, page of 25 per type, with totals; 10,000 different searches in turn');
    for (const [label, r] of [
      ['1 caller', one],
      ['4 callers', four],
    ] as const)
      console.log(
        `${label.padEnd(10)} ${String(r.count).padStart(6)} searches  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  non-200: ${r.failures}`,
      );
    const pageInfo = (key: string) => (answer[key] as { total_items: number } | undefined)?.total_items;
    console.log(
      `first search matched ${pageInfo('media_page_info')} media, ${pageInfo('devices_page_info')} devices, ${pageInfo('layouts_page_info')} layouts and ${pageInfo('schedules_page_info')} schedules`,
    );
    console.log(`target (p95 < 50 ms, 1 caller): ${one.p95 < 50 ? 'met' : 'NOT met'}`);
  } finally {
    await stack.stop();
    await database.drop();
  }
}
