import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ASPECT_RATIOS } from '@signage/domain/layouts/constants';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { thumbnail } from '../../media/thumbnails.ts';
import { CANVAS_WIDTH, composeLayout } from './compose.ts';
import type { Picture } from './svg.ts';

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
 * Layout thumbnails, rendered from the composition on the server and kept in the data folder
 * (`layouts/thumbs/<id>-<version>[-hq].webp`): once a layout's saves settle, and on demand for a version not
 * rendered yet (asked for before it settled, a render that failed, or rows written by another instance). One
 * render per layout version at a time.
 */
export class LayoutThumbnails {
  readonly dir: string;
  readonly #rendering = new Map<string, Promise<number>>();
  readonly #settling = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly mediaStorage: MediaStorage,
    dataDir: string,
  ) {
    this.dir = join(dataDir, 'layouts', 'thumbs');
  }

  async init() {
    await mkdir(this.dir, { recursive: true });
  }

  path(id: number, version: string, hq: boolean) {
    return join(this.dir, `${id}-${version}${hq ? '-hq' : ''}.webp`);
  }

  /** Renders the layout's thumbnails for `updated` unless they exist; answers the milliseconds spent (0 if none). */
  async ensure(id: number, updated: Date): Promise<number> {
    const version = updated.getTime().toString(36);
    if (await exists(this.path(id, version, false))) return 0;
    const key = `${id}-${version}`;
    let running = this.#rendering.get(key);
    if (!running) {
      running = this.#render(id, version).finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, running);
    }
    return running;
  }

  /**
   * After a save: renders the version `updated` once the layout's saves pause for THUMBNAIL_SETTLE_MS; a newer save
   * meanwhile replaces it. `done` hears the milliseconds spent, or the error.
   */
  afterSave(id: number, updated: Date, done: (ms: number) => void, failed: (error: unknown) => void) {
    clearTimeout(this.#settling.get(id));
    const timer = setTimeout(() => {
      this.#settling.delete(id);
      this.ensure(id, updated).then(done, failed);
    }, THUMBNAIL_SETTLE_MS);
    timer.unref();
    this.#settling.set(id, timer);
  }

  /** Stops renders waiting for their layout's saves to settle (the service is closing). */
  close() {
    for (const timer of this.#settling.values()) clearTimeout(timer);
    this.#settling.clear();
  }

  async remove(id: number) {
    clearTimeout(this.#settling.get(id));
    this.#settling.delete(id);
    for (const name of await readdir(this.dir).catch(() => [])) {
      if (name.startsWith(`${id}-`)) await rm(join(this.dir, name), { force: true });
    }
  }

  async #render(id: number, version: string): Promise<number> {
    const started = performance.now();
    const row = await this.db
      .selectFrom('layouts')
      .select(['json', 'editor_metadata', 'media_ids'])
      .where('layout_id', '=', id)
      .executeTakeFirst();
    if (!row) return 0;
    const height = canvasHeight(row.editor_metadata ?? {});
    const media = await this.#media(row.media_ids);
    const hq = fit(height, { width: 1280, height: 720 });
    const sd = fit(height, { width: 320, height: 180 });
    const svg = composeLayout(row.json, height, media, hq);
    // Rasterised once; both sizes are encoded from the pixels. WebP at effort 0: the default effort takes
    // several times longer to encode for a barely smaller file.
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    await this.#write(this.path(id, version, true), await pixels().webp({ quality: 82, effort: 0 }).toBuffer());
    const small = await pixels().resize(sd.width, sd.height).webp({ quality: 82, effort: 0 }).toBuffer();
    await this.#write(this.path(id, version, false), small);
    // Older versions are never asked for again: their links carried the old version.
    for (const name of await readdir(this.dir)) {
      if (name.startsWith(`${id}-`) && !name.startsWith(`${id}-${version}`))
        await rm(join(this.dir, name), { force: true });
    }
    return performance.now() - started;
  }

  async #write(path: string, data: Buffer) {
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
