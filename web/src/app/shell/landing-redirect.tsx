import { Center } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useMeQuery } from '../../gql/hooks.ts';
import { landingPathFor } from '../../lib/landing-path.ts';

/** Sends a signed-in user from `/` or `/login` to their landing page (spec 01 §2, §4). */
export function LandingRedirect() {
  const { data, error, refetch } = useMeQuery();
  if (error && !data) {
    return (
      <Center minHeight="40" p="6">
        <LoadError title="Could not load your account." error={error} onRetry={() => void refetch()} />
      </Center>
    );
  }
  if (!data) return <PageSpinner />;
  return <Navigate to={landingPathFor(data.me.cmsMetadata.landingPage)} replace />;
}
