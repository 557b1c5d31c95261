import { classifyMediaFile, exceedsMaxResolution, tooBigForUpload } from '@signage/domain/media';
import { MEDIA_MESSAGES } from '@signage/domain/messages';

export interface Dimensions {
  width: number;
  height: number;
}

/** Reads an image's or a video's size in the browser; null when the browser cannot tell (the server decides). */
export type ProbeDimensions = (file: File, kind: 'image' | 'video') => Promise<Dimensions | null>;

/**
 * The browser's checks before sending (spec 01 §5 "Media upload"): type by extension (gzip, fonts, unsupported),
 * size limit, and the 1920 x 1080 limit for images and videos. Answers the refusal message, or null to send.
 * A convenience only: the server applies the same rules.
 */
export async function refusalOf(file: File, maxUploadBytes: number, probe: ProbeDimensions): Promise<string | null> {
  const classified = classifyMediaFile(file.name);
  if ('error' in classified) return classified.error;
  if (maxUploadBytes > 0 && file.size > maxUploadBytes) return tooBigForUpload(file.name, maxUploadBytes);
  if (classified.type === 'image' || classified.type === 'video') {
    const dimensions = await probe(file, classified.type);
    if (dimensions && exceedsMaxResolution(dimensions.width, dimensions.height)) {
      return MEDIA_MESSAGES.tooLarge(file.name);
    }
  }
  return null;
}

/** Gives up on a file the browser cannot decode quickly. */
const PROBE_TIMEOUT_MS = 10_000;

/** Image size from an <img>, video size from a <video>'s loadedmetadata. */
export const probeDimensions: ProbeDimensions = (file, kind) =>
  new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const element = kind === 'image' ? new Image() : document.createElement('video');
    const finish = (dimensions: Dimensions | null) => {
      clearTimeout(timer);
      element.onload = null;
      element.onerror = null;
      if (element instanceof HTMLVideoElement) {
        element.onloadedmetadata = null;
        element.removeAttribute('src');
        element.load();
      }
      URL.revokeObjectURL(url);
      resolve(dimensions);
    };
    const timer = setTimeout(() => finish(null), PROBE_TIMEOUT_MS);
    element.onerror = () => finish(null);
    if (element instanceof HTMLVideoElement) {
      element.preload = 'metadata';
      element.muted = true;
      element.onloadedmetadata = () => finish({ width: element.videoWidth, height: element.videoHeight });
    } else {
      element.onload = () => finish({ width: element.naturalWidth, height: element.naturalHeight });
    }
    element.src = url;
  });
