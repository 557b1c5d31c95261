import { Badge, HStack, Text } from '@chakra-ui/react';
import { deviceStatus } from '@signage/domain/device-status';
import type { DevicePresence_DeviceFragment } from '../../../gql/graphql.ts';
import { useDevicePresenceSubscription } from '../../../gql/hooks.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/**
 * Live online / idle status (spec 02 §4): watching sends the device an echo now and every 150 s (20 s while it
 * restarts); any message turns it online, a reboot or restart off, and no echo reply for 150 s makes it idle.
 *
 * Each message the device sends is contact: it moves the device's lastContact on in the cache, so this header
 * and the Details card show one time from one field, whichever (a check-in or a live message) came last.
 */
export function DevicePresence({ device }: { device: DevicePresence_DeviceFragment }) {
  const { data, error } = useDevicePresenceSubscription({
    variables: { id: device.id },
    onData: ({ client, data: answer }) => {
      const at = answer.data?.devicePresence.lastMessageAt;
      if (!at) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Device', id: device.id }),
        fields: {
          lastContact: (known: string | null) => (known && Date.parse(known) >= Date.parse(at) ? known : at),
        },
      });
    },
  });
  const presence = data?.devicePresence;
  const closed = !device.tradingState.open;
  if (!presence || awaitingFirstReply(presence, device.lastContact)) {
    return (
      <Badge size="lg" colorPalette="gray" aria-live="polite">
        {error ? 'Status unavailable' : 'Checking…'}
      </Badge>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" aria-live="polite" role="status" aria-label="Device status">
      {/* Closed by its trading hours is a status of its own: a shop shut for the night is not a broken screen. */}
      {closed && !presence.online ? (
        <Badge size="lg" colorPalette="purple" variant="solid" bg="purple.700" title="Closed by its trading hours">
          Closed
        </Badge>
      ) : (
        <Badge
          size="lg"
          colorPalette={presence.online ? 'green' : 'red'}
          variant="solid"
          bg={presence.online ? 'green.700' : 'red.700'}
        >
          {presence.online ? 'Online' : 'Offline'}
        </Badge>
      )}
      {closed && presence.online && (
        <Badge size="lg" colorPalette="purple" title="Closed by its trading hours: the screen is off">
          Closed
        </Badge>
      )}
      {presence.idle && (
        <Badge size="lg" colorPalette="orange" title="No echo reply for 150 seconds">
          Idle
        </Badge>
      )}
      <Text fontSize="sm" color="fg.muted">
        Last contact: <LastContactTime at={device.lastContact} />
        {' · '}checked every {presence.checkPeriodSeconds} s
      </Text>
    </HStack>
  );
}

/**
 * Watching starts with online off until the device answers the first echo: a device that checked in lately is
 * still being asked, not "Offline". One with no contact for the dashboard's offline bucket is offline at once, and
 * after 150 s without a reply (idle) or a reboot (a message seen before) the flag is shown as it is.
 */
export function awaitingFirstReply(
  presence: { online: boolean; idle: boolean; lastMessageAt?: string | null },
  lastContact: string | null,
  now = new Date(),
): boolean {
  if (presence.online || presence.idle || presence.lastMessageAt) return false;
  return deviceStatus(lastContact, now) !== 'offline';
}

/** The device's last contact, to the second: the same text in the header and in the Details card. */
export function LastContactTime({ at }: { at: string | null }) {
  const when = useDisplayTime();
  return at ? <time dateTime={at}>{when.moment(at)}</time> : <>Never</>;
}
