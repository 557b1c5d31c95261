import { MAX_VISIBLE_NOTIFICATIONS } from '@signage/domain/constants';
import { describe, expect, it } from 'vitest';
import {
  clearExcessNotice,
  EMPTY_QUEUE,
  type NotificationQueue,
  pushNotification,
  removeNotification,
} from './notification-queue.ts';

const push = (queue: NotificationQueue, id: number) =>
  pushNotification(queue, { id, type: 'info', message: `message ${id}` });

const pushMany = (count: number, queue = EMPTY_QUEUE) =>
  Array.from({ length: count }, (_, i) => i + 1).reduce(push, queue);

describe('notification queue', () => {
  it('shows up to five notifications in arrival order', () => {
    const queue = pushMany(5);
    expect(MAX_VISIBLE_NOTIFICATIONS).toBe(5);
    expect(queue.visible.map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
    expect(queue.excessHidden).toBe(false);
  });

  it('drops what arrives on a full screen and raises a single excess notice', () => {
    const queue = pushMany(8);
    expect(queue.visible.map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
    expect(queue.excessHidden).toBe(true);
    expect(push(queue, 9)).toBe(queue);
  });

  it('makes room again once a notification is removed', () => {
    const full = pushMany(6);
    const afterRemove = removeNotification(full, 2);
    expect(afterRemove.visible.map((n) => n.id)).toEqual([1, 3, 4, 5]);
    expect(push(afterRemove, 7).visible.map((n) => n.id)).toEqual([1, 3, 4, 5, 7]);
  });

  it('ignores removing an unknown id and clears the excess notice', () => {
    const full = pushMany(6);
    expect(removeNotification(full, 99)).toBe(full);
    expect(clearExcessNotice(full).excessHidden).toBe(false);
    expect(clearExcessNotice(EMPTY_QUEUE)).toBe(EMPTY_QUEUE);
  });
});

describe('identical notices', () => {
  it('collapse into the one on screen with a count, keeping its place', () => {
    let queue = pushNotification(EMPTY_QUEUE, { id: 1, type: 'info', message: 'Echo sent to the device.' });
    queue = pushNotification(queue, { id: 2, type: 'success', message: 'Saved.' });
    queue = pushNotification(queue, { id: 3, type: 'info', message: 'Echo sent to the device.' });
    queue = pushNotification(queue, { id: 4, type: 'info', message: 'Echo sent to the device.' });
    expect(queue.visible).toEqual([
      { id: 4, key: 1, type: 'info', message: 'Echo sent to the device.', count: 3 },
      { id: 2, type: 'success', message: 'Saved.' },
    ]);
    // The same text as another type is another notice.
    queue = pushNotification(queue, { id: 5, type: 'danger', message: 'Saved.' });
    expect(queue.visible).toHaveLength(3);
  });
});
