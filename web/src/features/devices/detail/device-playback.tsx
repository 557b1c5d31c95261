import { Flex, Stack, Table, Text } from '@chakra-ui/react';
import { CsvDownloadButton } from '../../../components/csv-download-button.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { useDevicePlaybackQuery } from '../../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../../lib/answered-errors.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/**
 * Playback statistics of one device (spec 02 "Device detail"): "data complete up to", missing and pending events,
 * and the plays per media item over the last month, totalled per item, the most played first (as the playback
 * report lists them).
 */
export function DevicePlayback({ deviceId }: { deviceId: string }) {
  const { data, error, refetch } = useDevicePlaybackQuery({ variables: { id: deviceId }, context: SHOWN_ON_SCREEN });
  const { dateTime } = useDisplayTime();
  if (error) return <LoadError title="Could not load playback statistics" error={error} onRetry={() => refetch()} />;
  const device = data?.device;
  if (!device) return null;
  const { eventStream, playbackStatistics } = device;
  const totals = new Map<string, { name: string; count: number; days: number }>();
  for (const row of playbackStatistics) {
    const known = totals.get(row.mediaId) ?? { name: row.mediaName, count: 0, days: 0 };
    known.count += row.count;
    known.days += 1;
    totals.set(row.mediaId, known);
  }
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text>
          {eventStream.completeUntil
            ? `Data complete up to ${dateTime(eventStream.completeUntil)}`
            : 'No events received yet.'}
          {` · ${formatCount(eventStream.received)} received, ${formatCount(eventStream.missing)} missing, ${formatCount(eventStream.pending)} pending`}
        </Text>
        {/* Proof of play of this device over the last month (the api's default range). */}
        <CsvDownloadButton
          size="xs"
          path="proof_of_play.csv"
          params={[['device_ids', deviceId]]}
          fallbackName="proof-of-play.csv"
        >
          Download proof of play (CSV)
        </CsvDownloadButton>
      </Flex>
      {totals.size ? (
        <Table.Root size="sm" aria-label="Plays in the last month">
          <TableHead columns={['Media', { label: 'Days played', end: true }, { label: 'Plays', end: true }]} />
          <Table.Body>
            {[...totals]
              .sort(([, a], [, b]) => b.count - a.count)
              .map(([id, t]) => (
                <Table.Row key={id}>
                  <Table.Cell>{t.name}</Table.Cell>
                  <Table.Cell textAlign="end">{t.days}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(t.count)}</Table.Cell>
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text color="fg.muted">No plays in the last month.</Text>
      )}
    </Stack>
  );
}
