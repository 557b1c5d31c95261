import { Box, Button, Checkbox, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
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
import type { ConfirmOptions } from '../../../components/confirm/confirm-context.ts';
import { MediaPicker, type PickedMedia } from '../../../components/media-picker/media-picker.tsx';
import type { DeviceCommand } from '../../../gql/graphql.ts';
import { useDeviceEchoSubscription } from '../../../gql/hooks.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';
import { COMMAND_LABELS, useSendDeviceCommand } from './use-send-device-command.ts';

/** Destructive commands ask first. */
const asking = (message: string, command: DeviceCommand): ConfirmOptions => ({
  message,
  okText: COMMAND_LABELS[command],
  okIcon: null,
});

const BUTTONS: { command: DeviceCommand; icon: ReactNode; confirm?: ConfirmOptions }[] = [
  { command: 'ECHO', icon: <LuRadioTower /> },
  {
    command: 'REBOOT',
    icon: <LuPower />,
    confirm: asking('Reboot this device? It stops playing until it is back.', 'REBOOT'),
  },
  {
    command: 'RESTART',
    icon: <LuRotateCcw />,
    confirm: asking('Restart the player software on this device?', 'RESTART'),
  },
  { command: 'SUBMIT_LOGS', icon: <LuFileText /> },
  { command: 'FETCH_SCHEDULES', icon: <LuRefreshCw /> },
  {
    command: 'FORCE_REINSTALL',
    icon: <LuDownload />,
    confirm: asking('Force this device to reinstall its player? It downloads everything again.', 'FORCE_REINSTALL'),
  },
];

/** Remote commands over realtime messaging (spec 02 §7); the answers arrive on the device's subscriptions. */
export function DeviceCommands({
  deviceId,
  onScreenshotRequested,
}: {
  deviceId: string;
  onScreenshotRequested: (sentAt: number) => void;
}) {
  const when = useDisplayTime();
  const [send] = useSendDeviceCommand();
  const [thumbnail, setThumbnail] = useState(false);
  const [pending, setPending] = useState<DeviceCommand>();
  const [echoSentAt, setEchoSentAt] = useState<number>();
  const [media, setMedia] = useState<PickedMedia>();
  const { data: echo } = useDeviceEchoSubscription({ variables: { id: deviceId } });

  const run = async (command: DeviceCommand, confirm?: ConfirmOptions, mediaId?: string) => {
    setPending(command);
    const receipt = await send({ id: deviceId, command, thumbnail, mediaId }, { confirm });
    setPending(undefined);
    if (!receipt) return;
    // The gateway's clock, like the replies' receivedAt: no skew with the browser's.
    const sentAt = Date.parse(receipt.sendDeviceCommand.sentAt);
    if (command === 'ECHO') setEchoSentAt(sentAt);
    if (command === 'SCREENSHOT') onScreenshotRequested(sentAt);
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
            onClick={() => void run(button.command, button.confirm)}
          >
            {button.icon}
            {COMMAND_LABELS[button.command]}
          </Button>
        ))}
      </Wrap>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="accent" loading={pending === 'SCREENSHOT'} onClick={() => void run('SCREENSHOT')}>
          <LuCamera />
          {COMMAND_LABELS.SCREENSHOT}
        </Button>
        <Checkbox.Root checked={thumbnail} onCheckedChange={(details) => setThumbnail(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Thumbnail</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <HStack gap="3" align="end" wrap="wrap">
        <Box flex="1" minWidth="56">
          <MediaPicker label="Media item to delete from the device" value={media} onChange={setMedia} />
        </Box>
        <Button
          variant="outline"
          colorPalette="red"
          disabled={!media}
          loading={pending === 'DELETE_MEDIA'}
          onClick={() =>
            media &&
            void run(
              'DELETE_MEDIA',
              asking(
                `Delete "${media.name}" (media ${media.id}) from this device's storage? It downloads it again when a schedule needs it.`,
                'DELETE_MEDIA',
              ),
              media.id,
            )
          }
        >
          <LuTrash2 />
          {COMMAND_LABELS.DELETE_MEDIA}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {lastEcho
          ? `Last echo reply: ${when.clock(lastEcho.datetime)} on the device${
              roundTrip !== undefined ? `, round trip ${roundTrip} ms` : ''
            }`
          : 'No echo reply yet.'}
      </Text>
    </Stack>
  );
}
