import { FilterDate } from '../../components/list-page/filter-date.tsx';
import { FilterSelect } from '../../components/list-page/filter-select.tsx';
import { type FilterBarTexts, ListFilterBar } from '../../components/list-page/list-filter-bar.tsx';
import { MediaTypeFilters } from '../../components/list-page/media-type-filters.tsx';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { isTagManagerKind, KIND_LABELS, TAG_MANAGER_KINDS, type TagManagerFilters } from './tag-manager-params.ts';

const TEXTS: FilterBarTexts = {
  label: 'Tag manager filters',
  search: { label: 'Search objects', placeholder: 'Name or tag' },
  tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
};

/**
 * The tag manager's search (spec 02 "Tag manager"): text, tags, object type, media type and format, layouts, and
 * the time range dates (spec 02 §7 start_before / end_after), read at 00:00 in the display time zone.
 */
export function TagManagerFiltersBar(props: {
  filters: TagManagerFilters;
  onChange: (patch: Partial<TagManagerFilters>) => void;
}) {
  const { filters, onChange } = props;
  const { zone } = useDisplayTime();
  const dateHint = `From 00:00, display time zone (${zone})`;
  return (
    <ListFilterBar texts={TEXTS} {...props}>
      <FilterSelect
        label="Object type"
        value={filters.objects.length === 1 ? filters.objects[0]! : ''}
        onChange={(value) => onChange({ objects: isTagManagerKind(value) ? [value] : [] })}
        all="All types"
        options={TAG_MANAGER_KINDS}
        optionLabel={(kind) => KIND_LABELS[kind]}
      />
      <MediaTypeFilters
        filters={filters}
        onChange={onChange}
        texts={{ allTypes: 'All media types', format: 'Media format' }}
      />
      <FilterSelect
        label="Layout templates"
        value={filters.layoutTemplate}
        onChange={(value) => onChange({ layoutTemplate: value === 'HIDE' ? 'HIDE' : '' })}
      >
        <option value="">Show templates</option>
        <option value="HIDE">Hide templates</option>
      </FilterSelect>
      <FilterSelect
        label="Plain layouts"
        value={filters.layoutNonTemplate}
        onChange={(value) => onChange({ layoutNonTemplate: value === 'HIDE' ? 'HIDE' : '' })}
      >
        <option value="">Show plain layouts</option>
        <option value="HIDE">Hide plain layouts</option>
      </FilterSelect>
      <FilterDate
        label="Starts before"
        hint={dateHint}
        value={filters.startBefore}
        onChange={(startBefore) => onChange({ startBefore })}
      />
      <FilterDate
        label="Ends after"
        hint={dateHint}
        value={filters.endAfter}
        onChange={(endAfter) => onChange({ endAfter })}
      />
    </ListFilterBar>
  );
}
