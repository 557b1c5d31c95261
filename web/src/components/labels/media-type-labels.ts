import { MEDIA_FORMATS, MEDIA_TYPES, type MediaType } from '@signage/domain/media';

/** How the console names each media type. */
export const MEDIA_TYPE_LABELS: Record<MediaType, string> = {
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  touchapp: 'Touch app',
  font: 'Font',
};

/** Badge colour of each type. */
export const MEDIA_TYPE_PALETTES: Record<MediaType, string> = {
  image: 'blue',
  video: 'purple',
  // Solid orange (orange.600) carries white text at 3.6:1; yellow's solid takes dark text.
  audio: 'yellow',
  touchapp: 'teal',
  font: 'gray',
};

/** The type a format belongs to (spec 01 §9: each format belongs to one type). */
export function mediaTypeOf(mediaFormat: string): MediaType | undefined {
  return MEDIA_TYPES.find((type) => MEDIA_FORMATS[type].includes(mediaFormat));
}
