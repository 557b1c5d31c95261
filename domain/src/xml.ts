/**
 * Characters XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; lone surrogates;
 * U+FFFE and U+FFFF) and C1 controls, which draw as nothing. One of them in an SVG makes the whole document
 * unreadable to the rasteriser, so a name like `evil\x01name.zip` broke its thumbnail for good.
 */
const NOT_DRAWABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Any text made safe to put in SVG/XML text or an attribute: markup escaped, undrawable characters dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_DRAWABLE, '')
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
