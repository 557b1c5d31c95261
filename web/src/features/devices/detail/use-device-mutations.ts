import { DEVICE_MESSAGES } from '@signage/domain/devices';
import { useConfirm } from '../../../components/confirm/use-confirm.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useDeleteDeviceMutation, useUpdateDeviceMutation } from '../../../gql/hooks.ts';
import { ANSWERED_ERROR_CODES, answeredErrorMessage } from '../../../lib/answered-errors.ts';
import type { DeviceChanges } from './device-edit-form.tsx';

/** Saves a device: "Device updated successfully." (spec 02 §8); the cache updates the screen. */
export function useSaveDevice() {
  const notify = useNotify();
  const [mutate, state] = useUpdateDeviceMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });
  const save = async (id: string, input: DeviceChanges) => {
    try {
      await mutate({ variables: { id, input } });
      notify('success', DEVICE_MESSAGES.updated);
      return true;
    } catch (error) {
      const message = answeredErrorMessage(error);
      if (message) notify('danger', message);
      return false;
    }
  };
  return [save, state] as const;
}

/** Deletes a device after confirming: "Device destroyed successfully." (spec 02 §8). */
export function useDestroyDevice() {
  const confirm = useConfirm();
  const notify = useNotify();
  const [mutate, state] = useDeleteDeviceMutation({ context: { handledErrorCodes: ANSWERED_ERROR_CODES } });
  const destroy = async (id: string, name: string) => {
    if (
      !(await confirm({
        message: `Delete device ${id} "${name}"? Its reports go too; the player must be activated again.`,
      }))
    ) {
      return false;
    }
    try {
      await mutate({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Device', id }) });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'devices' });
          cache.gc();
        },
      });
      notify('success', DEVICE_MESSAGES.destroyed);
      return true;
    } catch (error) {
      const message = answeredErrorMessage(error);
      if (message) notify('danger', message);
      return false;
    }
  };
  return [destroy, state] as const;
}
