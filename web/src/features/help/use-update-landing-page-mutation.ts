import { useNotify } from '../../components/notifications/use-notify.ts';
import { useUpdateLandingPageMutation as useGeneratedMutation } from '../../gql/hooks.ts';

export const LANDING_PAGE_SAVED = 'Landing page saved.';

/** Saves the user's landing page (only that field of cmsMetadata; the server merges) and says so. */
export function useUpdateLandingPageMutation() {
  const notify = useNotify();
  const [mutate, state] = useGeneratedMutation();
  const save = async (landingPage: string) => {
    try {
      await mutate({ variables: { landingPage } });
      notify('success', LANDING_PAGE_SAVED);
    } catch {
      // The error link has shown the failure.
    }
  };
  return [save, state] as const;
}
