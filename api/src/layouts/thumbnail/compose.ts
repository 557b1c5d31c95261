import type { LayoutElement } from '@signage/domain/layouts/elements';
import { type Box, type Picture, SvgCanvas, safeColour } from './svg.ts';

/** What the composition needs from the media it uses, looked up beforehand. */
export interface ComposeMedia {
  pictures: ReadonlyMap<number, Picture>;
  fontPaths: ReadonlyMap<number, string>;
}

/** The canvas is 1920 pixels wide, the width a text element's font_size is measured on. */
export const CANVAS_WIDTH = 1920;

const CARDS: Record<string, { fill: string; label: (e: LayoutElement) => string }> = {
  streamingvideo: {
    fill: '#4a148c',
    label: (e) => `Streaming slot ${e.type === 'streamingvideo' ? e.data.slot : ''}`,
  },
  touchapp: { fill: '#2e6b30', label: () => 'Touch App' },
  widget: {
    fill: '#37474f',
    label: (e) =>
      e.type === 'widget' ? `${{ rss: 'RSS', twitter: 'Twitter', web: 'Web' }[e.widget_type]} widget` : '',
  },
  image: { fill: '#607d8b', label: () => 'Image' },
  video: { fill: '#455a64', label: () => 'Video' },
};

/**
 * The layout as the screen shows it at its start, as SVG: region and tag-zone backgrounds unless transparent,
 * every visible child placed by its percent box inside its parent in zOrder, a sequence's first child, images
 * and video frames from their media thumbnails, text in its font, and widgets, streams and touch apps as
 * labelled cards.
 */
export function composeLayout(
  root: LayoutElement,
  height: number,
  media: ComposeMedia,
  out: { width: number; height: number },
): string {
  const canvas = new SvgCanvas(CANVAS_WIDTH, height);
  canvas.rect({ x: 0, y: 0, w: CANVAS_WIDTH, h: height }, '#000000');
  draw(canvas, root, { x: 0, y: 0, w: CANVAS_WIDTH, h: height }, media);
  return canvas.toString(out.width, out.height);
}

function draw(canvas: SvgCanvas, element: LayoutElement, box: Box, media: ComposeMedia) {
  if (!element.visible) return;
  switch (element.type) {
    case 'region':
    case 'tag_zone':
    case 'sequence': {
      if (!element.background_transparent) canvas.rect(box, safeColour(element.background, '#90ee90'));
      const visible = element.children.filter((c) => c.visible);
      const shown = element.type === 'sequence' ? visible.slice(0, 1) : visible;
      const ordered = shown.map((c, i) => ({ c, i })).sort((a, b) => a.c.zOrder - b.c.zOrder || a.i - b.i);
      for (const { c } of ordered) draw(canvas, c, childBox(box, c), media);
      return;
    }
    case 'image':
    case 'video': {
      const picture = element.media_id ? media.pictures.get(element.media_id) : undefined;
      if (!picture) return card(canvas, element, box);
      if (!element.background_transparent && element.type === 'image') {
        canvas.rect(box, safeColour(element.background, '#000000'));
      }
      canvas.picture(String(element.media_id), picture, box, element._metadata?.maintain_ar !== false);
      return;
    }
    case 'text': {
      if (!element.background_transparent) canvas.rect(box, safeColour(element.background, '#ffffff'));
      const fontPath = element.font_mediaid ? media.fontPaths.get(element.font_mediaid) : undefined;
      canvas.text(element.text_value, box, {
        family: element.font_family,
        fontPath,
        size: element.font_size,
        colour: safeColour(element.text_color, '#000000'),
      });
      return;
    }
    default:
      card(canvas, element, box);
  }
}

function childBox(parent: Box, child: LayoutElement): Box {
  return {
    x: parent.x + (child.left / 100) * parent.w,
    y: parent.y + (child.top / 100) * parent.h,
    w: (child.pwidth / 100) * parent.w,
    h: (child.pheight / 100) * parent.h,
  };
}

/** A labelled card for what has no picture of its own (or whose media has none yet). */
function card(canvas: SvgCanvas, element: LayoutElement, box: Box) {
  const style = CARDS[element.type] ?? CARDS.widget!;
  canvas.rect(box, style.fill, ' stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"');
  const label = style.label(element);
  const size = Math.max(8, Math.min(box.h * 0.25, (box.w / Math.max(label.length, 4)) * 1.6, 120));
  canvas.text(label, box, { family: 'OpenSans', size, colour: '#ffffff', align: 'centre' });
}
