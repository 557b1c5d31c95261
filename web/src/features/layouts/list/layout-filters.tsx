import { type FilterBarTexts, ListFilterBar } from '../../../components/list-page/list-filter-bar.tsx';
import type { LayoutFilters } from './layout-list-params.ts';

const texts = (noun: string): FilterBarTexts => ({
  label: `${noun} filters`,
  search: { label: `Search ${noun.toLowerCase()}`, placeholder: 'Name or tag' },
  tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
});

/** Free text and tags: all the layouts and templates lists filter by. */
export function LayoutFiltersBar(props: {
  noun: 'Layouts' | 'Templates';
  filters: LayoutFilters;
  onChange: (patch: Partial<LayoutFilters>) => void;
}) {
  return <ListFilterBar texts={texts(props.noun)} filters={props.filters} onChange={props.onChange} />;
}
