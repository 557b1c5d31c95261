import { MAX_LIST_IDS } from '@signage/contract/common';
import type { MediaUsage } from '@signage/contract/layouts-usage';
import type { Static } from 'typebox';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { MediaType } from '../media/media.ts';

type RestMediaUsage = Static<typeof MediaUsage>;

const MediaUsageLayoutType = builder.objectRef<RestMediaUsage['layouts'][number]>('MediaUsageLayout').implement({
  fields: (t) => ({
    id: t.id({ resolve: (l) => String(l.layout_id) }),
    name: t.exposeString('name'),
    template: t.exposeBoolean('template'),
  }),
});

const MediaUsageType = builder.objectRef<RestMediaUsage>('MediaUsage').implement({
  description: 'The layouts that use a media item: a media item in use cannot be deleted.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Every layout using it, also those you may not see.' }),
    layouts: t.field({
      type: [MediaUsageLayoutType],
      description: 'Those you may see, by name.',
      resolve: (u) => u.layouts,
    }),
  }),
});

builder.objectFields(MediaType, (t) => ({
  usedBy: t.loadable({
    type: MediaUsageType,
    description: 'The layouts using it (spec 01 "Media edit"); a page of media asking costs one REST call.',
    // GET /media/used_by/?ids= takes as many ids as a list's ids filter.
    loaderOptions: { maxBatchSize: MAX_LIST_IDS },
    load: async (ids: number[], ctx: Context) => {
      const { used_by } = await ctx.rest.get('/media/used_by/', { query: { ids } });
      return ids.map((media_id) => used_by.find((u) => u.media_id === media_id) ?? { media_id, total: 0, layouts: [] });
    },
    resolve: (m) => m.media_id,
  }),
}));
