import { Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { LuExternalLink } from 'react-icons/lu';
import { DeviceStatusDot } from '../../components/device-status/device-status-dot.tsx';
import { deviceEditPath } from '../../lib/paths.ts';
import type { useCardDevices } from './use-card-devices.ts';

/** A device opens its device page in a new tab (spec 01 §2). */
export function DeviceLink({ id, name }: { id: string; name: string }) {
  return (
    <Link href={deviceEditPath(id)} target="_blank" rel="noopener" color="accent.fg" truncate>
      {name || `Device ${id}`}
      <LuExternalLink aria-hidden="true" />
    </Link>
  );
}

/** Load more (20 at a time) until 100, then the spec's limit message. */
export function CardMore({ state }: { state: ReturnType<typeof useCardDevices> }) {
  if (state.limitReached) {
    return (
      <Text textStyle="sm" color="fg.warning" role="status">
        {DEVICE_MESSAGES.maxDevicesPerCard}
      </Text>
    );
  }
  if (!state.canLoadMore) return null;
  return (
    <Button size="xs" variant="outline" alignSelf="start" loading={state.loading} onClick={state.loadMore}>
      Load more
    </Button>
  );
}

/** The spec's card: the devices matching its tags, each with its status. */
export function CardDeviceList({ state, title }: { state: ReturnType<typeof useCardDevices>; title: string }) {
  return (
    <Stack gap="2">
      <Text textStyle="xs" color="fg.muted">
        Showing {state.devices.length} of {state.total} devices
      </Text>
      <List.Root variant="plain" gap="1" aria-label={`Devices of ${title}`}>
        {state.devices.map((device) => (
          <List.Item key={device.id}>
            <HStack justify="space-between" width="full" gap="2" minWidth="0">
              <DeviceLink id={device.id} name={device.name} />
              <DeviceStatusDot status={device.status} />
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <CardMore state={state} />
    </Stack>
  );
}
