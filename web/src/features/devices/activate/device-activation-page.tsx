import { Button, Card, Dialog, Field, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { activationFailure, DEVICE_KEY_PART_LENGTH, DEVICE_KEY_PARTS } from '@signage/domain/device-key';
import { type FormEvent, useState } from 'react';
import { LuArrowLeft, LuMonitorCheck } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useActivateDeviceMutation } from '../../../gql/hooks.ts';
import { errorCodeOf } from '../../../lib/api-errors.ts';
import { deviceEditPath, paths } from '../../../lib/paths.ts';
import { DeviceKeyInputs } from './device-key-inputs.tsx';

const EMPTY_KEY = Array.from({ length: DEVICE_KEY_PARTS }, () => '');
/** Everything but a lapsed session is answered on this screen (spec 02 §8 "Device activation"). */
const ACTIVATION_ERROR_CODES = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'METHOD_NOT_ALLOWED',
  'BACKEND_UNREACHABLE',
  'BACKEND_ERROR',
  'TOO_MANY_REQUESTS',
];

/** /admin/devices/activate: enter the key a player shows, then view the device or activate another. */
export function DeviceActivationPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [parts, setParts] = useState<string[]>(EMPTY_KEY);
  // A 422 marks the key as incorrect until it is changed (spec 02 §4).
  const [incorrect, setIncorrect] = useState(false);
  const [activated, setActivated] = useState<{ id: string; name: string }>();
  const [activate, { loading }] = useActivateDeviceMutation({
    context: { handledErrorCodes: ACTIVATION_ERROR_CODES },
    // The list shows the new device next time it is opened.
    update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'devices' }),
  });
  const complete = parts.every((part) => part.length === DEVICE_KEY_PART_LENGTH);

  const onChange = (next: string[]) => {
    setParts(next);
    setIncorrect(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await activate({ variables: { deviceKey: parts.join('-') } });
      if (data) setActivated(data.activateDevice);
    } catch (error) {
      if (errorCodeOf(error as Error) === 'UNAUTHENTICATED') return;
      const failure = activationFailure(errorCodeOf(error as Error) === 'BAD_USER_INPUT' ? 422 : 500);
      if (failure.level === 'warning') setIncorrect(true);
      notify(failure.level, failure.text);
    }
  };

  const again = () => {
    setActivated(undefined);
    setParts(EMPTY_KEY);
  };

  return (
    <Stack gap="5" maxWidth="2xl">
      <RouterLink to={paths.devices}>
        <Text as="span" display="inline-flex" alignItems="center" gap="1" fontSize="sm" color="fg.muted">
          <LuArrowLeft />
          Back to devices
        </Text>
      </RouterLink>
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

      <Dialog.Root
        open={activated !== undefined}
        onOpenChange={(details) => !details.open && again()}
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Device activated</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  {activated?.name ? `"${activated.name}"` : 'The device'} is activated as device {activated?.id}. It
                  comes online as soon as it next checks in.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={again}>
                  Continue
                </Button>
                <Button colorPalette="accent" onClick={() => activated && void navigate(deviceEditPath(activated.id))}>
                  View device
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
