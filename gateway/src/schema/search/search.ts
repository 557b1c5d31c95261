import type { SearchResult as RestSearchResult, SearchAnswer } from '@signage/contract/search';
import { SEARCH_TIMEOUT_MS } from '@signage/domain/constants';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  SEARCH_OBJECTS,
  type SearchObjectKey,
  TAG_GRID_PAGE_SIZES,
} from '@signage/domain/search';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { CampaignType } from '../campaigns/campaign.ts';
import { DeviceType } from '../devices/device.ts';
import { LayoutType } from '../layouts/layout.ts';
import { MediaType } from '../media/media.ts';
import { PageInfoType, restPaging } from '../paging.ts';
import { ScheduleType } from '../schedules/schedule.ts';
import { TagMetadataType } from '../tag-metadata/tag-metadata.ts';
import { UserType } from '../user.ts';
import { restFilters, searchFilterArgs } from './filters.ts';

const SIZES = {
  defaultSize: DEFAULT_SEARCH_PAGE_SIZE,
  maxSize: 100,
  description: `Rows per kind. The header asks for ${DEFAULT_SEARCH_PAGE_SIZE}; the tag grid offers ${TAG_GRID_PAGE_SIZES.join(', ')}.`,
};

interface KindPage {
  items: unknown[];
  pageInfo: NonNullable<SearchAnswer['media_page_info']>;
}

/** A loadable object type: a kind's items resolve through it, by id or as the embedded object. */
type LoadableItem =
  | typeof DeviceType
  | typeof MediaType
  | typeof LayoutType
  | typeof ScheduleType
  | typeof UserType
  | typeof TagMetadataType
  | typeof CampaignType;

interface SearchKind {
  key: SearchObjectKey;
  /** Its page type's name in the schema. */
  page: string;
  item: LoadableItem;
  description: string;
  /**
   * Hand each embedded object to the item's loader, so the items resolve without another REST call (default);
   * false: the embedded object is the item itself, for a kind whose list row is not what its loader loads.
   */
  prime?: boolean;
}

/**
 * The kinds a search answers, one line each, as the api's tag registry lists its searchable areas: a new
 * searchable area adds its line here (and its key to domain SEARCH_OBJECTS).
 */
const SEARCH_KINDS: readonly SearchKind[] = [
  { key: 'devices', page: 'DeviceSearchPage', item: DeviceType, description: 'Devices a search found.' },
  { key: 'media', page: 'MediaSearchPage', item: MediaType, description: 'Media a search found.' },
  // The embedded layout is a list row (no tree): primed, it would answer a later tree with none.
  { key: 'layouts', page: 'LayoutSearchPage', item: LayoutType, description: 'Layouts found.', prime: false },
  { key: 'schedules', page: 'ScheduleSearchPage', item: ScheduleType, description: 'Schedules a search found.' },
  { key: 'users', page: 'UserSearchPage', item: UserType, description: 'Users a search found.' },
  { key: 'campaigns', page: 'CampaignSearchPage', item: CampaignType, description: 'Campaigns a search found.' },
  {
    key: 'tag_metadata',
    page: 'TagMetadataSearchPage',
    item: TagMetadataType,
    description: 'Trading hours and device settings a search found.',
  },
];

/** A page of one kind: its items as their own GraphQL objects, and its page info. */
function kindPage({ page, item, description }: SearchKind) {
  return builder.objectRef<KindPage>(page).implement({
    description,
    fields: (t) => ({
      items: t.field({ type: [item as never], resolve: (found) => found.items as never }),
      pageInfo: t.field({ type: PageInfoType, resolve: (found) => found.pageInfo }),
    }),
  });
}

/**
 * A kind's items: each embedded object handed to its loader first (a row without its object loads by id, all
 * in one batch), or, with `prime: false`, the embedded object itself.
 */
function kindItems(kind: SearchKind, rows: RestSearchResult[], ctx: Context): unknown[] {
  if (kind.prime === false) return rows.map((row) => row.original_resource ?? row.object_id);
  const loader = kind.item.getDataloader(ctx) as { prime(id: number, object: unknown): unknown };
  for (const row of rows) if (row.original_resource) loader.prime(row.object_id, row.original_resource);
  return rows.map((row) => row.object_id);
}

const SearchResultsType = builder.objectRef<SearchAnswer>('SearchResults').implement({
  description:
    'One page per kind searched, newest first. A kind is null when it was not asked for, the caller may not view it, or its area is not installed.',
  fields: (t) =>
    Object.fromEntries(
      SEARCH_KINDS.map((kind) => [
        kind.key,
        t.field({
          type: kindPage(kind),
          nullable: true,
          resolve: (answer, _args, ctx) => {
            const rows = answer[kind.key];
            const pageInfo = answer[SEARCH_OBJECTS[kind.key].pageInfo];
            return rows && pageInfo ? { items: kindItems(kind, rows, ctx), pageInfo } : null;
          },
        }),
      ]),
    ),
});

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
