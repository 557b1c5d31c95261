import { TAG_METADATA_CATEGORIES } from '@signage/domain/search';
import { builder } from '../../builder.ts';

/** trading hours → TRADING_HOURS: the search's enum naming, so the filter and the records share one type. */
const enumName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** A tag metadata record's category; the search's `tagMetadataCategories` filter takes the same values. */
export const TagMetadataCategoryEnum = builder.enumType('TagMetadataCategory', {
  values: Object.fromEntries(TAG_METADATA_CATEGORIES.map((value) => [enumName(value), { value }])) as Record<
    string,
    { value: (typeof TAG_METADATA_CATEGORIES)[number] }
  >,
});
