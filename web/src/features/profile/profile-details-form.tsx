import { Button, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { LANDING_PAGES, type LandingPage, landingPageOf } from '@signage/domain/landing';
import { type FormEvent, useState } from 'react';
import { RecordOptions } from '../../components/record-options.tsx';
import { TextField } from '../../components/text-field.tsx';
import { type ProfileQuery, UpdateProfileMutationDocument } from '../../gql/graphql.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

const LANDING_LABELS = Object.fromEntries(
  LANDING_PAGES.map((page) => [page, page.charAt(0).toUpperCase() + page.slice(1)]),
) as Record<LandingPage, string>;

/** Names and the landing page after sign-in (spec 01 §2: one of the landing pages, else layouts). */
export function ProfileDetailsForm({ me }: { me: ProfileQuery['me'] }) {
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [landingPage, setLandingPage] = useState<string>(landingPageOf(me.cmsMetadata.landingPage));
  const [save, { loading }] = useNotifiedMutation(UpdateProfileMutationDocument, {
    success: ACCOUNT_MESSAGES.profileSaved,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save({ input: { firstName, lastName, cmsMetadata: { landingPage } } });
  };
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="4">
        <TextField label="Username" value={me.username} readOnly />
        <HStack gap="4" align="start">
          <TextField label="First name" value={firstName} maxLength={200} onValue={setFirstName} />
          <TextField label="Last name" value={lastName} maxLength={200} onValue={setLastName} />
        </HStack>
        <Field.Root>
          <Field.Label>Landing page</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={landingPage} onChange={(e) => setLandingPage(e.currentTarget.value)}>
              <RecordOptions labels={LANDING_LABELS} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>Where the console opens after you sign in.</Field.HelperText>
        </Field.Root>
        <Button type="submit" alignSelf="start" colorPalette="accent" loading={loading}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
