import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, HashQueue } from './hash-queue.ts';

describe('HashQueue', () => {
  it('runs at most maxConcurrent at once, queues maxQueued more and refuses the rest with 503', async () => {
    const queue = new HashQueue(2, 3);
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
});
