import { Box, HStack, Text } from '@chakra-ui/react';
import type { DeviceStatus } from '@signage/domain/device-status';

const COLOURS: Record<DeviceStatus, string> = {
  online: 'green.solid',
  stale: 'orange.solid',
  offline: 'gray.solid',
  closed: 'purple.solid',
};
const LABELS: Record<DeviceStatus, string> = { online: 'Online', stale: 'Stale', offline: 'Offline', closed: 'Closed' };

/** A device's card status: a coloured dot with its word, so colour is never the only cue. */
export function DeviceStatusDot({ status }: { status: DeviceStatus }) {
  return (
    <HStack gap="1" flexShrink={0} data-status={status}>
      <Box boxSize="2.5" rounded="full" bg={COLOURS[status]} aria-hidden="true" />
      <Text textStyle="xs" color="fg.muted">
        {LABELS[status]}
      </Text>
    </HStack>
  );
}
