/**
 * The engine's stress families (`npm run bench`): figures to read against the targets in each name, not timed
 * tests. The boards come from test/support/families.ts, the same ones the property tests check against
 * the oracle; docs/engine.md's scale table records these figures.
 *
 * (e) conditionals: the six-creature ring (three options each, Crawlspace-like limit), rings, chains and
 *     stars of 5–16 conditionals on 10–24 creatures: target < 1 s (< 50 ms for the six-creature ring);
 *     (e2) the same against two opponents: an answer within the default budgets;
 * (f) Viashino Bey boards: target < 1 s;
 * (g) per-creature taxes written as 30 effects vs one: target < 300 ms, split within 2× of merged;
 * (h) counting restrictions: 24 cantAttackUnless, 30 maxAttackers, 24 atLeastOneAttacks on 24–40
 *     creatures: an exact answer in < 1 s or too-large within the budget;
 * (i) the strategies on the six-creature ring: enumerating Ω vs the merging search vs the single pool;
 * (j) conditional families with a {1} tax on some creatures (one pool per payable plan): target < 1 s;
 * (k) explaining one legal declaration and drawing the tree on the conditional families: < 1 s up to
 *     12 conditionals, an answer or too-large within the budget beyond.
 *
 * Each board's answer is printed once (count, or the too-large message) so a run shows what was timed.
 */
import { bench, describe } from 'vitest';
import { buildAttackTree, countLegal, explainDeclaration, legalSet, parseBoard, type Board, type EngineStrategy } from '#shared/engine/index';
import type { RawBoard } from '../test/support/arbitraries.ts';
import { beyBoard, conditionalBoard, countingBoard, taxBoard, withTax, type Counting, type Shape } from '../test/support/families.ts';

const OPTIONS = { time: 300, iterations: 5, warmupIterations: 1 };
const HEAVY = { time: 1000, iterations: 3, warmupIterations: 1 };

function parsed(raw: RawBoard, what: string): Board {
  const result = parseBoard(JSON.parse(JSON.stringify(raw)));
  if (!result.ok) throw new Error(`${what}: not a valid board: ${JSON.stringify(result.error.slice(0, 3))}`);
  return result.value;
}

/** Count once to print the answer; the bench then times the same call. */
function counted(raw: RawBoard, what: string, strategy: EngineStrategy = 'auto'): () => void {
  const board = parsed(raw, what);
  const first = countLegal(board, { strategy });
  console.log(`${what}: ${first.ok ? `${first.value.count} legal` : `${first.error.code}: ${first.error.message}`}`);
  return () => {
    countLegal(board, { strategy });
  };
}

describe('(e) conditional rings, chains and stars', () => {
  bench(
    'ring of 6 on 6 creatures × 3 options, Crawlspace 2 (< 50 ms)',
    counted(conditionalBoard('ring', 6, { creatures: 6, opponents: 2, max: 2 }), 'ring 6/6×3'),
    OPTIONS,
  );
  const cases: [Shape, number, number][] = [
    ['ring', 8, 8],
    ['ring', 10, 10],
    ['ring', 12, 12],
    ['ring', 12, 24],
    ['ring', 16, 24],
    ['ring', 20, 24],
    ['chain', 8, 10],
    ['chain', 12, 13],
    ['chain', 12, 24],
    ['chain', 16, 24],
    ['chain', 23, 24],
    ['star', 12, 10],
    ['star', 12, 24],
    ['star', 24, 24],
    ['ring', 24, 24],
  ];
  for (const [shape, k, n] of cases) {
    bench(
      `${shape} of ${k} on ${n} creatures, Crawlspace 4 (< 1 s${k > 12 ? ', or too-large' : ''})`,
      counted(conditionalBoard(shape, k, { creatures: n, max: 4 }), `${shape} ${k}/${n}`),
      HEAVY,
    );
  }
});

/**
 * (e2) the same families against two opponents (Crawlspace 4 on the first): every attacker set stays
 * possible (the others attack the second opponent), so the verdict walk sees 2^12 profiles from 12
 * conditionals on. Target: an answer within the CLI's 10 s and the worker's 5 s of CPU.
 */
describe('(e2) conditional families against two opponents', () => {
  const cases: [Shape, number, number][] = [
    ['ring', 12, 12],
    ['ring', 12, 24],
    ['chain', 12, 24],
    ['star', 12, 24],
    ['star', 16, 24],
    ['ring', 14, 24],
    ['chain', 14, 24],
    ['ring', 16, 24],
    ['chain', 16, 24],
  ];
  for (const [shape, k, n] of cases) {
    bench(
      `${shape} of ${k} on ${n} creatures × 2 opponents, Crawlspace 4 on one`,
      counted(conditionalBoard(shape, k, { creatures: n, opponents: 2, max: 4 }), `${shape} ${k}/${n} × 2`),
      HEAVY,
    );
  }
});

