/**
 * Engine work off the main thread: one worker_threads Worker runs jobs one at a time, each within a
 * wall-clock limit. The engine keeps its own budget (and answers `too-large` itself, which passes
 * through), but nothing forces a search to look at its clock often enough, so the limit is enforced
 * from outside: when it passes, the worker is terminated and a fresh one started for the next job.
 * The main thread, which serves the UI, never runs the engine and never waits on it.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { apiErr, internalError } from '../api/errors.ts';
import type { ApiResult } from '../api/trainer-api.ts';
import { runJob, type EngineJob, type JobResult } from './jobs.ts';

export const DEFAULT_TIME_LIMIT_MS = 5000;
/**
 * The engine's own budget is set this much below the hard limit, so that a search that does watch
 * its clock answers with its own `too-large` message before the thread has to be killed.
 */
const ENGINE_MARGIN_MS = 250;
/** Loading the engine into a new thread takes well under a second; far longer means something is broken. */
const BOOT_LIMIT_MS = 30_000;

export interface RunOptions {
  /** Aborting answers `cancelled`: a queued job is dropped, a running one has its worker terminated. */
  readonly signal?: AbortSignal;
}

export interface EngineRunner {
  run<J extends EngineJob>(job: J, options?: RunOptions): Promise<JobResult<J>>;
  /** Ends the worker; jobs still queued or running answer `cancelled`. Idempotent. */
  close(): Promise<void>;
}

export interface EngineRunnerOptions {
  readonly timeLimitMs?: number;
  /** The compiled worker entry; by default engine-worker.js next to this module. */
  readonly workerUrl?: URL;
  /** Accept the `spin` job (tests of the time limit). */
  readonly testJobs?: boolean;
}

/** The user-facing refusal; the limit is stated in seconds as the UI speaks of it. */
export const tooLargeMessage = (timeLimitMs: number): string =>
  `this board is too large to answer within ${Number((timeLimitMs / 1000).toFixed(3))} s`;

const engineTimeLimit = (timeLimitMs: number): number => Math.max(1, timeLimitMs - ENGINE_MARGIN_MS);

const cancelled = () => apiErr('cancelled', 'the request was cancelled');

interface Pending {
  readonly id: number;
  readonly job: EngineJob;
  readonly signal: AbortSignal | undefined;
  readonly resolve: (result: ApiResult<unknown>) => void;
  onAbort?: () => void;
}

interface WorkerReply {
  readonly id: number;
  readonly result: ApiResult<unknown>;
}

