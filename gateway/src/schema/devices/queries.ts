import type { DeviceList as RestDeviceList } from '@signage/contract/devices';
import {
  LAST_CONTACT_NAMES,
  LAST_CONTACT_OPTIONS,
  type LastContactOption,
  lastContactRange,
} from '@signage/domain/last-contact';
import { DEFAULT_DEVICE_PAGE_SIZE } from '@signage/domain/page-sizes';
import { builder } from '../../builder.ts';
import { restId, userError } from '../../rest/errors.ts';
import { PageInfoType } from '../paging.ts';
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

const DevicePageType = builder.objectRef<RestDeviceList>('DevicePage').implement({
  fields: (t) => ({
    items: t.field({ type: [DeviceType], resolve: (page) => page.devices }),
    pageInfo: t.field({ type: PageInfoType, resolve: (page) => page.page_info }),
  }),
});

builder.queryField('devices', (t) =>
  t.field({
    type: DevicePageType,
    description:
      "Activated devices, ID descending by default. `search` covers name, sticker code and tags; `tags`: devices carrying all of them; last contact between the two options, in either order. The caller's forced tags always apply.",
    args: {
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: DEFAULT_DEVICE_PAGE_SIZE }),
      search: t.arg.string(),
      tags: t.arg.stringList(),
      lastContactMin: t.arg({ type: LastContactEnum, description: 'Most recent contact shown; default now.' }),
      lastContactMax: t.arg({ type: LastContactEnum, description: 'Oldest contact shown; default unlimited.' }),
      sortBy: t.arg({ type: DeviceSortEnum, defaultValue: 'device_id' }),
      sortDirection: t.arg({ type: SortDirectionEnum, defaultValue: 'desc' }),
    },
    resolve: async (_root, args, ctx) => {
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? DEFAULT_DEVICE_PAGE_SIZE;
      if (page < 1) throw userError('BAD_USER_INPUT', 'page must be 1 or more.');
      if (pageSize < 1 || pageSize > 1000) throw userError('BAD_USER_INPUT', 'pageSize must be from 1 to 1000.');
      // Without either filter every device shows, including those that never made contact.
      const filtered = args.lastContactMin != null || args.lastContactMax != null;
      const range = filtered
        ? lastContactRange(args.lastContactMin ?? undefined, args.lastContactMax ?? undefined, new Date())
        : undefined;
      return ctx.rest.get('/devices/', {
        query: {
          current_page: page,
          page_size: pageSize,
          q: args.search?.trim() || undefined,
          tags: args.tags?.length ? args.tags : undefined,
          last_contact_min: range?.from.toISOString(),
          last_contact_max: range?.to.toISOString(),
          sort_by: args.sortBy ?? 'device_id',
          sort: args.sortDirection ?? 'desc',
        },
      });
    },
  }),
);

builder.queryField('device', (t) =>
  t.field({
    type: DeviceType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.rest.get('/devices/{id}', { params: { id: restId(id) } }),
  }),
);
