import { useApolloClient } from '@apollo/client/react';
import { Button, Card, Center, Heading, Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTwoFactorStateQuery } from '../../gql/hooks.ts';
import { paths } from '../../lib/paths.ts';
import { isSignedIn, signOut } from '../../lib/session.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * Outside the shell: when the administrator requires two-factor sign-in and the user has not set it up, this is
 * all that is open to them (the api refuses everything else) until it is on.
 */
export function TwoFactorSetupPage() {
  const client = useApolloClient();
  const { data, error, refetch } = useTwoFactorStateQuery({ skip: !isSignedIn() });
  if (!isSignedIn()) return <Navigate to={paths.login} replace />;
  return (
    <Center minHeight="100dvh" p="4">
      <Card.Root width="full" maxWidth="2xl">
        <Card.Header>
          <Heading as="h1" size="md">
            Set up two-factor sign-in
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {error && !data && <LoadError title="Could not load." error={error} onRetry={() => void refetch()} />}
            {!data && !error && <PageSpinner />}
            {data && <TwoFactorSection state={data.myTwoFactor} onEnabled={() => window.location.assign(paths.root)} />}
            <Button variant="ghost" alignSelf="start" onClick={() => void signOut(client)}>
              Sign out
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
