import { Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Section } from '../../components/section.tsx';
import { useSystemPageQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { setLicenceValid } from '../../lib/licence.ts';
import { InstallationPanel } from './installation-panel.tsx';
import { LicencePanel } from './licence-panel.tsx';
import { LicenceUpload } from './licence-upload.tsx';

/** /admin/system (spec 01 §2): the licence, its upload, and what the installation runs on. For "edit system". */
export function SystemPage() {
  const { data, error, refetch } = useSystemPageQuery({ fetchPolicy: 'cache-and-network', context: SHOWN_ON_SCREEN });
  const isValid = data?.licence.isValid;
  // The page has just asked the service: the header's licence mark follows what it answered, either way.
  useEffect(() => {
    if (isValid !== undefined) setLicenceValid(isValid);
  }, [isValid]);
  if (error && !data)
    return <LoadError title="Could not load the system details." error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageSpinner />;
  return (
    <Stack gap="6" maxWidth="5xl">
      <Heading as="h1" size="2xl">
        System
      </Heading>
      <Section title="Licence">
        <Stack gap="6">
          <LicencePanel licence={data.licence} />
          <LicenceUpload />
        </Stack>
      </Section>
      <Section title="Installation">
        <InstallationPanel info={data.systemInfo} />
      </Section>
    </Stack>
  );
}
