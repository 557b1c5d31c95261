import type { LayoutType } from './constants.ts';
import { type ContainerElement, type LayoutElement, newElement } from './elements.ts';

/** The root element a new layout starts with: the whole screen as a region, or an empty sync sequence. */
export function newLayoutJson(layoutType: LayoutType = 'layout'): ContainerElement {
  if (layoutType === 'sync_sequence') return { ...newElement('sequence', 'root'), name: 'Sync sequence' };
  return { ...newElement('region', 'root'), name: 'Layout' };
}

/** Every element of the tree, parents before children, with its depth (the root at 0). */
export function* elementsOf(
  root: LayoutElement,
  depth = 0,
): Generator<{ element: LayoutElement; depth: number; parent?: ContainerElement }> {
  yield { element: root, depth };
  if (!('children' in root)) return;
  for (const child of root.children) {
    for (const entry of elementsOf(child, depth + 1)) yield entry.parent ? entry : { ...entry, parent: root };
  }
}

/** Which media kind each element kind's `media_id` must be, and the font a text element may name. */
export const MEDIA_KIND_OF = { image: 'image', video: 'video', touchapp: 'touchapp' } as const;

export interface MediaReference {
  mediaId: number;
  /** The media type it must have. */
  mediaType: 'image' | 'video' | 'touchapp' | 'font';
  element: LayoutElement;
}

/** The media a tree uses: images, videos and touch apps by media_id, text by its uploaded font. */
export function mediaReferences(root: LayoutElement): MediaReference[] {
  const found: MediaReference[] = [];
  for (const { element } of elementsOf(root)) {
    if ((element.type === 'image' || element.type === 'video' || element.type === 'touchapp') && element.media_id) {
      found.push({ mediaId: element.media_id, mediaType: MEDIA_KIND_OF[element.type], element });
    }
    if (element.type === 'text' && element.font_mediaid) {
      found.push({ mediaId: element.font_mediaid, mediaType: 'font', element });
    }
  }
  return found;
}

/** The distinct media ids a tree uses (stored beside the tree, so "used by" is one indexed query). */
export function mediaIdsOf(root: LayoutElement): number[] {
  return [...new Set(mediaReferences(root).map((r) => r.mediaId))].sort((a, b) => a - b);
}

/** A touch-app layout is one that holds a touch app (converting to a touch app clears all other content). */
export function isTouchAppLayout(root: LayoutElement): boolean {
  for (const { element } of elementsOf(root)) if (element.type === 'touchapp') return true;
  return false;
}

/**
 * The layout converted to a touch app (spec 01 §5): all of its content cleared, its root keeping its own
 * settings and holding one touch app over the whole screen, its app to be chosen.
 */
export function convertToTouchApp(root: ContainerElement): ContainerElement {
  return { ...root, children: [newElement('touchapp')] };
}
