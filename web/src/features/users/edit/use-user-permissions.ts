import { USER_MESSAGES } from '@signage/domain/messages';
import { SetUserPermissionsMutationDocument, UserPermissionsQueryDocument } from '../../../gql/graphql.ts';
import { useUserPermissionsQuery } from '../../../gql/hooks.ts';
import { ANSWERED_ERROR_CODES } from '../../../lib/answered-errors.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

/**
 * A user's permissions and saving their full new list (spec 02 §6): 'User Permissions successfully updated.',
 * or "Error: {msg}" when the service refuses. A failed load is shown by the section as "Could not retrieve user
 * permissions.".
 */
export function useUserPermissions(userId: string) {
  const query = useUserPermissionsQuery({
    variables: { id: userId },
    fetchPolicy: 'cache-and-network',
    // The section says what failed itself, in the spec's words.
    context: { handledErrorCodes: ANSWERED_ERROR_CODES },
  });
  const [run, state] = useNotifiedMutation(SetUserPermissionsMutationDocument, {
    success: USER_MESSAGES.permissionsUpdated,
    mutation: {
      update: (cache, { data }) => {
        if (!data) return;
        cache.writeQuery({
          query: UserPermissionsQueryDocument,
          variables: { id: userId },
          data: { userPermissions: data.setUserPermissions },
        });
      },
    },
  });
  const save = async (permissions: string[]) => (await run({ id: userId, permissions })) !== undefined;
  return { query, permissions: query.data?.userPermissions, save, saving: state.loading };
}
