import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type TableColumn, TableHead } from './table-head.tsx';

interface DataTableProps extends Omit<Table.RootProps, 'children' | 'columns'> {
  /** The header row's columns in order (see TableHead). */
  columns: readonly (TableColumn | false)[];
  /** Words naming the table for screen readers only, where no aria-label names it. */
  caption?: string;
  /** The scrolling box's border and height. */
  scrollProps?: Table.ScrollAreaProps;
  /** The rows. */
  children: ReactNode;
}

/** A small table that scrolls sideways on narrow screens: its header row from `columns`, then the rows given. */
export function DataTable({ columns, caption, scrollProps, children, ...rootProps }: DataTableProps) {
  return (
    <Table.ScrollArea {...scrollProps}>
      <Table.Root size="sm" {...rootProps}>
        {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
        <TableHead columns={columns} />
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
