import { DataList, Progress, Stack, Text } from '@chakra-ui/react';
import { fileSize } from '@signage/domain/media';
import type { DeviceSystemInfo_DeviceFragment } from '../../../gql/graphql.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';
import { Fact } from './device-facts.tsx';

/** Hardware facts a player reports, with the label a person reads ("CPU", not "Cpu"). */
const HW_FACTS = [
  ['manufacturer', 'Manufacturer'],
  ['model', 'Model'],
  ['serial', 'Serial number'],
  ['cpu', 'CPU'],
] as const;

/** Screens and disks from the latest system info report (spec 02 §3 "Device system info"). */
export function DeviceSystemInfo({ device }: { device: DeviceSystemInfo_DeviceFragment }) {
  const when = useDisplayTime();
  const info = device.systemInfo;
  if (!info) return <Text color="fg.muted">The device has not reported system info yet.</Text>;
  const hw = (info.hwinfo ?? {}) as Record<string, unknown>;
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm">
        <Fact label="Reported" value={when.dateTime(info.timestamp)} />
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
