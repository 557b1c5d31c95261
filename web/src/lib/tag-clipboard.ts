/**
 * The tag clipboard (spec 02 "tag copy/replace/append"): tags copied from one object, pasted onto another by
 * replacing or appending. Kept in local storage, so it carries across tabs (devices open in new tabs).
 */
export const TAG_CLIPBOARD_KEY = 'tag_clipboard';

export interface ClipboardTag {
  name: string;
  color?: string | null;
}

export function readTagClipboard(): ClipboardTag[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(TAG_CLIPBOARD_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((t): t is ClipboardTag => typeof t?.name === 'string' && t.name !== '')
      : [];
  } catch {
    return [];
  }
}

export function writeTagClipboard(tags: readonly ClipboardTag[]): void {
  localStorage.setItem(TAG_CLIPBOARD_KEY, JSON.stringify(tags.map((t) => ({ name: t.name, color: t.color ?? null }))));
}

/** `current` with the clipboard's tags added after it, each name once. */
export function appendTags<T extends ClipboardTag>(current: readonly T[], clipboard: readonly T[]): T[] {
  const names = new Set(current.map((t) => t.name));
  return [...current, ...clipboard.filter((t) => !names.has(t.name))];
}
