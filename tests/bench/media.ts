import { openAsBlob } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBigTouchApp } from './big-zip.ts';
import { load, printTable } from './load.ts';
import { BENCH_TAG_COUNT, benchTag, seedMedia } from './seed-media.ts';
import { startStackProcess } from './stack-process.ts';

async function signIn(gatewayUrl: string) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { signIn(username: "admin", password: "bench-Pass-123") { token } }' }),
  });
  return ((await response.json()) as { data: { signIn: { token: string } } }).data.signIn.token;
}

/** mediaList, a page of 25 with a tag filter, over 10,000 items at concurrency 20. Target p99 < 100 ms. */
export async function benchMediaList(seconds: number, layout: 'one-process' | 'separate-processes', items = 10_000) {
  const stack = await startStackProcess({}, layout === 'separate-processes', (dataDir) => seedMedia(dataDir, items));
  try {
    const token = await signIn(stack.gatewayUrl);
    const query = (tag: number, page: number) =>
      JSON.stringify({
        query: `{ mediaList(page: ${page}, pageSize: 25, tags: ["${benchTag(tag)}"]) { pageInfo { totalItems } items { id name mediaType width height dateCreated thumbnailUrl tags { name color } } } }`,
      });
    const request = {
      url: `${stack.gatewayUrl}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: query(7, 2),
    };
    // Every tag on every one of its 16 pages, in turn: 800 different pages, more than the api's page cache
    // keeps, so nearly every answer is read from the database.
    const rotating = {
      ...request,
      bodies: Array.from({ length: BENCH_TAG_COUNT * 16 }, (_, i) =>
        query(i % BENCH_TAG_COUNT, 1 + (Math.floor(i / BENCH_TAG_COUNT) % 16)),
      ),
    };
    const probe = await fetch(request.url, { ...request, headers: { ...request.headers, 'x-rest-calls': '1' } });
    const answer = (await probe.json()) as {
      data: { mediaList: { pageInfo: { totalItems: number }; items: unknown[] } };
      extensions: { restCalls: number };
    };
    await load('warm-up', request, 5, 2);
    const row = await load('GraphQL mediaList(25, tag), one page', request, 20, seconds);
    // Steady state: each tag's first page read since the last write is the cold one (about 10 ms on PGlite).
    await load('warm-up', rotating, 5, 2);
    const mixed = await load('GraphQL mediaList(25, tag), 800 pages', rotating, 20, seconds);
    console.log(`\n== mediaList over ${items} media items (embedded PGlite, ${layout}) ==`);
    printTable([row, mixed]);
    console.log(
      `items on the page: ${answer.data.mediaList.items.length} of ${answer.data.mediaList.pageInfo.totalItems} matching; REST calls per query: ${answer.extensions.restCalls}`,
    );
    const worst = Math.max(row.p99, mixed.p99);
    console.log(`target (p99 < 100 ms at concurrency 20, both rows): ${worst < 100 ? 'met' : 'NOT met'}`);
  } finally {
    await stack.stop();
  }
}

function rssOf(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then((text) => Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? 0) * 1024);
}

/** Streams a 500 MB touch app through the gateway and samples the service's resident memory meanwhile. */
export async function benchBigUpload(megabytes = 500) {
  const zip = join(tmpdir(), `bench-touch-app-${process.pid}.zip`);
  await writeBigTouchApp(zip, megabytes * 1024 * 1024);
  const stack = await startStackProcess();
  try {
    const token = await signIn(stack.gatewayUrl);
    const pid = stack.pids[0]!;
    const baseline = await rssOf(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      void rssOf(pid).then((rss) => {
        peak = Math.max(peak, rss);
      });
    }, 50);
    const form = new FormData();
    form.append('json', JSON.stringify({ tags: ['bench'] }));
    form.append('file', await openAsBlob(zip), 'big-touch-app.zip');
    const started = Date.now();
    const response = await fetch(`${stack.gatewayUrl}/api/media/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { media?: { status: string; msg: string }[]; msg?: string };
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const size = (await stat(zip)).size;
    const growth = (peak - baseline) / 1024 / 1024;
    console.log(`\n== ${megabytes} MB upload through the gateway (api + gateway in one process) ==`);
    console.log(
      `answer: HTTP ${response.status} ${body.media?.[0]?.status ?? ''} ${body.media?.[0]?.msg ?? body.msg ?? ''}`,
    );
    console.log(
      `file ${(size / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(size / 1024 / 1024 / seconds).toFixed(0)} MB/s)`,
    );
    console.log(
      `resident memory: baseline ${(baseline / 1024 / 1024).toFixed(0)} MB, peak ${(peak / 1024 / 1024).toFixed(0)} MB, growth ${growth.toFixed(0)} MB`,
    );
    console.log(`target (growth < 100 MB): ${growth < 100 ? 'met' : 'NOT met'}`);
  } finally {
    await stack.stop();
    await rm(zip, { force: true });
  }
}
