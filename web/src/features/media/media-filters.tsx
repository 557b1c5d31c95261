import { MEDIA_TYPES, type MediaType } from '@signage/domain/media';
import { MEDIA_TYPE_LABELS } from '../../components/labels/media-type-labels.ts';
import { FilterSelect } from '../../components/list-page/filter-select.tsx';
import { type FilterBarTexts, ListFilterBar } from '../../components/list-page/list-filter-bar.tsx';
import { formatsFor, type MediaFilters } from './media-list-params.ts';

const TEXTS: FilterBarTexts = {
  label: 'Media filters',
  search: { label: 'Search media', placeholder: 'Name, file name or tag' },
  tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
};

const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

/** Filters of the media grid: free text, tags, type, and a format of that type. */
export function MediaFiltersBar(props: { filters: MediaFilters; onChange: (patch: Partial<MediaFilters>) => void }) {
  const { filters, onChange } = props;
  return (
    <ListFilterBar texts={TEXTS} {...props}>
      <FilterSelect
        label="Media type"
        value={filters.mediaType}
        onChange={(value) => {
          const mediaType = isMediaType(value) ? value : '';
          const keepFormat = formatsFor(mediaType).includes(filters.mediaFormat);
          onChange({ mediaType, mediaFormat: keepFormat ? filters.mediaFormat : '' });
        }}
      >
        <option value="">All types</option>
        {MEDIA_TYPES.map((type) => (
          <option key={type} value={type}>
            {MEDIA_TYPE_LABELS[type]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Format" value={filters.mediaFormat} onChange={(mediaFormat) => onChange({ mediaFormat })}>
        <option value="">All formats</option>
        {formatsFor(filters.mediaType).map((format) => (
          <option key={format} value={format}>
            {format.toUpperCase()}
          </option>
        ))}
      </FilterSelect>
    </ListFilterBar>
  );
}
