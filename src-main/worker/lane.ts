/**
 * One lane of the engine runner: a worker_threads Worker that runs jobs one at a time, each within a
 * wall-clock limit and under V8 heap limits (`resourceLimits`), and a bounded queue in front of it.
 * The engine keeps its own budget (and answers `too-large` itself, which passes through), but nothing
 * forces a search to look at its clock often enough, so the limits are also enforced from outside: past
 * the time limit, or when the heap limit is hit, the worker is terminated and a fresh one started.
 * Whatever goes wrong with one job (it cannot be posted, the worker crashes, runs out of memory or is
 * too slow) answers that job alone: the queue always moves on to the next.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jobCrash, jobFailure, type JobOutcome } from './job-error.ts';
import { OUT_OF_MEMORY_CODE, startEngineThread, type EngineIsolation, type EngineThread } from './engine-thread.ts';

/** Loading the engine into a new thread takes well under a second; far longer means something is broken. */
const BOOT_LIMIT_MS = 30_000;

export interface LaneOptions {
  readonly workerUrl: URL;
  readonly workerData: unknown;
  /** A child process (OOM of any kind dies alone) or a worker thread (engine-thread.ts says when). */
  readonly isolation: EngineIsolation;
  readonly timeLimitMs: number;
  /** The worker's heap (V8 old + young generations), in MB. */
  readonly memoryLimitMb: number;
  /** Jobs that may wait behind the running one; more answer `busy` at once. */
  readonly maxQueued: number;
}

export interface LaneRunOptions {
  /** Aborting answers `cancelled`: a queued job is dropped, a running one has its worker terminated. */
  readonly signal?: AbortSignal;
}

export interface Lane {
  run(job: unknown, options?: LaneRunOptions): Promise<JobOutcome<unknown>>;
  /** Jobs waiting, the running one excluded. */
  readonly queued: number;
  close(): Promise<void>;
}

/** The user-facing refusals; limits are stated as the UI speaks of them. */
export const tooLargeMessage = (timeLimitMs: number): string =>
  `this board is too large to answer within ${Number((timeLimitMs / 1000).toFixed(3))} s`;
export const tooMuchMemoryMessage = (memoryLimitMb: number): string => `this board needs more than ${memoryLimitMb} MB of memory to answer`;
export const busyMessage = (maxQueued: number): string => `the engine is busy: ${maxQueued} requests are already waiting; try again in a moment`;

const cancelled = () => jobFailure('cancelled', 'the request was cancelled');

/** A young generation of 1/8 of the heap (at least 8 MB): large enough that short-lived search states stay cheap. */
export const resourceLimitsFor = (memoryLimitMb: number) => {
  const young = Math.max(8, Math.floor(memoryLimitMb / 8));
  return { maxOldGenerationSizeMb: Math.max(16, memoryLimitMb - young), maxYoungGenerationSizeMb: young, stackSizeMb: 4 };
};

interface Pending {
  readonly id: number;
  readonly job: unknown;
  readonly signal: AbortSignal | undefined;
  readonly resolve: (result: JobOutcome<unknown>) => void;
  onAbort?: () => void;
}

interface WorkerReply {
  readonly id: number;
  readonly result: JobOutcome<unknown>;
}

interface WorkerEntry {
  readonly thread: EngineThread;
  ready: boolean;
  bootTimer: NodeJS.Timeout | undefined;
}

const errorCode = (e: unknown): string => (typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '');

