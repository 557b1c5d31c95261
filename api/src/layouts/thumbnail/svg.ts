import { escapeXml } from '@signage/domain/xml';
import type { Font } from 'fontkit';
import { fontFor, type PlacedGlyph, shape } from './fonts.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A picture to place: its data URI and natural size. */
export interface Picture {
  uri: string;
  width: number;
  height: number;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();
const escapeAttr = (text: string) => escapeXml(text);

/**
 * Glyphs one text element, and one whole drawing, may lay out. A layout of 100 texts of 8,400 characters at font
 * size 1 laid out 840,000 glyphs into a 46 MB SVG that took 25 s and a gigabyte to rasterise; a screen of readable
 * text holds a few thousand. Past the cap the rest of the text is not laid out (it is cut, as on a full box).
 */
export const GLYPHS_PER_ELEMENT = 5_000;
export const GLYPHS_PER_DRAWING = 25_000;

/** Colours as CSS writes them; anything else (it reaches an SVG attribute) falls back. */
export function safeColour(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const v = value.trim();
  return /^(#[0-9a-f]{3,8}|[a-z]{3,30}|rgba?\([\d.,\s%]+\)|hsla?\([\d.,\s%deg]+\))$/i.test(v) ? v : fallback;
}

/**
 * An SVG drawn in canvas pixels. Pictures and glyphs are defined once and placed with <use>, so a layout of
 * 500 elements showing the same image or the same letters stays small for the rasteriser.
 */
export class SvgCanvas {
  readonly #defs: string[] = [];
  readonly #body: string[] = [];
  readonly #glyphs = new Map<string, string>();
  readonly #fontIds = new Map<string, number>();
  readonly #pictures = new Map<string, string>();
  /** What is left of GLYPHS_PER_DRAWING. */
  #glyphsLeft = GLYPHS_PER_DRAWING;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  rect(box: Box, fill: string, extra = '') {
    this.#body.push(
      `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.w)}" height="${num(box.h)}" fill="${escapeAttr(fill)}"${extra}/>`,
    );
  }

