/** Media rules of spec 01 §5 and §9, checked by the console before upload and by the REST service on receipt. */
import { MAX_UPLOAD_HEIGHT, MAX_UPLOAD_WIDTH } from './constants.ts';
import { MEDIA_MESSAGES } from './messages.ts';

export const MEDIA_TYPES = ['image', 'video', 'audio', 'touchapp', 'font'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Formats per type (spec 01 §9), by file extension. */
export const MEDIA_FORMATS: Record<MediaType, readonly string[]> = {
  image: ['png', 'jpeg', 'gif'],
  video: ['mp4', 'mpeg', 'avi', 'flv', '3gp', 'wmv'],
  audio: ['mp3', 'wma', 'ogg', 'flac'],
  touchapp: ['zip'],
  font: ['otf', 'ttf'],
};

/** Extensions that name one of the formats above. */
const EXTENSION_ALIASES: Record<string, string> = { jpg: 'jpeg', mpg: 'mpeg' };

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

interface Classified {
  type: MediaType;
  format: string;
}

/**
 * Decides type and format from the file name, or answers the spec's refusal message. Fonts other than TTF/OTF
 * and gzip get their own messages.
 */
export function classifyMediaFile(fileName: string): Classified | { error: string } {
  const ext = extensionOf(fileName);
  if (ext === 'gz' || ext === 'gzip' || ext === 'tgz') return { error: MEDIA_MESSAGES.gzip };
  if (['woff', 'woff2', 'eot', 'fon', 'pfb', 'pfm'].includes(ext)) return { error: MEDIA_MESSAGES.fontType };
  const format = EXTENSION_ALIASES[ext] ?? ext;
  for (const type of MEDIA_TYPES) {
    if (MEDIA_FORMATS[type].includes(format)) return { type, format };
  }
  return { error: MEDIA_MESSAGES.unsupported(fileName, ext || '(none)') };
}

/** Images and videos are refused when both dimensions exceed 1920 x 1080 (spec 01 §5). */
export function exceedsMaxResolution(width: number | null | undefined, height: number | null | undefined): boolean {
  return (width ?? 0) > MAX_UPLOAD_WIDTH && (height ?? 0) > MAX_UPLOAD_HEIGHT;
}

/** File-name preview: names longer than 12 characters are shortened (spec 01 §5 "Display"). */
export function shortFileName(name: string, max = 12): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** File sizes, spec 01 §5: under 1000 as b, under 1 MiB as kb, otherwise mb (the upload preview). */
export function compactFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} b`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kb`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} mb`;
}

/** File sizes elsewhere: bytes, KB, MB, GB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * Refusal of a file over the installation's upload limit (MAX_UPLOAD_BYTES), in the spec's "Failed to load
 * file" form; the console checks before sending and the REST service again on receipt.
 */
export function tooBigForUpload(file: string, maxBytes: number): string {
  return `Failed to load file: ${file}. It is larger than the maximum upload size of ${fileSize(maxBytes)}`;
}
