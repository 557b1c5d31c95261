import { HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { DASHBOARD_TABLE_ROWS } from '@signage/domain/page-sizes';
import { Fragment, useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { DeviceStatusDot } from '../../components/device-status/device-status-dot.tsx';
import { TableHead } from '../../components/table-head.tsx';
import { TagList } from '../../components/tags/tag-list.tsx';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { CardMore, DeviceLink } from './card-device-list.tsx';
import type { useCardDevices } from './use-card-devices.ts';
import { useRowSink } from './use-row-sink.ts';

/**
 * The table widget (spec 01 §2): the card's devices, 8 rows per page, with their last contact; a row's sink under
 * it shows the device's tags while the pointer or focus is on the row (spec 01 §9).
 */
export function CardDeviceTable({ state, title }: { state: ReturnType<typeof useCardDevices>; title: string }) {
  const time = useDisplayTime();
  const [page, setPage] = useState(0);
  const sink = useRowSink();
  const pages = Math.max(1, Math.ceil(state.devices.length / DASHBOARD_TABLE_ROWS));
  const current = Math.min(page, pages - 1);
  const rows = state.devices.slice(current * DASHBOARD_TABLE_ROWS, (current + 1) * DASHBOARD_TABLE_ROWS);
  return (
    <Stack gap="2">
      <Table.Root size="sm" aria-label={`Devices of ${title}`}>
        <TableHead columns={['Device', 'Status', 'Last contact']} />
        <Table.Body>
          {rows.map((device) => (
            <Fragment key={device.id}>
              <Table.Row {...sink.bind(device.id)}>
                <Table.Cell maxWidth="40">
                  <DeviceLink id={device.id} name={device.name} />
                </Table.Cell>
                <Table.Cell>
                  <DeviceStatusDot status={device.status} />
                </Table.Cell>
                <Table.Cell>{time.dateTime(device.lastContact, 'Never')}</Table.Cell>
              </Table.Row>
              {sink.open === device.id && (
                <Table.Row {...sink.bind(device.id)} bg="bg.muted" aria-label={`Details of ${device.name}`}>
                  <Table.Cell colSpan={3} py="1.5">
                    {device.tags.length ? (
                      <TagList tags={device.tags} label={`Tags of ${device.name}`} />
                    ) : (
                      <Text textStyle="xs" color="fg.muted">
                        No tags.
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justify="space-between">
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Previous page"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            <LuChevronLeft />
          </IconButton>
          <Text textStyle="xs">
            Page {current + 1} of {pages}
          </Text>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Next page"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            <LuChevronRight />
          </IconButton>
        </HStack>
        <CardMore state={state} />
      </HStack>
    </Stack>
  );
}
