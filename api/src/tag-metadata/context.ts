import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { TaggedAreaContext } from '../kit/tagged-reads.ts';

/**
 * Trading hours and device settings configure devices: whoever may see devices may see what they run with, and
 * whoever may change devices may change it. No permission of their own: the catalogue's device rights fit.
 */
export const VIEW_TAG_METADATA: readonly Permission[] = AREA_VIEWERS.tagMetadata;
export const EDIT_TAG_METADATA: readonly Permission[] = ['edit devices'];

export interface TagMetadataContext extends TaggedAreaContext {
  /** The zone a device without its own is read in (the installation's display zone, as for schedules). */
  displayTimeZone: string;
}
