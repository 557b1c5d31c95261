import { parentPort } from 'node:worker_threads';

/** A stand-in render for render-pool.test.ts: echoes, fails, never ends, or grows its heap without end. */
parentPort!.on('message', (input: { echo?: string; fail?: string; spin?: boolean; grow?: boolean }) => {
  if (input.spin) for (;;);
  if (input.grow) {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  }
  if (input.fail) return parentPort!.postMessage({ error: input.fail });
  parentPort!.postMessage({ value: `${input.echo} from ${process.pid}` });
});
