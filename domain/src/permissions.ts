/**
 * The permission catalogue (spec 01 §6, spec 02 §6). Permissions are named strings held per user; the spec
 * names only "set user permissions", so the rest follow the same "verb object" form, one per guarded action.
 * The REST service enforces them on every call and the console uses them to hide actions.
 */
export const PERMISSIONS = [
  'view users',
  'edit users',
  'set user permissions',
  'view media',
  'edit media',
  'view layouts',
  'edit layouts',
  'view schedules',
  'edit schedules',
  'view devices',
  'edit devices',
  'command devices',
  'view tags',
  'edit tags',
  'view reports',
  'edit system',
  // The audit trail shows the before and after of every area's changes, so it has a right of its own rather
  // than riding on "view users": an auditor may read it without managing users, a user manager without it.
  'view audit',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Who may see each area: a holder of at least one of these. The REST service refuses the others, and the console
 * hides the area's navigation from them (spec 01 §6: actions are hidden unless the user holds one of their
 * permissions). Venues, trading hours and device settings are about devices; campaigns are schedules; audio
 * playlists, data sources and widget auths are what layouts are made of (widget auths' tokens also the system's).
 */
export const AREA_VIEWERS = {
  devices: ['view devices', 'edit devices'],
  media: ['view media', 'edit media'],
  layouts: ['view layouts', 'edit layouts'],
  schedules: ['view schedules', 'edit schedules'],
  campaigns: ['view schedules', 'edit schedules'],
  venues: ['view devices', 'edit devices'],
  tagMetadata: ['view devices', 'edit devices'],
  audio: ['view layouts', 'edit layouts'],
  dataSources: ['view layouts', 'edit layouts'],
  widgetAuths: ['view layouts', 'edit layouts', 'edit system'],
  tagGroups: ['view tags', 'edit tags'],
  users: ['view users', 'edit users'],
} as const satisfies Record<string, readonly Permission[]>;

/** True when the holder has at least one of `anyOf` (spec 01 §6: "at least one of the permissions listed"). */
export function hasAnyPermission(held: readonly string[], anyOf: readonly Permission[]): boolean {
  return anyOf.some((p) => held.includes(p));
}

/**
 * Spec 02 §6: a holder of "set user permissions" may add the permissions they hold that the other user lacks
 * (mine minus theirs), in the catalogue's order.
 */
export function addablePermissions(mine: readonly string[], theirs: readonly string[]): Permission[] {
  return PERMISSIONS.filter((p) => mine.includes(p) && !theirs.includes(p));
}

/** Spec 02 §6: and may remove only the permissions both hold (those we share). */
export function removablePermissions(mine: readonly string[], theirs: readonly string[]): Permission[] {
  return PERMISSIONS.filter((p) => mine.includes(p) && theirs.includes(p));
}

/** The full list saved after adding `chosen` (spec 02 §6: saving sends the full new list), in catalogue order. */
export function withPermissionsAdded(theirs: readonly string[], chosen: readonly string[]): string[] {
  const next = new Set([...theirs, ...chosen]);
  return [...PERMISSIONS.filter((p) => next.has(p)), ...[...next].filter((p) => !isPermission(p))];
}

/** The full list saved after removing `chosen`. */
export function withPermissionsRemoved(theirs: readonly string[], chosen: readonly string[]): string[] {
  return theirs.filter((p) => !chosen.includes(p));
}

/**
 * What the server refuses when an editor saves `next` for a user holding `current`: every permission added that
 * is not addable and every one removed that is not removable (nobody grants or revokes what they do not hold).
 * Empty when the change is allowed.
 */
export function forbiddenPermissionChanges(
  editor: readonly string[],
  current: readonly string[],
  next: readonly string[],
): string[] {
  const added = next.filter((p) => !current.includes(p));
  const removed = current.filter((p) => !next.includes(p));
  const addable = new Set<string>(addablePermissions(editor, current));
  const removable = new Set<string>(removablePermissions(editor, current));
  return [...added.filter((p) => !addable.has(p)), ...removed.filter((p) => !removable.has(p))];
}

/** Managing users takes both: creating and editing them, and giving them permissions. */
export const MANAGE_USERS = ['edit users', 'set user permissions'] as const satisfies readonly Permission[];

/** True when these permissions can manage users: the last such user may not be deleted or demoted. */
export function canManageUsers(held: readonly string[]): boolean {
  return MANAGE_USERS.every((p) => held.includes(p));
}
