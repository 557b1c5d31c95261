import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import sharp from 'sharp';
import { CANVAS_WIDTH } from './compose.ts';
import type { RenderOutput, Size } from './render-worker.ts';
import { SvgCanvas } from './svg.ts';

/**
 * The thumbnails of a layout whose render went past its time or memory budget: a card saying it is too complex to
 * preview, stored in place of the picture so the layout is not rendered again until it changes. Small enough to
 * draw on the request thread.
 */
export async function tooComplexThumbnails(height: number, hq: Size, sd: Size): Promise<RenderOutput> {
  const canvas = new SvgCanvas(CANVAS_WIDTH, height);
  canvas.rect({ x: 0, y: 0, w: CANVAS_WIDTH, h: height }, '#37474f');
  const box = { x: CANVAS_WIDTH * 0.1, y: 0, w: CANVAS_WIDTH * 0.8, h: height };
  canvas.text(LAYOUT_MESSAGES.tooComplexToPreview, box, {
    family: 'OpenSans',
    size: 80,
    colour: '#ffffff',
    align: 'centre',
  });
  const picture = sharp(Buffer.from(canvas.toString(hq.width, hq.height)));
  return {
    hq: await picture.clone().webp({ quality: 82 }).toBuffer(),
    sd: await picture.clone().resize(sd.width, sd.height).webp({ quality: 82 }).toBuffer(),
  };
}
