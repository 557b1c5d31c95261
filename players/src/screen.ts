import { escapeXml } from '@signage/domain/xml';
import sharp from 'sharp';

export const SCREEN_SIZE = { width: 1920, height: 1080 };
export const THUMBNAIL_SIZE = { width: 320, height: 180 };

/**
 * What the simulated screen shows: the device name, the time and its data-backed texts, drawn as SVG and
 * rendered to PNG by sharp.
 */
export async function renderScreenshot(name: string, now: Date, thumbnail: boolean, texts: readonly string[] = []) {
  const { width, height } = SCREEN_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1f3f7a"/><stop offset="1" stop-color="#2e6b30"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <text x="50%" y="45%" font-family="sans-serif" font-size="120" fill="#ffffff" text-anchor="middle">${escapeXml(name)}</text>
  <text x="50%" y="62%" font-family="monospace" font-size="64" fill="#d9d9d9" text-anchor="middle">${now.toISOString()}</text>
${texts
  .slice(0, 4)
  .map(
    (text, i) =>
      `  <text x="50%" y="${74 + i * 6}%" font-family="sans-serif" font-size="48" fill="#ffffff" text-anchor="middle">${escapeXml(text.slice(0, 80))}</text>`,
  )
  .join('\n')}
</svg>`;
  const size = thumbnail ? THUMBNAIL_SIZE : SCREEN_SIZE;
  const png = await sharp(Buffer.from(svg)).resize(size.width, size.height).png().toBuffer();
  return { png, ...size };
}

/** The screen switched off outside trading hours: black, nothing on it. */
export async function renderBlack(thumbnail: boolean) {
  const size = thumbnail ? THUMBNAIL_SIZE : SCREEN_SIZE;
  const png = await sharp({ create: { ...size, channels: 3, background: '#000000' } })
    .png()
    .toBuffer();
  return { png, ...size };
}

/**
 * A screenshot of a layout playing: the service's drawing of it (the same composition as the console's
 * thumbnails), scaled to the screen or to a thumbnail, letterboxed in black if its aspect differs.
 */
export async function renderComposition(picture: Buffer, thumbnail: boolean) {
  const size = thumbnail ? THUMBNAIL_SIZE : SCREEN_SIZE;
  const png = await sharp(picture)
    .resize(size.width, size.height, { fit: 'contain', background: '#000000' })
    .png()
    .toBuffer();
  return { png, ...size };
}
