import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_DISPLAY_TIME_ZONE } from '@signage/domain/constants';
import { DEFAULT_DEVICE_PAGE_SIZE, DEVICE_PAGE_SIZES } from '@signage/domain/page-sizes';
import { hasAnyPermission } from '@signage/domain/permissions';
import { useEffect, useState } from 'react';
import { LuExternalLink, LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useConsoleSettingsQuery, useDeviceListQuery, useMeQuery } from '../../../gql/hooks.ts';
import { deviceEditPath } from '../../../lib/paths.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { DeviceFilters } from './device-filters.tsx';
import { DeviceGrid, type DeviceOrder, openDevice } from './device-grid.tsx';
import { deviceListVariables } from './device-list-variables.ts';
import { type DeviceSearch, initialDeviceSearch, saveDeviceSearch } from './device-search-state.ts';

const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_ORDER: DeviceOrder = { sortBy: 'ID', sortDirection: 'DESC' };

/** /admin/devices: the device list (spec 02 "Device list"). */
export function DeviceListPage() {
  const [params] = useSearchParams();
  const me = useMeQuery().data?.me;
  const settings = useConsoleSettingsQuery().data?.consoleSettings;
  const sessionTags = useSessionTags();
  const canActivate = me ? hasAnyPermission(me.permissions, ['edit devices']) : false;

  const [search, setSearch] = useState<DeviceSearch>(() => initialDeviceSearch(params));
  const debouncedText = useDebouncedValue(search.text, SEARCH_DEBOUNCE_MS);
  const [order, setOrder] = useState<DeviceOrder>(DEFAULT_ORDER);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_DEVICE_PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string>();

  useEffect(() => saveDeviceSearch(search), [search]);

  const variables = deviceListVariables({ ...search, text: debouncedText }, sessionTags, order, page, pageSize);
  // Another search, order or page size: back to the first page.
  const filterKey = JSON.stringify({ ...variables, page: undefined });
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setPage(1);
  }

  const { data, previousData, error, refetch } = useDeviceListQuery({ variables });
  const list = (data ?? previousData)?.devices;
  const devices = list?.items ?? [];
  const totalItems = list?.pageInfo.totalItems ?? 0;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Devices
        </Heading>
        <Flex gap="2" wrap="wrap">
          {selectedId && (
            <Button variant="outline" onClick={() => openDevice(selectedId)}>
              <LuExternalLink />
              Open device {selectedId}
            </Button>
          )}
          {canActivate && (
            <Button asChild colorPalette="accent">
              <RouterLink to={deviceEditPath('new')}>
                <LuPlus />
                Activate a device
              </RouterLink>
            </Button>
          )}
        </Flex>
      </Flex>

      <DeviceFilters search={search} onChange={setSearch} />
      {sessionTags.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          Your session tags also apply: {sessionTags.join(', ')}
        </Text>
      )}

      {error && !list ? (
        <LoadError title="Could not load the devices." error={error} onRetry={() => void refetch()} />
      ) : !list ? (
        <PageSpinner />
      ) : devices.length === 0 ? (
        <Text color="fg.muted" py="6">
          {totalItems === 0 && variables.search === undefined && variables.tags === undefined
            ? 'No devices yet. Activate a player with the key it shows on its screen.'
            : 'No devices match this search.'}
        </Text>
      ) : (
        <DeviceGrid
          devices={devices}
          order={order}
          onOrderChange={setOrder}
          selectedId={selectedId}
          onSelect={setSelectedId}
          timeZone={settings?.displayTimeZone ?? DEFAULT_DISPLAY_TIME_ZONE}
        />
      )}

      {list && totalItems > 0 && (
        <Pager
          page={page}
          pageSize={pageSize}
          totalItems={totalItems}
          pageSizes={DEVICE_PAGE_SIZES}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      )}
    </Stack>
  );
}
