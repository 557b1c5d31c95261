import { SimpleGrid } from '@chakra-ui/react';
import { MEDIA_TYPES, type MediaType } from '@signage/domain/media';
import { FilterSelect } from '../../components/list-page/filter-select.tsx';
import { ListSearchInput } from '../../components/list-page/list-search-input.tsx';
import { useTagFilter } from '../../components/list-page/use-tag-filter.ts';
import { TagInput } from '../../components/tags/tag-input.tsx';
import { formatsFor, type MediaFilters } from './media-list-params.ts';
import { MEDIA_TYPE_LABELS } from './media-type-labels.ts';

const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

/** Filters of the media grid: free text, tags, type, and a format of that type. */
export function MediaFiltersBar({
  filters,
  onChange,
}: {
  filters: MediaFilters;
  onChange: (patch: Partial<MediaFilters>) => void;
}) {
  const [tags, setTags] = useTagFilter(filters.tags, (names) => onChange({ tags: names }));
  return (
    <SimpleGrid role="search" aria-label="Media filters" columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
      <ListSearchInput
        label="Search media"
        placeholder="Name, file name or tag"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <TagInput label="Filter by tags" value={tags} onChange={setTags} placeholder="Add a tag" />
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
    </SimpleGrid>
  );
}
