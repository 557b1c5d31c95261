import Papa from 'papaparse';

/**
 * The one writer of CSV files the console hands out (report and list exports). A spreadsheet runs a cell that
 * starts with `=`, `+`, `-` or `@` (and, in some, a tab or carriage return) as a formula, so a device or media
 * name such as `=HYPERLINK("http://evil", "click")` would run on the reader's machine (CSV injection, OWASP).
 * Such a cell is written with a leading apostrophe, which spreadsheets show as text; a plain number such as
 * `-3.5` or `+49` is left as it is. Players read data sources through data links (never these files), so a file
 * a person downloads is an export too and goes through `neutraliseCsv`.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)([eE][+-]?\d+)?$/;

/** One cell's text, neutralised when a spreadsheet would read it as a formula. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One cell as CSV: neutralised, then quoted when it holds a comma, quote, line break or leading apostrophe. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseCell(String(value));
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first one the header) as CSV text, lines ending CRLF as RFC 4180 says. */
export function csvText(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A whole CSV text (a data source file a person downloads) with every cell neutralised, rows and columns kept. */
export function neutraliseCsv(text: string): string {
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return data.length ? csvText(data) : '';
}
