/**
 * Engine benchmarks (`npm run bench`): figures to read, not timed tests. Each bench name carries the
 * target it is measured against; nothing fails when a target is missed.
 *
 * (a) every board of the spec's article vectors: the full legal set, target < 5 ms each;
 * (b) 30 random boards, 4–6 eligible creatures and 1–3 opponents: all their legal sets in one go;
 * (c) 20 random boards, 6–7 eligible creatures, 3 opponents and 2 planeswalkers, each with at least one
 *     requirement, restriction and cost: the full legal set, target < 100 ms each;
 * (d) the commander board (bench/boards/commander.json, 40 creatures of which 30 identical tokens):
 *     checking one declaration, target < 100 ms, and counting the legal set, target < 1 s; the
 *     sandbox's grouped view of it (breakdown by size and creature, then the first 50 of one size).
 */
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { bench, describe } from 'vitest';
import { countLegal, explainDeclaration, legalBreakdown, legalSet, parseBoard, type Board, type Declaration } from '#shared/engine/index';
import { arbBoard, type RawBoard } from '../test/support/arbitraries.ts';

// The contract's public vectors, copied into the repository (test/fixtures/spec, checked against
// the shared baseline by test/engine/spec-copy.test.ts).
const VECTORS = new URL('../test/fixtures/spec/vectors/article.json', import.meta.url);
const COMMANDER = new URL('./boards/commander.json', import.meta.url);

// Enough samples for a stable mean without letting one slow board hold the run for minutes.
const OPTIONS = { time: 300, iterations: 5, warmupIterations: 1 };
const HEAVY = { time: 1000, iterations: 3, warmupIterations: 1 };

function parsed(raw: unknown, what: string): Board {
  const result = parseBoard(raw);
  if (!result.ok) throw new Error(`${what}: not a valid board: ${JSON.stringify(result.error.slice(0, 3))}`);
  return result.value;
}

/** Run `legalSet` and fail the bench loudly when the engine declines (too-large is a finding too). */
function fullLegalSet(board: Board, what: string): void {
  const result = legalSet(board);
  if (!result.ok) throw new Error(`${what}: legalSet gave ${result.error.code}: ${result.error.message}`);
}

const hasKind = (b: RawBoard, kinds: readonly string[]) => b.effects.some((e) => kinds.includes(e.kind));

// ---------------------------------------------------------------------------------------------------
// (a) article vectors

interface Vector {
  readonly name: string;
  readonly board: unknown;
}

const vectors: Vector[] = existsSync(VECTORS) ? (JSON.parse(readFileSync(VECTORS, 'utf8')) as Vector[]) : [];
if (vectors.length === 0) {
  console.log(`bench (a) skipped: no vectors at ${VECTORS.pathname}`);
}

describe.runIf(vectors.length > 0)('(a) article vectors: full legal set, target < 5 ms each', () => {
  for (const v of vectors) {
    const board = parsed(v.board, `vector ${v.name}`);
    bench(`${v.name} (< 5 ms)`, () => fullLegalSet(board, v.name), OPTIONS);
  }
});

// ---------------------------------------------------------------------------------------------------
// (b) random mid-size boards

const midBoards = fc
  .sample(arbBoard({ minCreatures: 4, maxCreatures: 6, minOpponents: 1, maxOpponents: 3 }), { numRuns: 30, seed: 1001 })
  .map((raw, i) => parsed(raw, `random board ${i}`));

describe('(b) 30 random boards, 4–6 creatures, 1–3 opponents', () => {
  bench(
    'all 30 legal sets, one after another',
    () => {
      midBoards.forEach((b, i) => fullLegalSet(b, `random board ${i}`));
    },
    OPTIONS,
  );
});

// ---------------------------------------------------------------------------------------------------
// (c) large random boards with every family of effect

const largeBoards = fc
  .sample(
    arbBoard({ minCreatures: 6, maxCreatures: 7, minOpponents: 3, maxOpponents: 3, minDefenders: 2, maxDefenders: 2, minEffects: 3, maxEffects: 6 }).filter(
      (b) =>
        (b.defenders ?? []).every((d) => d.kind === 'planeswalker' && d.player !== b.activePlayer) &&
        hasKind(b, ['mustAttack', 'atLeastOneAttacks', 'goad', 'conditional']) &&
        hasKind(b, ['cantAttack', 'cantAttackAlone', 'attacksAlone', 'maxAttackers', 'cantAttackUnless']) &&
        hasKind(b, ['attackCost']),
    ),
    { numRuns: 20, seed: 2002 },
  )
  .map((raw, i) => parsed(raw, `large board ${i}`));

describe('(c) 20 boards, 6–7 creatures, 3 opponents, 2 planeswalkers, requirements + restrictions + costs: target < 100 ms each', () => {
  largeBoards.forEach((board, i) => {
    const eligible = board.creatures.filter((c) => c.controller === board.activePlayer && !c.tapped && !c.sick).length;
    bench(
      `board ${String(i).padStart(2, '0')}: ${eligible} creatures, ${board.effects.length} effects (< 100 ms)`,
      () => {
        fullLegalSet(board, `large board ${i}`);
      },
      OPTIONS,
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// (d) the commander board

const commander = parsed(JSON.parse(readFileSync(COMMANDER, 'utf8')), 'bench/boards/commander.json');
// Everything but Wall of Roots attacks carol, the goading opponent: a natural first try at the table.
const everythingAtCarol: Declaration = {
  attacks: Object.fromEntries(commander.creatures.filter((c) => c.id !== 'wall').map((c) => [c.id, 'carol'])),
};

describe('(d) commander board: 40 creatures (30 identical tokens), 3 opponents, 2 planeswalkers', () => {
  bench(
    'check one declaration (everything but the wall → carol) (< 100 ms)',
    () => {
      const result = explainDeclaration(commander, everythingAtCarol);
      if (!result.ok) throw new Error(`commander check: ${result.error.code}: ${result.error.message}`);
    },
    HEAVY,
  );

  bench(
    'count the legal set (< 1 s)',
    () => {
      const result = countLegal(commander);
      if (!result.ok) throw new Error(`commander count: ${result.error.code}: ${result.error.message}`);
    },
    HEAVY,
  );

  bench(
    'breakdown: counts by number of attackers and by creature × defender',
    () => {
      const result = legalBreakdown(commander);
      if (!result.ok) throw new Error(`commander breakdown: ${result.error.code}: ${result.error.message}`);
    },
    HEAVY,
  );

  bench(
    'one group opened: the first 50 declarations with 20 attackers',
    () => {
      const result = legalSet(commander, { attackers: 20, limit: 50 });
      if (!result.ok) throw new Error(`commander group: ${result.error.code}: ${result.error.message}`);
    },
    HEAVY,
  );
});
