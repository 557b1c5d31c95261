import { parentPort } from 'node:worker_threads';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import sharp from 'sharp';
import { type ComposeMedia, composeLayout } from './compose.ts';

export interface Size {
  width: number;
  height: number;
}

/** A layout to draw: its tree (data links already resolved), canvas height, media, and the two sizes made. */
export interface RenderInput {
  json: LayoutElement;
  height: number;
  media: ComposeMedia;
  hq: Size;
  sd: Size;
}

/** The two WebP thumbnails. */
export interface RenderOutput {
  hq: Uint8Array;
  sd: Uint8Array;
}

/**
 * The layout thumbnail render, in a worker thread of the RenderPool: composing the SVG and rasterising it take a
 * core (and, for a crafted layout, memory) that the request-answering thread must keep.
 */
async function render({ json, height, media, hq, sd }: RenderInput): Promise<RenderOutput> {
  const svg = composeLayout(json, height, media, hq);
  // Rasterised once; both sizes are encoded from the pixels. WebP at effort 0: the default effort takes several
  // times longer to encode for a barely smaller file.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return {
    hq: await pixels().webp({ quality: 82, effort: 0 }).toBuffer(),
    sd: await pixels().resize(sd.width, sd.height).webp({ quality: 82, effort: 0 }).toBuffer(),
  };
}

parentPort?.on('message', (input: RenderInput) => {
  render(input).then(
    (value) => parentPort!.postMessage({ value }),
    (error: Error) => parentPort!.postMessage({ error: error.message }),
  );
});
