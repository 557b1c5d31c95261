import type { Permission } from '@signage/domain/permissions';

/** Venues set their devices' clocks: the service lets those who may change devices change them (api venues). */
export const EDIT_VENUES: readonly Permission[] = ['edit devices'];