export function createEngineRunner(options: EngineRunnerOptions = {}): EngineRunner {
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const workerUrl = options.workerUrl ?? new URL('./engine-worker.js', import.meta.url);
  const queue: Pending[] = [];
  /** The running job; its clock starts once the worker has loaded the engine (`timer` set then). */
  let current: { pending: Pending; timer: NodeJS.Timeout | undefined } | undefined;
  let worker: { thread: Worker; ready: boolean; bootTimer: NodeJS.Timeout | undefined } | undefined;
  let nextId = 1;
  let closed = false;

  const settle = (pending: Pending, result: ApiResult<unknown>): void => {
    if (pending.onAbort !== undefined) pending.signal?.removeEventListener('abort', pending.onAbort);
    pending.resolve(result);
  };

  const stopThread = (thread: Worker): Promise<number> => {
    thread.removeAllListeners();
    // Termination errors are of no interest: the thread is being thrown away.
    thread.on('error', () => undefined);
    return thread.terminate();
  };

  /** Drops the worker (it may be mid-search) and starts a fresh one, so the next job need not wait for it to load. */
  const replaceWorker = (): void => {
    const old = worker;
    worker = undefined;
    if (old !== undefined) {
      clearTimeout(old.bootTimer);
      void stopThread(old.thread);
    }
    if (!closed) worker = spawn();
  };

  /** Ends the running job with `result`, replacing its worker when it may still be busy. */
  const finishCurrent = (result: ApiResult<unknown>, killWorker: boolean): void => {
    const c = current;
    if (c === undefined) return;
    current = undefined;
    clearTimeout(c.timer);
    if (killWorker) replaceWorker();
    settle(c.pending, result);
    pump();
  };

  /** The job's clock runs from when the worker can work: loading the engine is not the board's fault. */
  const startClock = (): void => {
    if (current === undefined || current.timer !== undefined || worker?.ready !== true) return;
    current.timer = setTimeout(() => finishCurrent(apiErr('too-large', tooLargeMessage(timeLimitMs)), true), timeLimitMs);
  };

  function spawn(): typeof worker {
    if (!fs.existsSync(fileURLToPath(workerUrl))) return undefined;
    const thread = new Worker(workerUrl, { workerData: { testJobs: options.testJobs === true, engineTimeLimitMs: engineTimeLimit(timeLimitMs) } });
    const entry: NonNullable<typeof worker> = { thread, ready: false, bootTimer: undefined };
    const failed = (result: ApiResult<unknown>) => {
      if (worker !== entry) return;
      if (current !== undefined) finishCurrent(result, true);
      else replaceWorkerLater();
    };
    entry.bootTimer = setTimeout(() => failed(apiErr('internal', `the engine worker did not start within ${BOOT_LIMIT_MS / 1000} s`)), BOOT_LIMIT_MS);
    entry.bootTimer.unref();
    thread.on('message', (message: WorkerReply | { readonly ready: true }) => {
      if ('ready' in message) {
        entry.ready = true;
        clearTimeout(entry.bootTimer);
        if (worker === entry) startClock();
      } else if (worker === entry && current !== undefined && message.id === current.pending.id) {
        finishCurrent(message.result, false);
      }
    });
    thread.on('error', (e) => failed(internalError(e)));
    thread.on('messageerror', (e) => failed(internalError(e)));
    thread.on('exit', (code) => failed(apiErr('internal', `the engine worker stopped (exit code ${code})`)));
    thread.unref();
    return entry;
  }

  /** An idle worker that died is simply forgotten; the next job spawns a new one. */
  function replaceWorkerLater(): void {
    const old = worker;
    worker = undefined;
    if (old !== undefined) {
      clearTimeout(old.bootTimer);
      void stopThread(old.thread);
    }
  }

  function pump(): void {
    if (closed || current !== undefined) return;
    const pending = queue.shift();
    if (pending === undefined) {
      worker?.thread.unref();
      return;
    }
    worker ??= spawn();
    if (worker === undefined) {
      settle(pending, apiErr('internal', `the engine worker is missing (${fileURLToPath(workerUrl)}); build it with npm run build:node`));
      pump();
      return;
    }
    // Referenced only while it works: an idle runner never keeps the process alive.
    worker.thread.ref();
    current = { pending, timer: undefined };
    worker.thread.postMessage({ id: pending.id, job: pending.job });
    startClock();
  }

  return {
    run<J extends EngineJob>(job: J, runOptions: RunOptions = {}): Promise<JobResult<J>> {
      return new Promise<JobResult<J>>((resolve) => {
        if (closed) return resolve(apiErr('cancelled', 'the engine runner is closed'));
        const signal = runOptions.signal;
        if (signal?.aborted === true) return resolve(cancelled());
        const pending: Pending = { id: nextId++, job, signal, resolve: resolve as (r: ApiResult<unknown>) => void };
        if (signal !== undefined) {
          pending.onAbort = () => {
            if (current?.pending === pending) {
              finishCurrent(cancelled(), true);
            } else {
              const i = queue.indexOf(pending);
              if (i >= 0) queue.splice(i, 1);
              settle(pending, cancelled());
            }
          };
          signal.addEventListener('abort', pending.onAbort, { once: true });
        }
        queue.push(pending);
        pump();
      });
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      const c = current;
      current = undefined;
      if (c !== undefined) {
        clearTimeout(c.timer);
        settle(c.pending, apiErr('cancelled', 'the engine runner was closed'));
      }
      for (const p of queue.splice(0)) settle(p, apiErr('cancelled', 'the engine runner was closed'));
      const w = worker;
      worker = undefined;
      if (w !== undefined) {
        clearTimeout(w.bootTimer);
        await stopThread(w.thread);
      }
    },
  };
}

/**
 * Runs jobs on the calling thread with the engine's own budget only: nothing can stop a search that
 * ignores its clock. For the one-shot CLI (nothing else waits on its thread) and for unit tests.
 * Jobs and results are structured-cloned, as they would be crossing to a worker.
 */
export function createInProcessRunner(options: { readonly timeLimitMs?: number; readonly testJobs?: boolean } = {}): EngineRunner {
  const engineTimeLimitMs = engineTimeLimit(options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  let closed = false;
  return {
    run<J extends EngineJob>(job: J, runOptions: RunOptions = {}): Promise<JobResult<J>> {
      if (closed) return Promise.resolve(apiErr('cancelled', 'the engine runner is closed'));
      if (runOptions.signal?.aborted === true) return Promise.resolve(cancelled());
      try {
        const result = runJob(structuredClone(job), { engineTimeLimitMs, allowTestJobs: options.testJobs === true });
        return Promise.resolve(structuredClone(result));
      } catch (e) {
        return Promise.resolve(internalError(e));
      }
    },
    close(): Promise<void> {
      closed = true;
      return Promise.resolve();
    },
  };
}

/** The same runner with every job tied to `signal` (the browser host aborts when a client goes away). */
export const withSignal = (runner: EngineRunner, signal: AbortSignal): EngineRunner => ({
  run: (job, options = {}) => runner.run(job, { ...options, signal: options.signal ?? signal }),
  close: () => runner.close(),
});
