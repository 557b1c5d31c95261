import { Box, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TagInput } from '../tags/tag-input.tsx';
import { ListSearchInput } from './list-search-input.tsx';
import { useTagFilter } from './use-tag-filter.ts';

/** The filters every tagged list has: free text and tags (spec 01 §6: searches match names and tags). */
export interface TaggedFilters {
  search: string;
  tags: readonly string[];
}

/** The labels of a list's filter bar; one constant per list. */
export interface FilterBarTexts {
  /** Names the search landmark, e.g. "Media filters". */
  label: string;
  search: { label: string; placeholder: string };
  tags: { label: string; placeholder: string };
}

interface ListFilterBarProps {
  texts: FilterBarTexts;
  filters: TaggedFilters;
  onChange: (patch: Partial<TaggedFilters>) => void;
  /** The list's own filters (type, format, last contact...), after search and tags. */
  children?: ReactNode;
}

/** A list's filter bar: the search box, the tag filter, then the list's own dropdowns, four to a row. */
export function ListFilterBar({ texts, filters, onChange, children }: ListFilterBarProps) {
  const { label, search, tags } = texts;
  const [tagValues, setTagValues] = useTagFilter(filters.tags, (names) => onChange({ tags: names }));
  return (
    <SimpleGrid role="search" aria-label={label} columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
      {/* data-tour: the tagging introduction (spec 01 §4) points at these two. */}
      <Box data-tour="list-search">
        <ListSearchInput {...search} value={filters.search} onChange={(text) => onChange({ search: text })} />
      </Box>
      <Box data-tour="list-tag-filter">
        <TagInput label={tags.label} placeholder={tags.placeholder} value={tagValues} onChange={setTagValues} />
      </Box>
      {children}
    </SimpleGrid>
  );
}
