import { Box, Table } from '@chakra-ui/react';
import type { Choice } from './data-link-dialog.tsx';

/** The parsed rows; a click on a cell picks its row and column (the selects above do the same by keyboard). */
export function RowsTable(props: {
  name: string;
  columns: readonly string[];
  items: readonly (readonly (string | null)[])[];
  keyColumn: number;
  choice: Choice;
  onPick(rowKey: string, column: number): void;
}) {
  const { columns, items, keyColumn, choice, onPick } = props;
  return (
    <Box
      overflow="auto"
      maxH="40vh"
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label={`Rows of ${props.name}`}
    >
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            {columns.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the header.
              <Table.ColumnHeader key={index} whiteSpace="nowrap">
                {name}
                {index === keyColumn ? ' (Key)' : ''}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((row, r) => {
            const key = row[keyColumn] ?? '';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own.
              <Table.Row key={r} bg={key === choice.rowKey ? 'bg.emphasized' : undefined}>
                {columns.map((_, c) => (
                  <Table.Cell
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the row.
                    key={c}
                    cursor="pointer"
                    fontWeight={key === choice.rowKey && c === choice.column ? 'bold' : undefined}
                    onClick={() => key.trim() && onPick(key, c)}
                  >
                    {row[c] ?? ''}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
