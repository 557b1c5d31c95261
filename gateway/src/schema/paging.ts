import type { PageInfo as RestPageInfo } from '@signage/contract/common';
import { builder } from '../builder.ts';

export const PageInfoType = builder.objectRef<RestPageInfo>('PageInfo').implement({
  description: 'Where a page sits in a paged list.',
  fields: (t) => ({
    page: t.exposeInt('current_page'),
    pageSize: t.exposeInt('page_size'),
    totalItems: t.exposeInt('total_items'),
  }),
});
