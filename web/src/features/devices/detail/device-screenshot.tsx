import { Box, Image, Spinner, Text } from '@chakra-ui/react';
import { useDeviceScreenshotSubscription } from '../../../gql/hooks.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/**
 * The latest screenshot the device sent, shown as soon as it arrives; the gateway keeps it, so it is there again
 * when the page is opened later, with the time it was taken.
 */
export function DeviceScreenshot({
  deviceId,
  requestedAt,
}: {
  deviceId: string;
  /** When the gateway sent the last request (ms): until a newer one arrives, the screen says it is waiting. */
  requestedAt: number | undefined;
}) {
  const when = useDisplayTime();
  const { data } = useDeviceScreenshotSubscription({ variables: { id: deviceId } });
  const shot = data?.deviceScreenshot;
  const waiting = requestedAt !== undefined && (!shot || Date.parse(shot.receivedAt) < requestedAt);
  if (!shot) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center" color="fg.muted">
        {waiting ? (
          <Text display="inline-flex" gap="2" alignItems="center">
            <Spinner size="sm" /> Waiting for the device's screenshot…
          </Text>
        ) : (
          <Text>No screenshot yet. Use "Take screenshot".</Text>
        )}
      </Box>
    );
  }
  return (
    <Box as="figure" position="relative" aria-busy={waiting}>
      {waiting && (
        <Spinner position="absolute" top="2" right="2" size="sm" aria-label="Waiting for a newer screenshot" />
      )}
      <Image
        src={shot.dataUrl}
        alt={`Screenshot of device ${deviceId}`}
        rounded="md"
        borderWidth="1px"
        width="100%"
        maxWidth={shot.thumbnail ? '320px' : '100%'}
      />
      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
        {shot.thumbnail ? 'Thumbnail' : 'Screenshot'} taken{' '}
        <time dateTime={shot.receivedAt}>{when.moment(shot.receivedAt)}</time>
      </Text>
    </Box>
  );
}
