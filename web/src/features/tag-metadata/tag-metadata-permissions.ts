import type { Permission } from '@signage/domain/permissions';

/** Trading hours and device settings configure devices: device editors change them (api tag-metadata/context.ts). */
export const EDIT_TAG_METADATA: readonly Permission[] = ['edit devices'];
