import { LAST_CONTACT_OPTIONS, type LastContactOption } from '@signage/domain/last-contact';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { type FilterBarTexts, ListFilterBar } from '../../../components/list-page/list-filter-bar.tsx';
import type { DeviceFilters } from './device-list-params.ts';

const TEXTS: FilterBarTexts = {
  label: 'Device search',
  search: { label: 'Search', placeholder: 'Name, sticker code or tag' },
  tags: { label: 'Tags', placeholder: 'Devices with all these tags' },
};

/** The two ends of the last-contact range, and what each means when left empty. */
const BOUNDS = [
  { key: 'lastContactMin', label: 'Last contact minimum', whenEmpty: 'now' },
  { key: 'lastContactMax', label: 'Last contact maximum', whenEmpty: 'Unlimited' },
] as const;

/** Free text, tags and the two last-contact dropdowns (spec 02 §5, §9) of the device list. */
export function DeviceFiltersBar(props: { filters: DeviceFilters; onChange: (patch: Partial<DeviceFilters>) => void }) {
  return (
    <ListFilterBar texts={TEXTS} {...props}>
      {BOUNDS.map((bound) => (
        <FilterSelect
          key={bound.key}
          label={bound.label}
          value={props.filters[bound.key]}
          onChange={(value) => props.onChange({ [bound.key]: value as LastContactOption | '' })}
        >
          <option value="">Any ({bound.whenEmpty})</option>
          {LAST_CONTACT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
      ))}
    </ListFilterBar>
  );
}
