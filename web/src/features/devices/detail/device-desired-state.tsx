import { Badge, DataList, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { DesiredStateStatus } from '../../../gql/graphql.ts';
import { useDeviceDesiredStateQuery } from '../../../gql/hooks.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/** How often the page asks again while the player has not answered the version it should run with. */
const PENDING_POLL_MS = 3000;

const STATE = {
  PENDING: { text: 'Pending', palette: 'orange' },
  APPLIED: { text: 'Applied', palette: 'green' },
  FAILED: { text: 'Failed', palette: 'red' },
} as const satisfies Record<DesiredStateStatus, { text: string; palette: string }>;

/**
 * Desired and reported state: the version of its trading hours and settings the device should run with, the one
 * its player answered, and whether that is applied, failed (and why) or not answered yet.
 */
export function DeviceDesiredState({ id }: { id: string }) {
  const display = useDisplayTime();
  const query = useDeviceDesiredStateQuery({ variables: { id } });
  const state = query.data?.device.desiredState;
  const pending = state?.state === 'PENDING';
  const { startPolling, stopPolling } = query;
  // Polled only while pending: once the player answers, nothing changes until the next write.
  useEffect(() => {
    if (pending) startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  if (!state) return null;
  const badge = STATE[state.state];
  return (
    <Stack gap="2" aria-label="Desired and reported state" role="group">
      <Text fontWeight="semibold">Desired and reported state</Text>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>State</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={badge.palette}>{badge.text}</Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Desired version</DataList.ItemLabel>
          <DataList.ItemValue>
            {state.desiredVersion} (since {display.moment(state.desiredAt)})
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Reported version</DataList.ItemLabel>
          <DataList.ItemValue>
            {state.reportedVersion === null
              ? 'None yet'
              : `${state.reportedVersion} (${display.moment(state.reportedAt)})`}
          </DataList.ItemValue>
        </DataList.Item>
        {state.state === 'FAILED' && state.reason && (
          <DataList.Item>
            <DataList.ItemLabel>Reason</DataList.ItemLabel>
            <DataList.ItemValue>{state.reason}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Stack>
  );
}
