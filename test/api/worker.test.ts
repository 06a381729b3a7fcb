/**
 * The engine runner against a real worker thread (the test worker: the production protocol and jobs,
 * plus jobs that misbehave on purpose, test/api/test-worker.ts), and the in-process runner the CLI and
 * the unit tests use.
 */
import { describe, expect, it } from 'vitest';
import type { Declaration, LegalSet } from '#shared/engine/index';
import { runJob, type EngineJob } from '#main/worker/jobs';
import {
  busyMessage,
  createEngineRunner,
  createInProcessRunner,
  laneOf,
  tooLargeMessage,
  tooMuchMemoryMessage,
  type EngineRunner,
  type EngineRunnerOptions,
} from '#main/worker/runner';
import { CUB_GOBLIN_BOARD, validRawPack } from '../quiz/fixtures.ts';
import type { JobOutcome } from '#main/worker/job-error';
import { jobFailure as failure, jobValue as value, LEGAL_JOB as LEGAL, planted, useTestWorker } from './runner-harness.ts';

const CUB_GOBLIN_LEGAL = [{ attacks: { goblin: 'opp' } }, { attacks: { cub: 'opp', goblin: 'opp' } }];

const deep = (depth: number): unknown => {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

const worker = useTestWorker();
const runner = (options: Omit<EngineRunnerOptions, 'workerUrl'> = {}): EngineRunner =>
  worker.track(createEngineRunner({ ...options, workerUrl: worker.url() }));

// Each runner starts its workers as child processes (the default): booting one takes seconds on a loaded machine.
describe('createEngineRunner (worker process)', { timeout: 30_000 }, () => {
  it("answers a legal job with the engine's legal set", async () => {
    const set: LegalSet = value(await runner().run(LEGAL));
    expect(set).toEqual({ legal: CUB_GOBLIN_LEGAL, count: '2', complete: true });
  });

  it('answers an overview job with the legal set and the breakdown of one engine run', async () => {
    const r = runner();
    const overview = value(await r.run({ kind: 'overview', board: CUB_GOBLIN_BOARD, limit: 1 }));
    expect(overview.legal).toEqual([CUB_GOBLIN_LEGAL[0]]);
    expect([overview.count, overview.complete]).toEqual(['2', false]);
    expect(overview.breakdown).toEqual(value(await r.run({ kind: 'breakdown', board: CUB_GOBLIN_BOARD })));
  });

  it('a job over the time limit answers too-large within 10% of the limit, the worker is replaced, and the next job works', async () => {
    // The lane's own wall clock, whatever runs the job (a thread here: killing a thread takes no system call).
    const r = runner({ timeLimitMs: 1000, wallLimitMs: 1000, isolation: 'thread' });
    value(await r.run(LEGAL)); // the worker is loaded: the clock measures the job alone
    const started = Date.now();
    const slow = await r.run(planted({ kind: 'spin', ms: 20_000 }));
    const elapsed = Date.now() - started;
    expect(failure(slow)).toEqual({ code: 'too-large', message: tooLargeMessage(1000) });
    expect(elapsed).toBeGreaterThanOrEqual(990);
    expect(elapsed).toBeLessThanOrEqual(1100);
    expect(value(await r.run(LEGAL)).legal).toEqual(CUB_GOBLIN_LEGAL);
  });

  it('queued jobs run one after another and each answers its own caller', async () => {
    const r = runner({ timeLimitMs: 400, wallLimitMs: 400 });
    const [a, b, c] = await Promise.all([
      r.run({ kind: 'legal', board: CUB_GOBLIN_BOARD, limit: 1 }),
      r.run(planted({ kind: 'spin', ms: 20_000 })),
      r.run({ kind: 'tree', board: CUB_GOBLIN_BOARD }),
    ]);
    expect(value(a).legal).toEqual([CUB_GOBLIN_LEGAL[0]]);
    expect(failure(b).code).toBe('too-large');
    expect(value(c).plans.length).toBeGreaterThan(0);
  });

  it('an abort cancels a running job (its worker is terminated) and a queued one', async () => {
    const r = runner({ timeLimitMs: 10_000 });
    const running = new AbortController();
    const queued = new AbortController();
    const started = Date.now();
    const first = r.run(planted({ kind: 'spin', ms: 20_000 }), { signal: running.signal });
    const second = r.run(LEGAL, { signal: queued.signal });
    queued.abort();
    setTimeout(() => running.abort(), 200);
    expect(failure(await second).code).toBe('cancelled');
    expect(failure(await first).code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(value(await r.run(LEGAL)).count).toBe('2');
  });

  it('the newest request is answered first when it aborts the one before it (the sandbox typing)', async () => {
    const r = runner({ timeLimitMs: 10_000 });
    const order: string[] = [];
    const previous = new AbortController();
    const stale = r.run(planted({ kind: 'spin', ms: 20_000 }), { signal: previous.signal }).then((x) => order.push(`stale:${x.ok ? 'ok' : x.error.code}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    previous.abort();
    const fresh = r.run(LEGAL).then((x) => order.push(`fresh:${x.ok ? x.value.count : x.error.code}`));
    await Promise.all([stale, fresh]);
    expect(order).toEqual(['stale:cancelled', 'fresh:2']);
  });

  it.each<[string, EngineJob, string]>([
    ['a 10,000-deep board (the structured clone overflows)', { kind: 'legal', board: deep(10_000) }, 'bad-input'],
    ['a job holding a function', { kind: 'legal', board: { f: () => 1 } } as unknown as EngineJob, 'bad-input'],
    ['a job that throws in the worker', planted({ kind: 'throw' }), 'internal'],
    ['a job whose answer cannot be posted back', planted({ kind: 'unsendable' }), 'internal'],
    ['a job that crashes its worker', planted({ kind: 'crash' }), 'internal'],
  ])('%s fails alone: the job queued behind it is answered', async (_name, bad, code) => {
    const r = runner({ timeLimitMs: 5_000 });
    const [failed, next] = await Promise.all([r.run(bad), r.run(LEGAL)]);
    expect(failure(failed).code).toBe(code);
    expect(value(next).legal).toEqual(CUB_GOBLIN_LEGAL);
  });

  it.each(['process', 'thread'] as const)(
    'a job past the heap limit answers too-large (memory) and the next one is answered (%s)',
    async (isolation) => {
      const r = runner({ timeLimitMs: 20_000, memoryLimitMb: 64, isolation });
      const [hog, next] = await Promise.all([r.run(planted({ kind: 'hog' })), r.run(LEGAL)]);
      expect(failure(hog)).toEqual({ code: 'too-large', message: tooMuchMemoryMessage(64) });
      expect(value(next).count).toBe('2');
    },
    30_000,
  );

  // One allocation far past the limit is a fatal error of the whole process in a worker THREAD (V8
  // aborts; it killed the browser host): in a worker process it ends that process only. Not run with
  // threads, which would take this test process down with them.
  it('a job that blows its heap in one allocation answers too-large; the worker process is replaced and answers the next jobs', async () => {
    const r = runner({ timeLimitMs: 20_000, memoryLimitMb: 64 });
    value(await r.run(LEGAL));
    const [hog, next] = await Promise.all([r.run(planted({ kind: 'hog-at-once' })), r.run(LEGAL)]);
    expect(failure(hog)).toEqual({ code: 'too-large', message: tooMuchMemoryMessage(64) });
    expect(value(next).count).toBe('2');
    const again = await Promise.all([r.run(planted({ kind: 'hog-at-once' })), r.run({ kind: 'tree', board: CUB_GOBLIN_BOARD })]);
    expect(failure(again[0]).code).toBe('too-large');
    expect(value(again[1]).plans.length).toBeGreaterThan(0);
  }, 60_000);

  it("a worker process reads the engine's budget on its own CPU time: waiting for a core costs the job nothing", async () => {
    const moved = (await runner({ timeLimitMs: 10_000 }).run(planted({ kind: 'starved', ms: 400 }))) as JobOutcome<number>;
    expect(value(moved)).toBeLessThan(100);
    // A thread keeps the wall clock: the same wait moves it by the wait.
    const wall = (await runner({ timeLimitMs: 10_000, isolation: 'thread' }).run(planted({ kind: 'starved', ms: 400 }))) as JobOutcome<number>;
    expect(value(wall)).toBeGreaterThanOrEqual(390);
  });

  it('scoring an answer does not wait behind exploration (its own lane)', async () => {
    const r = runner({ timeLimitMs: 10_000 });
    const explore = new AbortController();
    const heavy = [1, 2, 3].map(() => r.run(planted({ kind: 'spin', ms: 20_000 }), { signal: explore.signal }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const quiz = validRawPack().quizzes[0] as never;
    const started = Date.now();
    const score = value(await r.run({ kind: 'score', quiz, answer: { type: 'legal-sets', declarations: CUB_GOBLIN_LEGAL as Declaration[] } }));
    const waited = Date.now() - started;
    explore.abort();
    expect(score.correct).toBe(true);
    // A lane of its own: the answer took its own time (booting a worker at most), not the 20 s spins'.
    expect(waited).toBeLessThan(5_000);
    expect((await Promise.all(heavy)).map((h) => failure(h).code)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('the exploration queue is bounded: one job more answers busy at once', async () => {
    const r = runner({ timeLimitMs: 10_000, maxQueued: 2 });
    const all = new AbortController();
    const accepted = [1, 2, 3].map(() => r.run(planted({ kind: 'spin', ms: 20_000 }), { signal: all.signal }));
    const refused = await r.run(LEGAL);
    expect(failure(refused)).toEqual({ code: 'busy', message: busyMessage(2) });
    all.abort();
    expect((await Promise.all(accepted)).map((a) => failure(a).code)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(value(await r.run(LEGAL)).count).toBe('2');
  });

  it("passes invalid-board through with the engine's paths", async () => {
    const e = failure(await runner().run({ kind: 'legal', board: { ...CUB_GOBLIN_BOARD, activePlayer: 'zed' } }));
    expect(e.code).toBe('invalid-board');
    expect(e.issues?.map((i) => i.path)).toEqual(['activePlayer']);
  });

  it('close() answers a running job cancelled; later jobs are refused', async () => {
    const r = createEngineRunner({ workerUrl: worker.url(), timeLimitMs: 10_000 });
    const pending = r.run(planted({ kind: 'spin', ms: 20_000 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await r.close();
    expect(failure(await pending).code).toBe('cancelled');
    expect(failure(await r.run(LEGAL)).code).toBe('cancelled');
  });

  it('says so when the compiled worker is missing instead of hanging', async () => {
    const r = runner({ timeLimitMs: 1_000 });
    const missing = worker.track(createEngineRunner({ workerUrl: new URL('./no-such-worker.js', worker.url()) }));
    const e = failure(await missing.run(LEGAL));
    expect(e.code).toBe('internal');
    expect(e.message).toMatch(/engine worker cannot start/);
    expect(value(await r.run(LEGAL)).count).toBe('2');
  });
});

describe('laneOf', () => {
  it.each<[EngineJob['kind'], string]>([
    ['score', 'learner'],
    ['answer-step', 'learner'],
    ['generate', 'learner'],
    ['legal', 'exploration'],
    ['overview', 'exploration'],
    ['breakdown', 'exploration'],
    ['check', 'exploration'],
    ['tree', 'exploration'],
    ['check-quiz', 'authoring'],
  ])('%s → %s', (kind, lane) => {
    expect(laneOf({ kind } as EngineJob)).toBe(lane);
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
    expect(value(await r.run(LEGAL)).legal).toEqual(CUB_GOBLIN_LEGAL);
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
    expect(failure(await r.run(LEGAL, { signal: aborted })).code).toBe('cancelled');
    await r.close();
    expect(failure(await r.run(LEGAL)).code).toBe('cancelled');
  });

  it('the production jobs know no test job', () => {
    expect(failure(runJob(planted({ kind: 'spin', ms: 1 })))).toEqual({ code: 'bad-input', message: 'unknown engine job "spin"' });
  });
});
