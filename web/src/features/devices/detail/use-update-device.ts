import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { UpdateDeviceMutationDocument } from '../../../gql/graphql.ts';
import { useUpdateRecord } from '../../../lib/use-record-mutations.ts';

/** Saves a device: "Device updated successfully." (spec 02 §8); the cache updates the screen and the list. */
export function useUpdateDevice() {
  return useUpdateRecord(UpdateDeviceMutationDocument, { success: DEVICE_MESSAGES.updated });
}
