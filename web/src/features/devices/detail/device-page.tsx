import { Button, Flex, Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { DEFAULT_DISPLAY_TIME_ZONE } from '@signage/domain/constants';
import { hasAnyPermission } from '@signage/domain/permissions';
import { useState } from 'react';
import { LuArrowLeft, LuTrash2 } from 'react-icons/lu';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DetailFallback, NOT_FOUND_CODES } from '../../../components/detail-fallback.tsx';
import { Section } from '../../../components/section.tsx';
import { useConsoleSettingsQuery, useDeviceDetailQuery, useMeQuery } from '../../../gql/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { DeviceActivity } from './device-activity.tsx';
import { DeviceCommands } from './device-commands.tsx';
import { DeviceEditForm } from './device-edit-form.tsx';
import { DevicePresence } from './device-presence.tsx';
import { DeviceScreenshot } from './device-screenshot.tsx';
import { DeviceFacts, DeviceSystemInfo } from './device-system-info.tsx';
import { UptimeHeatmap } from './uptime-heatmap.tsx';
import { useDestroyDevice, useSaveDevice } from './use-device-mutations.ts';

export const DEVICE_NOT_FOUND = 'This device does not exist, or you may not see it.';

/** /admin/devices/{id}: live status, remote commands, screenshot, system info, uptime and the device's settings. */
export function DevicePage() {
  const { id = '' } = useParams();
  // Devices come into being by activation: "new" is the activation dialog (spec 02 "Device list").
  if (id === 'new') return <Navigate to={paths.deviceActivate} replace />;
  return <DeviceDetail key={id} id={id} />;
}

function DeviceDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const me = useMeQuery().data?.me;
  const timeZone = useConsoleSettingsQuery().data?.consoleSettings.displayTimeZone ?? DEFAULT_DISPLAY_TIME_ZONE;
  const { data, error, refetch } = useDeviceDetailQuery({
    variables: { id },
    context: { handledErrorCodes: NOT_FOUND_CODES },
  });
  const [save, { loading: saving }] = useSaveDevice();
  const [destroy, { loading: destroying }] = useDestroyDevice();
  const [screenshotRequestedAt, setScreenshotRequestedAt] = useState<number>();
  const canEdit = me ? hasAnyPermission(me.permissions, ['edit devices']) : false;
  const canCommand = me ? hasAnyPermission(me.permissions, ['command devices']) : false;

  const back = (
    <Link asChild fontSize="sm" color="fg.muted">
      <RouterLink to={paths.devices}>
        <LuArrowLeft />
        Back to devices
      </RouterLink>
    </Link>
  );

  if (!data) {
    return (
      <DetailFallback
        back={back}
        error={error}
        notFound={DEVICE_NOT_FOUND}
        title="Could not load this device."
        onRetry={() => void refetch()}
      />
    );
  }

  const { device } = data;
  const onDelete = async () => {
    if (await destroy(device.id, device.name)) void navigate(paths.devices);
  };

  return (
    <Stack gap="5" maxWidth="7xl">
      {back}
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Stack gap="2">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {device.name || `Device ${device.id}`}
          </Heading>
          <DevicePresence deviceId={device.id} timeZone={timeZone} />
        </Stack>
        {canEdit && (
          <Button colorPalette="red" variant="outline" loading={destroying} onClick={() => void onDelete()}>
            <LuTrash2 />
            Delete device
          </Button>
        )}
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="5">
          {canCommand && (
            <Section title="Remote commands">
              <DeviceCommands
                deviceId={device.id}
                timeZone={timeZone}
                onScreenshotRequested={setScreenshotRequestedAt}
              />
            </Section>
          )}
          <Section title="Screenshot">
            <DeviceScreenshot deviceId={device.id} requestedAt={screenshotRequestedAt} timeZone={timeZone} />
          </Section>
          <Section title="Uptime">
            <UptimeHeatmap days={device.uptime} />
          </Section>
          <Section title="Activity">
            <DeviceActivity events={device.activity} timeZone={timeZone} />
          </Section>
        </Stack>
        <Stack gap="5">
          <Section title="Name and tags">
            <DeviceEditForm
              device={device}
              readOnly={!canEdit}
              saving={saving}
              onSave={(changes) => void save(device.id, changes)}
            />
          </Section>
          <Section title="Details">
            <DeviceFacts device={device} timeZone={timeZone} />
          </Section>
          <Section title="System info">
            <DeviceSystemInfo info={device.systemInfo} timeZone={timeZone} />
          </Section>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
