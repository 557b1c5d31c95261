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

/** Audit entries newest first (Date, User, Action, Description); "Details" opens an entry's before and after. */
export function AuditTable({ entries, label }: { entries: readonly AuditTable_EntryFragment[]; label: string }) {
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
            <Table.Cell>{entry.user?.username ?? '—'}</Table.Cell>
            <Table.Cell>{entry.action.name}</Table.Cell>
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
