import { HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { wallClockText } from '../../../components/schedules/schedule-table.tsx';
import type { DeviceNowPlaying_ReportFragment, DeviceSchedulesQuery } from '../../../gql/graphql.ts';
import { formatClockTime, formatDisplayDate } from '../../../lib/display-time.ts';
import { layoutEditPath } from '../../../lib/paths.ts';

type NowPlaying = NonNullable<DeviceSchedulesQuery['device']>['nowPlaying'];

/** A layout by name, linked to its editor; an audio playlist (no layout) by its kind. */
export function LayoutLink({ layoutId, name }: { layoutId: string | null; name: string | null | undefined }) {
  if (!layoutId) return <Text as="span">Audio playlist</Text>;
  return (
    <Link asChild variant="underline">
      <RouterLink to={layoutEditPath(layoutId, 'layout')}>{name ?? `Layout ${layoutId}`}</RouterLink>
    </Link>
  );
}

/**
 * What the player says it plays, live: the layout, since when (on its own clock, like the rest of Now playing),
 * and for a sync sequence which video.
 */
function PlayerReport({ report, timeZone }: { report: DeviceNowPlaying_ReportFragment | undefined; timeZone: string }) {
  if (!report) return <Text color="fg.muted">no report yet</Text>;
  if (!report.layoutId) return <Text>nothing</Text>;
  return (
    <>
      <LayoutLink layoutId={report.layoutId} name={report.schedule?.layoutName} />
      {report.since && (
        <Text as="span" textStyle="sm" color="fg.muted">
          since{' '}
          <time dateTime={report.since}>
            {formatDisplayDate(report.since, timeZone)} {formatClockTime(report.since, timeZone)}
          </time>
        </Text>
      )}
      {report.sequencePosition !== null && (
        <Text as="span" textStyle="sm" color="fg.muted">
          · video {report.sequencePosition + 1} of the sequence
        </Text>
      )}
    </>
  );
}

/**
 * Now playing (spec 02 "Device detail"): what the player reports over realtime messaging, beside what its
 * schedules say plays now on its own clock and in its own zone, and why each of them plays or not.
 */
export function DeviceNowPlaying({
  nowPlaying,
  report,
}: {
  nowPlaying: NowPlaying;
  report: DeviceNowPlaying_ReportFragment | undefined;
}) {
  const { screen } = nowPlaying;
  const differs = report !== undefined && (report.scheduleId ?? null) !== (screen?.id ?? null);
  return (
    <Stack gap="2" aria-label="Now playing" role="region">
      <HStack gap="2" wrap="wrap" aria-live="polite" role="status" aria-label="The player reports">
        <Text fontWeight="semibold">The player reports:</Text>
        <PlayerReport report={report} timeZone={nowPlaying.timeZone} />
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">Its schedules say:</Text>
        {screen ? <LayoutLink layoutId={screen.layoutId} name={screen.layoutName} /> : <Text>nothing scheduled</Text>}
      </HStack>
      {differs && (
        <Text textStyle="sm" color="fg.warning">
          The player has not caught up with its schedules yet: it fetches them when it checks in, or on Fetch schedules.
        </Text>
      )}
      <Text textStyle="sm" color="fg.muted">
        Its clock reads {wallClockText(nowPlaying.wallClock)} ({nowPlaying.timeZone}).
      </Text>
      {nowPlaying.verdicts.length > 0 && (
        <List.Root gap="1" ps="4" aria-label="Why">
          {nowPlaying.verdicts.map((v) => (
            <List.Item key={v.scheduleId} textStyle="sm" fontWeight={v.code === 'PLAYS' ? 'semibold' : undefined}>
              {v.reason}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
