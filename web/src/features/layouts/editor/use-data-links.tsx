import type { DataLink } from '@signage/domain/data-sources/data-link';
import type { ContainerElement } from '@signage/domain/layouts/elements';
import { type ReactNode, useMemo, useState } from 'react';
import type { DataLinks } from '../editor-body/data-links.ts';
import { useDataLinkCells } from '../preview/use-data-link-cells.ts';
import { DataLinkDialog } from './data-link-dialog.tsx';

interface Pending {
  current: DataLink | undefined;
  resolve(link: DataLink | null): void;
}

/**
 * The editor body's way to data sources: the tree's data-backed texts resolved in one batch for the canvas, and
 * chooseDataLink opening the data-link dialog and resolving with the choice.
 */
export function useDataLinks(tree: ContainerElement): { dataLinks: DataLinks; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const cells = useDataLinkCells(tree);
  const dataLinks = useMemo<DataLinks>(
    () => ({ cells, chooseDataLink: (current) => new Promise((resolve) => setPending({ current, resolve })) }),
    [cells],
  );
  const close = (link: DataLink | null) => {
    setPending(null);
    pending?.resolve(link);
  };
  const dialog = pending ? <DataLinkDialog current={pending.current} onClose={close} /> : null;
  return { dataLinks, dialog };
}
