import type { NotificationType } from '@signage/domain/notifications';
import { useContext } from 'react';
import { NotificationsContext } from './notifications-context.ts';

/** Shows a notification (danger, info, success or warning) for NOTIFICATION_MS, or `durationMs` when given. */
export type Notify = (type: NotificationType, message: string, durationMs?: number) => void;

/** `notify(type, message, durationMs?)`. */
export function useNotify(): Notify {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotify needs <NotificationsProvider> above it');
  return store.notify;
}
