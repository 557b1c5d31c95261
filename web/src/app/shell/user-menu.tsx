import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LuChevronDown, LuUser } from 'react-icons/lu';
import type { MeQuery } from '../../gql/graphql.ts';
import { useFirstUse } from '../../lib/use-first-use.ts';

const loadMenu = () => import('./user-menu-popup.tsx');
const UserMenuPopup = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuPopup })));

export function displayName(me: Pick<MeQuery['me'], 'firstName' | 'lastName' | 'username'>): string {
  return `${me.firstName} ${me.lastName}`.trim() || me.username;
}

/** The user menu's button: before the menu has loaded, and as the loaded menu's trigger. */
export function UserMenuButton({ me, ...props }: ButtonProps & { me: MeQuery['me'] | undefined }) {
  return (
    <Button variant="ghost" size="sm" aria-haspopup="menu" aria-expanded={false} {...props}>
      <LuUser />
      {me ? displayName(me) : '…'}
      <LuChevronDown />
    </Button>
  );
}

/** The header's user menu: who is signed in, and "Sign out". The menu itself loads on first use. */
export function UserMenu({ me }: { me: MeQuery['me'] | undefined }) {
  const { used, triggerProps } = useFirstUse(loadMenu);
  const button = <UserMenuButton me={me} {...triggerProps} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuPopup me={me} />
    </Suspense>
  );
}
