import { Box, Link, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, type To, useNavigate } from 'react-router';

/** One column of a record table: its header and what a row shows there. */
export interface RecordColumn<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** Cell styling, e.g. `{ whiteSpace: 'nowrap' }` for dates. */
  cellProps?: Table.CellProps;
}

interface RecordTableProps<T extends { id: string; name: string }> {
  /** Names the table for assistive technology, e.g. "Data sources". */
  label: string;
  /** The first column's header: "Name" unless the spec names it otherwise ("User Name") or the link is not a
   * name (a mail's subject). */
  nameHeader?: string;
  records: readonly T[];
  /** The columns after Name. */
  columns: readonly RecordColumn<T>[];
  /** Where a record's editor is: the whole row opens it, its name is the link keyboard users reach. */
  editorOf: (id: string) => To;
  minWidth?: Table.RootProps['minWidth'];
}

/** The table of a list whose records open in an editor over it: Name first, then the area's columns. */
export function RecordTable<T extends { id: string; name: string }>(props: RecordTableProps<T>) {
  const { label, nameHeader = 'Name', records, columns, editorOf, minWidth } = props;
  const navigate = useNavigate();
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} interactive minWidth={minWidth}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((record) => (
            <Table.Row key={record.id} cursor="pointer" onClick={() => void navigate(editorOf(record.id))}>
              <Table.Cell>
                <Link asChild fontWeight="medium" onClick={(event) => event.stopPropagation()}>
                  <RouterLink to={editorOf(record.id)}>{record.name}</RouterLink>
                </Link>
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.header} {...column.cellProps}>
                  {column.cell(record)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
