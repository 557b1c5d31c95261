import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { CampaignRunDeliveryQuery } from '../../../gql/graphql.ts';
import { getToken } from '../../../lib/session.ts';

type Delivery = NonNullable<CampaignRunDeliveryQuery['campaign']>['runs'][number]['delivery'];

/** Saves the run's proof-of-play CSV (streamed by the service) under the name it gives. */
async function downloadProofOfPlay(href: string) {
  const response = await fetch(href, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'proof-of-play.csv';
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A run's delivery: plays its venues' devices reported against its dates, per venue and device, with the forecast
 * to its end at the rate so far, and the proof-of-play export.
 */
export function RunDelivery({ runNumber, delivery }: { runNumber: number; delivery: Delivery }) {
  const percent = Math.round(delivery.elapsed * 100);
  return (
    <Box>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" role="status" aria-label={`Delivery of run ${runNumber}`}>
          Delivered: {delivery.plays} {delivery.plays === 1 ? 'play' : 'plays'} · {percent}% of the run elapsed
          {delivery.forecast === null
            ? ' · no forecast before it starts'
            : ` · forecast ${delivery.forecast} by its end`}
        </Text>
        <Button size="xs" variant="outline" onClick={() => downloadProofOfPlay(delivery.proofOfPlayUrl)}>
          Proof of play of run {runNumber} (CSV)
        </Button>
      </HStack>
      {delivery.venues.length > 0 && (
        <Table.Root size="sm" mt="2" aria-label={`Plays of run ${runNumber} per venue and device`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Venue</Table.ColumnHeader>
              <Table.ColumnHeader>Device</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Plays</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {delivery.venues.flatMap((venue) => {
              const devices = delivery.devices.filter((device) => device.venueId === venue.venueId);
              return [
                <Table.Row key={`v${venue.venueId}`}>
                  <Table.Cell fontWeight="semibold">{venue.name}</Table.Cell>
                  <Table.Cell>{devices.length ? 'All devices' : 'No devices'}</Table.Cell>
                  <Table.Cell textAlign="end">{venue.plays}</Table.Cell>
                </Table.Row>,
                ...devices.map((device) => (
                  <Table.Row key={`v${venue.venueId}d${device.deviceId}`}>
                    <Table.Cell />
                    <Table.Cell>{device.name}</Table.Cell>
                    <Table.Cell textAlign="end">{device.plays}</Table.Cell>
                  </Table.Row>
                )),
              ];
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
