import '@fontsource/open-sans/400.css';
import '@fontsource/pacifico/400.css';

/** The spec's font names (what the player is told) and the CSS families that draw them here. */
const FAMILIES: Record<string, string> = { OpenSans: "'Open Sans'", Pacifico: "'Pacifico'" };

const loaded = new Map<number, Promise<unknown>>();

/** An uploaded font (a font media item), registered once under a family of its own. */
export function fontMediaFamily(mediaId: number, url: string | undefined): string | undefined {
  const family = `signage-font-${mediaId}`;
  if (!url) return undefined;
  if (!loaded.has(mediaId) && typeof FontFace !== 'undefined') {
    const face = new FontFace(family, `url(${JSON.stringify(url)})`);
    loaded.set(
      mediaId,
      face
        .load()
        .then(() => document.fonts.add(face))
        .catch(() => loaded.delete(mediaId)),
    );
  }
  return `'${family}'`;
}

/** The CSS font-family for a text element: its uploaded font first, then the named family, then Open Sans. */
export function cssFontFamily(fontFamily: string, uploaded?: string): string {
  return [uploaded, FAMILIES[fontFamily] ?? FAMILIES.OpenSans, 'sans-serif'].filter(Boolean).join(', ');
}
