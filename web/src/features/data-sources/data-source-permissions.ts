import type { Permission } from '@signage/domain/permissions';

/**
 * Data sources are content of layouts: the service lets whoever may edit layouts change them (api
 * data-sources/context.ts). The console offers the changes only to them; the service checks every call anyway.
 */
export const EDIT_DATA_SOURCES: readonly Permission[] = ['edit layouts'];
