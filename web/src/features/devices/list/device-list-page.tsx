import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuExternalLink, LuMonitor } from 'react-icons/lu';
import { AddLink } from '../../../components/list-page/add-link.tsx';
import { type ListEmptyStates, ListPage } from '../../../components/list-page/list-page.tsx';
import { useDeviceListQuery } from '../../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../../lib/answered-errors.ts';
import { deviceEditPath } from '../../../lib/paths.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { DeviceFiltersBar } from './device-filters.tsx';
import { DeviceGrid, openDevice } from './device-grid.tsx';
import { DEVICE_LIST_PARAMS, deviceListVariables } from './device-list-params.ts';
import { PendingDevices } from './pending-devices.tsx';
import { useListPresence } from './use-list-presence.ts';

export const DEVICE_LIST_EMPTY: ListEmptyStates = {
  nothingYet: 'No devices yet. Activate a player with the key it shows on its screen.',
  noMatches: 'No devices match this search.',
  icon: LuMonitor,
};

/** /admin/devices: the device list (spec 02 "Device list"). */
export function DeviceListPage() {
  const sessionTags = useSessionTags();
  const canActivate = useCan('edit devices');
  const params = useListParams(DEVICE_LIST_PARAMS);
  const [selectedId, setSelectedId] = useState<string>();

  const query = useDeviceListQuery({
    variables: deviceListVariables(params.filters, sessionTags, params.page, params.pageSize),
    context: SHOWN_ON_SCREEN,
  });
  const list = (query.data ?? query.previousData)?.devices;
  const devices = list?.items ?? [];
  const presence = useListPresence(devices);

  const activate = canActivate && <AddLink to={deviceEditPath('new')}>Activate a device</AddLink>;

  return (
    <Stack gap="8">
      <ListPage
        title="Devices"
        empty={DEVICE_LIST_EMPTY}
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
        emptyAction={activate}
        filters={<DeviceFiltersBar filters={params.filters} onChange={params.setFilters} />}
        params={params}
        list={list}
        query={query}
      >
        <DeviceGrid
          devices={devices}
          order={params.filters}
          onOrderChange={params.setFilters}
          selectedId={selectedId}
          onSelect={setSelectedId}
          presence={presence}
        />
      </ListPage>
      {canActivate && <PendingDevices />}
    </Stack>
  );
}
