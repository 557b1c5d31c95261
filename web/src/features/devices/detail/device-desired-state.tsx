import { Badge, DataList, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { DesiredStateStatus } from '../../../gql/graphql.ts';
import { useDeviceDesiredStateQuery } from '../../../gql/hooks.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/** How often the page asks again while the player has not answered the version it should run with... */
const PENDING_POLL_MS = 3000;
/** ...and, once that version is older than a minute (an offline player answers when it is back), less often. */
const STALE_PENDING_POLL_MS = 30_000;
const FRESH_PENDING_MS = 60_000;

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
  const desiredAt = state?.desiredAt;
  const { startPolling, stopPolling } = query;
  // Polled only while pending: once the player answers, nothing changes until the next write. A fresh version is
  // asked for every 3 s (a connected player answers within one); after a minute the player is likely offline.
  useEffect(() => {
    if (!pending || !desiredAt) return;
    const age = Date.now() - Date.parse(desiredAt);
    if (age >= FRESH_PENDING_MS) {
      startPolling(STALE_PENDING_POLL_MS);
      return () => stopPolling();
    }
    startPolling(PENDING_POLL_MS);
    const slowDown = setTimeout(() => startPolling(STALE_PENDING_POLL_MS), FRESH_PENDING_MS - age);
    return () => {
      clearTimeout(slowDown);
      stopPolling();
    };
  }, [pending, desiredAt, startPolling, stopPolling]);
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
