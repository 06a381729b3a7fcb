/**
 * The Electron app's engine workers as utility processes (src-main/electron/engine-process.ts).
 * Electron cannot run here, so the runner is driven through the same spawner with `utilityProcess.fork`
 * played by Node's fork, doing what Electron's source does with each option: the `--js-flags` of
 * `execArgv` become the child's V8 flags (javascript_environment.cc), the child reads
 * `process.parentPort` (messages as events holding `data`), stderr is piped, and the exit code of a
 * process ended by a signal is the signal's number (Chromium reads it with waitpid). The worker, its
 * out-of-memory death and the runner's handling of it are real.
 */
import { fork as nodeFork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ForkOptions } from 'electron';
import { ENGINE_SERVICE_NAME, UtilityEngineProcess, engineForkOptions, utilityProcessSpawner, type UtilityChild } from '#main/electron/engine-process';
import { OUT_OF_MEMORY_CODE, WORKER_DATA_ENV } from '#main/worker/engine-thread';
import { resourceLimitsFor } from '#main/worker/lane-limits';
import { createEngineRunner, tooMuchMemoryMessage, type EngineRunner } from '#main/worker/runner';
import type { JobOutcome } from '#main/worker/job-error';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';
import { jobFailure as failure, jobValue as value, LEGAL_JOB as LEGAL, planted, useTestWorker } from '../api/runner-harness.ts';

/**
 * What Electron's utility process gives its script before it runs: `process.parentPort`, which queues
 * the messages that arrive before a 'message' handler is registered (Electron's ParentPort documents it).
 */
const PARENT_PORT_SHIM = `data:text/javascript,${encodeURIComponent(`
import { EventEmitter } from 'node:events';
const port = new EventEmitter();
const early = [];
process.on('message', (data) => (port.listenerCount('message') === 0 ? early.push(data) : port.emit('message', { data, ports: [] })));
port.on('newListener', (event) => {
  if (event === 'message') setImmediate(() => early.splice(0).forEach((data) => port.emit('message', { data, ports: [] })));
});
port.postMessage = (message) => process.send(message);
process.parentPort = port;
`)}`;

/** The V8 flags of a --js-flags switch, as Electron's utility process applies them to its V8. */
const jsFlags = (execArgv: readonly string[]): string[] =>
  execArgv.flatMap((arg) => (arg.startsWith('--js-flags=') ? arg.slice('--js-flags='.length).split(' ').filter(Boolean) : []));

const forks: { modulePath: string; options: ForkOptions }[] = [];

