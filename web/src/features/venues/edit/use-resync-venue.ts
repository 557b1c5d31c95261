import { ResyncVenueMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

/** Sends resync to the venue's followers: "Resync sent to 2 followers.", or "Error: {msg}"; the drift is read again. */
export function useResyncVenue() {
  const [run, state] = useNotifiedMutation(ResyncVenueMutationDocument, {
    success: (data) => data.resyncVenue.message,
    mutation: { refetchQueries: ['VenueSyncSectionQuery'] },
  });
  return [async (id: string) => (await run({ id })) !== undefined, state] as const;
}
