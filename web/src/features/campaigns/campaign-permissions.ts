import type { Permission } from '@signage/domain/permissions';

/** Campaigns put content on screens as schedules do: the service lets those who may change schedules change them. */
export const EDIT_CAMPAIGNS: readonly Permission[] = ['edit schedules'];
