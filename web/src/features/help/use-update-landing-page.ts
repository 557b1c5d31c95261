import { UpdateLandingPageMutationDocument } from '../../gql/graphql.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

export const LANDING_PAGE_SAVED = 'Landing page saved.';

/** Saves the user's landing page (only that field of cmsMetadata; the server merges) and says so. */
export function useUpdateLandingPage() {
  const [run, state] = useNotifiedMutation(UpdateLandingPageMutationDocument, { success: LANDING_PAGE_SAVED });
  const save = async (landingPage: string): Promise<boolean> => (await run({ landingPage })) !== undefined;
  return [save, state] as const;
}
