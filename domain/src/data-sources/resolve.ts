import type { DataTable } from './csv-table.ts';
import { type DataLink, parseDataLink } from './data-link.ts';

/** Why a data link has no cell: the value is not a link, or its source, file, row or column does not exist. */
export type DataLinkProblem = 'invalid' | 'source' | 'file' | 'row' | 'column';

export type DataLinkResult =
  | { ok: true; link: DataLink; text: string }
  | { ok: false; problem: DataLinkProblem; message: string };

/**
 * What a data source holds for resolving: its current table, `null` for a source with no file yet (never
 * polled or uploaded), `undefined` for no such source (or one the caller may not see).
 */
export type TableOf = (dataSourceId: number) => DataTable | null | undefined;

/**
 * The cell a data-link value names (spec 01 §3): in the source's current file, the row whose Key column equals
 * the key, the column at the index. A short (ragged) row's missing cells read as empty text.
 */
export function resolveDataLink(value: string, tableOf: TableOf): DataLinkResult {
  const link = parseDataLink(value);
  if (!link) {
    return {
      ok: false,
      problem: 'invalid',
      message: `"${value.slice(0, 80)}" is not a data link: expected {data source id}:{row key}:{column index}.`,
    };
  }
  const table = tableOf(link.dataSourceId);
  if (table === undefined) {
    return { ok: false, problem: 'source', message: `Data source ${link.dataSourceId} does not exist.` };
  }
  if (table === null) {
    return { ok: false, problem: 'file', message: `Data source ${link.dataSourceId} has no file yet.` };
  }
  const row = table.row(link.rowKey);
  if (!row) {
    return {
      ok: false,
      problem: 'row',
      message: `Data source ${link.dataSourceId} has no row whose Key is "${link.rowKey}".`,
    };
  }
  if (!table.hasColumn(link.columnIndex)) {
    return {
      ok: false,
      problem: 'column',
      message: `Data source ${link.dataSourceId} has no column ${link.columnIndex}: its columns are 0 to ${table.columns.length - 1}.`,
    };
  }
  return { ok: true, link, text: row[link.columnIndex] ?? '' };
}
