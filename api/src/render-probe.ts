import sharp from 'sharp';
import type { LayoutElement } from '@signage/domain/layouts/elements';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { composeLayout } from './layouts/thumbnail/compose.ts';
const root = newLayoutJson();
for (let r = 0; r < 20; r++) {
  const children: LayoutElement[] = [];
  for (let c = 0; c < 24; c++) {
    const box = { left: (c % 6) * 16, top: Math.floor(c / 6) * 25, pwidth: 16, pheight: 25, zOrder: c };
    const kind = (['image', 'video', 'text', 'widget_web', 'streamingvideo', 'text'] as const)[c % 6]!;
    const element = { ...newElement(kind, `e${r}-${c}`), ...box } as LayoutElement;
    if (element.type === 'image') element.media_id = 1;
    if (element.type === 'video') element.media_id = 2;
    if (element.type === 'text') Object.assign(element, { text_value: `Item ${r}.${c} special offer`, font_size: 40 });
    children.push(element);
  }
  root.children.push({ ...newElement('region', `r${r}`), left: (r % 5) * 20, top: Math.floor(r / 5) * 25, pwidth: 20, pheight: 25, children });
}
const mode = process.argv[2] ?? 'big';
const size = mode === 'big' ? [640, 360] : [160, 90];
const pic = await sharp({ create: { width: size[0]!, height: size[1]!, channels: 3, background: '#3366cc' } }).webp().toBuffer();
const picture = { uri: `data:image/webp;base64,${pic.toString('base64')}`, width: size[0]!, height: size[1]! };
const pictures = new Map(mode === 'none' ? [] : [[1, picture], [2, picture]]);
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const svg = composeLayout(root, 1080, { pictures, fontPaths: new Map() }, { width: 1280, height: 720 });
  const composed = performance.now() - t;
  t = performance.now();
  const out = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  console.log(mode, `compose ${composed.toFixed(0)} ms, svg ${(svg.length / 1024).toFixed(0)} KB, rasterise ${(performance.now() - t).toFixed(0)} ms`);
  if (i === 2) await sharp(out).png().toFile(`/tmp/big-${mode}.png`);
}
