import { execFile } from 'node:child_process';
import { access, rename } from 'node:fs/promises';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { escapeXml } from '@signage/domain/xml';
import sharp from 'sharp';
import type { MediaStorage } from './storage.ts';

const run = promisify(execFile);

export interface ThumbSource {
  media_id: number;
  name: string;
  media_type: string;
  media_format: string;
  file_name: string;
  date_updated: Date;
}

export const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** A media item whose stored file is gone: answered 404 with MEDIA_MESSAGES.fileMissing, never a 500. */
export class MissingMediaFile extends Error {
  override name = 'MissingMediaFile';
}

/** Keeps 1..1920 so a crafted URL cannot ask sharp for a gigantic canvas. */
/** The only preview sizes made (16:9): a request is served the smallest that covers it, so any number of
 * distinct ?width= values makes at most this many files per media item. */
export const THUMB_SIZES = [
  { width: 160, height: 90 },
  { width: 320, height: 180 },
  { width: 640, height: 360 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

export function thumbSize(
  width: number | undefined,
  height: number | undefined,
  fallback: { width: number; height: number },
): { width: number; height: number } {
  const w = width && width > 0 ? width : width === undefined && height === undefined ? fallback.width : 1;
  const h = height && height > 0 ? height : width === undefined && height === undefined ? fallback.height : 1;
  return THUMB_SIZES.find((size) => size.width >= w && size.height >= h) ?? THUMB_SIZES[THUMB_SIZES.length - 1]!;
}

/**
 * A WebP preview fitting inside width x height, made once and cached on disk by media, size and version.
 * Images are resized; videos use a frame from their first second; other types, and a picture that cannot be
 * decoded, get a drawn card. Throws MissingMediaFile when an image's or video's file is gone.
 */
export async function thumbnail(storage: MediaStorage, media: ThumbSource, width: number, height: number) {
  const version = media.date_updated.getTime().toString(36);
  const target = storage.thumbPath(media.media_id, `${width}x${height}-${version}.webp`);
  if (await exists(target)) return target;
  const source = await thumbnailSource(storage, media, version);
  const temporary = `${target}.${process.pid}.tmp`;
  const write = (input: string | Buffer) =>
    sharp(input, { animated: false })
      .resize(width, height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(temporary);
  // A file that is there but is no picture sharp can read (or a video ffmpeg could not take a frame of).
  await write(source).catch(() => write(card(media)));
  await rename(temporary, target);
  return target;
}

async function thumbnailSource(storage: MediaStorage, media: ThumbSource, version: string): Promise<string | Buffer> {
  const file = storage.pathOf(media.file_name);
  const pictured = media.media_type === 'image' || media.media_type === 'video';
  if (pictured && !(await exists(file))) throw new MissingMediaFile(MEDIA_MESSAGES.fileMissing(media.media_id));
  if (media.media_type === 'image') return file;
  if (media.media_type === 'video') {
    const poster = storage.thumbPath(media.media_id, `poster-${version}.png`);
    if (!(await exists(poster))) {
      await run(ffmpeg.path, ['-v', 'error', '-y', '-ss', '0.5', '-i', file, '-frames:v', '1', poster], {
        timeout: 30_000,
      }).catch(() =>
        run(ffmpeg.path, ['-v', 'error', '-y', '-i', file, '-frames:v', '1', poster], { timeout: 30_000 }),
      );
    }
    return poster;
  }
  return card(media);
}

const CARD_COLOURS: Record<string, string> = { audio: '#1f3f7a', font: '#4a4a4a', touchapp: '#2e6b30' };
const CARD_LABELS: Record<string, string> = { audio: 'AUDIO', font: 'Aa', touchapp: 'TOUCH APP' };

/**
 * A 1280 x 720 card naming the type and the file, for media without a picture of their own. The name is escaped
 * whatever it holds (control characters are dropped), so no name can make the card unreadable.
 */
function card(media: ThumbSource): Buffer {
  const label = CARD_LABELS[media.media_type] ?? media.media_format.toUpperCase();
  const name = media.name.length > 40 ? `${media.name.slice(0, 39)}…` : media.name;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
  <rect width="1280" height="720" fill="${CARD_COLOURS[media.media_type] ?? '#333'}"/>
  <text x="640" y="360" font-family="DejaVu Sans, sans-serif" font-size="150" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
  <text x="640" y="520" font-family="DejaVu Sans, sans-serif" font-size="54" fill="#ddd" text-anchor="middle">${escapeXml(name)}</text>
  <text x="640" y="600" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#bbb" text-anchor="middle">.${escapeXml(media.media_format)}</text>
</svg>`;
  return Buffer.from(svg);
}
