import { Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { ScheduleTable } from '../../../components/schedules/schedule-table.tsx';
import type { DeviceSchedules_ScheduleFragment } from '../../../gql/graphql.ts';
import { useDevicePlayingSubscription, useDeviceSchedulesQuery } from '../../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../../lib/answered-errors.ts';
import { DeviceNowPlaying, LayoutLink } from './device-now-playing.tsx';

/** Schedules start and end on the minute: a look every 30 s keeps "now playing" current without an event. */
const POLL_MS = 30_000;

function ScheduleGroupTable({ label, items }: { label: string; items: readonly DeviceSchedules_ScheduleFragment[] }) {
  if (!items.length) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No {label.toLowerCase()} schedules.
      </Text>
    );
  }
  return (
    <ScheduleTable
      label={`${label} schedules`}
      schedules={items}
      content={(s) => <LayoutLink layoutId={s.layoutId} name={s.layoutName} />}
    />
  );
}

/**
 * What plays on this device now: what the player reports (live) and what its schedules say, with why each of
 * them plays or not (the evaluator's verdicts, in sentences with the device's clock and zone); then its schedules
 * split on its own clock (spec 02 §4). A change in the player's report asks the evaluator again at once.
 */
export function DeviceSchedules({ deviceId }: { deviceId: string }) {
  const query = useDeviceSchedulesQuery({
    variables: { id: deviceId },
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
    context: SHOWN_ON_SCREEN,
  });
  const reported = useRef<string>(undefined);
  const playing = useDevicePlayingSubscription({
    variables: { id: deviceId },
    onData: ({ data: answer }) => {
      const report = answer.data?.devicePlaying;
      if (!report) return;
      const key = `${report.layoutId} ${report.scheduleId} ${report.since}`;
      // The first report meets an answer just loaded; a later change means the schedules may have moved on.
      if (reported.current !== undefined && reported.current !== key) void query.refetch();
      reported.current = key;
    },
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
      <DeviceNowPlaying nowPlaying={nowPlaying} report={playing.data?.devicePlaying} current={schedules.current} />
      <ScheduleGroupTable label="Current" items={schedules.current} />
      <ScheduleGroupTable label="Future" items={schedules.future} />
      <ScheduleGroupTable label="Previous" items={schedules.previous} />
    </Stack>
  );
}
