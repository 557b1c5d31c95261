import { useNotify } from '../components/notifications/use-notify.ts';
import { answeredErrorMessage } from './answered-errors.ts';

/**
 * Runs a mutation the way every screen reports one (spec 01 §8): the success text as a notification, a refusal
 * the service answered as "Error: {msg}", anything else left to the error link. Resolves true on success.
 */
export function useAnsweredAction() {
  const notify = useNotify();
  return async (action: () => Promise<unknown>, success?: string): Promise<boolean> => {
    try {
      await action();
      if (success) notify('success', success);
      return true;
    } catch (error) {
      const message = answeredErrorMessage(error);
      if (message) notify('danger', message);
      return false;
    }
  };
}
