import { activationFailure } from '@signage/domain/device-key';
import { ActivateDeviceMutationDocument } from '../../../gql/graphql.ts';
import { errorCodeOf } from '../../../lib/api-errors.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

/** Everything but a lapsed session is answered on this screen (spec 02 §8 "Device activation"). */
const ACTIVATION_ERROR_CODES = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'METHOD_NOT_ALLOWED',
  'BACKEND_UNREACHABLE',
  'BACKEND_ERROR',
  'TOO_MANY_REQUESTS',
];

/**
 * Activates a device by its key. A refused key warns "Device Key not entered correctly." and calls
 * `onIncorrectKey`; any other failure is "Device activation failed" (spec 02 §8). Resolves the new device.
 */
export function useActivateDevice(onIncorrectKey: () => void) {
  const [run, state] = useNotifiedMutation(ActivateDeviceMutationDocument, {
    handledErrorCodes: ACTIVATION_ERROR_CODES,
    failure: (error) => {
      const code = errorCodeOf(error as Error);
      if (code === 'UNAUTHENTICATED') return undefined;
      const failure = activationFailure(code === 'BAD_USER_INPUT' ? 422 : 500);
      if (failure.level === 'warning') onIncorrectKey();
      return { type: failure.level, text: failure.text };
    },
    // The list shows the new device next time it is opened.
    mutation: { update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'devices' }) },
  });
  const activate = async (deviceKey: string) => (await run({ deviceKey }))?.activateDevice;
  return [activate, state] as const;
}
