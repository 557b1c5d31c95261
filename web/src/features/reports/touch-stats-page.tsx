import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import {
  END_BEFORE_START,
  TOUCH_BUCKET_LABELS,
  TOUCH_BUCKETS,
  TOUCH_GROUPING_LABELS,
  TOUCH_GROUPINGS,
  TOUCH_MIN_DATE,
  TOUCH_PIE_GROUPINGS,
  type TouchBucket,
  type TouchGrouping,
  touchBeforeMinimum,
} from '@signage/domain/reports';
import { useState } from 'react';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import { FilterSelect } from '../../components/list-page/filter-select.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import type { TouchStatsReportQueryVariables } from '../../gql/graphql.ts';
import { useTouchStatsReportQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { listParams } from '../../lib/download-csv.ts';
import { formatCount } from '../../lib/format-count.ts';
import { useChartLook } from './chart-theme.ts';
import { countAxis } from './count-axis.ts';
import { dayAxis, everyDay } from './daily-series.ts';
import { DonutChart } from './donut-chart.tsx';
import { ReportRangeFields, useReportRange } from './report-range.tsx';
import { RunReportBar } from './run-report-bar.tsx';
import { bucketLabel, compareBuckets, pieSlices, touchBars } from './touch-stats-values.ts';

const SERIES_COLOURS = ['#2563eb', '#db2777', '#16a34a', '#ea580c', '#7c3aed', '#0891b2', '#ca8a04', '#475569'];
const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

/** What a pie slice, once clicked, narrows the report to. */
interface SliceFilter {
  grouping: (typeof TOUCH_PIE_GROUPINGS)[number];
  name: string;
  id: string | null;
}

/**
 * /reports/touchstats (spec 02 §2 "Touch stats report"): start and end date (not before 01 January 2015), device
 * and media tags, event name, grouping (event name by default) and bucket (date, day of week, hour of day); a
 * stacked bar chart and a table (rows grouped by media uri show their media item), and an aggregate pie grouped by
 * event name, media name, device name or device tags whose slice narrows the report to it. Results stay hidden
 * until a search has run.
 */
export function TouchStatsPage() {
  const range = useReportRange();
  const { start, end } = range;
  const [eventName, setEventName] = useState('');
  const [grouping, setGrouping] = useState<TouchGrouping>('event_name');
  const [bucket, setBucket] = useState<TouchBucket>('date');
  const [pieGrouping, setPieGrouping] = useState<SliceFilter['grouping']>('event_name');
  const [slice, setSlice] = useState<SliceFilter | null>(null);
  const [invalid, setInvalid] = useState('');
  const [searched, setSearched] = useState<TouchStatsReportQueryVariables | null>(null);
  const variables = searched && withSlice(searched, slice);
  const { data, previousData, loading, error, refetch } = useTouchStatsReportQuery({
    variables: variables!,
    skip: !variables,
    context: SHOWN_ON_SCREEN,
  });
  const shown = data ?? previousData;
  const look = useChartLook();
  const shownBucket = (searched?.bucket?.toLowerCase() ?? 'date') as TouchBucket;

  const search = () => {
    const problem = range.endBeforeStart
      ? END_BEFORE_START
      : start && start < TOUCH_MIN_DATE
        ? touchBeforeMinimum('Start date')
        : end && end < TOUCH_MIN_DATE
          ? touchBeforeMinimum('End date')
          : '';
    setInvalid(problem);
    if (problem) return;
    setSlice(null);
    setSearched({
      startDate: start || undefined,
      endDate: end || undefined,
      ...range.tagNames,
      eventName: eventName.trim() || undefined,
      groups: upper(grouping),
      bucket: upper(bucket),
      pieGroups: upper(pieGrouping),
    });
  };

  const rows = [...(shown?.touchStats ?? [])].sort(
    (a, b) => compareBuckets(shownBucket, a.bucket, b.bucket) || a.name.localeCompare(b.name),
  );
  const bars = touchBars(shownBucket, rows);
  // By date, every day of the range is a bar (a day without touches is a gap at 0, not closed up), labelled as
  // the other daily charts are: a few days named, each tooltip its day.
  const daily =
    shownBucket === 'date'
      ? everyDay(
          bars.data.map((bar) => ({ ...bar, day: bar.bucket })),
          searched?.startDate ?? '',
          searched?.endDate ?? '',
          (day) => ({ day, bucket: day, key: day }),
        )
      : null;
  const barData = daily ?? bars.data;
  const bucketAxis = daily ? dayAxis(daily) : { axisBottom: { tickRotation: -45 } };
  const slices = pieSlices(shown?.pie ?? []);
  const byMediaUri = searched?.groups === 'MEDIA_URI';
  // Grouped by event name, the group column names the event already: no second column saying it again.
  const byEventName = searched?.groups === 'EVENT_NAME';
  const csvParams = (): [string, string][] => {
    const v = variables!;
    return [
      ...(v.startDate ? [['start_date', v.startDate] as [string, string]] : []),
      ...(v.endDate ? [['end_date', v.endDate] as [string, string]] : []),
      ...listParams('device_tags', v.deviceTags as string[]),
      ...listParams('media_tags', v.mediaTags as string[]),
      ...listParams('device_ids', v.deviceIds as string[]),
      ...listParams('media_ids', v.mediaIds as string[]),
      ...(v.eventName ? [['event_name', v.eventName] as [string, string]] : []),
    ];
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Touch stats report
      </Heading>
      <SimpleGrid as="fieldset" columns={{ base: 1, md: 2, xl: 4 }} gap="3" aria-label="Report filters">
        <ReportRangeFields range={range} min={TOUCH_MIN_DATE} />
        <Field.Root>
          <Field.Label>Event name</Field.Label>
          <Input value={eventName} onChange={(e) => setEventName(e.currentTarget.value)} placeholder="Any event" />
        </Field.Root>
        <FilterSelect
          label="Grouping"
          value={grouping}
          onChange={(v) => setGrouping(v as TouchGrouping)}
          options={TOUCH_GROUPINGS}
          optionLabel={(g) => TOUCH_GROUPING_LABELS[g]}
        />
        <FilterSelect
          label="Bucket"
          value={bucket}
          onChange={(v) => setBucket(v as TouchBucket)}
          options={TOUCH_BUCKETS}
          optionLabel={(b) => TOUCH_BUCKET_LABELS[b]}
        />
        <FilterSelect
          label="Pie grouped by"
          value={pieGrouping}
          onChange={(v) => setPieGrouping(v as SliceFilter['grouping'])}
          options={TOUCH_PIE_GROUPINGS}
          optionLabel={(g) => TOUCH_GROUPING_LABELS[g]}
        />
      </SimpleGrid>
      <RunReportBar onRun={search} invalid={invalid} />
      {error && <LoadError title="Could not load the report" error={error} onRetry={() => refetch()} />}
      {searched && loading && !shown && <PageSpinner />}
      {searched && shown && (
        <Stack gap="6">
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            {slice ? (
              <Flex gap="2" align="center">
                <Text>
                  Showing {TOUCH_GROUPING_LABELS[slice.grouping]}: {slice.name}
                </Text>
                <Button size="xs" variant="ghost" onClick={() => setSlice(null)}>
                  Show all
                </Button>
              </Flex>
            ) : (
              <Text>{formatCount(rows.reduce((sum, r) => sum + r.count, 0))} touches</Text>
            )}
            <CsvDownloadButton path="touch_events.csv" params={csvParams()} fallbackName="touch-events.csv">
              Download touch events (CSV)
            </CsvDownloadButton>
          </Flex>
          <Flex gap="6" wrap="wrap" align="start">
            <Stack as="section" aria-labelledby="touches-per-bucket" flex="2" minW="320px">
              <Heading as="h2" size="lg" id="touches-per-bucket">
                Touches per {TOUCH_BUCKET_LABELS[shownBucket]}
              </Heading>
              {rows.length ? (
                <Box as="figure" h="280px" aria-label={`Touches per ${TOUCH_BUCKET_LABELS[shownBucket]}`}>
                  <ResponsiveBar
                    data={barData}
                    keys={bars.keys}
                    indexBy="bucket"
                    role="presentation"
                    {...look}
                    colors={SERIES_COLOURS}
                    {...countAxis(barData, bars.keys)}
                    margin={{ top: 10, right: 130, bottom: 70, left: 50 }}
                    {...bucketAxis}
                    enableLabel={false}
                    legends={[
                      {
                        dataFrom: 'keys',
                        anchor: 'right',
                        direction: 'column',
                        translateX: 120,
                        itemWidth: 110,
                        itemHeight: 18,
                      },
                    ]}
                  />
                </Box>
              ) : (
                <Text>No touches in this range.</Text>
              )}
            </Stack>
            <Stack as="section" aria-labelledby="touches-pie" flex="1" minW="280px">
              <Heading as="h2" size="lg" id="touches-pie">
                Touches by {TOUCH_GROUPING_LABELS[pieGrouping]}
              </Heading>
              {slices.length > 0 && (
                <>
                  <DonutChart
                    label={`Touches by ${TOUCH_GROUPING_LABELS[pieGrouping]}`}
                    height="240px"
                    data={slices}
                    colors={SERIES_COLOURS}
                    arcLabelsTextColor="#ffffff"
                    onClick={(s) => setSlice(sliceFilter(pieGrouping, s.data.row))}
                  />
                  <Flex gap="2" wrap="wrap" role="group" aria-label="Filter by slice">
                    {slices.map((s, index) => (
                      <Button
                        key={s.id}
                        size="xs"
                        variant="outline"
                        aria-pressed={slice?.name === s.id}
                        onClick={() => setSlice(sliceFilter(pieGrouping, s.row))}
                      >
                        <Box
                          w="2"
                          h="2"
                          borderRadius="full"
                          bg={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                          aria-hidden
                        />
                        {s.label}: {formatCount(s.value)}
                      </Button>
                    ))}
                  </Flex>
                </>
              )}
            </Stack>
          </Flex>
          <Table.Root size="sm" aria-label="Touch statistics">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{TOUCH_BUCKET_LABELS[shownBucket]}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  {TOUCH_GROUPING_LABELS[searched.groups!.toLowerCase() as TouchGrouping]}
                </Table.ColumnHeader>
                {!byEventName && <Table.ColumnHeader>Event Name</Table.ColumnHeader>}
                {byMediaUri && <Table.ColumnHeader>Media</Table.ColumnHeader>}
                <Table.ColumnHeader textAlign="end">Count</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={`${r.bucket} ${r.name}`}>
                  <Table.Cell>{bucketLabel(shownBucket, r.bucket)}</Table.Cell>
                  <Table.Cell>{r.name}</Table.Cell>
                  {!byEventName && <Table.Cell>{r.eventName || 'Several'}</Table.Cell>}
                  {byMediaUri && (
                    <Table.Cell>
                      {r.media ? (
                        <Flex gap="2" align="center">
                          <Thumbnail src={r.media.thumbnailUrl} alt="" h="6" w="10" objectFit="contain" />
                          {r.media.name}
                        </Flex>
                      ) : (
                        '—'
                      )}
                    </Table.Cell>
                  )}
                  <Table.Cell textAlign="end">{formatCount(r.count)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </Stack>
  );
}

/** A clicked slice as a filter: an event name, a device tag, or the one device or media item it counts. */
function sliceFilter(
  grouping: SliceFilter['grouping'],
  row: { name: string; mediaId?: string | null; deviceId?: string | null },
): SliceFilter {
  const id =
    grouping === 'media_name' ? (row.mediaId ?? null) : grouping === 'device_name' ? (row.deviceId ?? null) : null;
  return { grouping, name: row.name, id };
}

function withSlice(vars: TouchStatsReportQueryVariables, slice: SliceFilter | null): TouchStatsReportQueryVariables {
  if (!slice) return vars;
  switch (slice.grouping) {
    case 'event_name':
      return { ...vars, eventName: slice.name };
    case 'device_tags':
      return { ...vars, deviceTags: [...((vars.deviceTags as string[]) ?? []), slice.name] };
    case 'device_name':
      return slice.id ? { ...vars, deviceIds: [slice.id] } : vars;
    case 'media_name':
      return slice.id ? { ...vars, mediaIds: [slice.id] } : vars;
  }
}
