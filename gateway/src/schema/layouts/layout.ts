import { MAX_LIST_IDS } from '@signage/contract/common';
import type { LayoutListItem } from '@signage/contract/layouts';
import { LAYOUT_TYPES } from '@signage/domain/layouts/constants';
import type { Static } from 'typebox';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { absoluteUrl } from '../../context.ts';
import { restId, userError } from '../../rest/errors.ts';
import { TagRefType } from '../tags.ts';

type RestLayout = Static<typeof LayoutListItem>;

export const LayoutTypeEnum = builder.enumType('LayoutType', {
  description: 'A layout (also a template) or a sync sequence of videos.',
  values: Object.fromEntries(LAYOUT_TYPES.map((type) => [type.toUpperCase(), { value: type }])) as Record<
    string,
    { value: (typeof LAYOUT_TYPES)[number] }
  >,
});

/**
 * A layout, template or sync sequence as schedules show it (spec 01 §3). Loaded through one batched REST call per
 * GraphQL request (the list's ids filter); the layouts area's own fields and mutations join this type.
 */
export const LayoutType = builder.loadableObject('Layout', {
  loaderOptions: { maxBatchSize: MAX_LIST_IDS },
  load: async (ids: number[], ctx: Context): Promise<(RestLayout | Error)[]> => {
    const { layouts } = await ctx.rest.get('/layouts/', { query: { ids, page_size: ids.length } });
    return ids.map(
      (id) => layouts.find((l) => l.layout_id === id) ?? userError('NOT_FOUND', `Layout ${id} not found.`),
    );
  },
  fields: (t) => ({
    id: t.id({ resolve: (l) => String(l.layout_id) }),
    name: t.exposeString('name'),
    layoutType: t.field({ type: LayoutTypeEnum, resolve: (l) => l.layout_type }),
    template: t.exposeBoolean('template'),
    tags: t.field({ type: [TagRefType], resolve: (l) => l.tags }),
    readOnly: t.exposeBoolean('read_only', {
      description: "Shared with the network without all of the caller's forced tags: the caller may not change it.",
    }),
    thumbnailUrl: t.string({ resolve: (l, _args, ctx) => absoluteUrl(ctx, l.thumbnail_url) }),
    dateCreated: t.field({ type: 'DateTime', resolve: (l) => l.date_created }),
    dateUpdated: t.field({ type: 'DateTime', resolve: (l) => l.date_updated }),
  }),
});

builder.queryField('layout', (t) =>
  t.field({
    type: LayoutType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }) => Number(restId(id)),
  }),
);
