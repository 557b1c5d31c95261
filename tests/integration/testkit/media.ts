import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const DEMO_DIR = fileURLToPath(new URL('../../../api/demo/', import.meta.url));

export async function demoFile(name: string): Promise<Buffer> {
  return readFile(`${DEMO_DIR}${name}`);
}

/** A real PNG of the given size, made on the fly. */
export function png(width: number, height: number, background = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export interface UploadFile {
  name: string;
  data: Buffer;
}

export interface UploadResult {
  status: number;
  body: {
    msg?: string;
    media?: { file_name: string; status: 'success' | 'danger'; msg: string; media?: Record<string, unknown> }[];
  };
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
