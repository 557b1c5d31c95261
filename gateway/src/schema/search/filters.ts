import type { SearchQuery } from '@signage/contract/search';
import type { MEDIA_TYPES } from '@signage/domain/media';
import { SEARCH_OBJECT_KEYS, type SearchObjectKey, type TAG_METADATA_CATEGORIES } from '@signage/domain/search';
import { builder } from '../../builder.ts';
import { enumValues } from '../enum-values.ts';
import { MediaTypeEnum } from '../media/media.ts';
import { TagMetadataCategoryEnum } from '../tag-metadata/category.ts';

export const SearchObjectKindEnum = builder.enumType('SearchObjectKind', {
  description: 'A kind of tagged object the search knows (its list in a search answer).',
  values: enumValues(SEARCH_OBJECT_KEYS),
});

export const ShowHideEnum = builder.enumType('ShowHide', {
  values: { SHOW: { value: 'show' }, HIDE: { value: 'hide' } } as const,
});

/** The search's filters (spec 02 §7 "Tag object search") as the api keeps them, for saved searches. */
export type RestSearchFilters = Omit<SearchQuery, 'embed_objects' | 'page' | 'per_page'>;

/** The filters as GraphQL arguments or input fields, camelCase. */
export interface SearchFilterArgs {
  q?: string | null;
  tags?: string[] | null;
  objects?: SearchObjectKey[] | null;
  mediaType?: (typeof MEDIA_TYPES)[number] | null;
  mediaFormat?: string | null;
  layoutTemplate?: 'show' | 'hide' | null;
  layoutNonTemplate?: 'show' | 'hide' | null;
  startBefore?: Date | null;
  endAfter?: Date | null;
  scheduleEndAfter?: Date | null;
  tagMetadataCategories?: (typeof TAG_METADATA_CATEGORIES)[number][] | null;
}

const DESCRIPTIONS = {
  q: 'Free text: names and tags containing it, any case.',
  tags: 'Objects carrying all of these tags (a leading # is ignored).',
  objects: 'The kinds to search (default: every kind the caller may view).',
  mediaType: 'Media of this type only.',
  mediaFormat: 'Media of this format only (png, mp4 ...).',
  layoutTemplate: 'Show or hide layout templates.',
  layoutNonTemplate: 'Show or hide plain layouts.',
  startBefore: 'Objects with a time range (schedules, campaigns) starting before this.',
  endAfter: 'Objects with a time range (schedules, campaigns) ending after this.',
  scheduleEndAfter: 'Scheduled objects (layouts, audio playlists) with a schedule ending after this.',
  tagMetadataCategories: 'Tag metadata of these categories only.',
};

/** The argument builder of a field (`t.arg`). */
type ArgBuilder = Parameters<Parameters<typeof builder.queryField>[1]>[0]['arg'];

/** The filters as arguments of a field (the search). */
export function searchFilterArgs(arg: ArgBuilder) {
  const d = DESCRIPTIONS;
  return {
    q: arg.string({ description: d.q }),
    tags: arg.stringList({ description: d.tags }),
    objects: arg({ type: [SearchObjectKindEnum], description: d.objects }),
    mediaType: arg({ type: MediaTypeEnum, description: d.mediaType }),
    mediaFormat: arg.string({ description: d.mediaFormat }),
    layoutTemplate: arg({ type: ShowHideEnum, description: d.layoutTemplate }),
    layoutNonTemplate: arg({ type: ShowHideEnum, description: d.layoutNonTemplate }),
    startBefore: arg({ type: 'DateTime', description: d.startBefore }),
    endAfter: arg({ type: 'DateTime', description: d.endAfter }),
    scheduleEndAfter: arg({ type: 'DateTime', description: d.scheduleEndAfter }),
    tagMetadataCategories: arg({ type: [TagMetadataCategoryEnum], description: d.tagMetadataCategories }),
  };
}

export const SearchFiltersInput = builder.inputType('SearchFiltersInput', {
  description: 'What a search looks for (spec 02 §7 "Tag object search").',
  fields: (t) => {
    const d = DESCRIPTIONS;
    return {
      q: t.string({ description: d.q }),
      tags: t.stringList({ description: d.tags }),
      objects: t.field({ type: [SearchObjectKindEnum], description: d.objects }),
      mediaType: t.field({ type: MediaTypeEnum, description: d.mediaType }),
      mediaFormat: t.string({ description: d.mediaFormat }),
      layoutTemplate: t.field({ type: ShowHideEnum, description: d.layoutTemplate }),
      layoutNonTemplate: t.field({ type: ShowHideEnum, description: d.layoutNonTemplate }),
      startBefore: t.field({ type: 'DateTime', description: d.startBefore }),
      endAfter: t.field({ type: 'DateTime', description: d.endAfter }),
      scheduleEndAfter: t.field({ type: 'DateTime', description: d.scheduleEndAfter }),
      tagMetadataCategories: t.field({ type: [TagMetadataCategoryEnum], description: d.tagMetadataCategories }),
    };
  },
});

const list = <T>(values: readonly T[] | null | undefined) => (values?.length ? [...values] : undefined);
const text = (value: string | null | undefined) => value?.trim() || undefined;
const date = (value: Date | null | undefined) => value?.toISOString();

/** The filters as the api's query parameters. */
export function restFilters(args: SearchFilterArgs): RestSearchFilters {
  const filters: RestSearchFilters = {
    q: text(args.q),
    tags: list(args.tags),
    objects: list(args.objects),
    media_type: args.mediaType ?? undefined,
    media_format: text(args.mediaFormat),
    layout_template: args.layoutTemplate ?? undefined,
    layout_non_template: args.layoutNonTemplate ?? undefined,
    start_before: date(args.startBefore),
    end_after: date(args.endAfter),
    schedule_end_after: date(args.scheduleEndAfter),
    tagmetadata_categories: list(args.tagMetadataCategories),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as RestSearchFilters;
}

/** Saved filters as GraphQL answers them. */
export const SearchFiltersType = builder.objectRef<RestSearchFilters>('SearchFilters').implement({
  description: 'A saved search’s filters.',
  fields: (t) => ({
    q: t.string({ nullable: true, resolve: (f) => f.q ?? null }),
    tags: t.stringList({ resolve: (f) => f.tags ?? [] }),
    objects: t.field({ type: [SearchObjectKindEnum], resolve: (f) => f.objects ?? [] }),
    mediaType: t.field({ type: MediaTypeEnum, nullable: true, resolve: (f) => f.media_type ?? null }),
    mediaFormat: t.string({ nullable: true, resolve: (f) => f.media_format ?? null }),
    layoutTemplate: t.field({ type: ShowHideEnum, nullable: true, resolve: (f) => f.layout_template ?? null }),
    layoutNonTemplate: t.field({
      type: ShowHideEnum,
      nullable: true,
      resolve: (f) => f.layout_non_template ?? null,
    }),
    startBefore: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.start_before ?? null }),
    endAfter: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.end_after ?? null }),
    scheduleEndAfter: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.schedule_end_after ?? null }),
    tagMetadataCategories: t.field({
      type: [TagMetadataCategoryEnum],
      resolve: (f) => f.tagmetadata_categories ?? [],
    }),
  }),
});
