import { Badge, DataList, Link, Stack, Text } from '@chakra-ui/react';
import { notVisibleName } from '@signage/domain/messages';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DeviceFacts_DeviceFragment } from '../../../gql/graphql.ts';
import { formatDisplayDate, formatDisplayTime } from '../../../lib/display-time.ts';
import { venueEditPath } from '../../../lib/paths.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';
import { LastContactTime } from './device-presence.tsx';

/** Identity, contact and firmware of the device (spec 02 §3 "Device", §5 "Firmware check"). */
export function DeviceFacts({ device }: { device: DeviceFacts_DeviceFragment }) {
  const when = useDisplayTime();
  const firmware = device.firmwareCheck;
  // A device's times also say its own local time when its zone (its venue's, else its own) is not the console's.
  // A venue hidden from the user rules the device's zone without telling it: no local time is added then.
  const deviceZone = device.venue?.timeZone ?? (device.venueId ? undefined : device.ownTimeZone);
  const local = (instant: string | null | undefined) =>
    instant && deviceZone && deviceZone !== when.zone
      ? ` (${formatDisplayDate(instant, deviceZone)} ${formatDisplayTime(instant, deviceZone)} ${deviceZone})`
      : '';
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <Fact label="Device ID" value={device.id} />
      <Fact label="Device key" value={<Text fontFamily="mono">{device.deviceKey}</Text>} />
      <Fact label="Venue and time zone" value={<VenueAndZone device={device} />} />
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
      <Fact
        label="Last contact"
        value={
          // One text: the value is a flex box, which would drop the space before the local time between two items.
          <Text>
            <LastContactTime at={device.lastContact} />
            {local(device.lastContact)}
          </Text>
        }
      />
      <Fact label="IP address" value={device.contactIpAddress ?? '—'} />
      <Fact label="Registered" value={when.dateTime(device.dateCreated) + local(device.dateCreated)} />
      <Fact label="Activated" value={when.dateTime(device.dateActivated, '—') + local(device.dateActivated)} />
    </DataList.Root>
  );
}

/** The venue the device is in and the zone its times follow: the venue's, else its own, else the console's. */
function VenueAndZone({ device }: { device: DeviceFacts_DeviceFragment }) {
  const display = useDisplayTime();
  if (device.venue) {
    return (
      <Text>
        <Link asChild colorPalette="accent">
          <RouterLink to={venueEditPath(device.venue.id)}>{device.venue.name}</RouterLink>
        </Link>{' '}
        ({device.venue.timeZone})
      </Text>
    );
  }
  if (device.venueId) return <Text>{notVisibleName('Venue', device.venueId)}</Text>;
  return <Text>No venue: {device.ownTimeZone ?? `the console's zone (${display.zone})`}</Text>;
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
