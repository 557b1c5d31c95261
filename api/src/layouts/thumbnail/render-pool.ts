import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** How many renders run at once, and what one may take before it is given up as too complex. */
export interface RenderBudget {
  /** Worker threads (THUMBNAIL_WORKERS); renders beyond them wait in the queue. */
  workers: number;
  /** A render still running after this long is stopped: its worker is terminated, and a new one started. */
  timeoutMs: number;
  /** The worker's heap (resourceLimits.maxOldGenerationSizeMb); a render that needs more ends its worker. */
  memoryMb: number;
}

export const DEFAULT_RENDER_BUDGET: RenderBudget = { workers: 1, timeoutMs: 10_000, memoryMb: 256 };

/** A worker's answer: its value, or the budget it went past. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; over: 'time' | 'memory' };

/** Runs one input on the worker a task was given. */
export type Exec<I, R> = (input: I, transfer?: readonly ArrayBuffer[]) => Promise<Outcome<R>>;

interface Job<I, R, T> {
  key: string | number;
  task: (exec: Exec<I, R>) => Promise<T>;
  promise: Promise<T>;
  start(): void;
  cancel(error: Error): void;
}

/**
 * A worker thread for `url` that says `{ ready: true }` once its module has loaded, so its budget counts the render
 * and not the start. A TypeScript file (npm start and the tests run the sources through tsx) gets tsx registered in
 * the thread first: on Node 20 a worker ignores the tsx loader its process was started with, and `--import tsx` in
 * its execArgv, and fails on the ".ts" extension.
 */
function startWorker(url: URL, options: WorkerOptions): Worker {
  let load = `import(${JSON.stringify(url.href)})`;
  if (url.pathname.endsWith('.ts')) {
    const require = createRequire(import.meta.url);
    const tsxPackage = require.resolve('tsx/package.json');
    const api = pathToFileURL(join(dirname(tsxPackage), require(tsxPackage).exports['./esm/api'].import.default));
    load = `import(${JSON.stringify(api.href)}).then((tsx) => { tsx.register(); return ${load}; })`;
  }
  const bootstrap = `${load}.then(() => require('node:worker_threads').parentPort.postMessage({ ready: true }));`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** One worker thread, started on first use and again after it was stopped for going over budget. */
class Slot<I, R> {
  #worker: { worker: Worker; ready: Promise<void> } | undefined;

  constructor(
    private readonly url: URL,
    private readonly budget: RenderBudget,
  ) {}

  exec: Exec<I, R> = async (input, transfer = []) => {
    const { worker, ready } = this.#spawn();
    await ready;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const stop = (over: 'time' | 'memory') => {
        done();
        this.#drop(worker);
        resolve({ ok: false, over });
      };
      const onMessage = (message: { value?: R; error?: string }) => {
        done();
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve({ ok: true, value: message.value as R });
      };
      // A worker past its heap limit ends with ERR_WORKER_OUT_OF_MEMORY; any other death is not the input's fault.
      const onError = (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return stop('memory');
        done();
        this.#drop(worker);
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        this.#drop(worker);
        reject(new Error(`The render worker stopped (exit code ${code}).`));
      };
      const timer = setTimeout(() => stop('time'), this.budget.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(input, transfer as ArrayBuffer[]);
    });
  };

  #spawn(): { worker: Worker; ready: Promise<void> } {
    if (this.#worker) return this.#worker;
    const worker = startWorker(this.url, {
      resourceLimits: { maxOldGenerationSizeMb: this.budget.memoryMb },
      stdout: false,
      stderr: false,
    });
    // An idle worker must not keep the process alive.
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        this.#drop(worker);
        reject(error);
      };
      // Stopped while starting (the service closing, or a budget): whoever waits hears it instead of waiting on.
      const exited = (code: number) => fail(new Error(`The render worker stopped (exit code ${code}).`));
      worker.once('message', () => {
        worker.off('error', fail);
        worker.off('exit', exited);
        resolve();
      });
      worker.once('error', fail);
      worker.once('exit', exited);
    });
    this.#worker = { worker, ready };
    return this.#worker;
  }

  #drop(worker: Worker) {
    if (this.#worker?.worker === worker) this.#worker = undefined;
    void worker.terminate();
  }

  close() {
    if (this.#worker) this.#drop(this.#worker.worker);
  }
}

/**
 * A fixed number of worker threads running tasks from a queue, off the event loop that answers requests. A task
 * asked for while one with the same key is still queued joins it (it has not read its input yet, so it renders
 * the newest). Each task runs on one worker; a worker past its time or memory budget is replaced.
 */
export class RenderPool<I, R> {
  readonly #slots: Slot<I, R>[];
  readonly #free: Slot<I, R>[];
  readonly #queue: Job<I, R, unknown>[] = [];

  constructor(url: URL, budget: RenderBudget) {
    this.#slots = Array.from({ length: Math.max(1, budget.workers) }, () => new Slot<I, R>(url, budget));
    this.#free = [...this.#slots];
  }

  /** Tasks waiting for a worker. */
  get queued(): number {
    return this.#queue.length;
  }

  run<T>(key: string | number, task: (exec: Exec<I, R>) => Promise<T>): Promise<T> {
    const waiting = this.#queue.find((job) => job.key === key);
    if (waiting) return waiting.promise as Promise<T>;
    let start!: () => void;
    let cancel!: (error: Error) => void;
    const promise = new Promise<T>((resolve, reject) => {
      cancel = reject;
      start = () => {
        const slot = this.#free.pop()!;
        task(slot.exec)
          .then(resolve, reject)
          .finally(() => {
            this.#free.push(slot);
            this.#next();
          });
      };
    });
    this.#queue.push({ key, task, promise, start, cancel } as Job<I, R, unknown>);
    this.#next();
    return promise;
  }

  #next() {
    while (this.#free.length && this.#queue.length) this.#queue.shift()!.start();
  }

  /** Stops every worker (the service is closing); tasks still queued fail without starting. */
  close() {
    for (const job of this.#queue.splice(0)) job.cancel(new Error('The service is closing.'));
    for (const slot of this.#slots) slot.close();
  }
}
