import { HStack, Table, Text } from '@chakra-ui/react';
import { DataTable } from '../../../components/data-table.tsx';
import type { DeviceActivity_DeviceFragment } from '../../../gql/graphql.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';
import { activityDetails, readableLabel } from './activity-details.ts';

/** The latest activity events of the last two weeks, newest first, their details in words. */
export function DeviceActivity({ device }: { device: DeviceActivity_DeviceFragment }) {
  const when = useDisplayTime();
  const events = device.activity;
  if (events.length === 0) return <Text color="fg.muted">No activity in the last two weeks.</Text>;
  return (
    <DataTable
      columns={['When', 'Event', 'Details']}
      stickyHeader
      aria-label="Activity"
      scrollProps={{ maxHeight: '64', borderWidth: '1px', rounded: 'md' }}
    >
      {events.map((event) => (
        <Table.Row key={event.id}>
          <Table.Cell whiteSpace="nowrap">{when.moment(event.timestamp)}</Table.Cell>
          <Table.Cell>{readableLabel(event.event)}</Table.Cell>
          <Table.Cell>
            {activityDetails(event.details).map(([label, value]) => (
              <HStack key={label} gap="1" fontSize="xs" wrap="wrap">
                <Text as="span" color="fg.muted">
                  {label}:
                </Text>
                <Text as="span" wordBreak="break-word">
                  {value}
                </Text>
              </HStack>
            ))}
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
