import { Button, Card, Field, Heading, Stack, Text } from '@chakra-ui/react';
import {
  activationFailure,
  DEVICE_KEY_PART_LENGTH,
  DEVICE_KEY_PARTS,
  deviceKeyParts,
} from '@signage/domain/device-key';
import { type FormEvent, useState } from 'react';
import { LuMonitorCheck } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/detail-page/detail-page.tsx';
import { AlertDialog } from '../../../components/editor-dialog/alert-dialog.tsx';
import { deviceEditPath, paths } from '../../../lib/paths.ts';
import { DeviceKeyInputs, placeParts } from './device-key-inputs.tsx';
import { useActivateDevice } from './use-activate-device.ts';

const EMPTY_KEY = Array.from({ length: DEVICE_KEY_PARTS }, () => '');
/** /admin/devices/activate: enter the key a player shows, then view the device or activate another. */
export function DeviceActivationPage() {
  const navigate = useNavigate();
  // "Activate" beside a waiting device in the list comes here with its key (?key=…) filled in.
  const [search] = useSearchParams();
  const [parts, setParts] = useState<string[]>(() =>
    placeParts(EMPTY_KEY, 0, deviceKeyParts((search.get('key') ?? '').toUpperCase())),
  );
  // A 422 marks the key as incorrect until it is changed (spec 02 §4).
  const [incorrect, setIncorrect] = useState(false);
  const [activated, setActivated] = useState<{ id: string; name: string }>();
  const [activate, { loading }] = useActivateDevice(() => setIncorrect(true));
  const complete = parts.every((part) => part.length === DEVICE_KEY_PART_LENGTH);

  const onChange = (next: string[]) => {
    setParts(next);
    setIncorrect(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setActivated(await activate(parts.join('-')));
  };

  const again = () => {
    setActivated(undefined);
    setParts(EMPTY_KEY);
  };

  return (
    <Stack gap="5" maxWidth="2xl">
      <BackLink to={paths.devices} label="Back to devices" />
      <Card.Root variant="outline">
        <Card.Body>
          <form onSubmit={(event) => void onSubmit(event)} aria-label="Activate a device" noValidate>
            <Stack gap="5">
              <Heading as="h1" size="xl">
                Activate a device
              </Heading>
              <Text color="fg.muted">
                Enter the key the player shows on its screen. You can paste the whole key into the first box.
              </Text>
              <Field.Root invalid={incorrect}>
                <Field.Label>Device key</Field.Label>
                <DeviceKeyInputs parts={parts} onChange={onChange} invalid={incorrect} disabled={loading} />
                <Field.ErrorText>{activationFailure(422).text}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="accent" alignSelf="flex-start" disabled={!complete} loading={loading}>
                <LuMonitorCheck />
                Activate
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>

      <AlertDialog
        open={activated !== undefined}
        onClose={again}
        title="Device activated"
        footer={
          <>
            <Button variant="outline" onClick={again}>
              Continue
            </Button>
            <Button colorPalette="accent" onClick={() => activated && void navigate(deviceEditPath(activated.id))}>
              View device
            </Button>
          </>
        }
      >
        {activated?.name ? `"${activated.name}"` : 'The device'} is activated as device {activated?.id}. It comes online
        as soon as it next checks in.
      </AlertDialog>
    </Stack>
  );
}
