import { MAX_VISIBLE_NOTIFICATIONS } from '@signage/domain/constants';
import type { NotificationType } from '@signage/domain/notifications';

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  /** How many identical notices this one stands for (shown as "×n" from 2). */
  count?: number;
  /** Stays the first notice's id when later ones collapse into it (the id moves on, restarting its timer). */
  key?: number;
}

/**
 * What is on screen: at most MAX_VISIBLE_NOTIFICATIONS messages, plus the single "Excess messages hidden..."
 * notice while messages that arrived on a full screen are being dropped (spec 01 §4).
 */
export interface NotificationQueue {
  visible: readonly Notification[];
  excessHidden: boolean;
}

export const EMPTY_QUEUE: NotificationQueue = { visible: [], excessHidden: false };

/** Shows the notification, or, when the screen is full, drops it and raises the excess notice. */
export function pushNotification(queue: NotificationQueue, notification: Notification): NotificationQueue {
  // The same notice again (five clicks on Echo, say) collapses into the one on screen, with a count.
  const same = queue.visible.find((n) => n.type === notification.type && n.message === notification.message);
  if (same) {
    return {
      ...queue,
      visible: queue.visible.map((n) =>
        n === same ? { ...n, id: notification.id, key: n.key ?? n.id, count: (n.count ?? 1) + 1 } : n,
      ),
    };
  }
  if (queue.visible.length < MAX_VISIBLE_NOTIFICATIONS) {
    return { ...queue, visible: [...queue.visible, notification] };
  }
  return queue.excessHidden ? queue : { ...queue, excessHidden: true };
}

/** Removes a notification whose time is up (or that was dismissed). */
export function removeNotification(queue: NotificationQueue, id: number): NotificationQueue {
  const visible = queue.visible.filter((n) => n.id !== id);
  return visible.length === queue.visible.length ? queue : { ...queue, visible };
}

export function clearExcessNotice(queue: NotificationQueue): NotificationQueue {
  return queue.excessHidden ? { ...queue, excessHidden: false } : queue;
}
