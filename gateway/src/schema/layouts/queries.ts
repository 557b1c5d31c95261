import { DEFAULT_LAYOUT_PAGE_SIZE, LAYOUT_PAGE_SIZES } from '@signage/domain/page-sizes';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { restId } from '../../rest/errors.ts';
import { pageType } from '../paging.ts';
import { LayoutType, LayoutTypeEnum } from './layout.ts';

const LayoutPage = pageType('LayoutPage', LayoutType, {
  key: 'layouts',
  defaultSize: DEFAULT_LAYOUT_PAGE_SIZE,
  maxSize: Math.max(...LAYOUT_PAGE_SIZES),
  description: `The layouts and templates lists offer ${LAYOUT_PAGE_SIZES.join(', ')}.`,
});

interface ListArgs {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  tags?: string[] | null;
  template?: boolean | null;
  layoutType?: 'layout' | 'sync_sequence' | null;
}

/** One REST call for the page; trees, media and thumbnails are selected per field and batched. */
function listLayouts(ctx: Context, args: ListArgs) {
  return ctx.rest.get('/layouts/', {
    query: {
      ...LayoutPage.query(args),
      q: args.search?.trim() || undefined,
      tags: args.tags?.length ? args.tags : undefined,
      template: args.template ?? undefined,
      layout_type: args.layoutType ?? undefined,
    },
  });
}

builder.queryField('layouts', (t) =>
  t.field({
    type: LayoutPage.ref,
    description:
      "Layouts, templates and sync sequences, newest first. `search` matches name and tags; `tags`: those carrying all of them; `template` true for templates only, false for none. The caller's forced tags apply (layouts shared with the network are seen by all).",
    args: {
      ...LayoutPage.args(t.arg),
      search: t.arg.string(),
      tags: t.arg.stringList(),
      template: t.arg.boolean(),
      layoutType: t.arg({ type: LayoutTypeEnum }),
    },
    resolve: (_root, args, ctx) => listLayouts(ctx, args),
  }),
);

builder.queryField('templates', (t) =>
  t.field({
    type: LayoutPage.ref,
    description: 'The templates list: `layouts(template: true)`.',
    args: { ...LayoutPage.args(t.arg), search: t.arg.string(), tags: t.arg.stringList() },
    resolve: (_root, args, ctx) => listLayouts(ctx, { ...args, template: true }),
  }),
);

builder.queryField('layout', (t) =>
  t.field({
    type: LayoutType,
    description: 'One layout with its tree, read fresh (never cached).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }) => Number(restId(id)),
  }),
);
