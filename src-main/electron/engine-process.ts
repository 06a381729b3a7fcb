/**
 * The engine's workers in the Electron app: each lane's worker is a utility process
 * (`utilityProcess.fork`), not a worker thread of the main process.
 *
 * Why: a worker thread that runs out of heap in one large allocation is a fatal error of the whole
 * process (V8 aborts; worker_threads' `resourceLimits` stop only allocations made in small steps, and
 * Node's documentation says the process may still abort) — in the app that process is the main
 * process, the window and every unsaved answer with it. A utility process is an operating-system
 * process of its own, started by Chromium's service launcher, so its death ends no one else; it is
 * Electron's documented replacement for `child_process.fork` where the RunAsNode fuse is off, as it is
 * in the packaged app (docs/security.md, "Packaging"). Its CPU time is its own too, so the engine's
 * budget is read on CPU time, as under the browser host.
 *
 * How Electron's utility process takes what the runner needs (Electron's source, 45.x):
 * - `execArgv` is added to the process's command line, and the utility process's V8 reads its flags
 *   from `--js-flags` before its heap exists (shell/browser/javascript_environment.cc), so the heap
 *   limits go there, as the flags a Node child process is given (engine-thread.ts v8HeapFlags);
 * - messages are structured-cloned both ways; the worker reads `process.parentPort` (worker/serve.ts);
 * - a fatal V8 error in the child is reported by an 'error' event ('FatalError', its location and a
 *   diagnostic report) before 'exit'; an out-of-memory death may instead only print V8's message to
 *   stderr and abort: both are read here, and either answers the job `too-large`.
 */
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ForkOptions } from 'electron';
import {
  OUT_OF_MEMORY_TEXT,
  STDERR_TAIL,
  WORKER_DATA_ENV,
  outOfMemoryError,
  v8HeapFlags,
  type EngineSpawner,
  type EngineSpawnOptions,
  type EngineThread,
} from '#main/worker/engine-thread';

/** The part of Electron's UtilityProcess the engine uses. */
export interface UtilityChild {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  on(event: 'error', listener: (type: string, location: string, report: string) => void): unknown;
  on(event: 'spawn', listener: () => void): unknown;
  postMessage(message: unknown): void;
  kill(): boolean;
  readonly pid: number | undefined;
  readonly stderr: NodeJS.ReadableStream | null;
}

/** `utilityProcess.fork`'s signature, as far as the engine uses it. */
export type UtilityFork = (modulePath: string, args: string[], options: ForkOptions) => UtilityChild;

/** The name the process has in `app.getAppMetrics()` and the `child-process-gone` event. */
export const ENGINE_SERVICE_NAME = 'Attack Trainer engine';

/** The fork options of an engine worker: its settings, its heap limits as V8 flags, stderr kept for V8's last words. */
export const engineForkOptions = (options: EngineSpawnOptions, env: NodeJS.ProcessEnv = process.env): ForkOptions => ({
  serviceName: ENGINE_SERVICE_NAME,
  execArgv: [`--js-flags=${v8HeapFlags(options.limits).join(' ')}`],
  env: { ...env, [WORKER_DATA_ENV]: JSON.stringify(options.workerData ?? null) } as Record<string, string>,
  stdio: ['ignore', 'ignore', 'pipe'],
});

/** Starts each lane's engine worker as a utility process through `fork` (Electron's utilityProcess.fork). */
export const utilityProcessSpawner =
  (fork: UtilityFork): EngineSpawner =>
  (url, options) =>
    new UtilityEngineProcess(fork(fileURLToPath(url), [], engineForkOptions(options)));

/** A utility process seen as the runner's EngineThread (engine-thread.ts): the same events a Node child's give. */
export class UtilityEngineProcess extends EventEmitter implements EngineThread {
  private stderrTail = '';
  private fatal: string | undefined;
  private exitCode: number | undefined;

  constructor(private readonly child: UtilityChild) {
    super();
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL);
    });
    child.on('message', (message) => this.emit('message', message));
    child.on('error', (_type, location, report) => {
      // Read at the exit, which always follows: the report names what V8 died of.
      this.fatal = `${location}\n${report}`;
    });
    child.on('exit', (code) => {
      this.exitCode = code;
      if (OUT_OF_MEMORY_TEXT.test(this.stderrTail) || (this.fatal !== undefined && OUT_OF_MEMORY_TEXT.test(this.fatal))) {
        this.emit('error', outOfMemoryError());
      } else if (this.fatal !== undefined) {
        this.emit('error', new Error(`the engine process stopped on a fatal error (${this.fatal.split('\n')[0] ?? ''})`));
      }
      this.emit('exit', code);
    });
  }

  postMessage(message: unknown): void {
    // Electron serializes the message here, synchronously: what the structured clone refuses throws to the caller.
    this.child.postMessage(message);
  }

  terminate(): Promise<number> {
    if (this.exitCode !== undefined) return Promise.resolve(this.exitCode);
    return new Promise((resolve) => {
      this.child.on('exit', (code) => resolve(code));
      // Until it has spawned a utility process has no pid and kill() does nothing: it is killed once it has one.
      if (this.child.pid === undefined) this.child.on('spawn', () => this.child.kill());
      else this.child.kill();
    });
  }

  /** A utility process holds no reference on the main process's event loop: the app's life is Electron's. */
  ref(): void {
    // Nothing to hold: Electron keeps the main process alive until the app quits.
  }

  unref(): void {
    // As ref.
  }
}
