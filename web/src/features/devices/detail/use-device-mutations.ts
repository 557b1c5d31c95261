import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { useConfirm } from '../../../components/confirm/use-confirm.ts';
import { useDeleteDeviceMutation, useUpdateDeviceMutation } from '../../../gql/hooks.ts';
import { ANSWERED_ERROR_CODES } from '../../../lib/answered-errors.ts';
import { useAnsweredAction } from '../../../lib/use-answered-action.ts';
import type { DeviceChanges } from './device-edit-form.tsx';

/** Saves a device: "Device updated successfully." (spec 02 §8); the cache updates the screen. */
export function useSaveDevice() {
  const run = useAnsweredAction();
  const [mutate, state] = useUpdateDeviceMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });
  const save = (id: string, input: DeviceChanges) =>
    run(() => mutate({ variables: { id, input } }), DEVICE_MESSAGES.updated);
  return [save, state] as const;
}

/** Deletes a device after confirming: "Device destroyed successfully." (spec 02 §8). */
export function useDestroyDevice() {
  const confirm = useConfirm();
  const run = useAnsweredAction();
  const [mutate, state] = useDeleteDeviceMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });
  const destroy = async (id: string, name: string) => {
    if (
      !(await confirm({
        message: `Delete device ${id} "${name}"? Its reports go too; the player must be activated again.`,
      }))
    ) {
      return false;
    }
    return run(
      () =>
        mutate({
          variables: { id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Device', id }) });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'devices' });
            cache.gc();
          },
        }),
      DEVICE_MESSAGES.destroyed,
    );
  };
  return [destroy, state] as const;
}
