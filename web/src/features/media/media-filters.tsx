import { Box, Field, Input, InputGroup, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { MEDIA_FORMATS, MEDIA_TYPES, type MediaType } from '@signage/domain/media';
import { LuSearch } from 'react-icons/lu';
import { TagInput, type TagValue } from '../../components/tags/tag-input.tsx';
import type { MediaFilters } from './media-list-variables.ts';
import { MEDIA_TYPE_LABELS } from './media-type-labels.ts';

const ALL_FORMATS = [...new Set(MEDIA_TYPES.flatMap((type) => MEDIA_FORMATS[type]))];

/** The formats the format filter offers: those of the chosen type, or all of them. */
export function formatsFor(mediaType: MediaType | ''): readonly string[] {
  return mediaType ? MEDIA_FORMATS[mediaType] : ALL_FORMATS;
}

const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

interface MediaFiltersBarProps {
  filters: MediaFilters;
  /** What is typed in the search box (the query follows it after a pause). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (filters: MediaFilters) => void;
  /** The tag filter's chips, with their colours. */
  tagValues: readonly TagValue[];
  onTagValuesChange: (tags: TagValue[]) => void;
}

/** Filters of the media grid: free text, tags, type, and a format of that type. */
export function MediaFiltersBar({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  tagValues,
  onTagValuesChange,
}: MediaFiltersBarProps) {
  const formats = formatsFor(filters.mediaType);
  return (
    <SimpleGrid role="search" aria-label="Media filters" columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
      <Field.Root>
        <Field.Label>Search media</Field.Label>
        <InputGroup startElement={<LuSearch />}>
          <Input
            type="search"
            value={searchText}
            placeholder="Name, file name or tag"
            onChange={(event) => onSearchTextChange(event.currentTarget.value)}
          />
        </InputGroup>
      </Field.Root>
      <Box>
        <TagInput label="Filter by tags" value={tagValues} onChange={onTagValuesChange} placeholder="Add a tag" />
      </Box>
      <Field.Root>
        <Field.Label>Media type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.mediaType}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const mediaType = isMediaType(value) ? value : '';
              const keepFormat = formatsFor(mediaType).includes(filters.mediaFormat);
              onChange({ ...filters, mediaType, mediaFormat: keepFormat ? filters.mediaFormat : '' });
            }}
          >
            <option value="">All types</option>
            {MEDIA_TYPES.map((type) => (
              <option key={type} value={type}>
                {MEDIA_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Format</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.mediaFormat}
            onChange={(event) => onChange({ ...filters, mediaFormat: event.currentTarget.value })}
          >
            <option value="">All formats</option>
            {formats.map((format) => (
              <option key={format} value={format}>
                {format.toUpperCase()}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </SimpleGrid>
  );
}
