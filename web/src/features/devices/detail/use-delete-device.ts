import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { DeleteDeviceMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

/** Deletes a device after confirming: "Device destroyed successfully." (spec 02 §8). Resolves true when gone. */
export function useDeleteDevice() {
  const [run, state] = useNotifiedMutation(DeleteDeviceMutationDocument, {
    success: DEVICE_MESSAGES.destroyed,
    mutation: {
      update: (cache, { data }) => {
        if (!data) return;
        cache.evict({ id: cache.identify({ __typename: 'Device', id: data.deleteDevice }) });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'devices' });
        cache.gc();
      },
    },
  });
  const deleteDevice = async (id: string, name: string): Promise<boolean> =>
    (await run(
      { id },
      {
        confirm: {
          message: `Delete device ${id} "${name}"? Its reports go too; the player must be activated again.`,
        },
      },
    )) !== undefined;
  return [deleteDevice, state] as const;
}
