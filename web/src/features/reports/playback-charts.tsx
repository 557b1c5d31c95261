import { Box, Table, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { TableHead } from '../../components/table-head.tsx';
import { formatCalendarMonth } from '../../lib/display-time.ts';
import { formatCount } from '../../lib/format-count.ts';
import { ChartLegend } from './chart-legend.tsx';
import { useChartLook } from './chart-theme.ts';
import { countAxis } from './count-axis.ts';
import { DonutChart } from './donut-chart.tsx';

const GB = 1024 ** 3;
const gigabytes = (bytes: number) => `${(bytes / GB).toFixed(1)} GB`;

/** The media playback timeline graph by month (spec 02 §2), with its figures as a table beside the bars. */
export function TimelineChart({ months }: { months: readonly { month: string; count: number }[] }) {
  const look = useChartLook();
  if (!months.length) return <Text>No playback in this range.</Text>;
  return (
    <>
      <Box as="figure" h="240px" aria-label="Plays per month">
        <ResponsiveBar
          data={months.map((m) => ({ month: formatCalendarMonth(m.month), count: m.count }))}
          keys={['count']}
          indexBy="month"
          role="presentation"
          {...look}
          colors={['#7c3aed']}
          {...countAxis(months, ['count'])}
          margin={{ top: 10, right: 10, bottom: 40, left: 60 }}
          labelTextColor="#ffffff"
          enableLabel={months.length <= 12}
        />
      </Box>
      <Table.Root size="sm" aria-label="Plays per month">
        <TableHead columns={['Month', { label: 'Plays', end: true }]} />
        <Table.Body>
          {months.map((m) => (
            <Table.Row key={m.month}>
              <Table.Cell>{formatCalendarMonth(m.month)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(m.count)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}

/** The disk storage pie chart (spec 02 §2): used versus total over the devices' latest system info. */
export function DiskStoragePie({ storage }: { storage: { devices: number; bytesUsed: number; bytesTotal: number } }) {
  if (!storage.devices || storage.bytesTotal <= 0) return <Text>No device has reported its disks yet.</Text>;
  const free = Math.max(storage.bytesTotal - storage.bytesUsed, 0);
  const slices = [
    { id: 'Used', label: 'Used', value: storage.bytesUsed, colour: '#db2777' },
    { id: 'Free', label: 'Free', value: free, colour: '#16a34a' },
  ];
  const summary = `${gigabytes(storage.bytesUsed)} used of ${gigabytes(storage.bytesTotal)} on ${storage.devices} device${storage.devices === 1 ? '' : 's'}`;
  return (
    <>
      <DonutChart
        label={`Disk storage: ${summary}`}
        height="220px"
        data={slices}
        colors={slices.map((slice) => slice.colour)}
        valueFormat={(bytes) => gigabytes(bytes)}
        arcLabelsTextColor="#ffffff"
      />
      <ChartLegend
        entries={slices.map(({ id, colour, value }) => ({ key: id, colour, text: `${id}: ${gigabytes(value)}` }))}
      />
      <Text>{summary}</Text>
    </>
  );
}
