/**
 * The engine methods at the service boundary: the sandbox's one-call overview, argument shape limits
 * (a 10,000-deep board is a clear error with its path, not a jammed engine) and
 * cancellation through CallOptions.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkJsonShape } from '#main/api/json-shape';
import { createTrainerService } from '#main/api/service';
import type { EngineRunner } from '#main/worker/runner';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';
import { failure, openHarness, value, type Harness } from './helpers.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

const nested = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

describe('legalOverview', () => {
  it('answers the first page, the exact count and the breakdown of one run, as legal and legalBreakdown do', async () => {
    const overview = value(await h.api.legalOverview({ board: CUB_GOBLIN_BOARD, limit: 1 }));
    const set = value(await h.api.legal({ board: CUB_GOBLIN_BOARD, limit: 1 }));
    const breakdown = value(await h.api.legalBreakdown({ board: CUB_GOBLIN_BOARD }));
    expect({ legal: overview.legal, count: overview.count, complete: overview.complete }).toEqual(set);
    expect(overview.breakdown).toEqual(breakdown);
  });

  it('an invalid board is invalid-board with the engine paths', async () => {
    const e = failure(await h.api.legalOverview({ board: { ...CUB_GOBLIN_BOARD, activePlayer: 'zed' } }));
    expect(e.code).toBe('invalid-board');
    expect(e.issues?.map((i) => i.path)).toEqual(['activePlayer']);
  });
});

describe('argument shape limits', () => {
  it.each<[string, string, unknown, string]>([
    ['legal: a 10,000-deep board', 'legal', { board: nested(10_000) }, `board${'[0]'.repeat(63)}`],
    ['legalOverview: a 65-deep board', 'legalOverview', { board: nested(65) }, `board${'[0]'.repeat(63)}`],
    ['setSetting: a 10,000-deep value (zod would recurse)', 'setSetting', { key: 'k', value: nested(10_000) }, `value${'[0]'.repeat(63)}`],
    [
      'scoreQuiz: a deep object in the quiz',
      'scoreQuiz',
      { quiz: { board: { x: nested(100) } }, answer: { type: 'number', value: 1 } },
      `quiz.board.x${'[0]'.repeat(61)}`,
    ],
  ])('%s is bad-input naming the first value too deep', async (_name, method, arg, path) => {
    const call = h.api[method as 'legal'] as (a: unknown) => ReturnType<typeof h.api.legal>;
    const e = failure(await call(arg));
    expect(e.code).toBe('bad-input');
    expect(e.issues).toEqual([{ path, message: 'nested too deeply: at most 64 levels of objects and arrays' }]);
    // The engine was never involved, and it still answers.
    expect(value(await h.api.legal({ board: CUB_GOBLIN_BOARD })).count).toBe('2');
  });

  it('a board of 64 levels (the most a legitimate argument nests, and more) is let through to the board parser', async () => {
    const e = failure(await h.api.legal({ board: { creatures: nested(60) } }));
    expect(e.code).toBe('invalid-board');
  });

  it.each<[string, unknown, { maxDepth: number; maxValues: number }, { path: string; message: string } | undefined]>([
    ['a flat object within the limits', { a: 1, b: [1, 2] }, { maxDepth: 2, maxValues: 10 }, undefined],
    ['an array too deep', { a: [[1]] }, { maxDepth: 2, maxValues: 10 }, { path: 'a[0]', message: 'nested too deeply: at most 2 levels of objects and arrays' }],
    ['too many values', { a: [1, 2, 3] }, { maxDepth: 5, maxValues: 4 }, { path: 'a[2]', message: 'too large: more than 4 values in one request' }],
    [
      'a key that needs quoting',
      { 'a b': { c: {} } },
      { maxDepth: 2, maxValues: 10 },
      { path: '["a b"].c', message: 'nested too deeply: at most 2 levels of objects and arrays' },
    ],
  ])('checkJsonShape: %s', (_name, input, limits, issue) => {
    expect(checkJsonShape(input, limits)).toEqual(issue);
  });

  it('checkJsonShape walks a 1,000,000-deep value without overflowing the stack', () => {
    expect(checkJsonShape(nested(1_000_000))?.message).toMatch(/nested too deeply/);
  });
});

describe('cancellation through CallOptions', () => {
  it('the signal of a call reaches the engine runner, for each engine method', async () => {
    const seen: { kind: string; aborted: boolean | undefined }[] = [];
    const runner: EngineRunner = {
      run: (job, options) => {
        seen.push({ kind: job.kind, aborted: options?.signal?.aborted });
        return Promise.resolve({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } });
      },
      close: () => Promise.resolve(),
    };
    const api = createTrainerService(h.store, runner);
    const signal = AbortSignal.abort();
    await api.legal({ board: CUB_GOBLIN_BOARD }, { signal });
    await api.legalOverview({ board: CUB_GOBLIN_BOARD }, { signal });
    await api.legalBreakdown({ board: CUB_GOBLIN_BOARD }, { signal });
    await api.check({ board: CUB_GOBLIN_BOARD, declaration: { attacks: {} } }, { signal });
    await api.tree({ board: CUB_GOBLIN_BOARD }, { signal });
    expect(seen).toEqual(['legal', 'overview', 'breakdown', 'check', 'tree'].map((kind) => ({ kind, aborted: true })));
  });
});
