import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import ffprobe from '@ffprobe-installer/ffprobe';
import { exceedsMaxResolution, type MediaType } from '@signage/domain/media';
import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { fileTypeFromFile } from 'file-type';
import { open as openFont } from 'fontkit';
import { parseFile } from 'music-metadata';
import sharp from 'sharp';
import type { MediaMetadata } from '../db/schema.ts';
import { ProbeError } from './probe-error.ts';
import { checkTouchApp } from './touch-app.ts';

const run = promisify(execFile);

/** What file-type may call a file of each of our formats (wmv and wma are both ASF containers). */
const CONTENT_TYPES: Record<string, string[]> = {
  png: ['png'],
  jpeg: ['jpg'],
  gif: ['gif'],
  mp4: ['mp4', 'm4v', 'mov', 'm4a'],
  mpeg: ['mpg'],
  avi: ['avi'],
  flv: ['flv'],
  '3gp': ['3gp', '3g2', 'mp4'],
  wmv: ['asf'],
  mp3: ['mp3'],
  wma: ['asf'],
  ogg: ['ogg', 'oga', 'opus', 'ogv', 'ogm', 'ogx', 'spx'],
  flac: ['flac'],
  zip: ['zip'],
  ttf: ['ttf'],
  otf: ['otf'],
};

export interface Probed {
  mimeType: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  metadata: MediaMetadata;
}

/**
 * Checks that a stored upload is what its extension claims and reads its metadata: dimensions of images,
 * dimensions and duration of video, duration and tags of audio; fonts and touch-app zips are opened.
 * Throws ProbeError with the message the uploader sees.
 */
export async function probeMedia(path: string, fileName: string, type: MediaType, format: string): Promise<Probed> {
  const detected = await fileTypeFromFile(path);
  if (detected?.ext === 'gz') throw new ProbeError(MEDIA_MESSAGES.gzip);
  if (!detected || !CONTENT_TYPES[format]?.includes(detected.ext)) {
    throw new ProbeError(`Failed to load file: ${fileName}. Its content is not a valid ${format.toUpperCase()} file`);
  }
  const mimeType = detected.mime;
  if (type === 'image') {
    const meta = await sharp(path, { animated: false }).metadata();
    return checked(fileName, {
      mimeType,
      width: meta.width ?? null,
      height: meta.height ?? null,
      duration: null,
      metadata: {},
    });
  }
  if (type === 'video') {
    const video = await ffprobeVideo(path, fileName);
    return checked(fileName, { mimeType, ...video, metadata: {} });
  }
  if (type === 'audio') {
    const { format: f, common } = await parseFile(path, { duration: true, skipCovers: true });
    const metadata: MediaMetadata = {};
    if (common.title) metadata.title = common.title;
    if (common.artist) metadata.artist = common.artist;
    if (common.album) metadata.album = common.album;
    if (common.year) metadata.year = common.year;
    return { mimeType, width: null, height: null, duration: f.duration ?? null, metadata };
  }
  if (type === 'touchapp') {
    await checkTouchApp(path, fileName);
    return { mimeType: 'application/zip', width: null, height: null, duration: null, metadata: {} };
  }
  return {
    mimeType: format === 'otf' ? 'font/otf' : 'font/ttf',
    width: null,
    height: null,
    duration: null,
    // The family name, which a text element will offer as its font.
    metadata: { title: await fontFamily(path, fileName) },
  };
}

/** Real fonts are a few MB (large CJK families reach about 20); fontkit reads the whole file into memory. */
const MAX_FONT_BYTES = 64 * 1024 * 1024;

/** Opens the font and reads its names and a glyph, so a truncated or corrupt file is refused, not stored. */
async function fontFamily(path: string, fileName: string): Promise<string> {
  const unreadable = new ProbeError(`Failed to load file: ${fileName}. It is not a readable font`);
  if ((await stat(path)).size > MAX_FONT_BYTES) {
    throw new ProbeError(`Failed to load file: ${fileName}. Font files larger than 64 MB are not supported`);
  }
  let font: Awaited<ReturnType<typeof openFont>>;
  try {
    font = await openFont(path);
  } catch {
    throw unreadable;
  }
  if (!('familyName' in font) || !font.familyName || font.numGlyphs < 1) throw unreadable;
  try {
    void font.glyphForCodePoint(0x41).bbox;
  } catch {
    throw unreadable;
  }
  return font.familyName;
}

function checked(fileName: string, probed: Probed): Probed {
  if (exceedsMaxResolution(probed.width, probed.height)) throw new ProbeError(MEDIA_MESSAGES.tooLarge(fileName));
  return probed;
}

async function ffprobeVideo(path: string, fileName: string) {
  try {
    const { stdout } = await run(
      ffprobe.path,
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=width,height:format=duration',
        '-of',
        'json',
        path,
      ],
      { timeout: 30_000 },
    );
    const json = JSON.parse(stdout) as {
      streams?: { width?: number; height?: number }[];
      format?: { duration?: string };
    };
    const stream = json.streams?.[0];
    if (!stream?.width || !stream.height) throw new Error('no video stream');
    const duration = json.format?.duration ? Number(json.format.duration) : null;
    return { width: stream.width, height: stream.height, duration: Number.isFinite(duration) ? duration : null };
  } catch {
    throw new ProbeError(`Failed to load file: ${fileName}. The video cannot be read`);
  }
}
