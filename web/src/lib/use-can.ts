import { hasAnyPermission, type Permission } from '@signage/domain/permissions';
import { useMeQuery } from '../gql/hooks.ts';

/**
 * Whether the signed-in user holds `permission` (or any of several: spec 01 §6 "at least one of the permissions
 * listed"). False until the account has loaded, so an action appears only once it is known to be allowed; the
 * server checks every call anyway.
 */
export function useCan(permission: Permission | readonly Permission[]): boolean {
  const me = useMeQuery().data?.me;
  const anyOf = typeof permission === 'string' ? [permission] : permission;
  return me ? hasAnyPermission(me.permissions, anyOf) : false;
}
