import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished, pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { cleanFileName } from '@signage/domain/control-characters';
import { classifyMediaFile, type MediaType, tooBigForUpload } from '@signage/domain/media';
import type { MediaContext } from './context.ts';
import { type Probed, probeMedia } from './probe.ts';
import { ProbeError } from './probe-error.ts';

export interface Received {
  originalName: string;
  temporary: string;
  type: MediaType;
  format: string;
  size: number;
  probed: Probed;
}

export type Outcome = { ok: true; file: Received } | { ok: false; originalName: string; msg: string };

/**
 * Streams one multipart file to a temporary file (memory stays flat whatever its size), then checks it:
 * type by extension, size limit, content against extension, metadata and resolution. A refused file is
 * removed at once; an accepted one stays temporary until the caller commits it.
 */
export async function receiveFile({ storage, maxUploadBytes }: MediaContext, part: MultipartFile): Promise<Outcome> {
  // Stripped, not refused: the person chose the file, not its name's bytes (a control character broke thumbnails).
  const originalName = cleanFileName(part.filename ?? '', 'unnamed');
  const classified = classifyMediaFile(originalName);
  if ('error' in classified) {
    part.file.resume();
    // finished(), not once('end'): an upload aborted while this part is drained rejects instead of hanging.
    await finished(part.file);
    return { ok: false, originalName, msg: classified.error };
  }
  const temporary = storage.temporaryPath();
  try {
    await pipeline(part.file, createWriteStream(temporary));
    if (part.file.truncated) {
      throw new ProbeError(tooBigForUpload(originalName, maxUploadBytes));
    }
    const { size } = await stat(temporary);
    const probed = await probeMedia(temporary, originalName, classified.type, classified.format);
    return {
      ok: true,
      file: { originalName, temporary, type: classified.type, format: classified.format, size, probed },
    };
  } catch (error) {
    await storage.remove(temporary);
    if (error instanceof ProbeError) return { ok: false, originalName, msg: error.message };
    throw error;
  }
}

/** The item name shown in the library: the file name without its extension. */
export function mediaNameOf(originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  return (dot > 0 ? originalName.slice(0, dot) : originalName).slice(0, 255);
}
