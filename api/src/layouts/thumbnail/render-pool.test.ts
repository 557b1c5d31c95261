import { afterEach, describe, expect, it } from 'vitest';
import { RenderPool } from './render-pool.ts';

type Input = { echo?: string; fail?: string; spin?: boolean; grow?: boolean };
const url = new URL('./render-pool.test-worker.ts', import.meta.url);
let pool: RenderPool<Input, string>;
afterEach(() => pool?.close());

describe('RenderPool', () => {
  it('runs a TypeScript worker and answers what it answers', async () => {
    pool = new RenderPool(url, { workers: 1, timeoutMs: 30_000, memoryMb: 64 });
    expect(await pool.run(1, (exec) => exec({ echo: 'hi' }))).toEqual({ ok: true, value: `hi from ${process.pid}` });
    await expect(pool.run(1, (exec) => exec({ fail: 'bad input' }))).rejects.toThrow('bad input');
  });

  it('stops a render past its time budget and serves the next one on a new worker', async () => {
    pool = new RenderPool(url, { workers: 1, timeoutMs: 300, memoryMb: 64 });
    const stuck = pool.run(1, (exec) => exec({ spin: true }));
    const next = pool.run(2, (exec) => exec({ echo: 'after' }));
    expect(await stuck).toEqual({ ok: false, over: 'time' });
    expect(await next).toMatchObject({ ok: true, value: expect.stringContaining('after') });
  });

  it('ends a render whose worker is stopped while it starts, instead of leaving its request waiting', async () => {
    pool = new RenderPool(url, { workers: 1, timeoutMs: 30_000, memoryMb: 64 });
    const starting = pool.run(1, (exec) => exec({ echo: 'late' }));
    pool.close();
    await expect(starting).rejects.toThrow('The render worker stopped');
  });

  it('stops a render past its memory budget', async () => {
    pool = new RenderPool(url, { workers: 1, timeoutMs: 60_000, memoryMb: 32 });
    expect(await pool.run(1, (exec) => exec({ grow: true }))).toEqual({ ok: false, over: 'memory' });
    expect(await pool.run(1, (exec) => exec({ echo: 'again' }))).toMatchObject({ ok: true });
  });

  it('runs at most its number of workers at once, and joins a task to the one queued with its key', async () => {
    pool = new RenderPool(url, { workers: 1, timeoutMs: 30_000, memoryMb: 64 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const task = (echo: string) => async (exec: (input: Input) => Promise<unknown>) => {
      started++;
      return exec({ echo });
    };
    const first = pool.run(7, async (exec) => {
      started++;
      await held;
      return exec({ echo: 'first' });
    });
    const second = pool.run(8, task('second'));
    const joined = pool.run(8, task('joined'));
    expect(started).toBe(1);
    expect(pool.queued).toBe(1);
    release();
    await first;
    expect(await second).toBe(await joined);
    expect(await joined).toMatchObject({ value: expect.stringContaining('second') });
    expect(started).toBe(2);
  });
});
