import type { NotificationType } from '@signage/domain/notifications';
import { useContext } from 'react';
import { NotificationsContext } from './notifications-context.ts';

/** `notify(type, message)`: shows a notification (danger, info, success or warning) for NOTIFICATION_MS. */
export function useNotify(): (type: NotificationType, message: string) => void {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotify needs <NotificationsProvider> above it');
  return store.notify;
}
