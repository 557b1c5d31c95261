import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditTable_EntryFragment } from '../../gql/graphql.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { DataTable } from '../data-table.tsx';
import { EditorDialog } from '../editor-dialog/editor-dialog.tsx';
import { type Fact, FactList } from '../fact-list.tsx';
import { AuditChanges } from './audit-changes.tsx';

/** The detail of one entry: who, when, from where, and its before and after. */
function AuditEntryDialog({ entry, onClose }: { entry: AuditTable_EntryFragment; onClose: () => void }) {
  const time = useDisplayTime();
  const facts: Fact[] = [
    ['Date', time.moment(entry.actionDate)],
    ['User', entry.user?.username ?? 'Nobody signed in'],
    ['Action', entry.action.name],
    ['Object', entry.objectType ? `${entry.objectType} ${entry.objectId ?? ''}` : '—'],
    ['Client address', entry.clientAddress ?? '—'],
    ['Request id', entry.requestId ?? '—'],
  ];
  return (
    <EditorDialog title={entry.description} onClose={onClose} size="lg" cancel="Close">
      <Stack gap="5">
        <FactList facts={facts} />
        <AuditChanges details={entry.detailsJson as Record<string, unknown>} />
      </Stack>
    </EditorDialog>
  );
}

/** Narrows the trail to one user's entries, or to one action's. */
export type AuditFilterBy = (key: 'user' | 'action', value: string) => void;

/** A cell's value as a button narrowing the trail to it, where the trail can be narrowed. */
function FilterButton({ onClick, label, children }: { onClick?: () => void; label: string; children: string }) {
  if (!onClick) return children;
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      height="auto"
      textDecoration="underline"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * Audit entries newest first (Date, User, Action, Description); "Details" opens an entry's before and after. With
 * `filterBy`, a user's name and an action narrow the trail to their entries.
 */
export function AuditTable({
  entries,
  label,
  filterBy,
}: {
  entries: readonly AuditTable_EntryFragment[];
  label: string;
  filterBy?: AuditFilterBy;
}) {
  const time = useDisplayTime();
  const [open, setOpen] = useState<AuditTable_EntryFragment>();
  if (!entries.length) return <Text textStyle="sm">No audit entries.</Text>;
  return (
    <>
      <DataTable
        columns={['Date', 'User', 'Action', 'Description', { label: 'Details', hidden: true }]}
        caption={label}
        interactive
      >
        {entries.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell whiteSpace="nowrap">{time.moment(entry.actionDate)}</Table.Cell>
            <Table.Cell>
              {entry.user ? (
                <FilterButton
                  label={`Show only entries by ${entry.user.username}`}
                  onClick={filterBy && (() => filterBy('user', entry.user!.userId))}
                >
                  {entry.user.username}
                </FilterButton>
              ) : (
                '—'
              )}
            </Table.Cell>
            <Table.Cell>
              <FilterButton
                label={`Show only ${entry.action.name} entries`}
                onClick={filterBy && (() => filterBy('action', entry.action.name))}
              >
                {entry.action.name}
              </FilterButton>
            </Table.Cell>
            <Table.Cell>{entry.description}</Table.Cell>
            <Table.Cell>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setOpen(entry)}
                aria-label={`Details of entry ${entry.id}`}
              >
                Details
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
