import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { describe, expect, it } from 'vitest';
import { composeLayout } from './compose.ts';
import { GLYPHS_PER_DRAWING, GLYPHS_PER_ELEMENT } from './svg.ts';

const noMedia = { pictures: new Map(), fontPaths: new Map() };
const out = { width: 1280, height: 720 };
const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit ';

/** `count` texts of `length` characters at font size `size` on a 10-column grid. */
function texts(count: number, text: string, size: number) {
  const children = Array.from({ length: count }, (_, i) => ({
    ...newElement('text', `t${i}`),
    left: (i % 10) * 10,
    top: Math.floor(i / 10) * 10,
    pwidth: 10,
    pheight: 10,
    text_value: text,
    font_size: size,
  }));
  return { ...newLayoutJson(), children };
}

const glyphsIn = (svg: string, element?: number) => {
  const groups = svg.match(/<g fill="[^"]*">.*?<\/g>/g) ?? [];
  const counted = element === undefined ? groups : [groups[element] ?? ''];
  return counted.reduce((sum, g) => sum + (g.match(/<use /g)?.length ?? 0), 0);
};

describe('composeLayout text bounds', () => {
  it('lays out at most the cap of glyphs for the whole drawing (100 texts of 8,400 characters at size 1)', () => {
    const long = words.repeat(160).slice(0, 8400);
    const svg = composeLayout(texts(100, long, 1), 1080, noMedia, out);
    expect(glyphsIn(svg)).toBeGreaterThan(GLYPHS_PER_DRAWING * 0.9);
    expect(glyphsIn(svg)).toBeLessThanOrEqual(GLYPHS_PER_DRAWING);
    expect(glyphsIn(svg, 0)).toBeLessThanOrEqual(GLYPHS_PER_ELEMENT);
    // Kept small enough for the rasteriser: it was 46 MB before the caps.
    expect(svg.length).toBeLessThan(3_000_000);
  });

  it('cuts one word of 10,000 letters at the element cap', () => {
    const svg = composeLayout(texts(1, 'x'.repeat(10_000), 0.01), 1080, noMedia, out);
    expect(glyphsIn(svg)).toBe(GLYPHS_PER_ELEMENT);
  });

  it('does not lay out lines below the box', () => {
    // Font size 40 in a 108 px high box: two lines fit.
    const svg = composeLayout(texts(1, 'word '.repeat(500), 40), 1080, noMedia, out);
    const lines = new Set([...svg.matchAll(/translate\([\d.]+ ([\d.]+)\)/g)].map((m) => m[1]));
    expect(lines.size).toBe(2);
  });

  it('still draws an ordinary text whole', () => {
    const svg = composeLayout(texts(1, 'Hello world', 20), 1080, noMedia, out);
    expect(glyphsIn(svg)).toBe('Hello world'.length);
  });
});