/** `utilityProcess.fork` played by Node's fork (see the header). */
const emulatedFork = (modulePath: string, args: string[], options: ForkOptions): UtilityChild => {
  forks.push({ modulePath, options });
  const child = nodeFork(modulePath, args, {
    serialization: 'advanced',
    execArgv: ['--import', PARENT_PORT_SHIM, ...jsFlags(options.execArgv ?? [])],
    env: options.env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const events = new EventEmitter();
  let pid: number | undefined;
  child.on('spawn', () => {
    pid = child.pid;
    events.emit('spawn');
  });
  child.on('message', (message) => events.emit('message', message));
  child.on('exit', (code, signal) => {
    pid = undefined;
    events.emit('exit', code ?? (signal === null ? 0 : os.constants.signals[signal]));
  });
  const utility = Object.assign(events, {
    postMessage: (message: unknown) => void child.send(message as object),
    kill: () => pid !== undefined && child.kill('SIGTERM'),
    stderr: child.stderr,
  });
  Object.defineProperty(utility, 'pid', { get: () => pid });
  return utility as unknown as UtilityChild;
};

const worker = useTestWorker();
const runner = (memoryLimitMb = 64): EngineRunner =>
  worker.track(createEngineRunner({ workerUrl: worker.url(), timeLimitMs: 20_000, memoryLimitMb, spawn: utilityProcessSpawner(emulatedFork) }));

describe('engineForkOptions', () => {
  it('hands the heap limits to V8 through --js-flags, the settings through the environment, and pipes stderr only', () => {
    const options = engineForkOptions({ workerData: { engineTimeLimitMs: 4750, cpuClock: true }, limits: resourceLimitsFor(384) }, { HOME: '/home/judge' });
    expect(options).toEqual({
      serviceName: ENGINE_SERVICE_NAME,
      execArgv: ['--js-flags=--max-old-space-size=336 --max-semi-space-size=16 --stack-size=4000'],
      env: { HOME: '/home/judge', [WORKER_DATA_ENV]: JSON.stringify({ engineTimeLimitMs: 4750, cpuClock: true }) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  });
});

describe('the runner with utility processes', { timeout: 60_000 }, () => {
  it("answers the engine's jobs from a worker started as a utility process, on the process's CPU clock", async () => {
    const r = runner();
    expect(value(await r.run(LEGAL)).count).toBe('2');
    const moved = (await r.run(planted({ kind: 'starved', ms: 400 }))) as JobOutcome<number>;
    expect(value(moved)).toBeLessThan(100);
    const started = forks.at(-1);
    expect(started?.modulePath).toBe(worker.url().pathname);
    expect(started?.options.serviceName).toBe(ENGINE_SERVICE_NAME);
  });

  it('a job that blows its heap in one allocation answers too-large; the process is replaced and the next jobs answer', async () => {
    const r = runner();
    value(await r.run(LEGAL));
    const before = forks.length;
    const [hog, next] = await Promise.all([r.run(planted({ kind: 'hog-at-once' })), r.run(LEGAL)]);
    expect(failure(hog)).toEqual({ code: 'too-large', message: tooMuchMemoryMessage(64) });
    expect(value(next).count).toBe('2');
    expect(forks.length).toBeGreaterThan(before);
    // And again: each death is contained, this process (the app's main process here) answers on.
    const again = await Promise.all([r.run(planted({ kind: 'hog' })), r.run({ kind: 'tree', board: CUB_GOBLIN_BOARD })]);
    expect(failure(again[0]).code).toBe('too-large');
    expect(value(again[1]).plans.length).toBeGreaterThan(0);
  });

  it('a worker that exits mid-job answers that job internal with its exit code, and a fresh one answers the next', async () => {
    const r = runner();
    const [crash, next] = await Promise.all([r.run(planted({ kind: 'crash' })), r.run(LEGAL)]);
    expect(failure(crash)).toEqual({ code: 'internal', message: expect.stringContaining('exit code 3') as unknown as string });
    expect(value(next).count).toBe('2');
  });
});

/** A utility process that does only what the test tells it, to see each way Electron reports a death. */
const fakeChild = () => {
  const events = new EventEmitter();
  const stderr = new PassThrough();
  let killed = 0;
  const child = Object.assign(events, {
    postMessage: () => undefined,
    kill: () => {
      killed++;
      return true;
    },
    pid: 4242 as number | undefined,
    stderr,
  }) as unknown as UtilityChild;
  return { child, events, stderr, killed: () => killed };
};

const reported = (thread: UtilityEngineProcess): { errors: unknown[]; exits: number[]; order: string[] } => {
  const seen = { errors: [] as unknown[], exits: [] as number[], order: [] as string[] };
  thread.on('error', (e: unknown) => {
    seen.errors.push(e);
    seen.order.push('error');
  });
  thread.on('exit', (code: number) => {
    seen.exits.push(code);
    seen.order.push('exit');
  });
  return seen;
};

const codeOf = (e: unknown): unknown => (e as { code?: unknown }).code;

describe('UtilityEngineProcess', () => {
  it("reads an out-of-memory death from Electron's FatalError report: an out-of-memory error, then the exit", () => {
    const { child, events } = fakeChild();
    const seen = reported(new UtilityEngineProcess(child));
    events.emit('error', 'FatalError', 'Reached heap limit', '{"header":{"event":"Allocation failed - JavaScript heap out of memory"}}');
    expect(seen.order).toEqual([]);
    events.emit('exit', 5);
    expect(seen.order).toEqual(['error', 'exit']);
    expect(codeOf(seen.errors[0])).toBe(OUT_OF_MEMORY_CODE);
    expect(seen.exits).toEqual([5]);
  });

  it("reads an out-of-memory death from V8's last words on stderr", async () => {
    const { child, events, stderr } = fakeChild();
    const seen = reported(new UtilityEngineProcess(child));
    stderr.write('\n<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n');
    await new Promise((resolve) => setImmediate(resolve));
    events.emit('exit', 6);
    expect(codeOf(seen.errors[0])).toBe(OUT_OF_MEMORY_CODE);
    expect(seen.exits).toEqual([6]);
  });

  it('another fatal error is a crash, not a board too large; a plain exit is an exit alone', () => {
    const fatal = fakeChild();
    const seenFatal = reported(new UtilityEngineProcess(fatal.child));
    fatal.events.emit('error', 'FatalError', 'v8::ToLocalChecked Empty MaybeLocal', '{}');
    fatal.events.emit('exit', 11);
    expect(codeOf(seenFatal.errors[0])).toBeUndefined();
    expect(String(seenFatal.errors[0])).toContain('fatal error (v8::ToLocalChecked Empty MaybeLocal)');
    const plain = fakeChild();
    const seenPlain = reported(new UtilityEngineProcess(plain.child));
    plain.events.emit('exit', 3);
    expect(seenPlain).toEqual({ errors: [], exits: [3], order: ['exit'] });
  });

  it('terminate kills the process and resolves with its exit; a process not yet spawned is killed once it has spawned', async () => {
    const running = fakeChild();
    const stopped = new UtilityEngineProcess(running.child).terminate();
    expect(running.killed()).toBe(1);
    running.events.emit('exit', 0);
    expect(await stopped).toBe(0);

    const starting = fakeChild();
    (starting.child as { pid: number | undefined }).pid = undefined;
    const later = new UtilityEngineProcess(starting.child).terminate();
    expect(starting.killed()).toBe(0);
    starting.events.emit('spawn');
    expect(starting.killed()).toBe(1);
    starting.events.emit('exit', 0);
    expect(await later).toBe(0);
  });
});
