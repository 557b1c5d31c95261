import { SimpleGrid } from '@chakra-ui/react';
import { LAST_CONTACT_OPTIONS, type LastContactOption } from '@signage/domain/devices';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { ListSearchInput } from '../../../components/list-page/list-search-input.tsx';
import { useTagFilter } from '../../../components/list-page/use-tag-filter.ts';
import { TagInput } from '../../../components/tags/tag-input.tsx';
import type { DeviceFilters } from './device-list-params.ts';

/** Free text, tags and the two last-contact dropdowns (spec 02 §5, §9) of the device list. */
export function DeviceFiltersBar({
  filters,
  onChange,
}: {
  filters: DeviceFilters;
  onChange: (patch: Partial<DeviceFilters>) => void;
}) {
  const [tags, setTags] = useTagFilter(filters.tags, (names) => onChange({ tags: names }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end" role="search" aria-label="Device search">
      <ListSearchInput
        label="Search"
        placeholder="Name, sticker code or tag"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <TagInput label="Tags" value={tags} onChange={setTags} placeholder="Devices with all these tags" />
      <LastContactSelect
        label="Last contact minimum"
        value={filters.lastContactMin}
        placeholder="now"
        onChange={(lastContactMin) => onChange({ lastContactMin })}
      />
      <LastContactSelect
        label="Last contact maximum"
        value={filters.lastContactMax}
        placeholder="Unlimited"
        onChange={(lastContactMax) => onChange({ lastContactMax })}
      />
    </SimpleGrid>
  );
}

function LastContactSelect(props: {
  label: string;
  value: LastContactOption | '';
  placeholder: string;
  onChange: (value: LastContactOption | '') => void;
}) {
  return (
    <FilterSelect
      label={props.label}
      value={props.value}
      onChange={(value) => props.onChange(value as LastContactOption | '')}
    >
      <option value="">Any ({props.placeholder})</option>
      {LAST_CONTACT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FilterSelect>
  );
}
