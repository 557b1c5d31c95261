import { Badge, DataList, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DeviceFacts_DeviceFragment } from '../../../gql/graphql.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';
import { LastContactTime } from './device-presence.tsx';

/** Identity, contact and firmware of the device (spec 02 §3 "Device", §5 "Firmware check"). */
export function DeviceFacts({ device }: { device: DeviceFacts_DeviceFragment }) {
  const when = useDisplayTime();
  const firmware = device.firmwareCheck;
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <Fact label="Device ID" value={device.id} />
      <Fact label="Device key" value={<Text fontFamily="mono">{device.deviceKey}</Text>} />
      <Fact label="Type" value={device.type} />
      <Fact label="Model" value={device.modelName || '—'} />
      <Fact
        label="Firmware"
        value={
          <Stack gap="1">
            <Text>{device.firmwareVersion || '—'}</Text>
            {firmware.status === 'UPDATE' && (
              <Badge colorPalette="orange" alignSelf="flex-start">
                Update needed: desired version {firmware.desiredVersion}
              </Badge>
            )}
            {firmware.status === 'OK' && (
              <Badge colorPalette="green" alignSelf="flex-start">
                Up to date (minimum {firmware.minimum})
              </Badge>
            )}
          </Stack>
        }
      />
      <Fact label="Last contact" value={<LastContactTime at={device.lastContact} />} />
      <Fact label="IP address" value={device.contactIpAddress ?? '—'} />
      <Fact label="Registered" value={when.dateTime(device.dateCreated)} />
      <Fact label="Activated" value={when.dateTime(device.dateActivated, '—')} />
    </DataList.Root>
  );
}

/** One labelled value of a device's data list. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
