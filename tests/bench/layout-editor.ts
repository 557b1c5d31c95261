import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const HARNESS = fileURLToPath(new URL('../../web/src/features/layouts/editor-body/bench/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The harness page built for production, as the console ships. */
async function buildHarness(outDir: string) {
  await build({
    // The console's own Vite configuration (React plugin, chunking), rooted at the harness page.
    configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)),
    root: HARNESS,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

function serve(dir: string): Promise<{ url: string; close(): void }> {
  const server = createServer(async (req, res) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    const file =
      path.startsWith(dir) && (await stat(path).catch(() => null))?.isFile() ? path : join(dir, 'index.html');
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }),
    ),
  );
}

/**
 * The 2D layout editor on a 500-element layout nested three levels, in headless Chromium: time to open, frame
 * intervals during a 2-second drag of one element, and components re-rendered per pointer move.
 */
export async function benchLayoutEditor(runs = 3) {
  const outDir = await mkdtemp(join(tmpdir(), 'layout-editor-bench-'));
  await buildHarness(outDir);
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const opens: number[] = [];
    const mounts: number[] = [];
    const panels: number[] = [];
    const frames: number[] = [];
    let perMove: Record<string, number> = {};
    let moves = 0;
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
      await page.goto(server.url);
      await page.waitForFunction(() => (window as { __ready?: number }).__ready);
      const open = await page.evaluate(() => {
        const w = window as unknown as { __ready: number; __mountStart: number };
        return { ready: w.__ready, mountStart: w.__mountStart };
      });
      opens.push(open.ready);
      mounts.push(open.ready - open.mountStart);
      // The properties panel follows the first frame (a transition); polled once a frame.
      const panel = await page.waitForFunction(() =>
        document.getElementById('layout-properties-heading') ? performance.now() : 0,
      );
      panels.push((await panel.jsonValue()) as number);
      const count = await page.evaluate(() => document.querySelectorAll('[data-element-id]').length);
      if (count !== 501) throw new Error(`the harness drew ${count} elements, not 500 and the root`);
      // A text three levels down, in the middle of the screen.
      const target = page.locator('[data-element-id="t220"]');
      await target.click();
      // The click selects the element, and the tree scrolls its row into view over the next frames: let that
      // settle, so the counts below are the drag's own.
      await page.waitForTimeout(500);
      const box = (await target.boundingBox())!;
      const [x0, y0] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      await page.mouse.move(x0 + 5, y0 + 5);
      // A string, not a function: tsx names inner functions with a helper the page does not have.
      await page.evaluate(`(() => {
        const w = window;
        w.__frames = [];
        w.__moves = 0;
        w.__stop = false;
        for (const key of Object.keys(w.__renderCounts)) w.__renderCounts[key] = 0;
        addEventListener('pointermove', () => w.__moves++, { capture: true });
        const tick = (t) => {
          w.__frames.push(t);
          if (!w.__stop) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      const start = Date.now();
      for (let i = 0; Date.now() - start < 2000; i++) {
        const angle = i / 20;
        await page.mouse.move(x0 + Math.sin(angle) * 60, y0 + Math.cos(angle) * 40);
      }
      const result = await page.evaluate(() => {
        const w = window as unknown as {
          __frames: number[];
          __moves: number;
          __renderCounts: Record<string, number>;
          __stop: boolean;
        };
        w.__stop = true;
        return { frames: w.__frames, moves: w.__moves, counts: { ...w.__renderCounts } };
      });
      await page.mouse.up();
      for (let i = 1; i < result.frames.length; i++) frames.push(result.frames[i]! - result.frames[i - 1]!);
      moves += result.moves;
      for (const [name, n] of Object.entries(result.counts)) perMove[name] = (perMove[name] ?? 0) + n;
      await page.close();
    }
    perMove = Object.fromEntries(Object.entries(perMove).map(([name, n]) => [name, n / moves]));
    const load = loadavg()[0]!.toFixed(1);
    console.log(
      `\nlayout editor, 500 elements nested three levels (headless Chromium, production build; load average ${load} on ${cpus().length} cores)`,
    );
    console.log(
      `  time to open (navigation to first frame drawn): median ${ms(percentile(opens, 50))}, max ${ms(Math.max(...opens))}  (target < 1500 ms)`,
    );
    console.log(`  of which the editor's mount (render start to first frame): median ${ms(percentile(mounts, 50))}`);
    console.log(`  properties panel drawn (navigation to the frame it shows in): median ${ms(percentile(panels, 50))}`);
    console.log(
      `  drag of one element for 2 s: ${moves} pointer moves, ${frames.length} frames; frame interval p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, max ${ms(Math.max(...frames))}  (target p95 < 20 ms)`,
    );
    const rendered = Object.entries(perMove)
      .filter(([, n]) => n > 0)
      .map(([name, n]) => `${name} ${n.toFixed(2)}`);
    console.log(
      `  components rendered per pointer move: ${rendered.join(', ') || 'none'}  (target: the dragged element and its handles)`,
    );
  } finally {
    await browser.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
