import { Box, Button, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { TableHead } from '../../../components/table-head.tsx';
import { useVenueSyncSectionQuery } from '../../../gql/hooks.ts';
import { useCan } from '../../../lib/use-can.ts';
import { formatDrift } from './drift-values.ts';
import { useResyncVenue } from './use-resync-venue.ts';

const DriftChart = lazy(() => import('./drift-chart.tsx'));

/** Followers report every 10 s: the section asks again as often while the venue is open. */
const POLL_MS = 10_000;

/**
 * Issue 24: the venue's sync master, each follower's drift now and over the last hour, and a Resync that sets
 * the followers' clocks to the master's. Its own query, polled, so the editor's form is not loaded again.
 */
export function VenueSync({ venueId }: { venueId: string }) {
  // Asked anew on every opening: the master may have changed since the cached answer (the venue's own save).
  const { data, error } = useVenueSyncSectionQuery({
    variables: { id: venueId },
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const canCommand = useCan('command devices');
  const [resync, resyncing] = useResyncVenue();
  const sync = data?.venue.sync;
  return (
    <Box as="section" aria-labelledby="venue-sync-heading">
      <Text id="venue-sync-heading" fontWeight="semibold">
        Sync
      </Text>
      {error && !sync && <Text fontSize="sm">Could not load the sync drift.</Text>}
      {sync && !sync.masterDeviceId && (
        <Text fontSize="sm">No sync master device: choose one of the venue's devices to play in step.</Text>
      )}
      {sync?.masterDeviceId && (
        <>
          <Text fontSize="sm">Master: {sync.masterName ?? `Device ${sync.masterDeviceId}`}</Text>
          {sync.followers.length === 0 ? (
            <Text fontSize="sm">No follower devices.</Text>
          ) : (
            <Table.Root size="sm" aria-label="Follower drift">
              <TableHead columns={['Follower', 'Drift now', 'Last hour (ms)']} />
              <Table.Body>
                {sync.followers.map((f) => (
                  <Table.Row key={f.deviceId}>
                    <Table.Cell>{f.name}</Table.Cell>
                    <Table.Cell>{formatDrift(f.offsetMs)}</Table.Cell>
                    <Table.Cell>
                      {f.samples.length > 0 ? (
                        <Suspense fallback={<Text fontSize="sm">Loading chart…</Text>}>
                          <DriftChart
                            label={`Drift of ${f.name} over the last hour`}
                            samples={f.samples}
                            from={sync.from}
                            to={sync.to}
                          />
                        </Suspense>
                      ) : (
                        '—'
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {canCommand && sync.followers.length > 0 && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              mt="2"
              loading={resyncing.loading}
              onClick={() => void resync(venueId)}
            >
              Resync
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
