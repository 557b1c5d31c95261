import { useApolloClient } from '@apollo/client/react';
import { Menu, Portal } from '@chakra-ui/react';
import { LuLogOut, LuUserCog } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { MeQuery } from '../../gql/graphql.ts';
import { paths } from '../../lib/paths.ts';
import { signOut } from '../../lib/session.ts';
import { UserMenuButton } from './user-menu.tsx';

/** The user menu once first used (so opened at once): who is signed in, and "Sign out". */
export function UserMenuPopup({ me }: { me: MeQuery['me'] | undefined }) {
  const client = useApolloClient();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>
        <UserMenuButton me={me} />
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
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile}>
                <LuUserCog />
                Profile
              </RouterLink>
            </Menu.Item>
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