  /** A picture fitted into `box`: kept in proportion and centred (maintain_ar), or stretched. */
  picture(key: string, picture: Picture, box: Box, keepAspect: boolean) {
    let id = this.#pictures.get(key);
    if (!id) {
      id = `p${this.#pictures.size}`;
      this.#pictures.set(key, id);
      this.#defs.push(
        `<image id="${id}" width="${picture.width}" height="${picture.height}" preserveAspectRatio="none" href="${picture.uri}"/>`,
      );
    }
    let sx = box.w / picture.width;
    let sy = box.h / picture.height;
    let { x, y } = box;
    if (keepAspect) {
      sx = sy = Math.min(sx, sy);
      x += (box.w - picture.width * sx) / 2;
      y += (box.h - picture.height * sy) / 2;
    }
    this.#body.push(`<use href="#${id}" transform="translate(${num(x)} ${num(y)}) scale(${sx} ${sy})"/>`);
  }

  #glyph(glyph: PlacedGlyph): string {
    const fontId = this.#fontIds.get(glyph.key) ?? this.#fontIds.size;
    this.#fontIds.set(glyph.key, fontId);
    const key = `${fontId}-${glyph.id}`;
    let id = this.#glyphs.get(key);
    if (!id) {
      id = `g${key}`;
      this.#glyphs.set(key, id);
      const path = glyph.font.getGlyph(glyph.id).path.toSVG();
      this.#defs.push(`<path id="${id}" d="${path}"/>`);
    }
    return id;
  }

  /**
   * Text as glyph paths (no font is needed where it is rasterised), wrapped at spaces to the box width and
   * kept within the box; `align` centre is for card labels.
   */
  text(
    text: string,
    box: Box,
    options: { family: string; fontPath?: string; size: number; colour: string; align?: 'centre' },
  ) {
    const primary = fontFor(options.family, options.fontPath);
    const { size } = options;
    const font: Font = primary.font;
    const ascent = (font.ascent / font.unitsPerEm) * size;
    const lineHeight = ((font.ascent - font.descent + (font.lineGap ?? 0)) / font.unitsPerEm) * size;
    // Lines below the box are never drawn, so they are not laid out either (a centred label is short).
    const maxLines =
      options.align === 'centre' ? Number.POSITIVE_INFINITY : Math.max(1, Math.floor(box.h / lineHeight + 0.25));
    const budget = Math.min(GLYPHS_PER_ELEMENT, this.#glyphsLeft);
    const { lines, glyphs } = wrap(primary, text, box.w / size, maxLines, budget);
    this.#glyphsLeft -= glyphs;
    const uses: string[] = [];
    const total = lines.length * lineHeight;
    let baseline = options.align === 'centre' ? box.y + (box.h - total) / 2 + ascent : box.y + ascent;
    for (const line of lines) {
      // Lines past the box's foot and glyphs past its right edge are left out (no clip path: each one slows
      // the rasteriser down).
      const fits = baseline - ascent + lineHeight <= box.y + box.h + lineHeight * 0.25;
      if (!fits && line !== lines[0]) break;
      const width = line.reduce((sum, g) => sum + g.advanceEm * size, 0);
      let x = options.align === 'centre' ? box.x + (box.w - width) / 2 : box.x;
      for (const glyph of line) {
        if (x + glyph.advanceEm * size > box.x + box.w + 0.5) break;
        const scale = size / glyph.font.unitsPerEm;
        if (glyph.id !== 0) {
          uses.push(
            `<use href="#${this.#glyph(glyph)}" transform="translate(${num(x)} ${num(baseline)}) scale(${scale} ${-scale})"/>`,
          );
        }
        x += glyph.advanceEm * size;
      }
      baseline += lineHeight;
    }
    this.#body.push(`<g fill="${escapeAttr(options.colour)}">${uses.join('')}</g>`);
  }

  /** The SVG, rasterised at `outWidth` x `outHeight` pixels. */
  toString(outWidth = this.width, outHeight = this.height) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.#defs.join('')}</defs>${this.#body.join('')}</svg>`;
  }
}

/**
 * Lines of glyphs no wider than `maxEm` font sizes, broken at spaces (and at line breaks in the text): at most
 * `maxLines` lines and `budget` glyphs are laid out (a word past the budget is shaped only up to it).
 */
function wrap(
  primary: ReturnType<typeof fontFor>,
  text: string,
  maxEm: number,
  maxLines: number,
  budget: number,
): { lines: PlacedGlyph[][]; glyphs: number } {
  const lines: PlacedGlyph[][] = [];
  const space = shape(primary, ' ')[0]!;
  let left = budget;
  const full = () => left <= 0 || lines.length >= maxLines;
  for (const paragraph of text.split(/\r?\n/)) {
    if (full()) break;
    let line: PlacedGlyph[] = [];
    let width = 0;
    for (const word of paragraph.split(' ')) {
      // A word longer than what is left is cut before it is shaped: shaping is the costly part.
      const glyphs = shape(primary, [...word.slice(0, left * 2)].slice(0, left).join(''));
      const wordWidth = glyphs.reduce((sum, g) => sum + g.advanceEm, 0);
      if (line.length && width + space.advanceEm + wordWidth > maxEm) {
        lines.push(line);
        line = [];
        width = 0;
        if (full()) break;
      }
      if (line.length) {
        line.push(space);
        width += space.advanceEm;
        left--;
      }
      const kept = glyphs.slice(0, Math.max(left, 0));
      line.push(...kept);
      width += wordWidth;
      left -= kept.length;
      if (left <= 0) break;
    }
    if (lines.length < maxLines) lines.push(line);
  }
  return { lines, glyphs: budget - Math.max(left, 0) };
}
