import { Box } from '@chakra-ui/react';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { AuditTrail } from '../../../components/audit/audit-trail.tsx';
import { DETAIL_QUERY_CONTEXT, DetailPage } from '../../../components/detail-page/detail-page.tsx';
import { useDevicePageQuery } from '../../../gql/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { DeviceActivity } from './device-activity.tsx';
import { DeviceCommands } from './device-commands.tsx';
import { DeviceEditForm } from './device-edit-form.tsx';
import { DEVICE_TOUR_ANCHORS, DeviceEditTour } from './device-edit-tour.tsx';
import { DeviceFacts } from './device-facts.tsx';
import { DevicePlayback } from './device-playback.tsx';
import { DevicePresence } from './device-presence.tsx';
import { DeviceSchedules } from './device-schedules.tsx';
import { DeviceScreenshot } from './device-screenshot.tsx';
import { DeviceSystemInfo } from './device-system-info.tsx';
import { DeviceTrading } from './device-trading.tsx';
import { UptimeHeatmap } from './uptime-heatmap.tsx';
import { useDeleteDevice } from './use-delete-device.ts';
import { useUpdateDevice } from './use-update-device.ts';

/** /admin/devices/{id}: live status, remote commands, screenshot, system info, uptime and the device's settings. */
export function DevicePage() {
  const { id = '' } = useParams();
  // Devices come into being by activation: "new" is the activation dialog (spec 02 "Device list").
  if (id === 'new') return <Navigate to={paths.deviceActivate} replace />;
  return <DeviceDetail key={id} id={id} />;
}

function DeviceDetail({ id }: { id: string }) {
  const query = useDevicePageQuery({ variables: { id }, context: DETAIL_QUERY_CONTEXT });
  const [save, { loading: saving }] = useUpdateDevice();
  const [deleteDevice, { loading: deleting }] = useDeleteDevice();
  const [screenshotRequestedAt, setScreenshotRequestedAt] = useState<number>();
  const canEdit = useCan('edit devices');
  const canCommand = useCan('command devices');
  const canViewSchedules = useCan(AREA_VIEWERS.schedules);
  const canViewAudit = useCan('view audit');
  const canViewReports = useCan('view reports');

  return (
    <>
      <DetailPage
        item={query.data?.device}
        query={query}
        noun="device"
        back={{ to: paths.devices, label: 'Back to devices' }}
        header={(device) => ({
          title: device.name || `Device ${device.id}`,
          status: (
            <Box data-tour={DEVICE_TOUR_ANCHORS.status}>
              <DevicePresence device={device} />
            </Box>
          ),
        })}
        remove={
          canEdit && { label: 'Delete device', busy: deleting, run: (device) => deleteDevice(device.id, device.name) }
        }
        sections={(device) => ({
          left: [
            canCommand && {
              title: 'Remote commands',
              body: (
                <Box data-tour={DEVICE_TOUR_ANCHORS.commands}>
                  <DeviceCommands deviceId={device.id} onScreenshotRequested={setScreenshotRequestedAt} />
                </Box>
              ),
            },
            {
              title: 'Screenshot',
              body: (
                <Box data-tour={DEVICE_TOUR_ANCHORS.screenshot}>
                  <DeviceScreenshot deviceId={device.id} requestedAt={screenshotRequestedAt} canCommand={canCommand} />
                </Box>
              ),
            },
            canViewSchedules && { title: 'Schedules', body: <DeviceSchedules deviceId={device.id} /> },
            { title: 'Uptime', body: <UptimeHeatmap device={device} /> },
            canViewReports && { title: 'Playback statistics', body: <DevicePlayback deviceId={device.id} /> },
            { title: 'Activity', body: <DeviceActivity device={device} /> },
            canViewAudit && { title: 'Audit trail', body: <AuditTrail deviceId={device.id} /> },
          ],
          right: [
            {
              title: 'Name and tags',
              body: (
                <Box data-tour={DEVICE_TOUR_ANCHORS.edit}>
                  <DeviceEditForm
                    device={device}
                    readOnly={!canEdit}
                    saving={saving}
                    onSave={(changes) => void save(device.id, changes)}
                  />
                </Box>
              ),
            },
            { title: 'Trading hours and settings', body: <DeviceTrading device={device} /> },
            { title: 'Details', body: <DeviceFacts device={device} /> },
            { title: 'System info', body: <DeviceSystemInfo device={device} /> },
          ],
        })}
      />
      {query.data?.device && <DeviceEditTour canCommand={canCommand} />}
    </>
  );
}
