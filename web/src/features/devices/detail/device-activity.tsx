import { Table, Text } from '@chakra-ui/react';
import type { DeviceDetailQuery } from '../../../gql/graphql.ts';
import { formatClockTime, formatDisplayDate } from '../../../lib/display-time.ts';

/** The latest activity events of the last two weeks, newest first. */
export function DeviceActivity({
  events,
  timeZone,
}: {
  events: DeviceDetailQuery['device']['activity'];
  timeZone: string;
}) {
  if (events.length === 0) return <Text color="fg.muted">No activity in the last two weeks.</Text>;
  return (
    <Table.ScrollArea maxHeight="64" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader aria-label="Activity">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            <Table.ColumnHeader>Details</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((event) => (
            <Table.Row key={event.id}>
              <Table.Cell whiteSpace="nowrap">
                {formatDisplayDate(event.timestamp, timeZone)} {formatClockTime(event.timestamp, timeZone)}
              </Table.Cell>
              <Table.Cell>{event.event}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {Object.keys((event.details as object) ?? {}).length ? JSON.stringify(event.details) : ''}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
