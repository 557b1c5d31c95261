import { DEFAULT_LAYOUT_PAGE_SIZE, LAYOUT_PAGE_SIZES } from '@signage/domain/page-sizes';
import { loadedByIdField } from '../load-by-ids.ts';
import { pageType } from '../paging.ts';
import { taggedListField } from '../tagged-list-field.ts';
import { LayoutType, LayoutTypeEnum } from './layout.ts';

const LayoutPage = pageType('LayoutPage', LayoutType, {
  key: 'layouts',
  defaultSize: DEFAULT_LAYOUT_PAGE_SIZE,
  maxSize: Math.max(...LAYOUT_PAGE_SIZES),
  description: `The layouts and templates lists offer ${LAYOUT_PAGE_SIZES.join(', ')}.`,
});

/** One REST call for the page; trees, media and thumbnails are selected per field and batched. */
taggedListField('layouts', {
  page: LayoutPage,
  path: '/layouts/',
  description:
    "Layouts, templates and sync sequences, newest first. `search` matches name and tags; `tags`: those carrying all of them; `template` true for templates only, false for none. The caller's forced tags apply (layouts shared with the network are seen by all).",
  args: (arg) => ({ template: arg.boolean(), layoutType: arg({ type: LayoutTypeEnum }) }),
  query: (args) => ({ template: args.template ?? undefined, layout_type: args.layoutType ?? undefined }),
});

taggedListField('templates', {
  page: LayoutPage,
  path: '/layouts/',
  description: 'The templates list: `layouts(template: true)`.',
  query: () => ({ template: true }),
});

loadedByIdField('layout', LayoutType, 'One layout with its tree, read fresh (never cached).');
