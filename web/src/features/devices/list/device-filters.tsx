import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { LAST_CONTACT_OPTIONS, type LastContactOption } from '@signage/domain/last-contact';
import { LuX } from 'react-icons/lu';
import { TagInput } from '../../../components/tags/tag-input.tsx';
import { type DeviceSearch, EMPTY_DEVICE_SEARCH } from './device-search-state.ts';

interface DeviceFiltersProps {
  search: DeviceSearch;
  onChange: (search: DeviceSearch) => void;
}

/** Free text, tags and the two last-contact dropdowns (spec 02 §5, §9) of the device list. */
export function DeviceFilters({ search, onChange }: DeviceFiltersProps) {
  const changed = JSON.stringify(search) !== JSON.stringify(EMPTY_DEVICE_SEARCH);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end" role="search" aria-label="Device search">
      <Field.Root>
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          placeholder="Name, sticker code or tag"
          value={search.text}
          onChange={(event) => onChange({ ...search, text: event.currentTarget.value })}
        />
      </Field.Root>
      <TagInput
        label="Tags"
        value={search.tags}
        onChange={(tags) => onChange({ ...search, tags })}
        placeholder="Devices with all these tags"
      />
      <LastContactSelect
        label="Last contact minimum"
        value={search.lastContactMin}
        placeholder="now"
        onChange={(lastContactMin) => onChange({ ...search, lastContactMin })}
      />
      <HStack align="end" gap="2">
        <LastContactSelect
          label="Last contact maximum"
          value={search.lastContactMax}
          placeholder="Unlimited"
          onChange={(lastContactMax) => onChange({ ...search, lastContactMax })}
        />
        {changed && (
          <Button variant="ghost" onClick={() => onChange(EMPTY_DEVICE_SEARCH)}>
            <LuX />
            Clear
          </Button>
        )}
      </HStack>
    </SimpleGrid>
  );
}

function LastContactSelect({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: LastContactOption | '';
  placeholder: string;
  onChange: (value: LastContactOption | '') => void;
}) {
  return (
    <Field.Root flex="1">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as LastContactOption | '')}
        >
          <option value="">Any ({placeholder})</option>
          {LAST_CONTACT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
