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

/** True when the holder has at least one of `anyOf` (spec 01 §6: "at least one of the permissions listed"). */
export function hasAnyPermission(held: readonly string[], anyOf: readonly Permission[]): boolean {
  return anyOf.some((p) => held.includes(p));
}

/**
 * Spec 02 §6: the addable set is the editor's permissions minus the target's; the removable set is those both
 * share. Returns the permissions of `next` that the editor may not grant or revoke (empty when allowed).
 */
export function forbiddenPermissionChanges(
  editor: readonly string[],
  current: readonly string[],
  next: readonly string[],
): string[] {
  const added = next.filter((p) => !current.includes(p));
  const removed = current.filter((p) => !next.includes(p));
  return [...added, ...removed].filter((p) => !editor.includes(p));
}
