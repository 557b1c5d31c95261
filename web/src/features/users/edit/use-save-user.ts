import { USER_MESSAGES } from '@signage/domain/messages';
import { USER_RULE_MESSAGES } from '@signage/domain/users';
import { useNavigate } from 'react-router';
import {
  type CreateUserInput,
  CreateUserMutationDocument,
  DeleteUserMutationDocument,
  UpdateUserMutationDocument,
} from '../../../gql/graphql.ts';
import { userEditPath } from '../../../lib/paths.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { useUpdateRecord } from '../../../lib/use-record-mutations.ts';

/** 'User created successfully.', then the new user's edit route (spec 02 §4); "Error: {msg}" on refusal. */
export function useCreateUser() {
  const navigate = useNavigate();
  const [run, state] = useNotifiedMutation(CreateUserMutationDocument, {
    success: USER_MESSAGES.created,
    mutation: { refetchQueries: ['UserListQuery'] },
  });
  const create = async (input: CreateUserInput) => {
    const data = await run({ input });
    if (data) void navigate(userEditPath(data.createUser.id), { replace: true });
    return data !== undefined;
  };
  return [create, state] as const;
}

/** 'User successfully updated.' (the spec names none; worded as its others), or "Error: {msg}". */
export function useUpdateUser() {
  return useUpdateRecord(UpdateUserMutationDocument, { success: USER_RULE_MESSAGES.updated });
}

/** Asks, deletes, then 'User successfully deleted.'; resolves true when the user is gone. */
export function useDeleteUser() {
  const [run, state] = useNotifiedMutation(DeleteUserMutationDocument, {
    success: USER_MESSAGES.deleted,
    mutation: {
      refetchQueries: ['UserListQuery'],
      update: (cache, { data }) => {
        if (data) cache.evict({ id: cache.identify({ __typename: 'User', id: data.deleteUser }) });
      },
    },
  });
  const remove = async (id: string, username: string) =>
    (await run({ id }, { confirm: { message: `Delete the user ${username}? They can no longer sign in.` } })) !==
    undefined;
  return [remove, state] as const;
}
