import { HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { ScheduleTable, wallClockText } from '../../../components/schedules/schedule-table.tsx';
import type { DeviceSchedules_ScheduleFragment } from '../../../gql/graphql.ts';
import { useDeviceSchedulesQuery } from '../../../gql/hooks.ts';
import { layoutEditPath } from '../../../lib/paths.ts';

/** Schedules start and end on the minute: a look every 30 s keeps "now playing" current without an event. */
const POLL_MS = 30_000;

function LayoutLink({ schedule }: { schedule: DeviceSchedules_ScheduleFragment }) {
  if (!schedule.layoutId) return <Text as="span">Audio playlist</Text>;
  return (
    <Link asChild variant="underline">
      <RouterLink to={layoutEditPath(schedule.layoutId, 'layout')}>
        {schedule.layoutName ?? `Layout ${schedule.layoutId}`}
      </RouterLink>
    </Link>
  );
}

function ScheduleGroupTable({ label, items }: { label: string; items: readonly DeviceSchedules_ScheduleFragment[] }) {
  if (!items.length) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No {label.toLowerCase()} schedules.
      </Text>
    );
  }
  return <ScheduleTable label={`${label} schedules`} schedules={items} content={(s) => <LayoutLink schedule={s} />} />;
}

/**
 * What plays on this device now and why each of its schedules plays or not (the evaluator's verdicts, in
 * sentences with the device's clock and zone), then its schedules split on its own clock (spec 02 §4).
 */
export function DeviceSchedules({ deviceId }: { deviceId: string }) {
  const query = useDeviceSchedulesQuery({
    variables: { id: deviceId },
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const device = query.data?.device;
  if (!device) {
    return query.error ? (
      <LoadError title="Could not load its schedules." error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <PageSpinner />
    );
  }
  const { nowPlaying, schedules } = device;
  return (
    <Stack gap="5">
      <Stack gap="2" aria-label="Now playing" role="region">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">Now playing:</Text>
          {nowPlaying.screen ? <LayoutLink schedule={nowPlaying.screen} /> : <Text>nothing scheduled</Text>}
        </HStack>
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
      <ScheduleGroupTable label="Current" items={schedules.current} />
      <ScheduleGroupTable label="Future" items={schedules.future} />
      <ScheduleGroupTable label="Previous" items={schedules.previous} />
    </Stack>
  );
}
