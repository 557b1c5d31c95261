import { describe, expect, it } from 'vitest';
import {
  addablePermissions,
  canManageUsers,
  forbiddenPermissionChanges,
  hasAnyPermission,
  isPermission,
  PERMISSIONS,
  removablePermissions,
  withPermissionsAdded,
  withPermissionsRemoved,
} from './permissions.ts';

describe('permission catalogue', () => {
  it('names "set user permissions" as the spec does', () => {
    expect(PERMISSIONS).toContain('set user permissions');
    expect(isPermission('set user permissions')).toBe(true);
    expect(isPermission('rule the world')).toBe(false);
  });

  it('grants an action when any one listed permission is held', () => {
    expect(hasAnyPermission(['view media'], ['edit media', 'view media'])).toBe(true);
    expect(hasAnyPermission(['view media'], ['edit media'])).toBe(false);
  });
});

describe('permission arithmetic (spec 02 §6)', () => {
  const mine = ['set user permissions', 'view media', 'edit media', 'view devices'];
  const theirs = ['view media', 'view devices', 'edit system'];

  it('offers to add mine minus theirs, in catalogue order', () => {
    expect(addablePermissions(mine, theirs)).toEqual(['set user permissions', 'edit media']);
    expect(addablePermissions([], theirs)).toEqual([]);
  });

  it('offers to remove only the permissions both hold', () => {
    expect(removablePermissions(mine, theirs)).toEqual(['view media', 'view devices']);
    expect(removablePermissions(mine, [])).toEqual([]);
  });

  it('saves the full list after adding or removing', () => {
    expect(withPermissionsAdded(theirs, ['edit media'])).toEqual([
      'view media',
      'edit media',
      'view devices',
      'edit system',
    ]);
    expect(withPermissionsRemoved(theirs, ['view media'])).toEqual(['view devices', 'edit system']);
  });

  it('refuses what the editor may not grant or revoke, and allows the rest', () => {
    const editor = ['view media', 'edit media'];
    expect(forbiddenPermissionChanges(editor, ['view users'], ['view users', 'edit media'])).toEqual([]);
    expect(forbiddenPermissionChanges(editor, ['view users'], ['view users', 'edit system'])).toEqual(['edit system']);
    expect(forbiddenPermissionChanges(editor, ['view users', 'view media'], ['view media'])).toEqual(['view users']);
    expect(forbiddenPermissionChanges(editor, ['view users', 'view media'], ['view users'])).toEqual([]);
    expect(forbiddenPermissionChanges(editor, ['view media'], ['view media'])).toEqual([]);
  });

  it('counts a user as a user manager only with both "edit users" and "set user permissions"', () => {
    expect(canManageUsers(['edit users', 'set user permissions'])).toBe(true);
    expect(canManageUsers(['edit users'])).toBe(false);
    expect(canManageUsers(['set user permissions', 'view users'])).toBe(false);
  });
});
