import { readFileSync } from 'node:fs';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { startStackProcess } from './stack-process.ts';

/** Issue 21's layout: 100 texts of 8,400 characters at font size 1 (0.84 MB), on a 10 x 10 grid. */
function attackLayout() {
  const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit ';
  const text = words.repeat(160).slice(0, 8400);
  const children = Array.from({ length: 100 }, (_, i) => ({
    ...newElement('text', `t${i}`),
    left: (i % 10) * 10,
    top: Math.floor(i / 10) * 10,
    pwidth: 10,
    pheight: 10,
    text_value: text,
    font_size: 1,
  }));
  return { ...newLayoutJson(), children };
}

/** Resident memory of a process in MB, now and at its peak (Linux). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * `npm run bench -- --only layout-thumbnails`: three of issue 21's layouts saved at once, their thumbnails asked
 * for at once, /healthz checked every 100 ms meanwhile; prints the render times, the health check's latencies
 * and the api process's memory. Before the bounds: renders not done after 5 minutes, health up to 47 s, 0.8 to
 * 3.2 GB.
 */
export async function benchLayoutThumbnails() {
  const stack = await startStackProcess();
  try {
    const [pid] = stack.pids;
    const login = await fetch(`${stack.apiUrl}/api/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
    });
    const token = ((await login.json()) as { auth_token: string }).auth_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const before = memory(pid!);
    const health: number[] = [];
    let failed = 0;
    let running = true;
    const poll = (async () => {
      while (running) {
        const started = performance.now();
        if (
          !(await fetch(`${stack.gatewayUrl}/healthz`).then(
            (r) => r.ok,
            () => false,
          ))
        )
          failed++;
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const body = (i: number) => JSON.stringify({ name: `Attack ${i}`, tags: ['bench'], json: attackLayout() });
    const saved = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const response = await fetch(`${stack.apiUrl}/api/layouts/`, { method: 'POST', headers, body: body(i) });
        return (await response.json()) as { thumbnail_url_hq: string };
      }),
    );
    const renders = await Promise.all(
      saved.map(async ({ thumbnail_url_hq }) => {
        const response = await fetch(`${stack.apiUrl}${thumbnail_url_hq}`);
        await response.arrayBuffer();
        return `${response.status}, ${(performance.now() - started).toFixed(0)} ms (${response.headers.get('server-timing') ?? 'no render'})`;
      }),
    );
    running = false;
    await poll;
    health.sort((a, b) => a - b);
    const after = memory(pid!);
    console.log('\nLayout thumbnails: issue 21 layout (100 texts x 8,400 characters, font size 1), 3 saved at once');
    for (const [i, render] of renders.entries()) console.log(`  thumbnail ${i + 1}: ${render}`);
    console.log(
      `  /healthz meanwhile: ${health.length} checks, ${failed} failed, median ${health[health.length >> 1]!.toFixed(0)} ms, max ${health.at(-1)!.toFixed(0)} ms`,
    );
    console.log(`  api process: ${before.rss} MB before, ${after.rss} MB after, peak ${after.peak} MB`);
  } finally {
    await stack.stop();
  }
}
