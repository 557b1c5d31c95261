import { copyFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { classifyMediaFile } from '@signage/domain/media';
import sharp from 'sharp';
import type { MediaContext } from './media/context.ts';
import { probeMedia } from './media/probe.ts';
import type { Received } from './media/receive.ts';
import { storeReceived } from './media/store.ts';

const DEMO_DIR = fileURLToPath(new URL('../demo/', import.meta.url));

/** Pictures drawn here, so the demo needs no image files in the repository. */
const DEMO_IMAGES = [
  { file: 'welcome.png', text: 'Welcome', sub: 'Lobby screen', background: '#1f3f7a' },
  { file: 'lunch-menu.jpg', text: 'Lunch menu', sub: 'Soup of the day 4.50', background: '#2e6b30' },
  { file: 'summer-sale.png', text: 'Summer sale', sub: 'Up to 50% off', background: '#d9534f' },
];

const DEMO_FILES = [
  { file: 'sample.mp4', name: 'test-pattern.mp4' },
  { file: 'sample.mp3', name: 'test-tone.mp3' },
  { file: 'sample.ttf', name: 'liberation-mono.ttf' },
  { file: 'sample.zip', name: 'touch-demo.zip' },
];

async function drawImage(path: string, image: (typeof DEMO_IMAGES)[number]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
    <rect width="1920" height="1080" fill="${image.background}"/>
    <text x="960" y="520" font-family="DejaVu Sans, sans-serif" font-size="180" font-weight="bold" fill="#fff" text-anchor="middle">${image.text}</text>
    <text x="960" y="700" font-family="DejaVu Sans, sans-serif" font-size="80" fill="#eee" text-anchor="middle">${image.sub}</text>
  </svg>`;
  const picture = sharp(Buffer.from(svg));
  await (image.file.endsWith('.jpg') ? picture.jpeg({ quality: 85 }) : picture.png()).toFile(path);
}

/** `npm start` on a new database: a few media items of each type, tagged #demo, owned by the administrator. */
export async function loadDemoMedia(ctx: MediaContext, userId: number) {
  const received: Received[] = [];
  const add = async (temporary: string, originalName: string) => {
    const classified = classifyMediaFile(originalName);
    if ('error' in classified) throw new Error(classified.error);
    const probed = await probeMedia(temporary, originalName, classified.type, classified.format);
    const { size } = await stat(temporary);
    received.push({ originalName, temporary, type: classified.type, format: classified.format, size, probed });
  };
  for (const image of DEMO_IMAGES) {
    const temporary = ctx.storage.temporaryPath();
    await drawImage(temporary, image);
    await add(temporary, image.file);
  }
  for (const demo of DEMO_FILES) {
    const temporary = ctx.storage.temporaryPath();
    await copyFile(`${DEMO_DIR}${demo.file}`, temporary);
    await add(temporary, demo.name);
  }
  return storeReceived(ctx, received, ['demo'], userId);
}
