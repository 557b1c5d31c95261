import type { Device as RestDevice } from '@signage/contract/devices';
import type { Media as RestMedia } from '@signage/contract/media';
import type { Schedule as RestSchedule } from '@signage/contract/schedules';
import type { SearchResult as RestSearchResult, SearchAnswer } from '@signage/contract/search';
import { SEARCH_TIMEOUT_MS } from '@signage/domain/constants';
import { DEFAULT_SEARCH_PAGE_SIZE, TAG_GRID_PAGE_SIZES } from '@signage/domain/search';
import { builder } from '../../builder.ts';
import { DeviceType } from '../devices/device.ts';
import { type LayoutSource, LayoutType } from '../layouts/layout.ts';
import { MediaType } from '../media/media.ts';
import { PageInfoType, restPaging } from '../paging.ts';
import { ScheduleType } from '../schedules/schedule.ts';
import { restFilters, searchFilterArgs } from './filters.ts';

const SIZES = {
  defaultSize: DEFAULT_SEARCH_PAGE_SIZE,
  maxSize: 100,
  description: `Rows per kind. The header asks for ${DEFAULT_SEARCH_PAGE_SIZE}; the tag grid offers ${TAG_GRID_PAGE_SIZES.join(', ')}.`,
};

interface KindPage<Item> {
  items: Item[];
  pageInfo: NonNullable<SearchAnswer['media_page_info']>;
}

/** A page of one kind: its items as their own GraphQL objects, and its page info. */
function kindPage<Item>(name: string, Item: Parameters<typeof builder.objectRef>[0] | object, description: string) {
  return builder.objectRef<KindPage<Item>>(name).implement({
    description,
    fields: (t) => ({
      items: t.field({ type: [Item as never], resolve: (page) => page.items as never }),
      pageInfo: t.field({ type: PageInfoType, resolve: (page) => page.pageInfo }),
    }),
  });
}

const DeviceSearchPage = kindPage<number>('DeviceSearchPage', DeviceType, 'Devices a search found.');
const MediaSearchPage = kindPage<number>('MediaSearchPage', MediaType, 'Media a search found.');
const LayoutSearchPage = kindPage<LayoutSource | number>('LayoutSearchPage', LayoutType, 'Layouts found.');
const ScheduleSearchPage = kindPage<number>('ScheduleSearchPage', ScheduleType, 'Schedules a search found.');

const SearchResultsType = builder.objectRef<SearchAnswer>('SearchResults').implement({
  description:
    'One page per kind searched, newest first. A kind is null when it was not asked for, the caller may not view it, or its area is not installed.',
  fields: (t) => ({
    devices: t.field({
      type: DeviceSearchPage,
      nullable: true,
      resolve: (answer, _args, ctx) =>
        answer.devices && {
          items: primed(answer.devices, (id, device: RestDevice) => DeviceType.getDataloader(ctx).prime(id, device)),
          pageInfo: answer.devices_page_info!,
        },
    }),
    media: t.field({
      type: MediaSearchPage,
      nullable: true,
      resolve: (answer, _args, ctx) =>
        answer.media && {
          items: primed(answer.media, (id, media: RestMedia) => MediaType.getDataloader(ctx).prime(id, media)),
          pageInfo: answer.media_page_info!,
        },
    }),
    layouts: t.field({
      type: LayoutSearchPage,
      nullable: true,
      resolve: (answer) =>
        answer.layouts && {
          // The embedded layout is a list row (no tree): it is the item itself, not primed into the loader, so
          // asking for its tree still loads it; a row without its object loads by id.
          items: answer.layouts.map((row) => (row.original_resource as LayoutSource | undefined) ?? row.object_id),
          pageInfo: answer.layouts_page_info!,
        },
    }),
    schedules: t.field({
      type: ScheduleSearchPage,
      nullable: true,
      resolve: (answer, _args, ctx) =>
        answer.schedules && {
          items: primed(answer.schedules, (id, schedule: RestSchedule) =>
            ScheduleType.getDataloader(ctx).prime(id, schedule),
          ),
          pageInfo: answer.schedules_page_info!,
        },
    }),
  }),
});

/**
 * The ids of a kind's rows, each embedded object handed to its loader first: the items resolve to the real
 * Device and Media objects without another REST call (a row without its object loads in one batch).
 */
function primed<T>(rows: RestSearchResult[], prime: (id: number, object: T) => void): number[] {
  for (const row of rows) if (row.original_resource) prime(row.object_id, row.original_resource as T);
  return rows.map((row) => row.object_id);
}

builder.queryField('search', (t) =>
  t.field({
    type: SearchResultsType,
    description:
      "Tagged-object search (spec 02 §7): free text, tags (all of them), kinds and each kind's own filters; the caller's forced tags always apply. One REST call; gives up after 120 s, and a cancelled request cancels it.",
    args: {
      ...searchFilterArgs(t.arg),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: SIZES.defaultSize, description: SIZES.description }),
    },
    resolve: (_root, args, ctx) => {
      const { current_page, page_size } = restPaging(args, SIZES);
      return ctx.rest.get('/search', {
        query: { ...restFilters(args), page: current_page, per_page: page_size, embed_objects: true },
        timeoutMs: SEARCH_TIMEOUT_MS,
      });
    },
  }),
);
