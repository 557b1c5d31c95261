import { Box, chakra, Icon, Link, Table, Text } from '@chakra-ui/react';
import { DEVICE_GRID } from '@signage/domain/constants';
import type { DeviceStatus } from '@signage/domain/device-status';
import { LuArrowDown, LuArrowUp, LuExternalLink } from 'react-icons/lu';
import { DEVICE_STATUS_LOOK, StatusDot } from '../../../components/device-status/device-status-dot.tsx';
import { TagList } from '../../../components/tags/tag-list.tsx';
import type { DeviceGrid_DeviceFragment, DeviceSort, SortDirection } from '../../../gql/graphql.ts';
import { deviceEditPath } from '../../../lib/paths.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

export interface DeviceOrder {
  sortBy: DeviceSort;
  sortDirection: SortDirection;
}

/**
 * The columns. Spec 02 §9 gives 5/30/10/6/10/38 %, but 6% of a ~1000 px table (1280 px screen) is 60 px and
 * "Licenced" ran into "Sticker Code"; Chromium ignores max(%, rem) on a fixed table's columns. So the short
 * columns get the width of their header and sort arrow (about their share at 1600 px), Name keeps its 30% and
 * Tags takes what remains.
 */
const COLUMNS: { label: string; sort?: DeviceSort; width?: string }[] = [
  { label: 'ID', sort: 'ID', width: '3.5rem' },
  { label: 'Name', sort: 'NAME', width: `${DEVICE_GRID.columnWidthsPercent[1]}%` },
  { label: 'Last Contacted', sort: 'LAST_CONTACT', width: '9.5rem' },
  { label: 'Licenced', sort: 'LICENSED', width: '6.5rem' },
  { label: 'Sticker Code', sort: 'STICKER_CODE', width: '8rem' },
  { label: 'Tags' },
];

interface DeviceGridProps {
  devices: readonly DeviceGrid_DeviceFragment[];
  order: DeviceOrder;
  onOrderChange: (order: DeviceOrder) => void;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Each device's status and latest contact, live (useListPresence). */
  presence: Record<string, { status: DeviceStatus; lastContact: string | null }>;
}

/** Opens a device's detail screen in a new tab, as the list always does (spec 02 "Device list"). */
export function openDevice(id: string) {
  window.open(deviceEditPath(id), '_blank', 'noopener');
}

/** The Licenced column: the licence's verdict over the operator's switch (see Device.overLicence). */
export function licensedLabel(device: { licensed: boolean; overLicence: boolean }): string {
  if (!device.licensed) return 'No';
  return device.overLicence ? 'Over licence' : 'Yes';
}

/**
 * The device grid (spec 02 §9): columns as wide as their headers (see COLUMNS), rows 30 px high, single
 * selection, unlicensed rows highlighted and an offline style on the last-contacted cell. A row opens its device
 * in a new tab on double-click or Enter; the name is also a link for middle-click and keyboard users.
 */
export function DeviceGrid({ devices, order, onOrderChange, selectedId, onSelect, presence }: DeviceGridProps) {
  const sortBy = (sort: DeviceSort) =>
    onOrderChange({
      sortBy: sort,
      sortDirection: order.sortBy === sort && order.sortDirection === 'DESC' ? 'ASC' : 'DESC',
    });

  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" tableLayout="fixed" minWidth="3xl" aria-label="Devices" interactive>
        <Table.ColumnGroup>
          {COLUMNS.map((column) => (
            <Table.Column key={column.label} width={column.width} />
          ))}
        </Table.ColumnGroup>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => {
              const active = column.sort !== undefined && order.sortBy === column.sort;
              return (
                <Table.ColumnHeader
                  key={column.label}
                  aria-sort={active ? (order.sortDirection === 'ASC' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort ? (
                    <chakra.button
                      type="button"
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      whiteSpace="nowrap"
                      fontWeight="semibold"
                      onClick={() => sortBy(column.sort!)}
                    >
                      {column.label}
                      {active && <Icon as={order.sortDirection === 'ASC' ? LuArrowUp : LuArrowDown} boxSize="3" />}
                    </chakra.button>
                  ) : (
                    column.label
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {devices.map((device) => {
            const selected = device.id === selectedId;
            const offline = device.bucket === 'OFFLINE';
            // Switched to licensed but beyond what the licence allows (the newest activated): unlicensed too.
            const licensed = device.licensed && !device.overLicence;
            return (
              <Table.Row
                key={device.id}
                height={`${DEVICE_GRID.rowHeight}px`}
                aria-selected={selected}
                data-unlicensed={licensed ? undefined : ''}
                tabIndex={0}
                cursor="pointer"
                bg={selected ? 'accent.subtle' : licensed ? undefined : 'orange.subtle'}
                onClick={() => onSelect(device.id)}
                onDoubleClick={() => openDevice(device.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') openDevice(device.id);
                  if (event.key === ' ') {
                    event.preventDefault();
                    onSelect(device.id);
                  }
                }}
              >
                <Table.Cell py="0">{device.id}</Table.Cell>
                <Table.Cell py="0" truncate>
                  <Link
                    href={deviceEditPath(device.id)}
                    target="_blank"
                    rel="noopener"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {device.name || `Device ${device.id}`}
                    <LuExternalLink aria-hidden />
                  </Link>
                </Table.Cell>
                <Table.Cell
                  py="0"
                  truncate
                  data-offline={offline ? '' : undefined}
                  color={offline ? 'red.fg' : undefined}
                >
                  <LastContact
                    at={presence[device.id]?.lastContact ?? device.lastContact}
                    status={presence[device.id]?.status ?? 'offline'}
                  />
                </Table.Cell>
                <Table.Cell
                  py="0"
                  truncate
                  title={device.overLicence ? 'Licensed, but beyond the devices the licence allows' : undefined}
                >
                  {licensedLabel(device)}
                </Table.Cell>
                <Table.Cell py="0" truncate>
                  {device.assetTag}
                </Table.Cell>
                <Table.Cell py="0">
                  <TagList tags={device.tags} size="sm" label={`Tags of ${device.name}`} singleLine />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * The column is 10% wide: a dot for online / stale / offline (named for assistive technology and in the tooltip),
 * then a contact today as its time ("HH:mm"), an older one as its date ("Do MMM YYYY").
 */
function LastContact({ at, status }: { at: string | null; status: DeviceStatus }) {
  const when = useDisplayTime();
  const full = when.dateTime(at);
  const shown = !at ? full : when.date(at) === when.date(new Date()) ? when.time(at) : when.date(at);
  const { label } = DEVICE_STATUS_LOOK[status];
  return (
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      fontSize="sm"
      title={`${label}, last contact ${full}`}
    >
      <StatusDot status={status} />
      {at ? <time dateTime={at}>{shown}</time> : shown}
    </Text>
  );
}
