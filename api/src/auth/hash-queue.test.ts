import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, HashQueue } from './hash-queue.ts';

describe('HashQueue', () => {
  it('runs at most maxConcurrent at once, queues maxQueued more and refuses the rest with 503', async () => {
    const queue = new HashQueue(2, 3, 0);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      queue.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const accepted = Array.from({ length: 5 }, work);
    await expect(work()).rejects.toMatchObject({ status: 503, message: BUSY_MESSAGE });
    while (releases.length || running) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });

  it('counts reserved places as taken until they are used or given back', async () => {
    const queue = new HashQueue(1, 1, 0);
    const first = queue.reserve();
    const second = queue.reserve();
    expect(() => queue.reserve()).toThrow(BUSY_MESSAGE);
    second.cancel();
    second.cancel();
    const third = queue.reserve();
    expect(() => queue.reserve()).toThrow(BUSY_MESSAGE);
    expect(await first.run(async () => 'checked')).toBe('checked');
    // A used place is given back once its work is done; cancelling it afterwards gives nothing back twice.
    first.cancel();
    const fourth = queue.reserve();
    expect(() => queue.reserve()).toThrow(BUSY_MESSAGE);
    await Promise.all([third.run(async () => 1), fourth.run(async () => 2)]);
    expect(() => third.run(async () => 3)).toThrow('A hashing place is used once.');
  });

  it('keeps places for priority sign-ins and lets them go first in line', async () => {
    const queue = new HashQueue(1, 2, 1);
    const order: string[] = [];
    let release = () => {};
    const running = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const storm = queue.reserve();
    // The last place is kept for a priority sign-in: another storm attempt is refused, the priority one is not.
    expect(() => queue.reserve()).toThrow(BUSY_MESSAGE);
    const admin = queue.reserve(true);
    expect(() => queue.reserve(true)).toThrow(BUSY_MESSAGE);
    const waiting = [storm.run(async () => order.push('storm')), admin.run(async () => order.push('admin'))];
    release();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual(['admin', 'storm']);
  });
});
