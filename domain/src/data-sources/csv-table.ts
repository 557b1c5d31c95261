import Papa from 'papaparse';
import { DATA_SOURCE_MESSAGES } from './data-source.ts';

/** The name of the column that identifies rows (spec 01 §3: "a CSV with a header row and a Key column"). */
export const KEY_COLUMN = 'Key';

/**
 * A parsed data source file: its header, its rows, and an index of the Key column built once, so a layout's
 * hundreds of data links cost one map lookup each instead of a scan of the rows.
 */
export class DataTable {
  readonly #rowByKey = new Map<string, number>();

  constructor(
    readonly columns: readonly string[],
    readonly rows: readonly (readonly string[])[],
    readonly keyColumn: number,
  ) {
    for (const [index, row] of rows.entries()) {
      const key = row[keyColumn]?.trim();
      // The first row with a key wins, as a reader scanning from the top would find it.
      if (key && !this.#rowByKey.has(key)) this.#rowByKey.set(key, index);
    }
  }

  /** The row whose Key equals `key` (surrounding spaces ignored), or undefined. */
  row(key: string): readonly string[] | undefined {
    const index = this.#rowByKey.get(key.trim());
    return index === undefined ? undefined : this.rows[index];
  }

  /** Whether `index` names a column of the header row. */
  hasColumn(index: number): boolean {
    return Number.isInteger(index) && index >= 0 && index < this.columns.length;
  }
}

export type ParsedCsv = { ok: true; table: DataTable } | { ok: false; error: string };

/**
 * Parses CSV text with papaparse: the byte-order mark is dropped, quoted cells may hold commas, quotes and line
 * breaks, blank lines are skipped, and ragged rows are kept as they are (a short row's missing cells read as
 * empty; cells past the header are ignored). Refuses text that is not CSV or has no Key column, saying which.
 */
export function parseCsvTable(text: string): ParsedCsv {
  if (text.includes('\0')) return { ok: false, error: DATA_SOURCE_MESSAGES.notCsv };
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimiter: ',' });
  // A quote left open swallows the rest of the file: not something to guess at.
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { ok: false, error: DATA_SOURCE_MESSAGES.notCsv };
  const [header, ...rows] = parsed.data;
  if (!header) return { ok: false, error: DATA_SOURCE_MESSAGES.emptyCsv };
  const columns = header.map((name) => name.trim());
  const keyColumn = columns.findIndex((name) => name.toLowerCase() === KEY_COLUMN.toLowerCase());
  if (keyColumn < 0) return { ok: false, error: DATA_SOURCE_MESSAGES.noKeyColumn };
  return { ok: true, table: new DataTable(columns, rows, keyColumn) };
}
