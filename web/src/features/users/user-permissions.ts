import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';

/** Who may open the user list and read users (the service checks every call anyway). */
export const VIEW_USERS: readonly Permission[] = AREA_VIEWERS.users;
/** Who may create, change and delete users. */
export const EDIT_USERS: readonly Permission[] = ['edit users'];
/** Who may add and remove other users' permissions (spec 02 §6). */
export const SET_USER_PERMISSIONS: readonly Permission[] = ['set user permissions'];
/** Who may require two-factor sign-in of everyone (the service checks it: PUT /api/system/two_factor). */
export const EDIT_SYSTEM: readonly Permission[] = ['edit system'];
