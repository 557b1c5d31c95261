import { Badge, Box, Button, Field, Flex, Heading, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { NETWORK_BUCKET_COLOURS } from '@signage/domain/reports';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Pager } from '../../components/pager.tsx';
import { TableHead } from '../../components/table-head.tsx';
import { TagList } from '../../components/tags/tag-list.tsx';
import { useNetworkStatusReportQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { formatCount } from '../../lib/format-count.ts';
import { deviceEditPath } from '../../lib/paths.ts';
import { useCan } from '../../lib/use-can.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { DonutChart } from './donut-chart.tsx';
import { type Bucket, BUCKET_FILLS as FILLS, BUCKET_LABELS as LABELS } from './network-buckets.ts';

/**
 * /reports/networkstatus: devices by how recently they made contact (spec 02 §2). The pie counts devices per
 * bucket; clicking a slice (or its legend button) filters the grid to that bucket.
 */
const NETWORK_PAGE_SIZES = [50, 100, 200] as const;

export function NetworkStatusPage() {
  const [q, setQ] = useState('');
  const [filter, setFilterState] = useState<Bucket | null>(null);
  // The grid in pages: an estate of thousands of devices is one answer, but not one table to scroll.
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(NETWORK_PAGE_SIZES[0]);
  const setFilter = (bucket: Bucket | null) => {
    setFilterState(bucket);
    setPage(1);
  };
  // A device's name opens its page, for those who may open it (a reports-only user reads names alone).
  const maySeeDevices = useCan(AREA_VIEWERS.devices);
  const { data, loading, error, refetch } = useNetworkStatusReportQuery({
    variables: { q: q || undefined },
    context: SHOWN_ON_SCREEN,
  });
  const { dateTime } = useDisplayTime();
  const report = data?.networkStatus;
  const slices = (report?.counts ?? [])
    .filter((c) => c.count > 0)
    .map((c) => ({ id: c.bucket, label: LABELS[c.bucket as Bucket], value: c.count }));
  const devices = (report?.devices ?? []).filter((d) => !filter || d.bucket === filter);
  const shown = devices.slice((page - 1) * pageSize, page * pageSize);
  const search = (text: string) => {
    if (text === q) return;
    setQ(text);
    setPage(1);
  };
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Network status report
      </Heading>
      <Flex justify="space-between" align="end" gap="3" wrap="wrap">
        <Field.Root maxW="md" flex="1">
          <Field.Label>Search devices</Field.Label>
          <Input
            defaultValue={q}
            placeholder="Name, sticker code or tag"
            onKeyDown={(e) => {
              if (e.key === 'Enter') search(e.currentTarget.value.trim());
            }}
            onBlur={(e) => search(e.currentTarget.value.trim())}
          />
        </Field.Root>
        {/* Every device of the search, whatever bucket the grid is narrowed to: the report, as a file. */}
        <CsvDownloadButton path="network_status.csv" params={q ? [['q', q]] : []} fallbackName="network-status.csv">
          Download network status (CSV)
        </CsvDownloadButton>
      </Flex>
      {error && <LoadError title="Could not load the network status" error={error} onRetry={() => refetch()} />}
      {loading && !report && <PageSpinner />}
      {report && (
        <Flex gap="6" wrap="wrap" align="start">
          <Stack flex="0 0 320px" gap="3">
            <DonutChart
              label={`Devices per bucket, ${report.total} in all`}
              height="280px"
              data={slices}
              colors={(slice) => FILLS[slice.id as Bucket]}
              arcLabelsTextColor="#111"
              onClick={(slice) => setFilter(slice.id as Bucket)}
            />
            <Flex gap="2" wrap="wrap" role="group" aria-label="Filter by bucket">
              {report.counts.map((c) => (
                <Button
                  key={c.bucket}
                  size="xs"
                  variant={filter === c.bucket ? 'solid' : 'outline'}
                  aria-pressed={filter === c.bucket}
                  onClick={() => setFilter(filter === c.bucket ? null : (c.bucket as Bucket))}
                >
                  <Box w="2" h="2" borderRadius="full" bg={FILLS[c.bucket as Bucket]} aria-hidden />
                  {LABELS[c.bucket as Bucket]}: {formatCount(c.count)}
                </Button>
              ))}
            </Flex>
            <Text>Total: {report.total}</Text>
          </Stack>
          <Box flex="1" minW="320px">
            {filter && (
              <Flex gap="2" align="center" mb="2">
                <Text>Showing: {LABELS[filter]}</Text>
                <Button size="xs" variant="ghost" onClick={() => setFilter(null)}>
                  Show all
                </Button>
              </Flex>
            )}
            <Table.Root size="sm" aria-label="Devices by last contact">
              <TableHead columns={['Device Name', { label: 'Last Contact', sort: 'descending' }, 'Device Tags']} />
              <Table.Body>
                {shown.map((d) => (
                  <Table.Row key={d.id} data-bucket={d.bucket}>
                    <Table.Cell>
                      <Flex gap="2" align="center">
                        <Badge colorPalette={NETWORK_BUCKET_COLOURS[d.bucket as Bucket]} variant="subtle">
                          {LABELS[d.bucket as Bucket]}
                        </Badge>
                        {maySeeDevices ? (
                          <Link asChild color="accent.fg">
                            <RouterLink to={deviceEditPath(d.id)}>{d.name}</RouterLink>
                          </Link>
                        ) : (
                          d.name
                        )}
                      </Flex>
                    </Table.Cell>
                    <Table.Cell>{dateTime(d.lastContact)}</Table.Cell>
                    <Table.Cell>
                      <TagList tags={d.tags} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {devices.length === 0 ? (
              <Text mt="3">No devices.</Text>
            ) : (
              <Box mt="3">
                <Pager
                  page={page}
                  pageSize={pageSize}
                  totalItems={devices.length}
                  onPageChange={setPage}
                  onPageSizeChange={(size) => {
                    setPageSize(size);
                    setPage(1);
                  }}
                  pageSizes={NETWORK_PAGE_SIZES}
                />
              </Box>
            )}
          </Box>
        </Flex>
      )}
    </Stack>
  );
}