export function createLane(options: LaneOptions): Lane {
  const { timeLimitMs, memoryLimitMb, workerUrl } = options;
  const queue: Pending[] = [];
  /** The running job; its clock starts once the worker has loaded the engine (`timer` set then). */
  let current: { pending: Pending; timer: NodeJS.Timeout | undefined } | undefined;
  let worker: WorkerEntry | undefined;
  let nextId = 1;
  let closed = false;

  const settle = (pending: Pending, result: JobOutcome<unknown>): void => {
    if (pending.onAbort !== undefined) pending.signal?.removeEventListener('abort', pending.onAbort);
    pending.resolve(result);
  };

  const stopThread = (thread: EngineThread): Promise<number> => {
    thread.removeAllListeners();
    // Termination errors are of no interest: the thread is being thrown away.
    thread.on('error', () => undefined);
    return thread.terminate();
  };

  const dropWorker = (): void => {
    const old = worker;
    worker = undefined;
    if (old !== undefined) {
      clearTimeout(old.bootTimer);
      void stopThread(old.thread);
    }
  };

  /** Ends the running job with `result`; a worker that may still be busy is replaced by a fresh one. */
  const finishCurrent = (result: JobOutcome<unknown>, killWorker: boolean): void => {
    const c = current;
    if (c === undefined) return;
    current = undefined;
    clearTimeout(c.timer);
    if (killWorker) {
      dropWorker();
      // Started now, so that the next job need not wait for the engine to load — right after this
      // answer is out (starting a worker process takes a moment on a busy machine); a queued job
      // starts one at once (pump).
      setImmediate(() => {
        if (!closed && worker === undefined) worker = spawn();
      });
    }
    settle(c.pending, result);
    pump();
  };

  /** The job's clock runs from when the worker can work: loading the engine is not the board's fault. */
  const startClock = (): void => {
    if (current === undefined || current.timer !== undefined || worker?.ready !== true) return;
    current.timer = setTimeout(() => finishCurrent(jobFailure('too-large', tooLargeMessage(timeLimitMs)), true), timeLimitMs);
  };

  function spawn(): WorkerEntry | undefined {
    if (!fs.existsSync(fileURLToPath(workerUrl))) return undefined;
    let thread: EngineThread;
    try {
      thread = startEngineThread(workerUrl, { isolation: options.isolation, workerData: options.workerData, limits: resourceLimitsFor(memoryLimitMb) });
    } catch {
      // Out of threads or file handles: the job that needed it answers `internal` (pump), the next tries again.
      return undefined;
    }
    const entry: WorkerEntry = { thread, ready: false, bootTimer: undefined };
    const failed = (result: JobOutcome<unknown>) => {
      if (worker !== entry) return;
      if (current !== undefined) finishCurrent(result, true);
      else dropWorker();
    };
    entry.bootTimer = setTimeout(() => failed(jobFailure('internal', `the engine worker did not start within ${BOOT_LIMIT_MS / 1000} s`)), BOOT_LIMIT_MS);
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
    thread.on('error', (e) =>
      failed(errorCode(e) === OUT_OF_MEMORY_CODE ? jobFailure('too-large', tooMuchMemoryMessage(memoryLimitMb)) : jobCrash(e)),
    );
    thread.on('messageerror', (e) => failed(jobCrash(e)));
    thread.on('exit', (code) => failed(jobFailure('internal', `the engine worker stopped (exit code ${code})`)));
    thread.unref();
    return entry;
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
      settle(pending, jobFailure('internal', `the engine worker cannot start (${fileURLToPath(workerUrl)}); build it with npm run build:node`));
      pump();
      return;
    }
    // Referenced only while it works: an idle runner never keeps the process alive.
    worker.thread.ref();
    current = { pending, timer: undefined };
    try {
      worker.thread.postMessage({ id: pending.id, job: pending.job });
    } catch (e) {
      // The structured clone refused the job (too deep, or not plain data): nothing reached the
      // worker, which stays as it was; this job alone fails.
      finishCurrent(jobFailure('bad-input', `the request cannot be handed to the engine: ${e instanceof Error ? e.message : String(e)}`), false);
      return;
    }
    startClock();
  }

  return {
    run(job: unknown, runOptions: LaneRunOptions = {}): Promise<JobOutcome<unknown>> {
      return new Promise<JobOutcome<unknown>>((resolve) => {
        if (closed) return resolve(jobFailure('cancelled', 'the engine runner is closed'));
        const signal = runOptions.signal;
        if (signal?.aborted === true) return resolve(cancelled());
        if (current !== undefined && queue.length >= options.maxQueued) return resolve(jobFailure('busy', busyMessage(options.maxQueued)));
        const pending: Pending = { id: nextId++, job, signal, resolve };
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

    get queued(): number {
      return queue.length;
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      const c = current;
      current = undefined;
      if (c !== undefined) {
        clearTimeout(c.timer);
        settle(c.pending, jobFailure('cancelled', 'the engine runner was closed'));
      }
      for (const p of queue.splice(0)) settle(p, jobFailure('cancelled', 'the engine runner was closed'));
      const w = worker;
      worker = undefined;
      if (w !== undefined) {
        clearTimeout(w.bootTimer);
        await stopThread(w.thread);
      }
    },
  };
}
