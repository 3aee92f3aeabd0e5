import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * Long or risky work off the request thread (decision 028): one worker thread per task, with its own
 * memory limit and a time limit, at most `MAX_RUNNING` at once (the others wait their turn), so the
 * server keeps answering while a workbook is read or written, and a task that exhausts its memory
 * ends its worker, not the server.
 */

/** Two cores is the small machine; more workers than cores only slow each other down. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** How a worker ended without answering: out of memory, over time, or another failure. */
export class WorkerFailed extends Error {
  constructor(
    readonly reason: 'memory' | 'time' | 'crash',
    options?: { cause: unknown },
  ) {
    super(`worker failed: ${reason}`, options);
    this.name = 'WorkerFailed';
  }
}

export type WorkerTask = {
  /** The worker's module (a .ts file next to the caller, run by Node's own type stripping). */
  module: URL;
  data: unknown;
  /** Buffers moved to the worker rather than copied. */
  transfer?: ArrayBuffer[];
  limits: ResourceLimits;
  timeoutMs: number;
  /** Messages the worker sends before its answer (`{ progress }`), e.g. to show progress. */
  onProgress?: (progress: number) => void;
};

/**
 * Runs a worker module to its single answer (the first message that is not a `{ progress }` one).
 * Rejects with `WorkerFailed` when it runs out of memory, out of time, or ends without answering.
 */
export async function runWorker<T>(task: WorkerTask): Promise<T> {
  const done = await turn();
  try {
    return await new Promise<T>((resolve, reject) => {
      const worker = new Worker(task.module, {
        workerData: task.data,
        transferList: task.transfer,
        resourceLimits: task.limits,
        // Node's own type stripping runs the .ts module; the parent's loaders are not wanted here.
        execArgv: [],
        stdout: false,
        stderr: false,
      });
      let settled = false;
      const finish = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        action();
      };
      const timer = setTimeout(() => {
        finish(() => reject(new WorkerFailed('time')));
        void worker.terminate();
      }, task.timeoutMs);
      worker.on('message', (message: unknown) => {
        if (message && typeof message === 'object' && 'progress' in message && typeof message.progress === 'number') {
          task.onProgress?.(message.progress);
          return;
        }
        finish(() => resolve(message as T));
        void worker.terminate();
      });
      worker.on('error', (error: Error & { code?: string }) => {
        const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        finish(() => reject(new WorkerFailed(memory ? 'memory' : 'crash', { cause: error })));
      });
      worker.on('exit', () => finish(() => reject(new WorkerFailed('crash'))));
    });
  } finally {
    done();
  }
}
