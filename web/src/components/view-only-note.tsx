import { Alert } from '@chakra-ui/react';
import { hasAnyPermission, type Permission } from '@signage/domain/permissions';
import { useMeQuery } from '../gql/hooks.ts';

/** "You may look at layouts but not change them (you do not have the edit layouts permission)." */
export function viewOnlyText(things: string, needs: readonly Permission[]): string {
  return `You may look at ${things} but not change them (you do not have the ${needs.join(' or ')} permission).`;
}

/** An editor's note on why its fields are there to read only, above them. */
export function ReadOnlyAlert({ text }: { text: string }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * Why an editor's fields are there to read only, said once the user's rights are known (not while they load), to
 * someone holding none of `needs`.
 */
export function ViewOnlyNote({ things, needs }: { things: string; needs: readonly Permission[] }) {
  const me = useMeQuery().data?.me;
  if (!me || hasAnyPermission(me.permissions, needs)) return null;
  return <ReadOnlyAlert text={viewOnlyText(things, needs)} />;
}
