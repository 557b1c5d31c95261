import { describe, expect, it } from 'vitest';
import { forbiddenPermissionChanges, hasAnyPermission, isPermission, PERMISSIONS } from './permissions.ts';

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

  it('lets an editor add only what it holds and remove only what both share', () => {
    const editor = ['view media', 'edit media'];
    expect(forbiddenPermissionChanges(editor, ['view users'], ['view users', 'edit media'])).toEqual([]);
    expect(forbiddenPermissionChanges(editor, ['view users'], ['view users', 'edit system'])).toEqual(['edit system']);
    expect(forbiddenPermissionChanges(editor, ['view users', 'view media'], ['view media'])).toEqual(['view users']);
    expect(forbiddenPermissionChanges(editor, ['view users', 'view media'], ['view users'])).toEqual([]);
  });
});
