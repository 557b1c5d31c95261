import type { DataLink } from '@signage/domain/data-sources/data-link';
import { createContext, useContext } from 'react';

/** What a data-link value shows: its cell, or why it has none. */
export interface DataLinkCell {
  ok: boolean;
  text: string | null;
  message: string | null;
}

/**
 * How the editor reaches data sources without knowing GraphQL (as with media): the frame resolves the tree's
 * data-link values in one batch and opens its data-link dialog (spec 01 §4) on `chooseDataLink`, which answers
 * the link chosen, or null when the person cancels.
 */
export interface DataLinks {
  /** Cells by data-link value; a value not in it is still being resolved. */
  cells: ReadonlyMap<string, DataLinkCell>;
  chooseDataLink?(current: DataLink | undefined): Promise<DataLink | null>;
}

export const noDataLinks: DataLinks = { cells: new Map() };

export const DataLinksContext = createContext<DataLinks>(noDataLinks);
export const useDataLinks = () => useContext(DataLinksContext);

/** The cell a data-link value shows, if it has resolved. */
export function useDataLinkCell(value: string | undefined): DataLinkCell | undefined {
  const { cells } = useDataLinks();
  return value ? cells.get(value) : undefined;
}
