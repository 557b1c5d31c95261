import { useApolloClient } from '@apollo/client/react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown, LuLogOut, LuUser } from 'react-icons/lu';
import type { MeQuery } from '../../gql/graphql.ts';
import { signOut } from '../../lib/session.ts';

export function displayName(me: Pick<MeQuery['me'], 'firstName' | 'lastName' | 'username'>): string {
  return `${me.firstName} ${me.lastName}`.trim() || me.username;
}

/** The header's user menu: who is signed in, and "Sign out". */
export function UserMenu({ me }: { me: MeQuery['me'] | undefined }) {
  const client = useApolloClient();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <LuUser />
          {me ? displayName(me) : '…'}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {me && (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted">
                  Signed in as {me.username}
                </Menu.ItemGroupLabel>
              </Menu.ItemGroup>
            )}
            <Menu.Item value="sign-out" onSelect={() => void signOut(client)}>
              <LuLogOut />
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
