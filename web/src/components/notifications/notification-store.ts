import { NOTIFICATION_MS } from '@signage/domain/constants';
import type { NotificationType } from '@signage/domain/notifications';
import {
  clearExcessNotice,
  EMPTY_QUEUE,
  type NotificationQueue,
  pushNotification,
  removeNotification,
} from './notification-queue.ts';

export interface NotificationStore {
  /** Shows `message` for `durationMs` (default: the store's duration, NOTIFICATION_MS). */
  notify(type: NotificationType, message: string, durationMs?: number): void;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): NotificationQueue;
}

/**
 * The notification queue with its timers: each message, and the excess notice, disappears after
 * NOTIFICATION_MS. Lives outside React so the Apollo error link can notify too.
 */
export function createNotificationStore(durationMs: number = NOTIFICATION_MS): NotificationStore {
  let queue = EMPTY_QUEUE;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const update = (next: NotificationQueue) => {
    if (next === queue) return;
    queue = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => update(removeNotification(queue, id));

  return {
    notify(type, message, shownMs = durationMs) {
      const id = nextId++;
      const before = queue;
      update(pushNotification(queue, { id, type, message }));
      if (queue.visible.some((n) => n.id === id)) {
        setTimeout(() => dismiss(id), shownMs);
      } else if (queue.excessHidden && !before.excessHidden) {
        setTimeout(() => update(clearExcessNotice(queue)), durationMs);
      }
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => queue,
  };
}
