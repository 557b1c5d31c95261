import type { DeviceCommand } from '../../../gql/graphql.ts';
import { SendDeviceCommandMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

/** Each command as its button names it. */
export const COMMAND_LABELS: Record<DeviceCommand, string> = {
  ECHO: 'Echo',
  REBOOT: 'Reboot',
  RESTART: 'Restart player',
  SUBMIT_LOGS: 'Submit logs',
  FETCH_SCHEDULES: 'Fetch schedules',
  FORCE_REINSTALL: 'Force reinstall',
  SCREENSHOT: 'Take screenshot',
  DELETE_MEDIA: 'Delete media',
};

/** Every sent command says the same thing in the notification: which command reached the device's queue. */
export const sentNotice = (command: DeviceCommand) => `Sent to the device: ${COMMAND_LABELS[command]}.`;

/**
 * Publishes a remote command (spec 02 §7) and says it was sent; the device's answer arrives on its
 * subscriptions. Resolves the receipt, with the gateway's sentAt.
 */
export function useSendDeviceCommand() {
  return useNotifiedMutation(SendDeviceCommandMutationDocument, {
    success: (_data, variables) => sentNotice(variables.command),
    successType: 'info',
  });
}
