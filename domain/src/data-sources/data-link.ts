/**
 * Data-link values (spec 01 §3, spec 02 §3): text of three colon-separated parts, `{data source id}:{row key}:
 * {column index}`. A data-backed text element stores one; the console, the REST service and players resolve it
 * to the cell of the CSV row whose Key column equals the key. Parsed and formatted only here.
 */
export interface DataLink {
  /** The data source, an id above 0 (spec 01 §5: "A data source chosen for linking must have an id above 0"). */
  dataSourceId: number;
  /** The value of the row's Key column. It may itself hold colons: the id ends at the first, the column starts after the last. */
  rowKey: string;
  /** The column, counted from 0 in the header row (the Key column's own index answers the key). */
  columnIndex: number;
}

/** Longest value accepted: a key longer than a CSV cell is ever likely to be is a mistake, not a link. */
export const MAX_DATA_LINK_LENGTH = 1024;

const WHOLE_NUMBER = /^(0|[1-9]\d{0,8})$/;

/** The parts of a data-link value, or undefined when it is not one. */
export function parseDataLink(value: string): DataLink | undefined {
  if (value.length > MAX_DATA_LINK_LENGTH) return undefined;
  const first = value.indexOf(':');
  const last = value.lastIndexOf(':');
  if (first < 0 || last === first) return undefined;
  const id = value.slice(0, first).trim();
  const column = value.slice(last + 1).trim();
  const rowKey = value.slice(first + 1, last).trim();
  if (!WHOLE_NUMBER.test(id) || !WHOLE_NUMBER.test(column) || rowKey === '') return undefined;
  const dataSourceId = Number(id);
  if (dataSourceId < 1 || dataSourceId > 2_147_483_647) return undefined;
  return { dataSourceId, rowKey, columnIndex: Number(column) };
}

/** The stored text of a data link. */
export function formatDataLink({ dataSourceId, rowKey, columnIndex }: DataLink): string {
  return `${dataSourceId}:${rowKey.trim()}:${columnIndex}`;
}
