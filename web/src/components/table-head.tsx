import { Table, VisuallyHidden } from '@chakra-ui/react';

/** A column's heading: its words, or those with how it sits; `hidden` words are for screen readers only. */
export type TableColumn =
  | string
  | { label: string; hidden?: boolean; width?: string; end?: boolean; sort?: 'ascending' | 'descending' };

/** A table's header row from its columns in order; `false` leaves a column out (one shown only with a right). */
export function TableHead({ columns }: { columns: readonly (TableColumn | false)[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => {
          if (column === false) return null;
          const { label, hidden, width, end, sort } = typeof column === 'string' ? { label: column } : column;
          return (
            <Table.ColumnHeader key={label} width={width} textAlign={end ? 'end' : undefined} aria-sort={sort}>
              {hidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}
