/**
 * Conditional rings, chains and stars against two opponents (test/support/families.ts, Crawlspace 4 on
 * the first): every attacker set stays possible, so the verdict walk sees 2^k profiles of k
 * conditionals and most children of a state are states reached by another order of the same choices.
 * Each board answers at the engine's default state and cell budgets (the time limit is lifted: a test
 * never races the clock, budget.ts), with the count the walk gave before the superset tables and the
 * early recognition of states (terminal-walk.ts), measured then with every limit lifted. Before them
 * the rings and chains of 14 on 24 were refused at the cell budget; before the tops (walk-shortcuts.ts)
 * the chain of 16 on 24 was. With both opponents limited no profile holds every group, so the walk
 * goes below the root: those counts are the ones the walk gave before the tops and hopeless candidates.
 */
import { describe, expect, test } from 'vitest';
import { countLegal, parseBoard } from '#shared/engine/index';
import { conditionalBoard, type Shape } from '../support/families.ts';

const TIMEOUT = 60_000;

const cases: { shape: Shape; conditionals: number; creatures: number; secondMax?: number; count: string }[] = [
  { shape: 'ring', conditionals: 12, creatures: 12, count: '795' },
  { shape: 'ring', conditionals: 12, creatures: 24, count: '17866240' },
  { shape: 'chain', conditionals: 12, creatures: 24, count: '41902336' },
  { shape: 'star', conditionals: 16, creatures: 24, count: '107134976' },
  { shape: 'ring', conditionals: 14, creatures: 24, count: '5424128' },
  { shape: 'chain', conditionals: 14, creatures: 24, count: '13324288' },
  { shape: 'ring', conditionals: 16, creatures: 24, count: '1641152' },
  { shape: 'chain', conditionals: 16, creatures: 24, count: '4191840' },
  { shape: 'ring', conditionals: 12, creatures: 12, secondMax: 4, count: '34651' },
  { shape: 'chain', conditionals: 12, creatures: 24, secondMax: 4, count: '416531' },
];

describe('conditional families against two opponents answer within the default budgets', () => {
  test.each(
    cases.map((c) => ({
      ...c,
      name: `${c.shape} of ${c.conditionals} on ${c.creatures} creatures × 2 opponents${c.secondMax === undefined ? '' : ' (both limited)'}: ${c.count} legal`,
    })),
  )(
    '$name',
    ({ shape, conditionals, creatures, secondMax, count }) => {
      const limits = secondMax === undefined ? { max: 4 } : { max: 4, secondMax };
      const parsed = parseBoard(JSON.parse(JSON.stringify(conditionalBoard(shape, conditionals, { creatures, opponents: 2, ...limits }))));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      const answer = countLegal(parsed.value, { timeLimitMs: 10 * TIMEOUT });
      expect(answer).toEqual({ ok: true, value: { count } });
    },
    TIMEOUT,
  );
});
