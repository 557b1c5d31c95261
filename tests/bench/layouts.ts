import { readFile } from 'node:fs/promises';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import sharp from 'sharp';
import { load, printTable } from './load.ts';
import { seedLayouts } from './seed-layouts.ts';
import { BENCH_TAG_COUNT, benchTag } from './seed-media.ts';
import { startStackProcess } from './stack-process.ts';

async function signIn(apiUrl: string) {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('admin:bench-Pass-123').toString('base64')}` },
  });
  return ((await response.json()) as { auth_token: string }).auth_token;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function uploadMedia(apiUrl: string, token: string, file: string, data: Buffer) {
  const form = new FormData();
  form.append('json', JSON.stringify({ tags: ['bench'] }));
  form.append('file', new Blob([new Uint8Array(data)]), file);
  const response = await fetch(`${apiUrl}/api/media/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await response.json()) as { media: { media: { media_id: number } }[] }).media[0]!.media.media_id;
}

/** 500 elements: 20 regions of 24 children (images, videos, text, widgets, streams) and their 20 parents. */
function bigLayout(image: number, video: number) {
  const root = newLayoutJson();
  for (let r = 0; r < 20; r++) {
    const children: LayoutElement[] = [];
    for (let c = 0; c < 24; c++) {
      const box = { left: (c % 6) * 16, top: Math.floor(c / 6) * 25, pwidth: 16, pheight: 25, zOrder: c };
      const kind = (['image', 'video', 'text', 'widget_web', 'streamingvideo', 'text'] as const)[c % 6]!;
      const element = { ...newElement(kind, `e${r}-${c}`), ...box } as LayoutElement;
      if (element.type === 'image') element.media_id = image;
      if (element.type === 'video') element.media_id = video;
      if (element.type === 'text')
        Object.assign(element, { text_value: `Item ${r}.${c} special offer`, font_size: 40 });
      children.push(element);
    }
    const region = newElement('region', `r${r}`);
    root.children.push({
      ...region,
      left: (r % 5) * 20,
      top: Math.floor(r / 5) * 25,
      pwidth: 20,
      pheight: 25,
      children,
    });
  }
  return { name: 'Big layout', tags: ['bench'], json: root };
}

/**
 * GET /api/layouts/ over 10,000 layouts, a page of 25 with a tag, at concurrency 20 (target p99 < 100 ms on the
 * embedded database); then a 500-element layout created (with its thumbnail rendered) and loaded through REST.
 */
export async function benchLayouts(seconds: number, items = 10_000) {
  const stack = await startStackProcess({}, false, (dataDir) => seedLayouts(dataDir, items));
  try {
    const token = await signIn(stack.apiUrl);
    const headers = { authorization: `Bearer ${token}` };
    const listUrl = (tag: number, page: number) =>
      `${stack.apiUrl}/api/layouts/?tags=${benchTag(tag)}&current_page=${page}`;
    const probe = await (await fetch(listUrl(7, 2), { headers })).json();
    await load('warm-up', { url: listUrl(7, 2), headers }, 5, 2);
    const one = await load('REST layouts(25, tag), one page', { url: listUrl(7, 2), headers }, 20, seconds);
    // Every tag on each of its 16 pages in turn: more pages than the page cache keeps.
    const paths = Array.from({ length: BENCH_TAG_COUNT * 16 }, (_, i) => {
      const url = new URL(listUrl(i % BENCH_TAG_COUNT, 1 + (Math.floor(i / BENCH_TAG_COUNT) % 16)));
      return `${url.pathname}${url.search}`;
    });
    const mixed = await load('REST layouts(25, tag), 800 pages', { url: listUrl(0, 1), headers, paths }, 20, seconds);
    console.log(`\n== layouts list over ${items} layouts (embedded PGlite, REST) ==`);
    printTable([one, mixed]);
    console.log(`items on the page: ${probe.layouts.length} of ${probe.page_info.total_items} matching`);
    console.log(`target (p99 < 100 ms at concurrency 20): ${Math.max(one.p99, mixed.p99) < 100 ? 'met' : 'NOT met'}`);

    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const image = await uploadMedia(stack.apiUrl, token, 'poster.png', png);
    const video = await uploadMedia(
      stack.apiUrl,
      token,
      'clip.mp4',
      await readFile(new URL('../../api/demo/sample.mp4', import.meta.url)),
    );
    const body = JSON.stringify(bigLayout(image, video));
    const creates: number[] = [];
    const ready: number[] = [];
    const renders: number[] = [];
    let id = 0;
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      const response = await fetch(`${stack.apiUrl}/api/layouts/`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      creates.push(performance.now() - started);
      if (response.status !== 201) throw new Error(`create answered ${response.status}`);
      const created = (await response.json()) as { layout_id: number; thumbnail_url_hq: string };
      id = created.layout_id;
      // The render started at save; the thumbnail link waits for it and says how long it took.
      const thumb = await fetch(`${stack.apiUrl}${created.thumbnail_url_hq}`);
      await thumb.arrayBuffer();
      ready.push(performance.now() - started);
      renders.push(Number(/dur=([\d.]+)/.exec(thumb.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN));
    }
    const get = await load(
      'REST GET a 500-element layout',
      { url: `${stack.apiUrl}/api/layouts/${id}`, headers },
      20,
      seconds,
    );
    console.log(`\n== a 500-element layout through REST (${(body.length / 1024).toFixed(0)} KB of JSON) ==`);
    printTable([get]);
    const fmt = (v: number[]) => `p50 ${percentile(v, 50).toFixed(0)} ms, p99 ${percentile(v, 99).toFixed(0)} ms`;
    console.log(`create (save rules, media checks, insert), 15 in a row: ${fmt(creates)}`);
    console.log(`thumbnail render (Server-Timing, off the request path): ${fmt(renders)}`);
    console.log(`create until its 1280 x 720 thumbnail is fetched: ${fmt(ready)}`);
  } finally {
    await stack.stop();
  }
}
