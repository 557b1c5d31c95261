import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ASPECT_RATIOS } from '@signage/domain/layouts/constants';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { thumbnail } from '../../media/thumbnails.ts';
import { layoutVersion } from '../json.ts';
import { CANVAS_WIDTH } from './compose.ts';
import { type ResolveDataLinks, withDataTexts } from './data-texts.ts';
import { tooComplexThumbnails } from './placeholder.ts';
import { DEFAULT_RENDER_BUDGET, type Exec, type RenderBudget, RenderPool } from './render-pool.ts';
import type { RenderInput, RenderOutput } from './render-worker.ts';
import type { Picture } from './svg.ts';

/** What a render answers: the version it drew (the newest, when it joined a queued render), and its time. */
export interface Rendered {
  /** The layout's version whose files exist now; undefined when the layout is gone. */
  version?: string;
  ms: number;
  /** Set when the render went past its budget and the files say the layout is too complex to preview. */
  over?: 'time' | 'memory';
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The canvas height for the editor's aspect ratio (hd, the default: 1080). */
export function canvasHeight(metadata: Record<string, unknown>): number {
  const ratio = metadata.aspect_ratio as string | undefined;
  const custom = metadata.aspect_ratio_custom_sizes as { width?: number; height?: number } | undefined;
  const size =
    ratio === 'custom' && custom?.width && custom.height
      ? { width: custom.width, height: custom.height }
      : (ASPECT_RATIOS[ratio as keyof typeof ASPECT_RATIOS] ?? ASPECT_RATIOS.hd);
  const height = Math.round((CANVAS_WIDTH * size.height) / size.width);
  return Math.min(Math.max(height, 270), CANVAS_WIDTH * 4);
}

/** Fits a canvas inside `max`, keeping its proportions. */
const fit = (height: number, max: { width: number; height: number }) => {
  const scale = Math.min(max.width / CANVAS_WIDTH, max.height / height);
  return { width: Math.max(1, Math.round(CANVAS_WIDTH * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/**
 * How long a layout's saves must pause before its thumbnail renders. An operator in the editor saves in bursts
 * (Ctrl+S after each change); rendering each version took a core for ~150 ms per 500 elements and doubled the
 * next save's time, for thumbnails nobody looked at. A link asked for meanwhile renders at once.
 */
export const THUMBNAIL_SETTLE_MS = 750;

/**
 * Layout thumbnails, rendered from the composition and kept in the data folder
 * (`layouts/thumbs/<id>-<version>[-hq].webp`): once a layout's saves settle, and on demand for a version not
 * rendered yet (asked for before it settled, a render that failed, or rows written by another instance). Renders
 * run in a RenderPool of worker threads, never on the thread answering requests; a render asked for while one of
 * the same layout waits in its queue joins it, as does one asked for the version being rendered. A render past its
 * time or memory budget stores a card saying the layout is too complex to preview.
 */
export class LayoutThumbnails {
  readonly dir: string;
  readonly #running = new Map<number, { version: string; done: Promise<Rendered> }>();
  readonly #settling = new Map<number, NodeJS.Timeout>();
  readonly #pool: RenderPool<RenderInput, RenderOutput>;
  readonly #resolveDataLinks?: ResolveDataLinks;

  constructor(
    private readonly db: Db,
    private readonly mediaStorage: MediaStorage,
    dataDir: string,
    options: { budget?: Partial<RenderBudget>; resolveDataLinks?: ResolveDataLinks } = {},
  ) {
    this.dir = join(dataDir, 'layouts', 'thumbs');
    this.#resolveDataLinks = options.resolveDataLinks;
    this.#pool = new RenderPool(new URL('./render-worker.ts', import.meta.url), {
      ...DEFAULT_RENDER_BUDGET,
      ...Object.fromEntries(Object.entries(options.budget ?? {}).filter(([, v]) => v !== undefined)),
    });
  }

  async init() {
    await mkdir(this.dir, { recursive: true });
  }

  path(id: number, version: string, hq: boolean) {
    return join(this.dir, `${id}-${version}${hq ? '-hq' : ''}.webp`);
  }

  /** Renders the layout's thumbnails for `updated` (or a newer version) unless they exist. */
  async ensure(id: number, updated: Date): Promise<Rendered> {
    const version = layoutVersion({ date_updated: updated });
    if (await exists(this.path(id, version, false))) return { version, ms: 0 };
    const running = this.#running.get(id);
    if (running?.version === version) return running.done;
    return this.#pool.run(id, (exec) => this.#render(id, exec));
  }

  /**
   * After a save: renders the version `updated` once the layout's saves pause for THUMBNAIL_SETTLE_MS; a newer save
   * meanwhile replaces it. `done` hears what was rendered (its time, and whether it went past its budget), or the error.
   */
  afterSave(id: number, updated: Date, done: (rendered: Rendered) => void, failed: (error: unknown) => void) {
    clearTimeout(this.#settling.get(id));
    const timer = setTimeout(() => {
      this.#settling.delete(id);
      this.ensure(id, updated).then(done, failed);
    }, THUMBNAIL_SETTLE_MS);
    timer.unref();
    this.#settling.set(id, timer);
  }

  /**
   * A data source's content changed: the layouts whose texts link to it are drawn again with the new cells. The
   * layout did not change, so neither does its version: each file is replaced whole (a picture asked for meanwhile
   * is the old one or the new one), and the thumbnail route's ETag follows the file.
   */
  async dataChanged(dataSourceId: number): Promise<Rendered[]> {
    const linked = await this.db
      .selectFrom('layouts')
      .select('layout_id')
      // jsonb prints `"data_source": 7,`: the texts linked to this source, not those of another.
      .where(sql<boolean>`json::text ~ ${`"data_source": ${dataSourceId}[,}]`}`)
      .execute();
    return Promise.all(
      linked.map(({ layout_id }) => this.#pool.run(layout_id, (exec) => this.#render(layout_id, exec, true))),
    );
  }

  /** Stops renders waiting for their layout's saves to settle (the service is closing). */
  close() {
    for (const timer of this.#settling.values()) clearTimeout(timer);
    this.#settling.clear();
    this.#pool.close();
  }

  async remove(id: number) {
    clearTimeout(this.#settling.get(id));
    this.#settling.delete(id);
    for (const name of await readdir(this.dir).catch(() => [])) {
      if (name.startsWith(`${id}-`)) await rm(join(this.dir, name), { force: true });
    }
  }

  /**
   * Renders the layout as it is now (a task of the pool: the row is read when a worker is free for it); unless
   * `again`, not when its version's files exist.
   */
  async #render(id: number, exec: Exec<RenderInput, RenderOutput>, again = false): Promise<Rendered> {
    const started = performance.now();
    const row = await this.db
      .selectFrom('layouts')
      .select(['json', 'editor_metadata', 'media_ids', 'date_updated'])
      .where('layout_id', '=', id)
      .executeTakeFirst();
    if (!row) return { ms: 0 };
    const version = layoutVersion(row);
    if (!again && (await exists(this.path(id, version, false)))) return { version, ms: 0 };
    const done = (async (): Promise<Rendered> => {
      const height = canvasHeight(row.editor_metadata ?? {});
      const hq = fit(height, { width: 1280, height: 720 });
      const sd = fit(height, { width: 320, height: 180 });
      const json = await withDataTexts(row.json, this.#resolveDataLinks);
      const outcome = await exec({ json, height, media: await this.#media(row.media_ids), hq, sd });
      const files = outcome.ok ? outcome.value : await tooComplexThumbnails(height, hq, sd);
      await this.#write(this.path(id, version, true), files.hq);
      await this.#write(this.path(id, version, false), files.sd);
      // Older versions are never asked for again: their links carried the old version.
      for (const name of await readdir(this.dir)) {
        if (name.startsWith(`${id}-`) && !name.startsWith(`${id}-${version}`))
          await rm(join(this.dir, name), { force: true });
      }
      const ms = performance.now() - started;
      return outcome.ok ? { version, ms } : { version, ms, over: outcome.over };
    })();
    this.#running.set(id, { version, done });
    try {
      return await done;
    } finally {
      this.#running.delete(id);
    }
  }

  async #write(path: string, data: Uint8Array) {
    const temporary = `${path}.${process.pid}.tmp`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  /** Pictures of the images and videos (their media thumbnails) and the files of uploaded fonts. */
  async #media(ids: readonly number[]) {
    const pictures = new Map<number, Picture>();
    const fontPaths = new Map<number, string>();
    if (!ids.length) return { pictures, fontPaths };
    const rows = await this.db
      .selectFrom('media')
      .select(['media_id', 'name', 'media_type', 'media_format', 'file_name', 'date_updated'])
      .where('media_id', 'in', [...ids])
      .execute();
    for (const row of rows) {
      if (row.media_type === 'font') fontPaths.set(row.media_id, this.mediaStorage.pathOf(row.file_name));
      if (row.media_type !== 'image' && row.media_type !== 'video') continue;
      try {
        const path = await thumbnail(this.mediaStorage, row, 640, 360);
        // The media thumbnail is WebP, which the SVG rasteriser (librsvg) draws as nothing: embed it as PNG.
        const { data, info } = await sharp(await readFile(path))
          .png({ compressionLevel: 1 })
          .toBuffer({ resolveWithObject: true });
        pictures.set(row.media_id, {
          uri: `data:image/png;base64,${data.toString('base64')}`,
          width: info.width,
          height: info.height,
        });
      } catch {
        // A file that cannot be previewed is drawn as its labelled card.
      }
    }
    return { pictures, fontPaths };
  }
}
