import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { mediaOperations } from '@signage/contract/media';
import sharp from 'sharp';
import type { Static } from 'typebox';

const run = promisify(execFile);

const DEMO_DIR = fileURLToPath(new URL('../../../api/demo/', import.meta.url));

export async function demoFile(name: string): Promise<Buffer> {
  return readFile(`${DEMO_DIR}${name}`);
}

/** A real PNG of the given size, made on the fly. */
export function png(width: number, height: number, background = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A one-second H.264 MP4 of the given size, made with the api's own ffmpeg (a real video for resolution checks). */
export async function mp4(width: number, height: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'suite-video-'));
  const out = join(dir, `${width}x${height}.mp4`);
  try {
    await run(ffmpeg.path, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=blue:s=${width}x${height}:d=1`,
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A real MP3 tone of `seconds` carrying `title` in its tags, made with the api's own ffmpeg. */
export async function mp3(title: string, seconds = 3, frequency = 440): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'suite-audio-'));
  const out = join(dir, 'tone.mp3');
  try {
    await run(ffmpeg.path, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${frequency}:duration=${seconds}`,
      '-metadata',
      `title=${title}`,
      '-metadata',
      'artist=E2E Band',
      '-c:a',
      'libmp3lame',
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface UploadFile {
  name: string;
  data: Buffer;
}

type Upload = (typeof mediaOperations)['uploadMedia']['response'];

/** What POST /api/media/ answers: 201, 207 or 400 with one result per file, or an error `{ msg }`. */
interface UploadResult {
  status: number;
  body: Partial<Static<Upload[400]>> & { media?: Static<Upload[201]>['media'] };
}

/** POST /api/media/ as the console does: multipart `file` parts plus a `json` part with tags. */
export async function upload(
  apiUrl: string,
  token: string,
  files: UploadFile[],
  tags?: string[],
): Promise<UploadResult> {
  const form = new FormData();
  if (tags) form.append('json', JSON.stringify({ tags }));
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const response = await fetch(`${apiUrl}/api/media/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadResult['body'] };
}
