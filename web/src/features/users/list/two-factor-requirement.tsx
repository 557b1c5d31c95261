import { Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { ACCOUNT_MESSAGES } from '@signage/domain/account';
import { useState } from 'react';
import { SetTwoFactorRequiredMutationDocument } from '../../../gql/graphql.ts';
import { useTwoFactorRequirementQuery } from '../../../gql/hooks.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { EDIT_SYSTEM } from '../user-permissions.ts';

/**
 * The administrator's switch: two-factor sign-in required of every user. Whoever has not set it up is sent to the
 * set-up screen at their next sign-in. The service refuses to switch it on for an administrator without it
 * ("Set up two-factor sign-in for yourself before requiring it for everyone.").
 */
export function TwoFactorRequirement() {
  const allowed = useCan(EDIT_SYSTEM);
  const { data } = useTwoFactorRequirementQuery({ skip: !allowed });
  const [save, { loading }] = useNotifiedMutation(SetTwoFactorRequiredMutationDocument, {
    success: ACCOUNT_MESSAGES.twoFactorSettingSaved,
    mutation: { refetchQueries: ['TwoFactorRequirementQuery'], awaitRefetchQueries: true },
  });
  // The position asked for while it is saved; afterwards the service's answer (a refusal puts it back).
  const [asked, setAsked] = useState<boolean>();
  if (!allowed || !data) return null;
  return (
    <Stack as="section" aria-labelledby="two-factor-requirement" gap="2" borderTopWidth="1px" pt="4">
      <Heading as="h2" size="md" id="two-factor-requirement">
        Sign-in security
      </Heading>
      <Switch.Root
        checked={asked ?? data.twoFactorRequired}
        disabled={loading}
        onCheckedChange={async (event) => {
          setAsked(event.checked);
          await save({ required: event.checked });
          setAsked(undefined);
        }}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Require two-factor sign-in for everyone</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        Users without it are asked to set it up at their next sign-in, before they can use the console.
      </Text>
    </Stack>
  );
}
