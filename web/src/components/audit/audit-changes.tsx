import { Badge, Code, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { type AuditChange, changedColumns } from '@signage/domain/audit';
import { TableHead } from '../table-head.tsx';

/** A column's value as text: JSON for anything but a plain string; "—" where the column had no value. */
function shown(value: unknown) {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const OPERATION_LABELS: Record<AuditChange['operation'], string> = {
  insert: 'Created',
  update: 'Changed',
  delete: 'Deleted',
};

/**
 * What an entry changed, readably: per row, the columns that changed with their value before and after (secrets
 * already masked by the api). An entry that changed no row (sign-in, a remote command) shows what was sent.
 */
export function AuditChanges({ details }: { details: Record<string, unknown> }) {
  const changes = (details.changes ?? []) as AuditChange[];
  if (!changes.length) {
    return (
      <Stack gap="2">
        <Text textStyle="sm">No stored row changed.</Text>
        {details.body !== undefined && (
          <>
            <Heading as="h3" size="sm">
              What was sent
            </Heading>
            <Code display="block" whiteSpace="pre-wrap" p="2">
              {JSON.stringify(details.body, null, 2)}
            </Code>
          </>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      {typeof details.change_count === 'number' && (
        <Text textStyle="sm">
          {details.change_count} rows changed; the first {changes.length} are shown.
        </Text>
      )}
      {changes.map((change) => (
        // A row changed twice in one request (an insert then an update) appears twice: the operation tells them apart.
        <Stack
          key={`${change.object_type}-${change.object_id}-${change.operation}-${JSON.stringify(change.after)}`}
          gap="2"
        >
          <Heading as="h3" size="sm">
            <Badge me="2">{OPERATION_LABELS[change.operation]}</Badge>
            {change.object_type} {change.object_id}
          </Heading>
          <Table.Root size="sm" variant="outline">
            <Table.Caption srOnly>
              {OPERATION_LABELS[change.operation]} {change.object_type} {change.object_id}: before and after
            </Table.Caption>
            <TableHead columns={['Field', 'Before', 'After']} />
            <Table.Body>
              {changedColumns(change).map(({ column, before, after }) => (
                <Table.Row key={column}>
                  <Table.Cell fontWeight="medium">{column}</Table.Cell>
                  <Table.Cell wordBreak="break-word">{shown(before)}</Table.Cell>
                  <Table.Cell wordBreak="break-word">{shown(after)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      ))}
    </Stack>
  );
}
