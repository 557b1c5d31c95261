import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.ts';

describe('Mailbox', () => {
  it('keeps only the latest entries when the reader falls behind', async () => {
    const box = new Mailbox<number>(2);
    for (const n of [1, 2, 3, 4]) box.push(n);
    expect(box.dropped).toBe(2);
    expect(await box.next()).toEqual({ value: 3, done: false });
    expect(await box.next()).toEqual({ value: 4, done: false });
  });

  it('hands an entry straight to a waiting reader', async () => {
    const box = new Mailbox<string>(1);
    const waiting = box.next();
    box.push('shot');
    expect(await waiting).toEqual({ value: 'shot', done: false });
  });

  it('ends a pending read at once on return() and releases exactly once', async () => {
    let released = 0;
    const box = new Mailbox<number>(1, () => released++);
    const waiting = box.next();
    await box.return();
    expect(await waiting).toEqual({ value: undefined, done: true });
    await box.return();
    box.push(1);
    expect(await box.next()).toEqual({ value: undefined, done: true });
    expect(released).toBe(1);
  });
});
