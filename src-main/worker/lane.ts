/**
 * One lane of the engine runner: a worker (lane-worker.ts) that runs jobs one at a time, each within a
 * wall-clock limit and under V8 heap limits (lane-limits.ts), and a bounded queue in front of it.
 * The engine keeps its own budget (and answers `too-large` itself, which passes through), but nothing
 * forces a search to look at its clock often enough, so the limits are also enforced from outside: past
 * the time limit, or when the heap limit is hit, the worker is terminated and a fresh one started.
 * Whatever goes wrong with one job (it cannot be posted, the worker crashes, runs out of memory or is
 * too slow) answers that job alone: the queue always moves on to the next.
 */
import { fileURLToPath } from 'node:url';
import { jobFailure, type JobOutcome } from './job-error.ts';
import type { EngineIsolation, EngineSpawner } from './engine-thread.ts';
import { busyMessage, tooLargeMessage } from './lane-limits.ts';
import { startLaneWorker, type LaneWorker } from './lane-worker.ts';

export interface LaneOptions {
  readonly workerUrl: URL;
  readonly workerData: unknown;
  /** A child process (OOM of any kind dies alone) or a worker thread (engine-thread.ts says when). */
  readonly isolation: EngineIsolation;
  /** Starts the worker process instead of Node (engine-thread.ts EngineSpawner). */
  readonly spawn?: EngineSpawner | undefined;
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

const cancelled = () => jobFailure('cancelled', 'the request was cancelled');
const closedRunner = () => jobFailure('cancelled', 'the engine runner was closed');

/** A job from the moment `run` accepts it until it is answered. */
interface Pending {
  readonly id: number;
  readonly job: unknown;
  readonly signal: AbortSignal | undefined;
  readonly resolve: (result: JobOutcome<unknown>) => void;
  onAbort?: () => void;
}

/** The job the worker has; its clock starts once the worker has loaded the engine (`timer` set then). */
interface Running {
  readonly pending: Pending;
  timer: NodeJS.Timeout | undefined;
}

/** Answers a job, once: its abort listener goes with it. */
const settle = (pending: Pending, result: JobOutcome<unknown>): void => {
  if (pending.onAbort !== undefined) pending.signal?.removeEventListener('abort', pending.onAbort);
  pending.resolve(result);
};

/** The running job's slot: the job the worker has, the worker itself and the job's clock. */
interface WorkerSlot {
  /** Whether a job is running. */
  readonly busy: boolean;
  /** Whether `pending` is the running job. */
  holds(pending: Pending): boolean;
  /** Runs `pending` (the slot is free), starting a worker if there is none. */
  start(pending: Pending): void;
  /** Ends the running job as `cancelled`; its worker, which may still be busy, is replaced. */
  cancelRunning(): void;
  /** Lets the process end while no job runs. */
  idle(): void;
  /** Answers the running job `result` and stops the worker; the slot takes no job after. */
  close(result: JobOutcome<unknown>): Promise<void>;
}

/**
 * The slot in which a lane's jobs run one at a time: it posts the job, times it, and answers it with the
 * worker's reply or with what went wrong; `onFree` hears each time it can take the next job.
 */
function createWorkerSlot(options: LaneOptions, onFree: () => void): WorkerSlot {
  const { timeLimitMs, workerUrl } = options;
  let current: Running | undefined;
  let worker: LaneWorker | undefined;
  let closed = false;

  const dropWorker = (): void => {
    const lost = worker;
    worker = undefined;
    void lost?.stop();
  };

  /** Ends the running job with `result`; a worker that may still be busy is replaced by a fresh one. */
  const finishCurrent = (result: JobOutcome<unknown>, killWorker: boolean): void => {
    const running = current;
    if (running === undefined) return;
    current = undefined;
    clearTimeout(running.timer);
    if (killWorker) {
      dropWorker();
      // Started now, so that the next job need not wait for the engine to load — right after this
      // answer is out (starting a worker process takes a moment on a busy machine); a queued job
      // starts one at once (start).
      setImmediate(() => {
        if (!closed && worker === undefined) worker = spawn();
      });
    }
    settle(running.pending, result);
    onFree();
  };

  /** The job's clock runs from when the worker can work: loading the engine is not the board's fault. */
  const startClock = (): void => {
    if (current === undefined || current.timer !== undefined || worker?.ready !== true) return;
    current.timer = setTimeout(() => finishCurrent(jobFailure('too-large', tooLargeMessage(timeLimitMs)), true), timeLimitMs);
  };

  /** A new worker whose events count only while it is the slot's worker. */
  function spawn(): LaneWorker | undefined {
    const started = startLaneWorker(options, {
      onReady: () => {
        if (worker === started) startClock();
      },
      onReply: (reply) => {
        if (worker === started && current !== undefined && reply.id === current.pending.id) finishCurrent(reply.result, false);
      },
      onFailure: (result) => {
        if (worker !== started) return;
        if (current !== undefined) finishCurrent(result, true);
        else dropWorker();
      },
    });
    return started;
  }

  return {
    get busy() {
      return current !== undefined;
    },
    holds: (pending) => current?.pending === pending,
    start(pending) {
      worker ??= spawn();
      if (worker === undefined) {
        settle(pending, jobFailure('internal', `the engine worker cannot start (${fileURLToPath(workerUrl)}); build it with npm run build:node`));
        onFree();
        return;
      }
      // Referenced only while it works: an idle runner never keeps the process alive.
      worker.ref();
      current = { pending, timer: undefined };
      try {
        worker.post({ id: pending.id, job: pending.job });
      } catch (e) {
        // The structured clone refused the job (too deep, or not plain data): nothing reached the
        // worker, which stays as it was; this job alone fails.
        finishCurrent(jobFailure('bad-input', `the request cannot be handed to the engine: ${e instanceof Error ? e.message : String(e)}`), false);
        return;
      }
      startClock();
    },
    cancelRunning: () => finishCurrent(cancelled(), true),
    idle: () => worker?.unref(),
    async close(result) {
      closed = true;
      const running = current;
      current = undefined;
      if (running !== undefined) {
        clearTimeout(running.timer);
        settle(running.pending, result);
      }
      const last = worker;
      worker = undefined;
      await last?.stop();
    },
  };
}

export function createLane(options: LaneOptions): Lane {
  const { maxQueued } = options;
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  /** Hands the next queued job to the slot, when the slot is free. */
  const pump = (): void => {
    if (closed || slot.busy) return;
    const pending = queue.shift();
    if (pending === undefined) slot.idle();
    else slot.start(pending);
  };
  const slot = createWorkerSlot(options, pump);

  /** Aborting a job drops it from the queue, or ends it and its worker when it is running. */
  const abortOf = (pending: Pending) => (): void => {
    if (slot.holds(pending)) {
      slot.cancelRunning();
      return;
    }
    const position = queue.indexOf(pending);
    if (position >= 0) queue.splice(position, 1);
    settle(pending, cancelled());
  };

  return {
    run(job: unknown, runOptions: LaneRunOptions = {}): Promise<JobOutcome<unknown>> {
      return new Promise<JobOutcome<unknown>>((resolve) => {
        if (closed) return resolve(jobFailure('cancelled', 'the engine runner is closed'));
        const signal = runOptions.signal;
        if (signal?.aborted === true) return resolve(cancelled());
        if (slot.busy && queue.length >= maxQueued) return resolve(jobFailure('busy', busyMessage(maxQueued)));
        const pending: Pending = { id: nextId++, job, signal, resolve };
        if (signal !== undefined) {
          pending.onAbort = abortOf(pending);
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
      const stopped = slot.close(closedRunner());
      for (const waiting of queue.splice(0)) settle(waiting, closedRunner());
      await stopped;
    },
  };
}
