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

/**
 * A device's status dot, named for assistive technology; `decorative` where its word is shown beside it (the word
 * is then what is read).
 */
export function StatusDot({ status, decorative = false }: { status: DeviceStatus; decorative?: boolean }) {
  const { label, colour } = DEVICE_STATUS_LOOK[status];
  const named = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return <Box as="span" {...named} boxSize="2.5" borderRadius="full" bg={colour} flexShrink={0} />;
}

/** A device's card status: a coloured dot with its word, so colour is never the only cue. */
export function DeviceStatusDot({ status }: { status: DeviceStatus }) {
  return (
    <HStack gap="1" flexShrink={0} data-status={status}>
      <StatusDot status={status} decorative />
      <Text textStyle="xs" color="fg.muted">
        {DEVICE_STATUS_LOOK[status].label}
      </Text>
    </HStack>
  );
}
