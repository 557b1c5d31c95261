import type { SavedSearch as RestSavedSearch } from '@signage/contract/search';
import { builder } from '../../builder.ts';
import { restListField } from '../record-fields.ts';
import { deleteByIdMutation } from '../record-mutations.ts';
import { restDelete } from '../rest-writes.ts';
import { restFilters, type SearchFilterArgs, SearchFiltersInput, SearchFiltersType } from './filters.ts';

const SavedSearchType = builder.objectRef<RestSavedSearch>('SavedSearch').implement({
  description: 'A search the user saved under a name, to run again (the tag manager).',
  fields: (t) => ({
    id: t.id({ resolve: (s) => String(s.saved_search_id) }),
    name: t.exposeString('name'),
    query: t.field({ type: SearchFiltersType, resolve: (s) => s.query }),
    dateCreated: t.field({ type: 'DateTime', resolve: (s) => s.date_created }),
  }),
});

restListField('savedSearches', SavedSearchType, {
  description: "The caller's saved searches, by name.",
  list: { path: '/saved_searches/', key: 'saved_searches' },
});

builder.mutationField('saveSearch', (t) =>
  t.field({
    type: SavedSearchType,
    description: 'Saves a search under a name, unique among the caller’s saved searches.',
    args: {
      name: t.arg.string({ required: true }),
      query: t.arg({ type: SearchFiltersInput, required: true }),
    },
    resolve: (_root, { name, query }, ctx) =>
      ctx.rest.post('/saved_searches/', {
        body: { name, query: restFilters(query as SearchFilterArgs) as RestSavedSearch['query'] },
      }),
  }),
);

deleteByIdMutation(
  'deleteSavedSearch',
  'Deletes one of the caller’s saved searches; answers its id.',
  restDelete('/saved_searches/{id}', 'saved_search_id'),
);
