import { Badge, HStack, Text } from '@chakra-ui/react';
import { useDevicePresenceSubscription } from '../../../gql/hooks.ts';
import { formatClockTime } from '../../../lib/display-time.ts';

/**
 * Live online / idle status (spec 02 §4): watching sends the device an echo now and every 150 s (20 s while it
 * restarts); any message turns it online, a reboot or restart off, and no echo reply for 150 s makes it idle.
 */
export function DevicePresence({ deviceId, timeZone }: { deviceId: string; timeZone: string }) {
  const { data, error } = useDevicePresenceSubscription({ variables: { id: deviceId } });
  const presence = data?.devicePresence;
  if (!presence) {
    return (
      <Badge size="lg" colorPalette="gray" aria-live="polite">
        {error ? 'Status unavailable' : 'Checking…'}
      </Badge>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" aria-live="polite" role="status" aria-label="Device status">
      <Badge
        size="lg"
        colorPalette={presence.online ? 'green' : 'red'}
        variant="solid"
        bg={presence.online ? 'green.700' : 'red.700'}
      >
        {presence.online ? 'Online' : 'Offline'}
      </Badge>
      {presence.idle && (
        <Badge size="lg" colorPalette="orange" title="No echo reply for 150 seconds">
          Idle
        </Badge>
      )}
      <Text fontSize="sm" color="fg.muted">
        {presence.lastMessageAt
          ? `Last message ${formatClockTime(presence.lastMessageAt, timeZone)}`
          : 'No message yet'}
        {' · '}checked every {presence.checkPeriodSeconds} s
      </Text>
    </HStack>
  );
}
