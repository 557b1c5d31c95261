import { Button, Checkbox, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  LuCamera,
  LuDownload,
  LuFileText,
  LuPower,
  LuRadioTower,
  LuRefreshCw,
  LuRotateCcw,
  LuTrash2,
} from 'react-icons/lu';
import { useConfirm } from '../../../components/confirm/use-confirm.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import type { DeviceCommand } from '../../../gql/graphql.ts';
import { useDeviceEchoSubscription, useSendDeviceCommandMutation } from '../../../gql/hooks.ts';
import { ANSWERED_ERROR_CODES, answeredErrorMessage } from '../../../lib/answered-errors.ts';
import { formatClockTime } from '../../../lib/display-time.ts';

interface CommandButton {
  command: DeviceCommand;
  label: string;
  icon: ReactNode;
  /** Destructive commands ask first. */
  confirm?: string;
}

const BUTTONS: CommandButton[] = [
  { command: 'ECHO', label: 'Echo', icon: <LuRadioTower /> },
  {
    command: 'REBOOT',
    label: 'Reboot',
    icon: <LuPower />,
    confirm: 'Reboot this device? It stops playing until it is back.',
  },
  {
    command: 'RESTART',
    label: 'Restart player',
    icon: <LuRotateCcw />,
    confirm: 'Restart the player software on this device?',
  },
  { command: 'SUBMIT_LOGS', label: 'Submit logs', icon: <LuFileText /> },
  { command: 'FETCH_SCHEDULES', label: 'Fetch schedules', icon: <LuRefreshCw /> },
  {
    command: 'FORCE_REINSTALL',
    label: 'Force reinstall',
    icon: <LuDownload />,
    confirm: 'Force this device to reinstall its player? It downloads everything again.',
  },
];

/** Every sent command says the same thing in the notification: which command reached the device's queue. */
export const sentNotice = (label: string) => `Sent to the device: ${label}.`;

/** Remote commands over realtime messaging (spec 02 §7); the answers arrive on the device's subscriptions. */
export function DeviceCommands({
  deviceId,
  timeZone,
  onScreenshotRequested,
}: {
  deviceId: string;
  timeZone: string;
  onScreenshotRequested: (sentAt: number) => void;
}) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [thumbnail, setThumbnail] = useState(false);
  const [pending, setPending] = useState<DeviceCommand>();
  const [send] = useSendDeviceCommandMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });
  const [echoSentAt, setEchoSentAt] = useState<number>();
  const [mediaId, setMediaId] = useState('');
  const { data: echo } = useDeviceEchoSubscription({ variables: { id: deviceId } });

  const run = async (button: Pick<CommandButton, 'command' | 'confirm' | 'label'>, media?: string) => {
    if (button.confirm && !(await confirm({ message: button.confirm, okText: button.label, okIcon: null }))) return;
    setPending(button.command);
    try {
      const { data } = await send({
        variables: { id: deviceId, command: button.command, thumbnail, mediaId: media },
      });
      // The gateway's clock, like the replies' receivedAt: no skew with the browser's.
      const sentAt = data ? Date.parse(data.sendDeviceCommand.sentAt) : Date.now();
      if (button.command === 'ECHO') setEchoSentAt(sentAt);
      if (button.command === 'SCREENSHOT') onScreenshotRequested(sentAt);
      notify('info', sentNotice(button.label));
    } catch (error) {
      const message = answeredErrorMessage(error);
      if (message) notify('danger', message);
    } finally {
      setPending(undefined);
    }
  };

  const lastEcho = echo?.deviceEcho;
  const roundTrip =
    lastEcho && echoSentAt !== undefined ? Math.max(0, Date.parse(lastEcho.receivedAt) - echoSentAt) : undefined;

  return (
    <Stack gap="4">
      <Wrap gap="2">
        {BUTTONS.map((button) => (
          <Button
            key={button.command}
            variant="outline"
            colorPalette={button.confirm ? 'red' : undefined}
            loading={pending === button.command}
            onClick={() => void run(button)}
          >
            {button.icon}
            {button.label}
          </Button>
        ))}
      </Wrap>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="accent"
          loading={pending === 'SCREENSHOT'}
          onClick={() => void run({ command: 'SCREENSHOT', label: 'Take screenshot' })}
        >
          <LuCamera />
          Take screenshot
        </Button>
        <Checkbox.Root checked={thumbnail} onCheckedChange={(details) => setThumbnail(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Thumbnail</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <HStack
        as="form"
        gap="3"
        onSubmit={(event) => {
          event.preventDefault();
          const media = mediaId.trim();
          void run(
            {
              command: 'DELETE_MEDIA',
              label: 'Delete media',
              confirm: `Delete media item ${media} from this device's storage? It downloads it again when a schedule needs it.`,
            },
            media,
          );
        }}
      >
        <Input
          aria-label="Media ID"
          placeholder="Media ID"
          inputMode="numeric"
          pattern="[0-9]+"
          required
          width="32"
          value={mediaId}
          onChange={(event) => setMediaId(event.target.value)}
        />
        <Button type="submit" variant="outline" colorPalette="red" loading={pending === 'DELETE_MEDIA'}>
          <LuTrash2 />
          Delete media
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {lastEcho
          ? `Last echo reply: ${formatClockTime(lastEcho.datetime, timeZone)} on the device${
              roundTrip !== undefined ? `, round trip ${roundTrip} ms` : ''
            }`
          : 'No echo reply yet.'}
      </Text>
    </Stack>
  );
}
