/**
 * The life of one lane's engine worker (lane.ts): started on demand, given a time to load the engine,
 * told apart from the replies it sends, and thrown away whole when anything about it goes wrong (a
 * crash, a heap past its limit, an exit, a boot that never finishes). The lane decides what a failure
 * means for the job it was running; this module only reports it.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jobCrash, jobFailure, type JobOutcome } from './job-error.ts';
import { OUT_OF_MEMORY_CODE, startEngineThread, type EngineIsolation, type EngineSpawner, type EngineThread } from './engine-thread.ts';
import { resourceLimitsFor, tooMuchMemoryMessage } from './lane-limits.ts';

/** Loading the engine into a new thread takes well under a second; far longer means something is broken. */
const BOOT_LIMIT_MS = 30_000;

export interface LaneWorkerSpec {
  readonly workerUrl: URL;
  readonly workerData: unknown;
  readonly isolation: EngineIsolation;
  /** Starts the worker process instead of Node (the Electron main process's utility processes). */
  readonly spawn?: EngineSpawner | undefined;
  /** The worker's heap (V8 old + young generations), in MB. */
  readonly memoryLimitMb: number;
}

/** A job's answer as the worker posts it, under the id the lane gave the job. */
export interface WorkerReply {
  readonly id: number;
  readonly result: JobOutcome<unknown>;
}

export interface LaneWorkerEvents {
  /** The engine is loaded: the running job's clock may start. */
  readonly onReady: () => void;
  readonly onReply: (reply: WorkerReply) => void;
  /** The worker is lost; `result` is the answer for the job it was running, if any. */
  readonly onFailure: (result: JobOutcome<unknown>) => void;
}

export interface LaneWorker {
  /** Whether the engine has loaded (the worker said `ready`). */
  readonly ready: boolean;
  /** Hands a message to the worker; throws when the structured clone refuses it (nothing is sent then). */
  post(message: unknown): void;
  /** Keeps the process alive while the worker has a job. */
  ref(): void;
  /** Lets the process end while the worker is idle. */
  unref(): void;
  /** Stops listening and terminates the worker; its errors while dying are of no interest. */
  stop(): Promise<number>;
}

const errorCode = (e: unknown): string => (typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '');

/** What a worker's 'error' event means for its job: out of memory is the board's size, anything else a crash. */
const errorOutcome = (e: unknown, memoryLimitMb: number): JobOutcome<unknown> =>
  errorCode(e) === OUT_OF_MEMORY_CODE ? jobFailure('too-large', tooMuchMemoryMessage(memoryLimitMb)) : jobCrash(e);

/** A new worker, unreferenced until it has a job; undefined when none can start (no build, no threads left). */
export function startLaneWorker(spec: LaneWorkerSpec, events: LaneWorkerEvents): LaneWorker | undefined {
  if (!fs.existsSync(fileURLToPath(spec.workerUrl))) return undefined;
  let thread: EngineThread;
  try {
    thread = startEngineThread(spec.workerUrl, {
      isolation: spec.isolation,
      ...(spec.spawn === undefined ? {} : { spawn: spec.spawn }),
      workerData: spec.workerData,
      limits: resourceLimitsFor(spec.memoryLimitMb),
    });
  } catch {
    // Out of threads or file handles: the job that needed it answers `internal` (the lane), the next tries again.
    return undefined;
  }
  let ready = false;
  const bootTimer = setTimeout(
    () => events.onFailure(jobFailure('internal', `the engine worker did not start within ${BOOT_LIMIT_MS / 1000} s`)),
    BOOT_LIMIT_MS,
  );
  bootTimer.unref();
  thread.on('message', (message: WorkerReply | { readonly ready: true }) => {
    if ('ready' in message) {
      ready = true;
      clearTimeout(bootTimer);
      events.onReady();
    } else {
      events.onReply(message);
    }
  });
  thread.on('error', (e) => events.onFailure(errorOutcome(e, spec.memoryLimitMb)));
  thread.on('messageerror', (e) => events.onFailure(jobCrash(e)));
  thread.on('exit', (code) => events.onFailure(jobFailure('internal', `the engine worker stopped (exit code ${code})`)));
  thread.unref();
  return {
    get ready() {
      return ready;
    },
    post: (message) => thread.postMessage(message),
    ref: () => thread.ref(),
    unref: () => thread.unref(),
    stop: () => {
      clearTimeout(bootTimer);
      thread.removeAllListeners();
      thread.on('error', () => undefined);
      return thread.terminate();
    },
  };
}
