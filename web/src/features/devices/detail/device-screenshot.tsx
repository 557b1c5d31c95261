import { Box, Image, Spinner, Text } from '@chakra-ui/react';
import { SCREENSHOT_REPLY_WAIT_MS } from '@signage/domain/device-commands';
import { useEffect, useState } from 'react';
import { useDeviceScreenshotSubscription } from '../../../gql/hooks.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

export const NO_SCREENSHOT = 'No screenshot yet. Use "Take screenshot".';
/** Without "command devices" there is no "Take screenshot" to use. */
export const NO_SCREENSHOT_ASK =
  'No screenshot yet. Someone with the "command devices" permission can take one; it then shows here.';

/**
 * The latest screenshot the device sent, shown as soon as it arrives; the gateway keeps it, so it is there again
 * when the page is opened later, with the time it was taken.
 */
export function DeviceScreenshot({
  deviceId,
  requestedAt,
  canCommand,
}: {
  deviceId: string;
  /** When the gateway sent the last request (ms): until a newer one arrives, the screen says it is waiting. */
  requestedAt: number | undefined;
  /** Whether "Take screenshot" is there for this user to use: the empty state points at it, or says who can. */
  canCommand: boolean;
}) {
  const when = useDisplayTime();
  const { data } = useDeviceScreenshotSubscription({ variables: { id: deviceId } });
  const shot = data?.deviceScreenshot;
  const pending = requestedAt !== undefined && (!shot || Date.parse(shot.receivedAt) < requestedAt);
  const unanswered = useUnanswered(pending ? requestedAt : undefined);
  const waiting = pending && !unanswered;
  // null, not false, when answered: the empty state below falls back with ??.
  const noAnswer = unanswered ? (
    <Text role="status" color="fg.warning" textStyle="sm">
      The device has not answered in {SCREENSHOT_REPLY_WAIT_MS / 1000} s: it may be offline or busy. Use "Take
      screenshot" to ask again.
    </Text>
  ) : null;
  if (!shot) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center" color="fg.muted">
        {waiting ? (
          <Text display="inline-flex" gap="2" alignItems="center">
            <Spinner size="sm" /> Waiting for the device's screenshot…
          </Text>
        ) : (
          (noAnswer ?? <Text>{canCommand ? NO_SCREENSHOT : NO_SCREENSHOT_ASK}</Text>)
        )}
      </Box>
    );
  }
  return (
    <Box as="figure" position="relative" aria-busy={waiting}>
      {noAnswer}
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

/**
 * Whether the answer to the request made at `requestedAt` (undefined: none pending) is overdue. The gateway
 * listens for it for SCREENSHOT_REPLY_WAIT_MS; after that the person is told, instead of watching a spinner for ever.
 * Timed from when the page learnt of the request: `requestedAt` is the gateway's clock, not the browser's.
 */
function useUnanswered(requestedAt: number | undefined): boolean {
  const [overdue, setOverdue] = useState<number>();
  useEffect(() => {
    if (requestedAt === undefined) return;
    const timer = setTimeout(() => setOverdue(requestedAt), SCREENSHOT_REPLY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [requestedAt]);
  return requestedAt !== undefined && overdue === requestedAt;
}
