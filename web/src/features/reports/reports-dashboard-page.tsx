import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useReportsDashboardQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { formatCalendarDay } from '../../lib/display-time.ts';
import { formatCount } from '../../lib/format-count.ts';
import { paths } from '../../lib/paths.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { ChartLegend } from './chart-legend.tsx';
import { useChartLook } from './chart-theme.ts';
import { countAxis } from './count-axis.ts';
import { dayAxis, everyDay } from './daily-series.ts';
import { DonutChart } from './donut-chart.tsx';
import { BUCKET_FILLS, BUCKET_LABELS, type Bucket } from './network-buckets.ts';
import { defaultReportRange } from './report-dates.ts';
import { pieSlices } from './touch-stats-values.ts';

/** The stacked bars of the plays card, bottom first, with the legend naming their colours. */
const PLAY_KINDS = [
  { key: 'Media', noun: 'media', colour: '#2563eb' },
  { key: 'Audio', noun: 'audio', colour: '#ca8a04' },
] as const;

const EVENT_COLOURS = ['#2563eb', '#db2777', '#16a34a', '#ea580c', '#7c3aed', '#0891b2', '#ca8a04', '#475569'];

/** Plays per day of media and of audio, stacked, every day from `from` to `to` (days without plays at 0). */
function dailyPlays(media: readonly Play[], audio: readonly Play[], from: string, to: string) {
  const days = new Map<string, { day: string; Media: number; Audio: number }>();
  const add = (rows: readonly Play[], key: 'Media' | 'Audio') => {
    for (const r of rows) {
      const day = days.get(r.day) ?? { day: r.day, Media: 0, Audio: 0 };
      day[key] += r.count;
      days.set(r.day, day);
    }
  };
  add(media, 'Media');
  add(audio, 'Audio');
  return everyDay([...days.values()], from, to, (day) => ({ day, Media: 0, Audio: 0 }));
}
interface Play {
  day: string;
  count: number;
}

function Card({ title, to, label, children }: { title: string; to: string; label: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4" gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        <Button asChild size="xs" variant="outline">
          <Link to={to}>{label}</Link>
        </Button>
      </Flex>
      {children}
    </Stack>
  );
}

/**
 * /reports/dashboard: the reports at a glance over the default range (the last month): devices per network
 * bucket (a slice opens the network status report), plays per day of media and audio, and touches per event name.
 */
export function ReportsDashboardPage() {
  const { zone } = useDisplayTime();
  // The range each report opens with, asked as each report asks it, so a card's figures are those its report shows.
  const range = defaultReportRange(zone);
  const { data, loading, error, refetch } = useReportsDashboardQuery({
    variables: { startDate: range.start, endDate: range.end },
    context: SHOWN_ON_SCREEN,
  });
  const look = useChartLook();
  const navigate = useNavigate();
  const network = (data?.networkStatus.counts ?? [])
    .filter((c) => c.count > 0)
    .map((c) => ({ id: c.bucket, label: BUCKET_LABELS[c.bucket as Bucket], value: c.count }));
  const plays = dailyPlays(data?.media ?? [], data?.audio ?? [], range.start, range.end);
  const touches = pieSlices(data?.touchStats ?? []);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Reports dashboard
      </Heading>
      <Text>
        The last month up to now: {formatCalendarDay(range.start)} to {formatCalendarDay(range.end)}.
      </Text>
      {error && <LoadError title="Could not load the reports" error={error} onRetry={() => refetch()} />}
      {loading && !data && <PageSpinner />}
      {data && (
        <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
          <Card title="Network status" to={paths.reportsNetworkStatus} label="Network status report">
            <DonutChart
              label={`Devices per bucket, ${data.networkStatus.total} in all`}
              height="220px"
              data={network}
              colors={(slice) => BUCKET_FILLS[slice.id as Bucket]}
              arcLabelsTextColor="#111"
              onClick={() => navigate(paths.reportsNetworkStatus)}
            />
            <ChartLegend
              entries={data.networkStatus.counts.map((c) => ({
                key: c.bucket,
                colour: BUCKET_FILLS[c.bucket as Bucket],
                text: `${BUCKET_LABELS[c.bucket as Bucket]}: ${formatCount(c.count)}`,
              }))}
            />
          </Card>
          <Card title="Plays per day" to={paths.reportsMediaPlayback} label="Media playback report">
            {plays.some((d) => d.Media + d.Audio > 0) ? (
              <Box as="figure" h="260px" aria-label="Plays per day, media and audio">
                <ResponsiveBar
                  data={plays}
                  keys={['Media', 'Audio']}
                  indexBy="day"
                  role="presentation"
                  {...look}
                  colors={PLAY_KINDS.map((kind) => kind.colour)}
                  {...countAxis(plays, ['Media', 'Audio'])}
                  margin={{ top: 10, right: 10, bottom: 75, left: 50 }}
                  {...dayAxis(plays, 5, -60)}
                  enableLabel={false}
                />
              </Box>
            ) : (
              <Text>No playback in the last month.</Text>
            )}
            <ChartLegend
              entries={PLAY_KINDS.map(({ key, noun, colour }) => ({
                key,
                colour,
                text: `${formatCount(plays.reduce((sum, d) => sum + d[key], 0))} ${noun} plays`,
              }))}
            />
          </Card>
          <Card title="Touches by event" to={paths.reportsTouchStats} label="Touch stats report">
            {touches.length ? (
              <DonutChart
                label="Touches by event name"
                height="220px"
                data={touches}
                colors={EVENT_COLOURS}
                arcLabelsTextColor="#ffffff"
              />
            ) : (
              <Text>No touches in the last month.</Text>
            )}
            <ChartLegend
              entries={touches.map((t, index) => ({
                key: t.id,
                colour: EVENT_COLOURS[index % EVENT_COLOURS.length]!,
                text: `${t.label}: ${formatCount(t.value)}`,
              }))}
            />
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
