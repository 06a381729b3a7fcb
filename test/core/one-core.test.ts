/**
 * One core per process (src-main/core/create-core.ts), whichever host carries the calls: Electron's IPC
 * handlers and the browser host's routes both reach ONE service through the core's dispatch, so what
 * the service keeps between calls lasts (the puzzles it served), and a call is cancellable the same way
 * in both, down to the engine job that scores an answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#main/core/create-core';
import { CANCEL_ROUTE, REQUEST_ID_HEADER, TOKEN_HEADER, ipcChannel, CANCEL_CHANNEL, type TrainerApiMethod } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { registerCancelHandler, registerTrainerHandlers, type IpcRegistrar } from '#main/electron/ipc';
import type { SenderEvent } from '#main/electron/sender';
import { startBrowserHost, type BrowserHost } from '#main/host/browser-host';
import type { EngineJob } from '#main/worker/jobs';
import { createInProcessRunner, type EngineRunner, type RunOptions } from '#main/worker/runner';

const inProcess = createInProcessRunner();

/** Every job the engine was given, with its signal; score jobs are held until aborted while `holdScores`. */
const jobs: { readonly job: EngineJob; readonly signal: AbortSignal | undefined }[] = [];
let holdScores = false;
const runner: EngineRunner = {
  run: ((job: EngineJob, options: RunOptions = {}) => {
    jobs.push({ job, signal: options.signal });
    if (!holdScores || job.kind !== 'score') return inProcess.run(job, options);
    return new Promise((resolve) => {
      const answer = () => resolve({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } });
      if (options.signal?.aborted === true) answer();
      options.signal?.addEventListener('abort', answer, { once: true });
    });
  }) as EngineRunner['run'],
  close: () => Promise.resolve(),
};

const until = async (condition: () => boolean, what: string): Promise<void> => {
  const end = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const value = <T>(r: ApiResult<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

const WRONG_ANSWER = { type: 'number', value: -1 } as const;

let tmp = '';
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-core-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
afterEach(() => {
  holdScores = false;
});

describe('the core', () => {
  it('holds the data folder: a second core on it is refused naming the first, and a closed core lets go', async () => {
    const dataDir = path.join(tmp, 'locked');
    const first = createCore({ dataDir, lock: { role: 'the first core' }, runner });
    if (!first.ok) throw new Error('the first core did not open');
    const second = createCore({ dataDir, lock: { role: 'the second core' }, runner });
    expect(second.ok).toBe(false);
    if (!second.ok) {
      expect(second.error.kind).toBe('lock');
      expect(second.error.kind === 'lock' && second.error.error.code).toBe('held');
      expect(second.error.kind === 'lock' && second.error.error.message).toContain('the first core');
    }
    await first.value.close();
    const third = createCore({ dataDir, lock: { role: 'the third core' }, runner });
    expect(third.ok).toBe(true);
    if (third.ok) await third.value.close();
  });

  it('closes the runner it made, and leaves alone a runner it was given', async () => {
    const closed: string[] = [];
    const made = (name: string): EngineRunner => ({ run: runner.run, close: () => Promise.resolve(void closed.push(name)) });
    const own = createCore({ dataDir: path.join(tmp, 'own'), runner: () => made('made') });
    const given = createCore({ dataDir: path.join(tmp, 'given'), runner: made('given') });
    if (!own.ok || !given.ok) throw new Error('a core did not open');
    await Promise.all([own.value.close(), given.value.close(), own.value.close()]);
    expect(closed).toEqual(['made']);
  });
});

describe("Electron's IPC path", () => {
  let core: Core;
  const handlers = new Map<string, (event: SenderEvent, arg?: unknown, requestId?: unknown) => Promise<unknown>>();
  const EVENT: SenderEvent = { senderFrame: { url: 'file:///app/index.html', processId: 1, routingId: 1 } };
  const invoke = (channel: string, arg?: unknown, requestId?: unknown) => handlers.get(channel)!(EVENT, arg, requestId) as Promise<ApiResult<unknown>>;

  beforeAll(() => {
    const made = createCore({ dataDir: path.join(tmp, 'ipc'), runner });
    if (!made.ok) throw new Error('the core did not open');
    core = made.value;
    const ipc: IpcRegistrar = { handle: (channel, listener) => void handlers.set(channel, listener) };
    registerTrainerHandlers(ipc, core.calls, () => true);
    registerCancelHandler(ipc, core.calls, () => true);
  });
  afterAll(() => core.close());

  it("a cancel message aborts an answer's scoring, which answers cancelled", async () => {
    holdScores = true;
    const before = jobs.length;
    const reply = invoke(ipcChannel('submitAnswer'), { packId: 'builtin', quizId: 'q01', answer: WRONG_ANSWER, timeMs: 1000 }, 'answer-1');
    await until(() => jobs.slice(before).some((j) => j.job.kind === 'score'), 'the score job');
    const score = jobs.slice(before).find((j) => j.job.kind === 'score')!;
    expect(score.signal?.aborted).toBe(false);
    await expect(invoke(CANCEL_CHANNEL, 'answer-1')).resolves.toEqual({ ok: true, value: { cancelled: true } });
    expect(score.signal?.aborted).toBe(true);
    await expect(reply).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });
});

describe('the browser host', () => {
  let host: BrowserHost;
  const post = async (method: TrainerApiMethod | 'cancel', body: unknown, requestId?: string): Promise<ApiResult<unknown>> => {
    const res = await fetch(`http://127.0.0.1:${host.port}${method === 'cancel' ? CANCEL_ROUTE : `/api/${method}`}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token, ...(requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId }) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as ApiResult<unknown>;
  };

  beforeAll(async () => {
    host = await startBrowserHost({ port: 0, dataDir: path.join(tmp, 'host'), rendererDir: path.join(tmp, 'renderer'), runner });
  });
  afterAll(() => host.close());

  it('answers a served puzzle without generating it again, and the next puzzle avoids it', async () => {
    const generated = () => jobs.filter((j) => j.job.kind === 'generate');
    const before = generated().length;
    const served = value(await post('nextPuzzle', { theme: 'restrictions' })) as { puzzleId: string };
    expect(generated()).toHaveLength(before + 1);
    value(await post('submitPuzzle', { puzzleId: served.puzzleId, answer: WRONG_ANSWER, timeMs: 5000 }));
    // The answer is graded from the puzzle the host's one service kept, not from a second generation.
    expect(generated()).toHaveLength(before + 1);
    value(await post('nextPuzzle', { theme: 'restrictions' }));
    const next = generated()[before + 1]?.job as { recent?: readonly string[] } | undefined;
    expect(next?.recent).toContain(served.puzzleId);
  }, 60_000);

  it("a cancel message aborts an answer's scoring, which answers cancelled", async () => {
    holdScores = true;
    const before = jobs.length;
    const reply = post('submitAnswer', { packId: 'builtin', quizId: 'q01', answer: WRONG_ANSWER, timeMs: 1000 }, 'answer-2');
    await until(() => jobs.slice(before).some((j) => j.job.kind === 'score'), 'the score job');
    const score = jobs.slice(before).find((j) => j.job.kind === 'score')!;
    await expect(post('cancel', { requestId: 'answer-2' })).resolves.toEqual({ ok: true, value: { cancelled: true } });
    expect(score.signal?.aborted).toBe(true);
    await expect(reply).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });
});
