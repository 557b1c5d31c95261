import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled fact: its label (also its key) and its value. */
export type Fact = readonly [label: string, value: ReactNode];

interface FactListProps {
  facts: readonly Fact[];
  size?: DataList.RootProps['size'];
  gap?: DataList.RootProps['gap'];
  /** The labels' column width, so the values line up. */
  labelWidth?: DataList.ItemLabelProps['minWidth'];
  /** Long values without spaces (paths, file names, urls) break anywhere rather than widen the list. */
  breakValues?: boolean;
}

/** Facts about one thing (a media file, an audit entry, the installation) as label and value rows. */
export function FactList({ facts, size = 'sm', gap, labelWidth, breakValues }: FactListProps) {
  return (
    <DataList.Root orientation="horizontal" size={size} gap={gap}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minWidth={labelWidth}>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak={breakValues ? 'break-all' : undefined}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
