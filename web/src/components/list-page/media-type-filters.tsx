import { MEDIA_FORMATS, MEDIA_TYPES, type MediaType } from '@signage/domain/media';
import { MEDIA_TYPE_LABELS } from '../labels/media-type-labels.ts';
import { FilterSelect } from './filter-select.tsx';

/** Every media format, each once: what a format filter accepts and offers while no type is chosen. */
export const ALL_MEDIA_FORMATS = [...new Set(MEDIA_TYPES.flatMap((type) => MEDIA_FORMATS[type]))];

/** The formats the format filter offers: those of the chosen type, or all of them. */
export function formatsFor(mediaType: MediaType | ''): readonly string[] {
  return mediaType ? MEDIA_FORMATS[mediaType] : ALL_MEDIA_FORMATS;
}

const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

interface MediaTypeFiltersProps {
  filters: { mediaType: MediaType | ''; mediaFormat: string };
  onChange: (patch: { mediaType?: MediaType | ''; mediaFormat?: string }) => void;
  /** The words of the two dropdowns, e.g. "All types" and "Format" in the media library. */
  texts: { allTypes: string; format: string };
}

/**
 * A filter bar's media type and format dropdowns (media library, tag manager): the formats offered are those of
 * the chosen type, and choosing a type drops a chosen format it does not have.
 */
export function MediaTypeFilters({ filters, onChange, texts }: MediaTypeFiltersProps) {
  return (
    <>
      <FilterSelect
        label="Media type"
        value={filters.mediaType}
        onChange={(value) => {
          const mediaType = isMediaType(value) ? value : '';
          const keepFormat = formatsFor(mediaType).includes(filters.mediaFormat);
          onChange({ mediaType, mediaFormat: keepFormat ? filters.mediaFormat : '' });
        }}
        all={texts.allTypes}
        options={MEDIA_TYPES}
        optionLabel={(type) => MEDIA_TYPE_LABELS[type]}
      />
      <FilterSelect
        label={texts.format}
        value={filters.mediaFormat}
        onChange={(mediaFormat) => onChange({ mediaFormat })}
        all="All formats"
        options={formatsFor(filters.mediaType)}
        optionLabel={(format) => format.toUpperCase()}
      />
    </>
  );
}