describe('(f) Viashino Bey boards', () => {
  bench("four Beys, two tokens, War's Toll, Crawlspace 3 (< 1 s)", counted(beyBoard(), 'beys 4+2'), OPTIONS);
  bench('six Beys under a limit of 2 (< 1 s)', counted(beyBoard(6, 0, 2), 'beys 6'), OPTIONS);
  bench('eight Beys under a limit of 3 (< 1 s)', counted(beyBoard(8, 0, 3), 'beys 8'), OPTIONS);
});

describe('(g) per-creature taxes, split vs merged', () => {
  for (const k of [12, 30]) {
    bench(`${k} taxes as ${k} effects (< 300 ms)`, counted(taxBoard(k, 'split', { mana: k / 2 }), `taxes split ${k}`), OPTIONS);
    bench(`${k} taxes as one effect`, counted(taxBoard(k, 'merged', { mana: k / 2 }), `taxes merged ${k}`), OPTIONS);
  }
});

describe('(h) counting restrictions (< 1 s or too-large within the budget)', () => {
  const cases: [Counting, number, number][] = [
    ['cantAttackUnless', 24, 24],
    ['cantAttackUnless', 24, 40],
    ['maxAttackers', 30, 30],
    ['maxAttackers', 30, 40],
    ['atLeastOneAttacks', 24, 24],
    ['atLeastOneAttacks', 24, 40],
  ];
  for (const [kind, k, n] of cases) bench(`${k} ${kind} on ${n} creatures`, counted(countingBoard(kind, k, { creatures: n }), `${kind} ${k}/${n}`), HEAVY);
});

describe('(i) strategies on the six-creature ring (identical answers; property-tested)', () => {
  const ring = conditionalBoard('ring', 6, { creatures: 6, opponents: 2, max: 2 });
  for (const s of ['enumerate', 'single-pool', 'layered'] as const) bench(s, counted(ring, `ring 6/6×3 (${s})`, s), OPTIONS);
});

describe('(j) conditional families with a tax on some creatures (< 1 s)', () => {
  const cases: [Shape, number, number, number[], number][] = [
    ['ring', 12, 24, [1, 3, 5, 7], 2],
    ['ring', 16, 24, [1, 3, 5, 7], 2],
    ['chain', 12, 24, [1, 3, 5, 7, 9, 11], 3],
    ['star', 12, 24, [1, 3, 5, 7, 9, 11], 3],
  ];
  for (const [shape, k, n, taxed, mana] of cases) {
    const what = `${shape} ${k}/${n}, ${taxed.length} taxed, ${mana} mana`;
    bench(
      `${shape} of ${k} on ${n} creatures, Crawlspace 4, {1} on ${taxed.length} of them, ${mana} mana`,
      counted(withTax(conditionalBoard(shape, k, { creatures: n, max: 4 }), taxed, mana), what),
      HEAVY,
    );
  }
});

/** Explain the second legal declaration (the first is often no attack, decided at the root) once to print
 * the answer; the bench then times the same call. */
function explained(raw: RawBoard, what: string): () => void {
  const board = parsed(raw, what);
  const listed = legalSet(board, { limit: 2 });
  if (!listed.ok) throw new Error(`${what}: ${listed.error.message}`);
  const d = listed.value.legal[1] ?? listed.value.legal[0]!;
  const first = explainDeclaration(board, d);
  console.log(`${what}, explained: ${first.ok ? (first.value.legal ? 'legal' : 'illegal') : `${first.error.code}: ${first.error.message}`}`);
  return () => {
    explainDeclaration(board, d);
  };
}

function drawn(raw: RawBoard, what: string): () => void {
  const board = parsed(raw, what);
  const first = buildAttackTree(board);
  console.log(
    `${what}, tree: ${first.ok ? `${first.value.nodeCount} nodes${first.value.truncated ? ' (cut)' : ''}` : `${first.error.code}: ${first.error.message}`}`,
  );
  return () => {
    buildAttackTree(board);
  };
}

describe('(k) explanations and the tree on the conditional families', () => {
  const cases: [Shape, number, number][] = [
    ['ring', 12, 24],
    ['chain', 12, 24],
    ['star', 12, 24],
    ['ring', 16, 24],
    ['ring', 20, 24],
    ['star', 24, 24],
    ['ring', 24, 24],
  ];
  for (const [shape, k, n] of cases) {
    const raw = conditionalBoard(shape, k, { creatures: n, max: 4 });
    bench(`explain: ${shape} of ${k} on ${n} creatures, Crawlspace 4`, explained(raw, `${shape} ${k}/${n}`), HEAVY);
    bench(`tree: ${shape} of ${k} on ${n} creatures, Crawlspace 4`, drawn(raw, `${shape} ${k}/${n}`), HEAVY);
  }
});
