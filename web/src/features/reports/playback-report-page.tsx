import { Box, Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { END_BEFORE_START } from '@signage/domain/reports';
import { useMemo, useState } from 'react';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import { EditorDialog } from '../../components/editor-dialog/editor-dialog.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TableHead } from '../../components/table-head.tsx';
import type { PlaybackReportQueryVariables } from '../../gql/graphql.ts';
import { usePlaybackReportQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { formatCalendarDay } from '../../lib/display-time.ts';
import { listParams } from '../../lib/download-csv.ts';
import { formatCount } from '../../lib/format-count.ts';
import { useChartLook } from './chart-theme.ts';
import { countAxis } from './count-axis.ts';
import { dayAxis, everyDay } from './daily-series.ts';
import { DiskStoragePie, TimelineChart } from './playback-charts.tsx';
import { playbackEndDate } from './report-dates.ts';
import { ReportRangeFields, useReportRange } from './report-range.tsx';
import { RunReportBar } from './run-report-bar.tsx';

/** Daily totals of the rows, every day of the range from `from` to `to`, days without plays at 0. */
function dailyCounts(rows: readonly { playbackDate: string; count: number }[], from: string, to: string) {
  const days = new Map<string, number>();
  for (const r of rows) days.set(r.playbackDate, (days.get(r.playbackDate) ?? 0) + r.count);
  return everyDay(
    [...days].map(([day, count]) => ({ day, count })),
    from,
    to,
    (day) => ({ day, count: 0 }),
  );
}

function DailyChart({ data, label }: { data: { day: string; count: number }[]; label: string }) {
  const look = useChartLook();
  return (
    <Box as="figure" h="260px" aria-label={label}>
      <ResponsiveBar
        data={data}
        keys={['count']}
        ariaLabel={label}
        indexBy="day"
        {...look}
        colors={['#3b82f6']}
        {...countAxis(data, ['count'])}
        margin={{ top: 10, right: 10, bottom: 70, left: 50 }}
        {...dayAxis(data)}
        labelTextColor="#ffffff"
        enableLabel={data.length <= 31}
        // A count is written on its bar only where it fits (about 7 px a character of the chart's 11 px text):
        // 23,052 over a bar 35 px wide ran into its neighbours' counts.
        labelSkipWidth={formatCount(Math.max(0, ...data.map((d) => d.count))).length * 7 + 6}
        labelSkipHeight={16}
      />
    </Box>
  );
}

/**
 * /reports/mediaplaybackreport/ and /reports/deviceaudioplaybackreport/ (spec 02 §2 "Audio and media playback
 * reports"): date range and tag filters, results hidden until a search has run; the 'Daily Playback Counts' bar
 * chart, the media table with each item's total, a modal with its daily chart headed 'media id - name', the
 * timeline by month, the disk storage pie (used versus total) of the devices selected, and the proof-of-play CSV.
 */
export function PlaybackReportPage({ kind }: { kind: 'AUDIO' | 'MEDIA' }) {
  const range = useReportRange();
  const { start, end } = range;
  const [invalid, setInvalid] = useState('');
  const [searched, setSearched] = useState<PlaybackReportQueryVariables | null>(null);
  const [opened, setOpened] = useState<{ mediaId: string; mediaName: string } | null>(null);
  const { data, loading, error, refetch } = usePlaybackReportQuery({
    variables: searched!,
    skip: !searched,
    context: SHOWN_ON_SCREEN,
  });
  const title = kind === 'AUDIO' ? 'Audio playback report' : 'Media playback report';

  const search = () => {
    if (range.endBeforeStart) {
      setInvalid(END_BEFORE_START);
      return;
    }
    setInvalid('');
    setSearched({
      kind,
      startDate: start || undefined,
      endDate: end ? playbackEndDate(kind, end) : undefined,
      // The timeline counts the chosen days themselves.
      timelineEnd: end || undefined,
      ...range.tagNames,
    });
  };

  const rows = data?.playbackReport.rows ?? [];
  // The days the charts run over: the report's first day to the last one chosen (a media report's end date is
  // sent as the day after, which is not shown).
  const shownDays: [string, string] = [
    data?.playbackReport.reportStart ?? '',
    searched?.timelineEnd ?? data?.playbackReport.reportEnd ?? '',
  ];
  const totals = useMemo(() => {
    const byMedia = new Map<string, { mediaId: string; mediaName: string; count: number }>();
    for (const r of rows) {
      const known = byMedia.get(r.mediaId);
      if (known) known.count += r.count;
      else byMedia.set(r.mediaId, { mediaId: r.mediaId, mediaName: r.mediaName, count: r.count });
    }
    return [...byMedia.values()].sort((a, b) => b.count - a.count);
  }, [rows]);
  const csvParams = (v: PlaybackReportQueryVariables): [string, string][] => [
    ...(v.startDate ? [['start_date', v.startDate] as [string, string]] : []),
    ...(v.timelineEnd ? [['end_date', v.timelineEnd] as [string, string]] : []),
    ...listParams('device_tags', v.deviceTags as string[]),
    ...listParams('media_tags', v.mediaTags as string[]),
    ['kind', kind === 'AUDIO' ? 'audio' : 'media'],
  ];

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <SimpleGrid as="fieldset" columns={{ base: 1, md: 2, xl: 4 }} gap="3" aria-label="Report filters">
        <ReportRangeFields range={range} />
      </SimpleGrid>
      <RunReportBar onRun={search} invalid={invalid} />
      {error && <LoadError title="Could not load the report" error={error} onRetry={() => refetch()} />}
      {searched && loading && <PageSpinner />}
      {searched && data && (
        <Stack gap="6">
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Text>
              From {formatCalendarDay(shownDays[0])} to {formatCalendarDay(shownDays[1])}
            </Text>
            <CsvDownloadButton path="proof_of_play.csv" params={csvParams(searched)} fallbackName="proof-of-play.csv">
              Download proof of play (CSV)
            </CsvDownloadButton>
          </Flex>
          <Stack as="section" aria-labelledby="daily-playback-counts">
            <Heading as="h2" size="lg" id="daily-playback-counts">
              Daily Playback Counts
            </Heading>
            {rows.length ? (
              <DailyChart data={dailyCounts(rows, ...shownDays)} label="Daily Playback Counts" />
            ) : (
              <Text>No playback in this range.</Text>
            )}
          </Stack>
          <Table.Root size="sm" aria-label="Plays per media">
            <TableHead columns={['Media ID', 'Media Name', { label: 'Play Count', end: true }]} />
            <Table.Body>
              {totals.map((m) => (
                <Table.Row key={m.mediaId}>
                  <Table.Cell>{m.mediaId}</Table.Cell>
                  <Table.Cell>
                    <Button variant="plain" textDecoration="underline" px="0" onClick={() => setOpened(m)}>
                      {m.mediaName}
                    </Button>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(m.count)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Flex gap="6" wrap="wrap" align="start">
            <Stack as="section" aria-labelledby="playback-timeline" flex="2" minW="320px">
              <Heading as="h2" size="lg" id="playback-timeline">
                Playback timeline by month
              </Heading>
              <TimelineChart months={data.playbackTimeline} />
            </Stack>
            <Stack as="section" aria-labelledby="disk-storage" flex="1" minW="280px">
              <Heading as="h2" size="lg" id="disk-storage">
                Disk storage
              </Heading>
              <DiskStoragePie storage={data.diskStorage} />
            </Stack>
          </Flex>
        </Stack>
      )}
      <EditorDialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        size="xl"
        title={opened ? `${opened.mediaId} - ${opened.mediaName}` : ''}
      >
        {opened && searched && (
          <CsvDownloadButton
            mb="3"
            path="proof_of_play.csv"
            params={[...csvParams(searched), ['media_ids', opened.mediaId]]}
            fallbackName="proof-of-play.csv"
          >
            Download proof of play of this item (CSV)
          </CsvDownloadButton>
        )}
        {opened && (
          <DailyChart
            data={dailyCounts(
              rows.filter((r) => r.mediaId === opened.mediaId),
              ...shownDays,
            )}
            label={`Daily plays of ${opened.mediaName}`}
          />
        )}
      </EditorDialog>
    </Stack>
  );
}

export function MediaPlaybackReportPage() {
  return <PlaybackReportPage kind="MEDIA" />;
}

export function AudioPlaybackReportPage() {
  return <PlaybackReportPage kind="AUDIO" />;
}
