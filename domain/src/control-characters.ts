/**
 * Control characters (Unicode category Cc: C0 U+0000-U+001F, DEL U+007F, C1 U+0080-U+009F) in what people send.
 * A name carrying one (an uploaded `evil\x01name.zip`, a rename) broke that item's thumbnail for good, and none
 * of them means anything in a name. Free text (a layout's text element, a data-link value) keeps tab, line feed
 * and carriage return, which people type; names keep none. Uploaded file names are stripped rather than refused,
 * since the person did not type them.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const ALL_CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides and isolates: in a file name they disguise its extension (`evil\u202Egpj.exe`). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/g;

export const CONTROL_MESSAGES = {
  text: 'Text may not contain control characters (other than tabs and line breaks).',
  name: (field: string) => `${field} may not contain control characters such as tabs or line breaks.`,
} as const;

/** Whether a name (one line a person reads: a name, a username, an email, a title) holds a control character. */
export function hasControlInName(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/** Whether free text holds a control character other than tab, line feed and carriage return. */
export function hasControlInText(text: string): boolean {
  return CONTROL_BUT_WHITESPACE.test(text);
}

/** An uploaded file's name without control characters or bidi overrides; `fallback` when nothing is left. */
export function cleanFileName(name: string, fallback: string): string {
  const cleaned = name.replace(ALL_CONTROL, '').replace(BIDI_CONTROL, '').trim();
  return (cleaned || fallback).slice(0, 255);
}
