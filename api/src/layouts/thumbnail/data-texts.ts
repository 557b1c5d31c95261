import type { DataLinkResults } from '@signage/contract/data-sources';
import { dataLinkValuesOf, textDataLinkValue } from '@signage/domain/layouts/data-links';
import type { LayoutElement } from '@signage/domain/layouts/elements';

/** Resolves data-link values (resolveValues of the data-source routes, as players resolve theirs). */
export type ResolveDataLinks = (values: readonly string[]) => Promise<DataLinkResults>;

/**
 * The tree as the screen shows it: each data-backed text holding its cell, as the preview and players show it
 * (its own text where the link does not resolve). Every link of the layout is resolved in one call.
 */
export async function withDataTexts(root: LayoutElement, resolve?: ResolveDataLinks): Promise<LayoutElement> {
  const values = dataLinkValuesOf(root);
  if (!values.length || !resolve) return root;
  const { results } = await resolve(values);
  const cells = new Map(results.flatMap((r) => (r.ok && r.text !== null ? [[r.value, r.text] as const] : [])));
  if (!cells.size) return root;
  const apply = (element: LayoutElement): LayoutElement => {
    if (element.type === 'text') {
      const value = textDataLinkValue(element);
      const cell = value === undefined ? undefined : cells.get(value);
      return cell === undefined ? element : { ...element, text_value: cell };
    }
    return 'children' in element ? ({ ...element, children: element.children.map(apply) } as LayoutElement) : element;
  };
  return apply(root);
}
