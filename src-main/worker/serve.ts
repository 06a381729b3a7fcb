/**
 * The worker side of the runner's protocol: answers each `{id, job}` message with `{id, result}`, one
 * at a time, and says `{ready: true}` once loaded. An answer that cannot be posted (a result the
 * structured clone refuses) is replaced by an `internal` answer, so the runner never waits for a reply
 * that will not come. The handler is a parameter so that the tests' worker can add jobs of its own
 * (a runaway search, a crash) without production code knowing them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { jobCrash, type JobOutcome } from './job-error.ts';
import type { JobOptions } from './jobs.ts';
import { WORKER_DATA_ENV } from './engine-thread.ts';

export interface JobMessage {
  readonly id: number;
  readonly job: unknown;
}

export type JobHandler = (job: unknown) => JobOutcome<unknown>;

/** The runner's end of the channel: a worker thread's parentPort, or a child process's IPC channel. */
export interface RunnerPort {
  on(event: 'message', listener: (message: JobMessage) => void): unknown;
  postMessage(message: unknown): void;
}

/** The parent's port of an Electron utility process (`process.parentPort`): messages arrive as events holding `data`. */
interface UtilityParentPort {
  on(event: 'message', listener: (event: { readonly data: unknown }) => void): unknown;
  postMessage(message: unknown): void;
}

const settingsFromEnv = (): unknown => {
  const raw = process.env[WORKER_DATA_ENV];
  return raw === undefined ? null : (JSON.parse(raw) as unknown);
};

/**
 * The channel to the runner and the worker's settings, wherever this worker was started
 * (engine-thread.ts): as a thread (parentPort, workerData), as an Electron utility process
 * (process.parentPort; electron/engine-process.ts) or as a child process (its IPC channel); a process
 * finds its settings in an environment variable. A child whose runner goes away ends with it (Electron
 * ends a utility process with the app itself).
 */
export function connectToRunner(): { readonly port: RunnerPort; readonly data: unknown } {
  if (parentPort !== null) return { port: parentPort, data: workerData };
  const utilityPort = (process as { parentPort?: UtilityParentPort }).parentPort;
  if (utilityPort !== undefined) {
    const port: RunnerPort = {
      on: (_event, listener) => utilityPort.on('message', (event) => listener(event.data as JobMessage)),
      postMessage: (message) => utilityPort.postMessage(message),
    };
    return { port, data: settingsFromEnv() };
  }
  const send = process.send?.bind(process);
  if (send === undefined) throw new Error('an engine worker runs as a worker thread or a child process of the runner, not as a script');
  process.on('disconnect', () => process.exit(0));
  const port: RunnerPort = {
    on: (_event, listener) => process.on('message', listener as (message: unknown) => void),
    postMessage: (message) => {
      send(message as object);
    },
  };
  return { port, data: settingsFromEnv() };
}

/** The settings a runner hands its workers (runner.ts). */
export interface WorkerSettings {
  readonly engineTimeLimitMs?: number;
  /** Read the engine's budget on this process's CPU time (a worker process: its CPU time is the job's alone). */
  readonly cpuClock?: boolean;
  /** How far below normal this lane's worker runs (runner.ts, thread-priority.ts). */
  readonly niceness?: number;
  /**
   * A worker process's memory limit in MB: its engine also reads its heap and off-heap memory against
   * it. V8's heap limit alone misses the typed arrays the engine keeps its pools and states in.
   */
  readonly memoryLimitMb?: number;
}

/** Milliseconds of CPU time (user + system) this process has used. */
const cpuClock = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** The JavaScript heap and the memory outside it (typed arrays) this process uses, in bytes. */
const engineMemoryInUse = (): number => {
  const used = process.memoryUsage();
  return used.heapUsed + used.external;
};

/** The engine options of every job of a worker started with `data` (connectToRunner). */
export function jobOptionsOf(data: unknown): JobOptions {
  const settings = (data ?? {}) as WorkerSettings;
  return {
    ...(settings.engineTimeLimitMs === undefined ? {} : { engineTimeLimitMs: settings.engineTimeLimitMs }),
    ...(settings.cpuClock === true ? { engineClock: cpuClock } : {}),
    ...(settings.memoryLimitMb === undefined ? {} : { engineMemory: { read: engineMemoryInUse, limitBytes: settings.memoryLimitMb * 2 ** 20 } }),
  };
}

export function serveJobs(port: RunnerPort, handle: JobHandler): void {
  port.on('message', (message: JobMessage) => {
    let result: JobOutcome<unknown>;
    try {
      result = handle(message.job);
    } catch (e) {
      result = jobCrash(e);
    }
    try {
      port.postMessage({ id: message.id, result });
    } catch (e) {
      port.postMessage({ id: message.id, result: jobCrash(e) });
    }
  });
  // The engine is loaded (static imports run first): the runner starts a job's clock from here.
  port.postMessage({ ready: true });
}
