import { type DataLink, formatDataLink, parseDataLink } from '../data-sources/data-link.ts';
import type { LayoutElement, TextElement } from './elements.ts';
import { elementsOf } from './tree.ts';

type TextLink = Pick<TextElement, 'data_source' | 'data_key' | 'data_column'>;

/**
 * The data link a text element is backed by (spec 01 §3: data_source, data_key and data_column), or undefined
 * for static text: no data source, or a link that is not whole (a source id above 0, a key, a column from 0).
 */
export function textDataLink(text: TextLink): DataLink | undefined {
  const { data_source, data_key, data_column } = text;
  if (!data_source || data_key === null || data_key === undefined || data_column === null || data_column === undefined)
    return undefined;
  return parseDataLink(formatDataLink({ dataSourceId: data_source, rowKey: data_key, columnIndex: data_column }));
}

/** The stored text of a text element's data link, the value the console, the service and players resolve. */
export function textDataLinkValue(text: TextLink): string | undefined {
  const link = textDataLink(text);
  return link ? formatDataLink(link) : undefined;
}

/** The element's fields for a chosen link, or for none: clearing the data source makes it static text again. */
export function dataLinkFields(link: DataLink | null): Required<TextLink> {
  if (!link) return { data_source: null, data_key: null, data_column: null };
  return { data_source: link.dataSourceId, data_key: link.rowKey.trim(), data_column: link.columnIndex };
}

/** The distinct data-link values of a tree's data-backed texts, sorted: what one batched resolve asks for. */
export function dataLinkValuesOf(root: LayoutElement): string[] {
  const values = new Set<string>();
  for (const { element } of elementsOf(root)) {
    const value = element.type === 'text' ? textDataLinkValue(element) : undefined;
    if (value) values.add(value);
  }
  return [...values].sort();
}
