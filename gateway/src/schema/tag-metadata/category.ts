import { TAG_METADATA_CATEGORIES } from '@signage/domain/search';
import { builder } from '../../builder.ts';
import { enumValues } from '../enum-values.ts';

/** A tag metadata record's category; the search's `tagMetadataCategories` filter takes the same values. */
export const TagMetadataCategoryEnum = builder.enumType('TagMetadataCategory', {
  values: enumValues(TAG_METADATA_CATEGORIES),
});
