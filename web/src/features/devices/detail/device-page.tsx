import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  DETAIL_QUERY_CONTEXT,
  DetailColumns,
  DetailHeader,
  DetailPage,
} from '../../../components/detail-page/detail-page.tsx';
import { Section } from '../../../components/section.tsx';
import { useDevicePageQuery } from '../../../gql/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { DeviceActivity } from './device-activity.tsx';
import { DeviceCommands } from './device-commands.tsx';
import { DeviceEditForm } from './device-edit-form.tsx';
import { DeviceFacts } from './device-facts.tsx';
import { DevicePresence } from './device-presence.tsx';
import { DeviceScreenshot } from './device-screenshot.tsx';
import { DeviceSystemInfo } from './device-system-info.tsx';
import { UptimeHeatmap } from './uptime-heatmap.tsx';
import { useDeleteDevice } from './use-delete-device.ts';
import { useUpdateDevice } from './use-update-device.ts';

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
  const { data, error, refetch } = useDevicePageQuery({ variables: { id }, context: DETAIL_QUERY_CONTEXT });
  const [save, { loading: saving }] = useUpdateDevice();
  const [deleteDevice, { loading: deleting }] = useDeleteDevice();
  const [screenshotRequestedAt, setScreenshotRequestedAt] = useState<number>();
  const canEdit = useCan('edit devices');
  const canCommand = useCan('command devices');

  return (
    <DetailPage
      item={data?.device}
      error={error}
      onRetry={() => void refetch()}
      back={{ to: paths.devices, label: 'Back to devices' }}
      notFound={DEVICE_NOT_FOUND}
      loadErrorTitle="Could not load this device."
    >
      {(device) => (
        <>
          <DetailHeader
            title={device.name || `Device ${device.id}`}
            status={<DevicePresence device={device} />}
            actions={
              canEdit && (
                <Button
                  colorPalette="red"
                  variant="outline"
                  loading={deleting}
                  onClick={() =>
                    void deleteDevice(device.id, device.name).then((gone) => gone && navigate(paths.devices))
                  }
                >
                  <LuTrash2 />
                  Delete device
                </Button>
              )
            }
          />
          <DetailColumns>
            <Stack gap="5">
              {canCommand && (
                <Section title="Remote commands">
                  <DeviceCommands deviceId={device.id} onScreenshotRequested={setScreenshotRequestedAt} />
                </Section>
              )}
              <Section title="Screenshot">
                <DeviceScreenshot deviceId={device.id} requestedAt={screenshotRequestedAt} />
              </Section>
              <Section title="Uptime">
                <UptimeHeatmap device={device} />
              </Section>
              <Section title="Activity">
                <DeviceActivity device={device} />
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
                <DeviceFacts device={device} />
              </Section>
              <Section title="System info">
                <DeviceSystemInfo device={device} />
              </Section>
            </Stack>
          </DetailColumns>
        </>
      )}
    </DetailPage>
  );
}
