/**
 * Where a lane's engine worker runs (lane.ts): a child process or a worker thread, behind the one
 * interface the lane uses (the shape of worker_threads' Worker).
 *
 * A child process is the default wherever Node can start one (the browser host, the CLI's `serve`).
 * Why: V8 cannot always stop a worker THREAD that runs out of heap. A thread past its `resourceLimits`
 * is terminated cleanly only if its allocations come in small steps; one large allocation past the
 * limit (an array grown to a billion entries, a table rehashed at 16 million) is a fatal error of the
 * whole PROCESS, which took the browser host down with every learner's session. A child process that
 * dies of it dies alone: its exit is read as "out of memory" and answered `too-large`, and the lane
 * starts a fresh one. Its CPU time is its own too, so the engine's clock (process.cpuUsage) counts only
 * the job's work, whatever else the machine does.
 *
 * The Electron main process cannot fork itself as plain Node (the packaged app's RunAsNode fuse is off,
 * docs/security.md "Packaging"), so it hands the runner a spawner (`EngineSpawner`) that starts each
 * worker as an Electron utility process (electron/engine-process.ts): a process of its own all the same.
 * Worker threads remain for tests that compare the two clocks.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerHeapLimits } from './lane-limits.ts';

export const ENGINE_ISOLATIONS = ['process', 'thread'] as const;
export type EngineIsolation = (typeof ENGINE_ISOLATIONS)[number];

/** The part of worker_threads' Worker a lane uses. */
export interface EngineThread {
  postMessage(message: unknown): void;
  /** 'message' (a reply), 'error' and 'messageerror' (an Error), 'exit' (the exit code). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Worker's and EventEmitter's own listener type
  on(event: 'message' | 'error' | 'messageerror' | 'exit', listener: (...args: any[]) => void): this;
  removeAllListeners(): this;
  terminate(): Promise<number>;
  ref(): void;
  unref(): void;
}

/** The error code of worker_threads for a worker past its heap limit; a child process's OOM is reported with it too. */
export const OUT_OF_MEMORY_CODE = 'ERR_WORKER_OUT_OF_MEMORY';

/** How a child process gets the `workerData` a thread would get (serve.ts reads it back). */
export const WORKER_DATA_ENV = 'ATTACK_TRAINER_WORKER_DATA';

/**
 * Starts a lane's worker in a process of its own by other means than Node's fork (the Electron main
 * process: electron/engine-process.ts). Whatever it starts must die alone, run out of memory included,
 * and report that death as an EngineProcess does (an 'error' with OUT_OF_MEMORY_CODE, then 'exit').
 */
export type EngineSpawner = (url: URL, options: EngineSpawnOptions) => EngineThread;

export interface EngineSpawnOptions {
  readonly workerData: unknown;
  /** V8 limits: old generation, young generation and stack, in MB (lane-limits.ts resourceLimitsFor). */
  readonly limits: WorkerHeapLimits;
}

export interface EngineThreadOptions extends EngineSpawnOptions {
  readonly isolation: EngineIsolation;
  /** Starts the worker instead of Node's fork or Worker (isolation is then a process, however started). */
  readonly spawn?: EngineSpawner;
}

/** V8's flags for a worker process's heap limits (engine-thread.ts, electron/engine-process.ts). */
export const v8HeapFlags = ({ maxOldGenerationSizeMb, maxYoungGenerationSizeMb, stackSizeMb }: WorkerHeapLimits): readonly string[] => [
  // Old space, semi-spaces (a third of the young generation each, as V8 sizes them) and the stack (in
  // KB, kept under the OS's 8 MB).
  `--max-old-space-size=${maxOldGenerationSizeMb}`,
  `--max-semi-space-size=${Math.max(1, Math.floor(maxYoungGenerationSizeMb / 3))}`,
  `--stack-size=${Math.min(stackSizeMb * 1000, 7000)}`,
];

/** What V8 says when a heap is exhausted ("… Allocation failed - JavaScript heap out of memory"). */
export const OUT_OF_MEMORY_TEXT = /heap out of memory|Allocation failed/;

/** The error a worker process's 'error' event carries when it died of an exhausted heap. */
export const outOfMemoryError = (): Error => Object.assign(new Error('the engine process ran out of memory'), { code: OUT_OF_MEMORY_CODE });

export function startEngineThread(url: URL, options: EngineThreadOptions): EngineThread {
  if (options.spawn !== undefined) return options.spawn(url, { workerData: options.workerData, limits: options.limits });
  if (options.isolation === 'thread') return new Worker(url, { workerData: options.workerData, resourceLimits: options.limits });
  return new EngineProcess(url, options);
}

/** The end of a worker process's stderr is kept: enough to find V8's last words. */
export const STDERR_TAIL = 4096;

class EngineProcess extends EventEmitter implements EngineThread {
  private readonly child: ChildProcess;
  private stderrTail = '';

  constructor(url: URL, options: EngineThreadOptions) {
    super();
    this.child = fork(fileURLToPath(url), [], {
      serialization: 'advanced',
      // V8's flags for the same limits a thread gets.
      execArgv: [...v8HeapFlags(options.limits)],
      env: { ...process.env, [WORKER_DATA_ENV]: JSON.stringify(options.workerData ?? null) },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL);
    });
    this.child.on('message', (message) => this.emit('message', message));
    this.child.on('error', (e) => this.emit('error', e));
    this.child.on('exit', (code, signal) => {
      if (OUT_OF_MEMORY_TEXT.test(this.stderrTail)) this.emit('error', outOfMemoryError());
      this.emit('exit', code ?? (signal === null ? 1 : 128 + signalNumber(signal)));
    });
  }

  postMessage(message: unknown): void {
    // The advanced serialization is V8's structured clone, done here, synchronously: what it refuses
    // throws to the caller, as Worker.postMessage does.
    this.child.send(message as object);
  }

  terminate(): Promise<number> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? 1);
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code ?? 1));
      // An idle worker is unreferenced (lane.ts); without a reference the event loop could end before
      // the exit arrives, leaving whoever awaits this promise (a closing host) unsettled.
      this.ref();
      child.kill('SIGKILL');
    });
  }

  ref(): void {
    this.child.ref();
    this.child.channel?.ref();
  }

  unref(): void {
    this.child.unref();
    this.child.channel?.unref();
  }
}

const SIGNALS: Readonly<Record<string, number>> = { SIGABRT: 6, SIGKILL: 9, SIGSEGV: 11, SIGTERM: 15 };
const signalNumber = (signal: NodeJS.Signals): number => SIGNALS[signal] ?? 0;
