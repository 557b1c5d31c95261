import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { AccessExplainerPanel } from '../../components/access/access-explainer-panel.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Section } from '../../components/section.tsx';
import { useProfileQuery } from '../../gql/hooks.ts';
import { ApiTokensSection } from './api-tokens-section.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** The signed-in user's own profile (issue 22), reached from the user menu in the header. */
export function ProfilePage() {
  const { data, error, refetch } = useProfileQuery({ fetchPolicy: 'cache-and-network' });
  if (error && !data)
    return <LoadError title="Could not load your profile." error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageSpinner />;
  const { me } = data;
  return (
    <Stack gap="6" maxWidth="5xl">
      <Heading as="h1" size="2xl">
        Profile
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title="Your details">
          <ProfileDetailsForm me={me} />
        </Section>
        <Section title="Password">
          <PasswordChangeForm />
        </Section>
      </SimpleGrid>
      <Section title="Two-factor sign-in">
        <TwoFactorSection state={data.myTwoFactor} />
      </Section>
      <Section title="API tokens">
        <ApiTokensSection tokens={data.myApiTokens} permissions={me.permissions} />
      </Section>
      <Section title="Sessions">
        <SessionsSection sessions={data.mySessions} />
      </Section>
      <Section title="Why may I?">
        <AccessExplainerPanel userId={me.id} />
      </Section>
    </Stack>
  );
}
