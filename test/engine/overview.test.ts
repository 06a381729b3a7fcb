/**
 * legalOverview: the sandbox's one engine run per edit must say exactly what legalSet (first page,
 * count) and legalBreakdown say separately — on the article's vectors and on random boards.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Board } from '#shared/engine/board';
import { legalBreakdown, legalOverview, legalSet, parseBoard } from '#shared/engine/index';
import { arbBoard } from '../support/arbitraries.ts';

const VECTORS = JSON.parse(readFileSync(new URL('../fixtures/spec/vectors/article.json', import.meta.url), 'utf8')) as { name: string; board: unknown }[];

function parsed(raw: unknown): Board {
  const r = parseBoard(JSON.parse(JSON.stringify(raw)));
  if (!r.ok) throw new Error(`board does not parse: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The overview against the two separate calls it replaces. */
function expectSameAsSeparateCalls(board: Board, limit: number): void {
  const overview = legalOverview(board, { limit });
  const set = legalSet(board, { limit });
  const breakdown = legalBreakdown(board);
  expect(overview.ok).toBe(set.ok);
  if (!overview.ok || !set.ok || !breakdown.ok) return;
  expect({ legal: overview.value.legal, count: overview.value.count, complete: overview.value.complete }).toEqual(set.value);
  expect(overview.value.breakdown).toEqual(breakdown.value);
}

describe('legalOverview', () => {
  test.each(VECTORS.map((v) => [v.name, v.board] as const))('%s: the same as legalSet and legalBreakdown (limit 1 and 50)', (_name, raw) => {
    const board = parsed(raw);
    expectSameAsSeparateCalls(board, 1);
    expectSameAsSeparateCalls(board, 50);
  });

  test('random boards: the same as legalSet and legalBreakdown', () => {
    fc.assert(
      fc.property(arbBoard(), fc.integer({ min: 1, max: 20 }), (raw, limit) => {
        const r = parseBoard(raw);
        if (r.ok) expectSameAsSeparateCalls(r.value, limit);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  test('a board past the budget answers too-large, not a partial overview', () => {
    const board = parsed(VECTORS[0]!.board);
    const r = legalOverview(board, { budget: { maxStates: 0 } });
    expect(r.ok ? 'ok' : r.error.code).toBe('too-large');
  });
});
