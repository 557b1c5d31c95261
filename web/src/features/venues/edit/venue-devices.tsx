import { Box, Button, Field, HStack, List, Text } from '@chakra-ui/react';
import { notVisibleName } from '@signage/domain/messages';
import { useState } from 'react';
import { ChoiceSelect, RECORD_CHOICES } from '../../../components/choice-select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useVenueDeviceChoicesQuery } from '../../../gql/hooks.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { VenueDevice } from './venue-values.ts';

interface VenueDevicesProps {
  venueId: string | undefined;
  devices: readonly VenueDevice[];
  syncMasterDeviceId: string;
  onAdd: (device: VenueDevice) => void;
  onRemove: (id: string) => void;
  onSyncMasterChange: (id: string) => void;
  disabled: boolean;
}

/**
 * The venue's devices with add and remove (a device is in one venue at most: adding one from another venue moves
 * it), and the sync master chosen among them.
 */
export function VenueDevices(props: VenueDevicesProps) {
  const { venueId, devices, syncMasterDeviceId, onAdd, onRemove, onSyncMasterChange, disabled } = props;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const choices = useVenueDeviceChoicesQuery({ variables: { search: debounced.trim() || null } });
  const offered = (choices.data?.devices?.items ?? []).filter((d) => !devices.some((mine) => mine.id === d.id));
  const add = () => {
    const device = offered.find((d) => d.id === chosen);
    if (device) onAdd({ id: device.id, name: device.name });
    setChosen('');
  };
  return (
    <Box as="section" aria-labelledby="venue-devices-heading">
      <Text id="venue-devices-heading" fontWeight="semibold" mb="2">
        Devices
      </Text>
      {devices.length === 0 ? (
        <Text fontSize="sm">No devices in this venue yet.</Text>
      ) : (
        <List.Root variant="plain" gap="1" aria-label="Venue devices">
          {devices.map((device) => (
            <List.Item key={device.id}>
              <HStack justify="space-between" width="full">
                <Text>
                  {device.name} (ID {device.id})
                </Text>
                <Button size="xs" variant="outline" onClick={() => onRemove(device.id)} disabled={disabled}>
                  Remove {device.name}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <HStack align="end" mt="3" gap="2" wrap="wrap">
        <TextField
          disabled={disabled}
          field={{ flex: '1', minW: '10rem' }}
          label="Find a device"
          value={search}
          onValue={setSearch}
          placeholder="Name or tag"
        />
        <Field.Root disabled={disabled} flex="1" minW="10rem">
          <Field.Label>Device to add</Field.Label>
          <ChoiceSelect
            value={chosen}
            onChange={setChosen}
            none="Choose a device"
            choices={offered}
            {...RECORD_CHOICES}
            choiceLabel={(d) => (
              <>
                {d.name}
                {d.venueId && d.venueId !== venueId ? ` (in ${d.venue?.name ?? 'another venue'})` : ''}
              </>
            )}
          />
        </Field.Root>
        <Button variant="outline" onClick={add} disabled={disabled || !chosen}>
          Add device
        </Button>
      </HStack>
      <Field.Root disabled={disabled} mt="3">
        <Field.Label>Sync master device</Field.Label>
        <ChoiceSelect
          value={syncMasterDeviceId}
          onChange={onSyncMasterChange}
          none="None"
          choices={devices}
          {...RECORD_CHOICES}
          unlisted={notVisibleName('Device', syncMasterDeviceId)}
        />
        <Field.HelperText>The device the others keep their clocks in step with.</Field.HelperText>
      </Field.Root>
    </Box>
  );
}
