import type { PlayerEventBatch } from '@signage/contract/reports';
import { describe, expect, it } from 'vitest';
import { PlayerEventQueue } from './event-queue.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 6, 1, 10, minute));

describe('a player event queue', () => {
  it('numbers events in order with their UTC time, offset and zone', () => {
    const queue = new PlayerEventQueue({ send: async () => undefined, firstSequence: 41 });
    const play = queue.record({ kind: 'playback', media_id: 7 }, at(0), 'Europe/Berlin');
    const touch = queue.record({ kind: 'touch', event_name: 'tap', media_uri: 'menu.html' }, at(1), '+05:30');
    expect(play).toEqual({
      sequence: 41,
      occurred_at: '2026-07-01T10:00:00.000Z',
      utc_offset_minutes: 120,
      time_zone: 'Europe/Berlin',
      kind: 'playback',
      media_id: 7,
    });
    expect(touch).toMatchObject({ sequence: 42, utc_offset_minutes: 330, event_name: 'tap' });
    expect(queue.nextSequence).toBe(43);
    expect(queue.pending).toBe(2);
  });

  it('keeps the backlog while the service is unreachable and sends it, oldest first, once it answers', async () => {
    const batches: PlayerEventBatch[] = [];
    let online = false;
    const queue = new PlayerEventQueue({
      maxBatch: 2,
      send: async (batch) => {
        if (!online) throw new Error('fetch failed');
        batches.push(batch);
      },
    });
    for (let i = 0; i < 5; i++) queue.record({ kind: 'connectivity', event_name: 'online' }, at(i), 'UTC');
    await expect(queue.flush()).rejects.toThrow('fetch failed');
    expect(queue.pending).toBe(5);
    online = true;
    expect(await queue.flush()).toBe(5);
    expect(queue.pending).toBe(0);
    expect(batches.map((b) => [b.events.map((e) => e.sequence), b.pending])).toEqual([
      [[1, 2], 3],
      [[3, 4], 1],
      [[5], 0],
    ]);
    expect(new Set(batches.map((b) => b.idempotency_key)).size).toBe(3);
    expect(batches[0]!.idempotency_key).toMatch(/-1-2$/);
  });

  it('sends a batch again under the same idempotency key after a lost answer', async () => {
    const keys: string[] = [];
    let lose = true;
    const queue = new PlayerEventQueue({
      send: async (batch) => {
        keys.push(batch.idempotency_key);
        if (lose) {
          lose = false;
          throw new Error('socket hang up');
        }
      },
    });
    queue.record({ kind: 'playback', media_id: 1 }, at(0), 'UTC');
    await queue.flush().catch(() => undefined);
    await queue.flush();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('drops the oldest past its backlog limit, leaving a gap in the sequence', () => {
    const queue = new PlayerEventQueue({ send: async () => undefined, maxBacklog: 3 });
    for (let i = 0; i < 5; i++) queue.record({ kind: 'playback', media_id: 1 }, at(i), 'UTC');
    expect(queue.pending).toBe(3);
    expect(queue.dropped).toBe(2);
  });

  it('keeps events recorded during a flush for the next one', async () => {
    let release: () => void = () => undefined;
    const sent: number[][] = [];
    const queue = new PlayerEventQueue({
      send: (batch) => {
        sent.push(batch.events.map((e) => e.sequence));
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    queue.record({ kind: 'playback', media_id: 1 }, at(0), 'UTC');
    const flushing = queue.flush();
    queue.record({ kind: 'playback', media_id: 1 }, at(1), 'UTC');
    release();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await flushing;
    expect(sent).toEqual([[1], [2]]);
    expect(queue.pending).toBe(0);
  });
});
