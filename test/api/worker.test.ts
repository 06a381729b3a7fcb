/**
 * The engine runner against the real worker thread (compiled from the current source), and the
 * in-process runner the CLI and the unit tests use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalSet } from '../../src-main/engine/index.ts';
import { createEngineRunner, createInProcessRunner, tooLargeMessage, type EngineRunner } from '../../src-main/worker/runner.ts';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';
import { buildWorker, failure, value } from './helpers.ts';

const CUB_GOBLIN_LEGAL = [{ attacks: { goblin: 'opp' } }, { attacks: { cub: 'opp', goblin: 'opp' } }];

let worker: { url: URL; cleanup: () => void };
const runners: EngineRunner[] = [];
const runner = (options: { timeLimitMs?: number; testJobs?: boolean } = {}): EngineRunner => {
  const r = createEngineRunner({ ...options, workerUrl: worker.url });
  runners.push(r);
  return r;
};

beforeAll(() => {
  worker = buildWorker();
}, 180_000);
afterAll(async () => {
  await Promise.all(runners.map((r) => r.close()));
  worker.cleanup();
});

describe('createEngineRunner (worker thread)', () => {
  it('answers a legal job with the engine\'s legal set', async () => {
    const set: LegalSet = value(await runner().run({ kind: 'legal', board: CUB_GOBLIN_BOARD }));
    expect(set).toEqual({ legal: CUB_GOBLIN_LEGAL, count: '2', complete: true });
  });

  it('a job over the time limit answers too-large, the worker is replaced, and the next job works', async () => {
    const r = runner({ timeLimitMs: 400, testJobs: true });
    const started = Date.now();
    const slow = await r.run({ kind: 'spin', ms: 20_000 });
    const elapsed = Date.now() - started;
    expect(failure(slow)).toEqual({ code: 'too-large', message: 'this board is too large to answer within 0.4 s' });
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(5_000);
    expect(value(await r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD })).legal).toEqual(CUB_GOBLIN_LEGAL);
  });

  it('queued jobs run one after another and each answers its own caller', async () => {
    const r = runner({ timeLimitMs: 400, testJobs: true });
    const [a, b, c] = await Promise.all([
      r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD, limit: 1 }),
      r.run({ kind: 'spin', ms: 20_000 }),
      r.run({ kind: 'tree', board: CUB_GOBLIN_BOARD }),
    ]);
    expect(value(a).legal).toEqual([CUB_GOBLIN_LEGAL[0]]);
    expect(failure(b).code).toBe('too-large');
    expect(value(c).plans.length).toBeGreaterThan(0);
  });

  it('an abort cancels a running job (its worker is terminated) and a queued one', async () => {
    const r = runner({ timeLimitMs: 10_000, testJobs: true });
    const running = new AbortController();
    const queued = new AbortController();
    const started = Date.now();
    const first = r.run({ kind: 'spin', ms: 20_000 }, { signal: running.signal });
    const second = r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD }, { signal: queued.signal });
    queued.abort();
    setTimeout(() => running.abort(), 200);
    expect(failure(await second).code).toBe('cancelled');
    expect(failure(await first).code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(value(await r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD })).count).toBe('2');
  });

  it('refuses the test-only spin job unless the runner was made for tests', async () => {
    expect(failure(await runner().run({ kind: 'spin', ms: 1 }))).toEqual({ code: 'bad-input', message: 'unknown engine job "spin"' });
  });

  it('passes invalid-board through with the engine\'s paths', async () => {
    const e = failure(await runner().run({ kind: 'legal', board: { ...CUB_GOBLIN_BOARD, activePlayer: 'zed' } }));
    expect(e.code).toBe('invalid-board');
    expect(e.issues?.map((i) => i.path)).toEqual(['activePlayer']);
  });

  it('close() answers a running job cancelled; later jobs are refused', async () => {
    const r = createEngineRunner({ workerUrl: worker.url, timeLimitMs: 10_000, testJobs: true });
    const pending = r.run({ kind: 'spin', ms: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await r.close();
    expect(failure(await pending).code).toBe('cancelled');
    expect(failure(await r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD })).code).toBe('cancelled');
  });

  it('says so when the compiled worker is missing instead of hanging', async () => {
    const r = runner({ timeLimitMs: 1_000 });
    const missing = createEngineRunner({ workerUrl: new URL('./no-such-worker.js', worker.url) });
    runners.push(missing);
    const e = failure(await missing.run({ kind: 'legal', board: CUB_GOBLIN_BOARD }));
    expect(e.code).toBe('internal');
    expect(e.message).toMatch(/engine worker is missing/);
    expect(value(await r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD })).count).toBe('2');
  });
});

describe('tooLargeMessage', () => {
  it.each([
    [5000, 'this board is too large to answer within 5 s'],
    [1500, 'this board is too large to answer within 1.5 s'],
  ])('%i ms → %s', (ms, text) => {
    expect(tooLargeMessage(ms)).toBe(text);
  });
});

describe('createInProcessRunner', () => {
  it('runs the same jobs on the calling thread', async () => {
    const r = createInProcessRunner();
    expect(value(await r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD })).legal).toEqual(CUB_GOBLIN_LEGAL);
    const check = value(await r.run({ kind: 'check', board: CUB_GOBLIN_BOARD, declaration: { attacks: { cub: 'opp' } } }));
    expect([check.legal, check.failedStep]).toEqual([false, 3]);
  });

  it('a bad declaration is bad-input located under declaration', async () => {
    const e = failure(await createInProcessRunner().run({ kind: 'check', board: CUB_GOBLIN_BOARD, declaration: { attacks: { bear: 'opp' } } }));
    expect(e.code).toBe('bad-input');
    expect(e.issues).toEqual([{ path: 'declaration.attacks.bear', message: 'no creature has id "bear"' }]);
  });

  it('answers cancelled for an already aborted signal and after close', async () => {
    const r = createInProcessRunner();
    const aborted = AbortSignal.abort();
    expect(failure(await r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD }, { signal: aborted })).code).toBe('cancelled');
    await r.close();
    expect(failure(await r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD })).code).toBe('cancelled');
  });
});
