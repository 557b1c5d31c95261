import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { LuMonitorCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { TableHead } from '../../../components/table-head.tsx';
import { usePendingDevicesQuery } from '../../../gql/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/** The activation screen with this key filled in. */
export function activateWithKeyPath(deviceKey: string): string {
  return `${paths.deviceActivate}?${new URLSearchParams({ key: deviceKey })}`;
}

/**
 * Players that registered and wait for an operator (they were listed nowhere): each marked, with the first group
 * of the key on its screen to tell them apart, and "Activate" opening the activation screen with the key filled.
 * Shown only to users who may activate devices, and only while some wait.
 */
export function PendingDevices() {
  const when = useDisplayTime();
  const { data } = usePendingDevicesQuery({ fetchPolicy: 'cache-and-network' });
  const pending = data?.pendingDevices ?? [];
  if (pending.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="pending-devices-title" gap="2">
      <Heading as="h2" size="md" id="pending-devices-title">
        Waiting for activation ({pending.length})
      </Heading>
      <Table.Root size="sm" aria-labelledby="pending-devices-title" variant="outline">
        <TableHead
          columns={['Key starts', 'Model', 'Registered', 'Last Contacted', { label: 'Actions', hidden: true }]}
        />
        <Table.Body>
          {pending.map((device) => (
            <Table.Row key={device.id} aria-label={`Waiting device ${device.keyStart}`}>
              <Table.Cell>
                <HStack gap="2">
                  <Text fontFamily="mono">{device.keyStart}-…</Text>
                  <Badge colorPalette="orange">Not activated</Badge>
                </HStack>
              </Table.Cell>
              <Table.Cell>{[device.type, device.modelName].filter(Boolean).join(' · ') || '—'}</Table.Cell>
              <Table.Cell>{when.dateTime(device.dateCreated)}</Table.Cell>
              <Table.Cell>{when.dateTime(device.lastContact)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button asChild size="xs" colorPalette="accent">
                  <RouterLink
                    to={activateWithKeyPath(device.deviceKey)}
                    aria-label={`Activate the device whose key starts ${device.keyStart}`}
                  >
                    <LuMonitorCheck />
                    Activate
                  </RouterLink>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
