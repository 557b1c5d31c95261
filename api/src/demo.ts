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

/** The demo's sample MP3, for other seeding (scripts/seed-events.ts) that needs a real audio file. */
export const DEMO_AUDIO_FILE = `${DEMO_DIR}sample.mp3`;

/** A 1920 x 1080 labelled picture (a JPEG when `file` ends in .jpg, else a PNG). */
export async function drawImage(path: string, image: { file: string; text: string; sub: string; background: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
    <rect width="1920" height="1080" fill="${image.background}"/>
    <text x="960" y="520" font-family="DejaVu Sans, sans-serif" font-size="180" font-weight="bold" fill="#fff" text-anchor="middle">${image.text}</text>
    <text x="960" y="700" font-family="DejaVu Sans, sans-serif" font-size="80" fill="#eee" text-anchor="middle">${image.sub}</text>
  </svg>`;
  const picture = sharp(Buffer.from(svg));
  await (image.file.endsWith('.jpg') ? picture.jpeg({ quality: 85 }) : picture.png()).toFile(path);
}

/** A file written at `temporary`, taken in as an upload named `originalName` would be: classified and probed. */
export async function receivedFile(temporary: string, originalName: string): Promise<Received> {
  const classified = classifyMediaFile(originalName);
  if ('error' in classified) throw new Error(classified.error);
  const probed = await probeMedia(temporary, originalName, classified.type, classified.format);
  const { size } = await stat(temporary);
  return { originalName, temporary, type: classified.type, format: classified.format, size, probed };
}

/** `npm start` on a new database: a few media items of each type, tagged #demo, owned by the administrator. */
export async function loadDemoMedia(ctx: MediaContext, userId: number) {
  const received: Received[] = [];
  for (const image of DEMO_IMAGES) {
    const temporary = ctx.storage.temporaryPath();
    await drawImage(temporary, image);
    received.push(await receivedFile(temporary, image.file));
  }
  for (const demo of DEMO_FILES) {
    const temporary = ctx.storage.temporaryPath();
    await copyFile(`${DEMO_DIR}${demo.file}`, temporary);
    received.push(await receivedFile(temporary, demo.name));
  }
  return storeReceived(ctx, received, ['demo'], userId);
}
