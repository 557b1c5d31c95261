import { Box, Flex } from '@chakra-ui/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useMeQuery } from '../../gql/hooks.ts';
import { navItemOf, offeredTo } from '../../lib/nav-items.ts';
import { paths } from '../../lib/paths.ts';
import { isSignedIn } from '../../lib/session.ts';
import { Header } from './header.tsx';
import { RefusedScreen } from './refused-screen.tsx';
import { Sidebar } from './sidebar.tsx';

/** The main shell around every screen but sign-in: header, sidebar, and the screen. Signed out → /login. */
export function ShellLayout() {
  if (!isSignedIn()) return <Navigate to={paths.login} replace />;
  return <SignedInShell />;
}

function SignedInShell() {
  const { data, error, refetch } = useMeQuery();
  // A screen under a sidebar entry the user is not offered says so, once their rights are known.
  const area = navItemOf(useLocation().pathname);
  const me = data?.me;
  const refused = me && area?.needs && !offeredTo(me.permissions)(area) ? { ...area, needs: area.needs } : undefined;
  return (
    <Flex direction="column" height="100dvh">
      <Header me={data?.me} />
      <Flex flex="1" minHeight="0">
        <Sidebar />
        <Box as="main" flex="1" overflow="auto" p="6">
          {error && !data ? (
            <LoadError title="Could not load your account." error={error} onRetry={() => void refetch()} />
          ) : refused ? (
            <RefusedScreen item={refused} />
          ) : (
            <Outlet />
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
