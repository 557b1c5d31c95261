import { MAX_VISIBLE_NOTIFICATIONS, type NotificationType } from '@signage/domain/notifications';

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
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
