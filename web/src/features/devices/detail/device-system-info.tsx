import { Badge, DataList, Progress, Stack, Text } from '@chakra-ui/react';
import { fileSize } from '@signage/domain/media';
import type { DeviceDetailQuery } from '../../../gql/graphql.ts';
import { formatClockTime, formatDisplayDate } from '../../../lib/display-time.ts';

type Device = DeviceDetailQuery['device'];

const when = (instant: string | null | undefined, zone: string) =>
  instant ? `${formatDisplayDate(instant, zone)} ${formatClockTime(instant, zone)}` : 'Never';

/** Identity, contact and firmware of the device (spec 02 §3 "Device", §5 "Firmware check"). */
export function DeviceFacts({ device, timeZone }: { device: Device; timeZone: string }) {
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
      <Fact label="Last contact" value={when(device.lastContact, timeZone)} />
      <Fact label="IP address" value={device.contactIpAddress ?? '—'} />
      <Fact label="Activated" value={when(device.dateCreated, timeZone)} />
    </DataList.Root>
  );
}

/** Screens and disks from the latest system info report (spec 02 §3 "Device system info"). */
export function DeviceSystemInfo({ info, timeZone }: { info: Device['systemInfo']; timeZone: string }) {
  if (!info) return <Text color="fg.muted">The device has not reported system info yet.</Text>;
  const hw = (info.hwinfo ?? {}) as Record<string, unknown>;
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm">
        <Fact label="Reported" value={when(info.timestamp, timeZone)} />
        {info.screens.map((screen, i) => (
          <Fact
            // biome-ignore lint/suspicious/noArrayIndexKey: screens are reported in a fixed order and never reordered.
            key={i}
            label={info.screens.length > 1 ? `Screen ${i + 1}` : 'Screen'}
            value={`${screen.width ?? '?'} × ${screen.height ?? '?'}`}
          />
        ))}
        {HW_FACTS.map(
          ([key, label]) => typeof hw[key] === 'string' && <Fact key={key} label={label} value={hw[key] as string} />,
        )}
        {typeof hw.memory_bytes === 'number' && <Fact label="Memory" value={fileSize(hw.memory_bytes)} />}
      </DataList.Root>
      {info.disks.map((disk, i) => {
        const used = disk.bytesUsed ?? 0;
        const total = used + (disk.bytesAvailable ?? 0);
        return (
          <Progress.Root key={disk.name ?? i} value={total ? (used / total) * 100 : 0} size="sm" colorPalette="accent">
            <Progress.Label mb="1" fontSize="sm">
              {disk.name ?? (info.disks.length > 1 ? `Disk ${i + 1}` : 'Disk')}: {fileSize(used)} used of{' '}
              {fileSize(total)}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        );
      })}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Hardware facts a player reports, with the label a person reads ("CPU", not "Cpu"). */
const HW_FACTS = [
  ['manufacturer', 'Manufacturer'],
  ['model', 'Model'],
  ['serial', 'Serial number'],
  ['cpu', 'CPU'],
] as const;
