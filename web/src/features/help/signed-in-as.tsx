import { Badge, DataList, Text, Wrap } from '@chakra-ui/react';
import type { SignedInAs_UserFragment } from '../../gql/graphql.ts';

/** Who is signed in, with the permissions and forced tags that shape what they can do (spec 01 §6). */
export function SignedInAs({ user }: { user: SignedInAs_UserFragment }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <DataList.Root orientation="horizontal" size="md">
      <DataList.Item>
        <DataList.ItemLabel>Signed in as</DataList.ItemLabel>
        <DataList.ItemValue>{name ? `${name} (${user.username})` : user.username}</DataList.ItemValue>
      </DataList.Item>
      {user.email && (
        <DataList.Item>
          <DataList.ItemLabel>Email</DataList.ItemLabel>
          <DataList.ItemValue>{user.email}</DataList.ItemValue>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.ItemLabel>Permissions</DataList.ItemLabel>
        <DataList.ItemValue>
          {user.permissions.length === 0 ? (
            <Text color="fg.muted">None</Text>
          ) : (
            <Wrap as="ul" gap="1.5" aria-label="Your permissions" listStyleType="none">
              {user.permissions.map((permission) => (
                <li key={permission}>
                  <Badge variant="subtle" colorPalette="accent">
                    {permission}
                  </Badge>
                </li>
              ))}
            </Wrap>
          )}
        </DataList.ItemValue>
      </DataList.Item>
      {user.forcedTags.length > 0 && (
        <DataList.Item>
          <DataList.ItemLabel>Forced tags</DataList.ItemLabel>
          <DataList.ItemValue>{user.forcedTags.map((tag) => `#${tag}`).join(', ')}</DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}
