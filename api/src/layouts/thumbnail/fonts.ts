import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Font, openSync } from 'fontkit';

const require = createRequire(import.meta.url);

/** The spec's two families, from @fontsource's WOFF files (no system font is ever used). */
const BUILT_IN: Record<string, string> = {
  OpenSans: join(dirname(require.resolve('@fontsource/open-sans')), 'files', 'open-sans-latin-400-normal.woff'),
  Pacifico: join(dirname(require.resolve('@fontsource/pacifico')), 'files', 'pacifico-latin-400-normal.woff'),
};
/** Characters outside Latin (é is in it; ő, ł, ğ are not) come from the latin-ext files. */
const FALLBACKS = [
  join(dirname(require.resolve('@fontsource/open-sans')), 'files', 'open-sans-latin-ext-400-normal.woff'),
];

const opened = new Map<string, Font | null>();

/** A font file opened once per process; null for one fontkit cannot read (the text then uses OpenSans). */
function open(path: string): Font | null {
  if (!opened.has(path)) {
    try {
      const font = openSync(path);
      opened.set(path, 'layout' in font ? font : null);
    } catch {
      opened.set(path, null);
    }
  }
  return opened.get(path) ?? null;
}

/** The font a text element is drawn in: its uploaded font file, else its family, else OpenSans. */
export function fontFor(family: string, uploadedPath?: string): { font: Font; key: string } {
  const path = (uploadedPath && open(uploadedPath) && uploadedPath) || BUILT_IN[family] || BUILT_IN.OpenSans!;
  return { font: open(path) ?? open(BUILT_IN.OpenSans!)!, key: path };
}

export function fallbackFonts(): { font: Font; key: string }[] {
  return FALLBACKS.flatMap((path) => {
    const font = open(path);
    return font ? [{ font, key: path }] : [];
  });
}

/** One laid-out glyph: which font and glyph, and its advance as a fraction of the font size. */
export interface PlacedGlyph {
  key: string;
  font: Font;
  id: number;
  advanceEm: number;
}

/** The glyphs of `text`, each from the first font that has it (the primary font, then the fallbacks). */
export function shape(primary: { font: Font; key: string }, text: string): PlacedGlyph[] {
  const fonts = [primary, ...fallbackFonts()];
  const out: PlacedGlyph[] = [];
  // Runs of characters that the same font covers, laid out together so kerning and ligatures apply.
  let run = '';
  let runFont = primary;
  const flush = () => {
    if (!run) return;
    const laid = runFont.font.layout(run);
    const { font, key } = runFont;
    laid.glyphs.forEach((glyph, i) => {
      out.push({ key, font, id: glyph.id, advanceEm: laid.positions[i]!.xAdvance / font.unitsPerEm });
    });
    run = '';
  };
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const chosen = fonts.find((f) => f.font.hasGlyphForCodePoint(code)) ?? primary;
    if (chosen !== runFont) {
      flush();
      runFont = chosen;
    }
    run += char;
  }
  flush();
  return out;
}
