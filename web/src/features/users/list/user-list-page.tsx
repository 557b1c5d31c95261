import { Stack } from '@chakra-ui/react';
import { DEFAULT_USER_PAGE_SIZE, USER_PAGE_SIZES } from '@signage/domain/page-sizes';
import { LuUsers } from 'react-icons/lu';
import { dateCreatedColumn, tagsColumn } from '../../../components/list-page/record-columns.tsx';
import { TaggedListPage, taggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { UserListQueryDocument, type UserRow_UserFragment } from '../../../gql/graphql.ts';
import { userEditPath } from '../../../lib/paths.ts';
import { taggedListParams, useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_USERS } from '../user-permissions.ts';
import { TwoFactorRequirement } from './two-factor-requirement.tsx';

export const USER_LIST = taggedListTexts({
  noun: 'user',
  nothingYet: 'No users yet besides you. Add the people who run the signage.',
  searchPlaceholder: 'Username, name or tag',
  icon: LuUsers,
});

const PARAMS = taggedListParams(USER_PAGE_SIZES, DEFAULT_USER_PAGE_SIZE);

/**
 * /admin/users (spec 02 "Users"): User Name, First Name, Last Name, Date Created, Tags; a row opens the editor.
 * Below it, for holders of "edit system", the switch that requires two-factor sign-in of everyone.
 */
export function UserListPage() {
  const list = useTaggedList(UserListQueryDocument, {
    params: PARAMS,
    editRight: EDIT_USERS,
    // A user's name in the table is its username ("User Name").
    select: (data) => ({ ...data.users, items: data.users.items.map((user) => ({ ...user, name: user.username })) }),
  });
  const editorOf = (id: string) => userEditPath(id);
  return (
    <Stack gap="8">
      <TaggedListPage<UserRow_UserFragment & { name: string }>
        texts={USER_LIST}
        list={list}
        editorOf={editorOf}
        nameHeader="User Name"
        columns={[
          { header: 'First Name', cell: (user) => user.firstName },
          { header: 'Last Name', cell: (user) => user.lastName },
          dateCreatedColumn(),
          tagsColumn(),
        ]}
      />
      <TwoFactorRequirement />
    </Stack>
  );
}
