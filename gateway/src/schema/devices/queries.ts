import {
  LAST_CONTACT_NAMES,
  LAST_CONTACT_OPTIONS,
  type LastContactOption,
  lastContactRange,
} from '@signage/domain/last-contact';
import { DEFAULT_DEVICE_PAGE_SIZE } from '@signage/domain/page-sizes';
import { builder } from '../../builder.ts';
import { loadedByIdField } from '../load-by-ids.ts';
import { pageType } from '../paging.ts';
import { taggedListField } from '../tagged-list-field.ts';
import { DeviceType } from './device.ts';

export const LastContactEnum = builder.enumType('LastContact', {
  description: 'The last-contact filter options (spec 02 §9), newest first; each described by its label.',
  values: Object.fromEntries(
    LAST_CONTACT_OPTIONS.map((o) => [LAST_CONTACT_NAMES[o.value], { value: o.value, description: o.label }]),
  ) as Record<string, { value: LastContactOption }>,
});

const DeviceSortEnum = builder.enumType('DeviceSort', {
  values: {
    ID: { value: 'device_id' },
    NAME: { value: 'name' },
    LAST_CONTACT: { value: 'last_contact' },
    LICENSED: { value: 'licensed' },
    STICKER_CODE: { value: 'asset_tag' },
  } as const,
});

export const SortDirectionEnum = builder.enumType('SortDirection', {
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } as const,
});

export const DevicePage = pageType('DevicePage', DeviceType, {
  key: 'devices',
  defaultSize: DEFAULT_DEVICE_PAGE_SIZE,
  // The REST list's own largest page, for integrators.
  description: 'The device list offers 25, 50 and 100; integrators may ask for up to 1000.',
});

taggedListField('devices', {
  page: DevicePage,
  path: '/devices/',
  description:
    "Activated devices, ID descending by default. `search` covers name, sticker code and tags; `tags`: devices carrying all of them; last contact between the two options, in either order. The caller's forced tags always apply.",
  args: (arg) => ({
    lastContactMin: arg({ type: LastContactEnum, description: 'Most recent contact shown; default now.' }),
    lastContactMax: arg({ type: LastContactEnum, description: 'Oldest contact shown; default unlimited.' }),
    sortBy: arg({ type: DeviceSortEnum, defaultValue: 'device_id' }),
    sortDirection: arg({ type: SortDirectionEnum, defaultValue: 'desc' }),
  }),
  query: (args) => {
    // Without either filter every device shows, including those that never made contact.
    const filtered = args.lastContactMin != null || args.lastContactMax != null;
    const range = filtered
      ? lastContactRange(args.lastContactMin ?? undefined, args.lastContactMax ?? undefined, new Date())
      : undefined;
    return {
      last_contact_min: range?.from.toISOString(),
      last_contact_max: range?.to.toISOString(),
      sort_by: args.sortBy ?? 'device_id',
      sort: args.sortDirection ?? 'desc',
    };
  },
});

loadedByIdField('device', DeviceType);
