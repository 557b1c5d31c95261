import { chakra, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { TagList } from '../../components/tags/tag-list.tsx';
import type { TagManagerRow } from './tag-manager-rows.ts';

/** The tag manager's grid (spec 02 "Tag manager"): Object ID, Type, Object Name, Tags, with multi-select. */
export function TagManagerGrid({
  rows,
  selected,
  onSelectedChange,
  onSelectAll,
}: {
  rows: readonly TagManagerRow[];
  selected: ReadonlySet<string>;
  onSelectedChange: (key: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
}) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row.key));
  const some = rows.some((row) => selected.has(row.key));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label="Tagged objects" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <RowCheckbox
                label="Select all on this page"
                checked={all}
                indeterminate={some && !all}
                onChange={onSelectAll}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>Object ID</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Object Name</Table.ColumnHeader>
            <Table.ColumnHeader>Tags</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-selected={selected.has(row.key) ? '' : undefined}>
              <Table.Cell>
                <RowCheckbox
                  label={`Select ${row.typeLabel.toLowerCase()} ${row.name}`}
                  checked={selected.has(row.key)}
                  onChange={(on) => onSelectedChange(row.key, on)}
                />
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{row.id}</Table.Cell>
              <Table.Cell>{row.typeLabel}</Table.Cell>
              <Table.Cell>
                <Link asChild color="accent.fg">
                  <RouterLink to={row.to}>{row.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>
                <TagList tags={row.tags} label={`Tags of ${row.name}`} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A native checkbox (as the media grid's), in the accent colour; `indeterminate` for a partly selected page. */
function RowCheckbox(props: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={props.label}
      checked={props.checked}
      ref={(input: HTMLInputElement | null) => {
        if (input) input.indeterminate = props.indeterminate ?? false;
      }}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      boxSize="4"
      cursor="pointer"
      verticalAlign="middle"
      accentColor="var(--chakra-colors-accent-solid)"
    />
  );
}
