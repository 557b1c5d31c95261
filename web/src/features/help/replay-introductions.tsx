import { Button, HStack, Text } from '@chakra-ui/react';
import { ReplayIntroductionsMutationDocument } from '../../gql/graphql.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

/** Clears the user's watched introductions, so each tour (spec 01 §4) is shown again on its screen. */
export function ReplayIntroductions() {
  const [run, { loading }] = useNotifiedMutation(ReplayIntroductionsMutationDocument, {
    success: 'The introductions will show again on their screens.',
  });
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text>Short tours introduce the device page, the layout editor and tagging the first time you open them.</Text>
      <Button size="sm" variant="outline" loading={loading} onClick={() => void run({})}>
        Replay introductions
      </Button>
    </HStack>
  );
}
