import { type FilterBarTexts, ListFilterBar } from '../../components/list-page/list-filter-bar.tsx';
import { MediaTypeFilters } from '../../components/list-page/media-type-filters.tsx';
import type { MediaFilters } from './media-list-params.ts';

const TEXTS: FilterBarTexts = {
  label: 'Media filters',
  search: { label: 'Search media', placeholder: 'Name, file name or tag' },
  tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
};

/** Filters of the media grid: free text, tags, type, and a format of that type. */
export function MediaFiltersBar(props: { filters: MediaFilters; onChange: (patch: Partial<MediaFilters>) => void }) {
  const { filters, onChange } = props;
  return (
    <ListFilterBar texts={TEXTS} {...props}>
      <MediaTypeFilters filters={filters} onChange={onChange} texts={{ allTypes: 'All types', format: 'Format' }} />
    </ListFilterBar>
  );
}
