import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { UpdateDeviceMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import type { DeviceChanges } from './device-edit-form.tsx';

/** Saves a device: "Device updated successfully." (spec 02 §8); the cache updates the screen and the list. */
export function useUpdateDevice() {
  const [run, state] = useNotifiedMutation(UpdateDeviceMutationDocument, { success: DEVICE_MESSAGES.updated });
  const save = async (id: string, input: DeviceChanges): Promise<boolean> => (await run({ id, input })) !== undefined;
  return [save, state] as const;
}
