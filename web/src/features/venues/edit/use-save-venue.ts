import { VENUE_MESSAGES } from '@signage/domain/venues/venue';
import {
  CreateVenueMutationDocument,
  DeleteVenueMutationDocument,
  SetVenueDevicesMutationDocument,
  type UpdateVenueInput,
  UpdateVenueMutationDocument,
} from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { useCreateRecord, useDeleteRecord } from '../../../lib/use-record-mutations.ts';

const refetch = { refetchQueries: ['VenueListQuery', 'VenueEditQuery'] };

/**
 * "Venue successfully created.", or "Error: {msg}". Resolves true when saved. Only the list is fetched again: a
 * query named here is refetched even while skipped, and the new venue's editor skips its query for id "new"
 * (which answered "Not found." after every creation).
 */
export function useCreateVenue() {
  return useCreateRecord(CreateVenueMutationDocument, {
    success: VENUE_MESSAGES.created,
    mutation: { refetchQueries: ['VenueListQuery'] },
  });
}

/**
 * The devices first (so a new sync master is already in the venue), then the venue: "Venue successfully
 * updated.", or "Error: {msg}" from whichever step refused.
 */
export function useUpdateVenue() {
  // No success text of its own: the venue's update says it; a refusal says "Error: {msg}".
  const [setDevices, devicesState] = useNotifiedMutation(SetVenueDevicesMutationDocument);
  const [run, state] = useNotifiedMutation(UpdateVenueMutationDocument, {
    success: VENUE_MESSAGES.updated,
    mutation: refetch,
  });
  const update = async (id: string, input: UpdateVenueInput, deviceIds: string[] | undefined) => {
    if (deviceIds && (await setDevices({ id, deviceIds })) === undefined) return false;
    return (await run({ id, input })) !== undefined;
  };
  return [update, { loading: state.loading || devicesState.loading }] as const;
}

/** Asks, deletes, and says "Venue successfully deleted.". */
export function useDeleteVenue() {
  return useDeleteRecord(DeleteVenueMutationDocument, {
    success: VENUE_MESSAGES.deleted,
    mutation: { refetchQueries: ['VenueListQuery'] },
  });
}
