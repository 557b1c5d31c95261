import { Box, HStack, Text } from '@chakra-ui/react';
import type { DeviceStatus } from '@signage/domain/device-status';

/**
 * How a device's status looks wherever it shows (device list, dashboard cards): its word and its dot's colour, one
 * map so that "offline" is the same red everywhere.
 */
export const DEVICE_STATUS_LOOK: Record<DeviceStatus, { label: string; colour: string }> = {
  online: { label: 'Online', colour: 'green.solid' },
  stale: { label: 'Stale', colour: 'orange.solid' },
  offline: { label: 'Offline', colour: 'red.solid' },
  closed: { label: 'Closed', colour: 'purple.solid' },
};

/** A device's status dot, named for assistive technology (the word may be shown beside it, or in a tooltip). */
export function StatusDot({ status }: { status: DeviceStatus }) {
  const { label, colour } = DEVICE_STATUS_LOOK[status];
  return <Box as="span" role="img" aria-label={label} boxSize="2.5" borderRadius="full" bg={colour} flexShrink={0} />;
}

/** A device's card status: a coloured dot with its word, so colour is never the only cue. */
export function DeviceStatusDot({ status }: { status: DeviceStatus }) {
  return (
    <HStack gap="1" flexShrink={0} data-status={status}>
      <Box boxSize="2.5" rounded="full" bg={DEVICE_STATUS_LOOK[status].colour} aria-hidden="true" />
      <Text textStyle="xs" color="fg.muted">
        {DEVICE_STATUS_LOOK[status].label}
      </Text>
    </HStack>
  );
}
