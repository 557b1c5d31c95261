import { NOTIFICATION_MS } from '@signage/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store.ts';

describe('notification store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes each notification after NOTIFICATION_MS, and the excess notice too', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 1; i <= 7; i++) store.notify('danger', `failure ${i}`);
    expect(store.getSnapshot().visible).toHaveLength(5);
    expect(store.getSnapshot().excessHidden).toBe(true);
    expect(listener).toHaveBeenCalled();

    vi.advanceTimersByTime(NOTIFICATION_MS - 1);
    expect(store.getSnapshot().visible).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual({ visible: [], excessHidden: false });
  });

  it('dismisses a notification on request', () => {
    const store = createNotificationStore();
    store.notify('success', 'Saved');
    const [saved] = store.getSnapshot().visible;
    expect(saved).toMatchObject({ type: 'success', message: 'Saved' });
    store.dismiss(saved?.id ?? -1);
    expect(store.getSnapshot().visible).toEqual([]);
  });
});
