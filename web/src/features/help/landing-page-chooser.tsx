import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { LANDING_PAGES, LANDING_PATHS, type LandingPage, landingPageOf } from '@signage/domain/landing';
import { type FormEvent, useState } from 'react';
import { LandingPageSelect } from '../../components/landing-page-select.tsx';
import type { LandingPageChooser_UserFragment } from '../../gql/graphql.ts';
import { landingPathFor } from '../../lib/landing-path.ts';
import { useUpdateLandingPage } from './use-update-landing-page.ts';

/** Chooses where the console opens after sign-in (cmsMetadata.landingPage, spec 01 §2). */
export function LandingPageChooser({ user }: { user: LandingPageChooser_UserFragment }) {
  const [choice, setChoice] = useState<LandingPage>(landingPageOf(user.cmsMetadata.landingPage));
  const [save, { loading }] = useUpdateLandingPage();
  const lands = landingPathFor(choice);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(choice);
  };

  return (
    <form onSubmit={onSubmit}>
      <Field.Root maxWidth="md">
        <Field.Label>Landing page</Field.Label>
        <HStack width="full">
          <LandingPageSelect
            pages={LANDING_PAGES}
            value={choice}
            onChange={(value) => setChoice(landingPageOf(value))}
          />
          <Button type="submit" colorPalette="accent" loading={loading} flexShrink={0}>
            Save landing page
          </Button>
        </HStack>
        <Field.HelperText>Where the console opens after you sign in.</Field.HelperText>
      </Field.Root>
      {lands !== LANDING_PATHS[choice] && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          That screen is not in this version of the console yet; until it is, you land on {lands}.
        </Text>
      )}
    </form>
  );
}
