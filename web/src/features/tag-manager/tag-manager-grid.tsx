import { Checkbox, Link, Table } from '@chakra-ui/react';
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
              <Checkbox.Root
                size="sm"
                checked={all ? true : some ? 'indeterminate' : false}
                onCheckedChange={(details) => onSelectAll(details.checked === true)}
              >
                <Checkbox.HiddenInput aria-label="Select all on this page" />
                <Checkbox.Control />
              </Checkbox.Root>
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
                <Checkbox.Root
                  size="sm"
                  checked={selected.has(row.key)}
                  onCheckedChange={(details) => onSelectedChange(row.key, details.checked === true)}
                >
                  <Checkbox.HiddenInput aria-label={`Select ${row.typeLabel.toLowerCase()} ${row.name}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
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
