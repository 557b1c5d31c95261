import type { Permission } from '@signage/domain/permissions';

/**
 * Widget auths hold third-party credentials: the service lets only system administrators change them (api
 * widget-auths/routes.ts). The console offers the changes only to them; the service checks every call anyway.
 */
export const EDIT_WIDGET_AUTHS: readonly Permission[] = ['edit system'];
