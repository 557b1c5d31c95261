import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuExternalLink, LuMonitor, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { useDeviceListQuery } from '../../../gql/hooks.ts';
import { deviceEditPath } from '../../../lib/paths.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { DeviceFiltersBar } from './device-filters.tsx';
import { DeviceGrid, openDevice } from './device-grid.tsx';
import { DEVICE_LIST_PARAMS, deviceListVariables } from './device-list-params.ts';

export const NO_DEVICES = 'No devices yet. Activate a player with the key it shows on its screen.';
export const NO_MATCHING_DEVICES = 'No devices match this search.';

/** /admin/devices: the device list (spec 02 "Device list"). */
export function DeviceListPage() {
  const sessionTags = useSessionTags();
  const canActivate = useCan('edit devices');
  const params = useListParams(DEVICE_LIST_PARAMS);
  const [selectedId, setSelectedId] = useState<string>();

  const { data, previousData, error, refetch } = useDeviceListQuery({
    variables: deviceListVariables(params.filters, sessionTags, params.page, params.pageSize),
  });
  const list = (data ?? previousData)?.devices;
  const devices = list?.items ?? [];

  const activate = canActivate && (
    <Button asChild colorPalette="accent">
      <RouterLink to={deviceEditPath('new')}>
        <LuPlus />
        Activate a device
      </RouterLink>
    </Button>
  );

  return (
    <ListPage
      title="Devices"
      actions={
        <>
          {selectedId && (
            <Button variant="outline" onClick={() => openDevice(selectedId)}>
              <LuExternalLink />
              Open device {selectedId}
            </Button>
          )}
          {activate}
        </>
      }
      filters={<DeviceFiltersBar filters={params.filters} onChange={params.setFilters} />}
      params={params}
      answered={list && { itemCount: devices.length, totalItems: list.pageInfo.totalItems }}
      error={error}
      onRetry={() => void refetch()}
      loadErrorTitle="Could not load the devices."
      empty={{ nothingYet: NO_DEVICES, noMatches: NO_MATCHING_DEVICES, icon: LuMonitor, action: activate }}
    >
      <DeviceGrid
        devices={devices}
        order={params.filters}
        onOrderChange={params.setFilters}
        selectedId={selectedId}
        onSelect={setSelectedId}
      />
    </ListPage>
  );
}
