import { CAMPAIGN_MESSAGES } from '@signage/domain/campaigns/campaign';
import {
  type CampaignInput,
  CreateCampaignMutationDocument,
  DeleteCampaignMutationDocument,
  SetCampaignRunVenuesMutationDocument,
  UpdateCampaignMutationDocument,
} from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { useDeleteRecord, useUpdateRecord } from '../../../lib/use-record-mutations.ts';

const refetch = { refetchQueries: ['CampaignListQuery', 'CampaignEditQuery', 'CampaignRunDeliveryQuery'] };

/** "Campaign successfully created.", or "Error: {msg}". Resolves the new campaign's id when saved. */
export function useCreateCampaign() {
  const [run, state] = useNotifiedMutation(CreateCampaignMutationDocument, {
    success: CAMPAIGN_MESSAGES.created,
    mutation: { refetchQueries: ['CampaignListQuery'] },
  });
  return [async (input: CampaignInput) => (await run({ input }))?.createCampaign.id, state] as const;
}

/** "Campaign successfully updated." (the editor then shows the campaign as saved), or "Error: {msg}". */
export function useUpdateCampaign() {
  return useUpdateRecord(UpdateCampaignMutationDocument, {
    success: CAMPAIGN_MESSAGES.updated,
    mutation: { ...refetch, awaitRefetchQueries: true },
  });
}

/** Asks, deletes, and says "Campaign successfully deleted.". */
export function useDeleteCampaign() {
  return useDeleteRecord(DeleteCampaignMutationDocument, {
    success: CAMPAIGN_MESSAGES.deleted,
    mutation: { refetchQueries: ['CampaignListQuery'] },
  });
}

/** "Run venues successfully updated.", or "Error: {msg}". */
export function useSetRunVenues() {
  const [run, state] = useNotifiedMutation(SetCampaignRunVenuesMutationDocument, {
    success: CAMPAIGN_MESSAGES.runVenuesUpdated,
    mutation: { ...refetch, awaitRefetchQueries: true },
  });
  return [
    async (campaignId: string, runId: string, venueIds: string[]) =>
      (await run({ campaignId, runId, venueIds })) !== undefined,
    state,
  ] as const;
}
