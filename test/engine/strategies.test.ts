/**
 * Every search strategy (the merging layered search, the enumeration of Ω, the single pool of cost-free
 * boards; search.ts) against the
 * brute-force oracle, on random boards and on the stress families of test/support/families.ts: conditional rings, chains and
 * stars, Viashino Bey boards, and per-creature taxes written split or merged.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Board, Declaration } from '#shared/engine/board';
import type { EngineStrategy } from '#shared/engine/api-types';
import { buildAttackTree, countLegal, declarationKey, explainDeclaration, legalBreakdown, legalSet, parseBoard } from '#shared/engine/index';
import { arbBoard, type RawBoard } from '../support/arbitraries.ts';
import { beyBoard, conditionalBoard, countingBoard, mixedCountingBoard, taxBoard, withTax, type CountingEffect, type Shape } from '../support/families.ts';
import { oracleLegal, oracleOmega, oracleRestricted } from './oracle.ts';

const TIMEOUT = 60_000;
const STRATEGIES: readonly EngineStrategy[] = ['layered', 'enumerate', 'single-pool', 'plan-pools', 'auto'];

function parsed(raw: RawBoard): Board {
  const r = parseBoard(JSON.parse(JSON.stringify(raw)));
  if (!r.ok) throw new Error(`invalid board: ${JSON.stringify(r.error)}`);
  return r.value;
}

const keys = (ds: readonly Declaration[]): string[] => ds.map(declarationKey);

function legalKeys(b: Board, strategy: EngineStrategy): string[] {
  const r = legalSet(b, { budget: { strategy } });
  if (!r.ok) throw new Error(`legalSet (${strategy}) failed: ${JSON.stringify(r.error)}`);
  expect(r.value.count, `count (${strategy})`).toBe(String(r.value.legal.length));
  return keys(r.value.legal);
}

/** Every strategy lists exactly the oracle's legal set, in canonical order. */
function agreesWithOracle(raw: RawBoard): void {
  const b = parsed(raw);
  const want = keys(oracleLegal(b));
  for (const s of STRATEGIES) expect(legalKeys(b, s), `strategy ${s}`).toEqual(want);
}

const arbShape = fc.constantFrom<Shape>('ring', 'chain', 'star');

/** Conditional families small enough for the oracle's tree walk: at most 81 declarations. */
const arbFamily = fc
  .record({
    shape: arbShape,
    creatures: fc.integer({ min: 2, max: 5 }),
    opponents: fc.integer({ min: 1, max: 2 }),
    conditionals: fc.integer({ min: 1, max: 6 }),
    max: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  })
  .map(({ shape, creatures: wanted, opponents, conditionals, max }) => {
    const creatures = opponents === 1 ? wanted : Math.min(wanted, 4);
    // A ring needs a creature per conditional; a chain one more; a star at least two.
    const k = shape === 'ring' ? Math.min(conditionals, creatures) : shape === 'chain' ? Math.min(conditionals, creatures - 1) : conditionals;
    return conditionalBoard(shape, Math.max(1, k), { creatures, opponents, ...(max === undefined ? {} : { max }) });
  });

describe('search strategies agree with the oracle', () => {
  test(
    "random small boards: layered, enumerate and auto list the oracle's legal set",
    () => {
      fc.assert(fc.property(arbBoard({ maxCreatures: 3, maxOpponents: 2, maxDefenders: 2, maxEffects: 5 }), agreesWithOracle), { numRuns: 150 });
    },
    TIMEOUT,
  );

  test(
    'conditional rings, chains and stars (with and without a Crawlspace-like limit)',
    () => {
      fc.assert(fc.property(arbFamily, agreesWithOracle), { numRuns: 60 });
    },
    TIMEOUT,
  );

  // 729 declarations: too many for the oracle's tree walk, so the two strategies check each other.
  test(
    'the six-creature ring with three options each and its limit: both strategies agree',
    () => {
      const b = parsed(conditionalBoard('ring', 6, { creatures: 6, opponents: 2, max: 2 }));
      const layered = legalKeys(b, 'layered');
      expect(layered.length).toBeGreaterThan(1);
      expect(legalKeys(b, 'enumerate')).toEqual(layered);
      expect(legalKeys(b, 'single-pool')).toEqual(layered);
    },
    TIMEOUT,
  );

  test(
    "four Viashino Beys, two tokens, War's Toll and a limit of three: no attack or any three attackers",
    () => {
      const b = parsed(beyBoard());
      const want = keys(oracleLegal(b));
      expect(want).toHaveLength(1 + 20);
      for (const s of STRATEGIES) expect(legalKeys(b, s), `strategy ${s}`).toEqual(want);
    },
    TIMEOUT,
  );

  // The literal walk of these boards passes 20 000 states; explanations and the tree fall back to the
  // settled walk (process.ts) instead of refusing, and must still give the oracle's verdicts.
  test.each([
    { name: "four Beys, two tokens, War's Toll", raw: beyBoard() },
    { name: 'six Beys under a limit of 2', raw: beyBoard(6, 0, 2) },
  ])(
    "$name: explainDeclaration gives the oracle's verdict for all of Ω, and the tree answers",
    ({ raw }) => {
      const b = parsed(raw);
      const legal = new Set(keys(oracleLegal(b)));
      for (const d of oracleOmega(b)) {
        const x = explainDeclaration(b, d);
        if (!x.ok) throw new Error(`explain {${declarationKey(d)}}: ${x.error.message}`);
        expect(x.value.legal, `{${declarationKey(d)}}`).toBe(legal.has(declarationKey(d)));
      }
      const tree = buildAttackTree(b);
      expect(tree.ok).toBe(true);
    },
    TIMEOUT,
  );

  // Taxes make plans: the pool of D is Ω(C(D)), one per plan (plan-pools.ts), not one for all.
  test(
    "conditional families with a tax on some creatures: every strategy lists the oracle's legal set",
    () => {
      const arb = fc
        .tuple(arbFamily, fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 3 }))
        .map(([raw, taxed, mana]) =>
          withTax(
            raw,
            taxed.filter((k) => k <= raw.creatures.length),
            mana,
          ),
        );
      fc.assert(fc.property(arb, agreesWithOracle), { numRuns: 60 });
    },
    TIMEOUT,
  );

  // Beyond the oracle: 3^6 and 2^10 declarations, checked strategy against strategy (the enumeration
  // judges each plan's pool member by member; the merging search carries the pools along).
  test.each([
    {
      name: 'ring of 6 on 6 × 3 options, Crawlspace 2, taxes on c1 c3 c5, 2 mana',
      raw: withTax(conditionalBoard('ring', 6, { creatures: 6, opponents: 2, max: 2 }), [1, 3, 5], 2),
    },
    { name: 'ring of 8 on 10, Crawlspace 4, taxes on c1 c2 c9, 1 mana', raw: withTax(conditionalBoard('ring', 8, { creatures: 10, max: 4 }), [1, 2, 9], 1) },
    {
      name: 'chain of 9 on 10, Crawlspace 3, taxes on c2 c4 c6 c8, 2 mana',
      raw: withTax(conditionalBoard('chain', 9, { creatures: 10, max: 3 }), [2, 4, 6, 8], 2),
    },
    { name: 'star of 8 on 10, taxes on c1 c5, 1 mana', raw: withTax(conditionalBoard('star', 8, { creatures: 10 }), [1, 5], 1) },
  ])(
    '$name: one pool per plan lists what the other strategies list',
    ({ raw }) => {
      const b = parsed(raw);
      const want = legalKeys(b, 'enumerate');
      expect(want.length).toBeGreaterThan(0);
      expect(legalKeys(b, 'plan-pools')).toEqual(want);
      expect(legalKeys(b, 'layered')).toEqual(want);
      expect(legalKeys(b, 'auto')).toEqual(want);
    },
    TIMEOUT,
  );

  test(
    'the breakdown is the same whichever strategy built the graph',
    () => {
      fc.assert(
        fc.property(arbFamily, (raw) => {
          const b = parsed(raw);
          const [x, ...others] = (['layered', 'enumerate', 'single-pool', 'plan-pools'] as const).map((strategy) => legalBreakdown(b, { strategy }));
          for (const y of others) expect(y).toEqual(x);
        }),
        { numRuns: 40 },
      );
    },
    TIMEOUT,
  );
});

describe('split and merged taxes (spec §2: identical instances up to their effect ids)', () => {
  const arbTaxes = fc.record({
    k: fc.integer({ min: 1, max: 6 }),
    extra: fc.integer({ min: 0, max: 2 }),
    mana: fc.integer({ min: 0, max: 6 }),
    requirement: fc.boolean(),
  });

  test(
    "the two forms have identical legal sets, equal to the oracle's",
    () => {
      fc.assert(
        fc.property(arbTaxes, ({ k, extra, mana, requirement }) => {
          const o = { mana, creatures: k + extra, requirement };
          const split = parsed(taxBoard(k, 'split', o));
          const merged = parsed(taxBoard(k, 'merged', o));
          const want = keys(oracleLegal(merged));
          expect(keys(oracleLegal(split))).toEqual(want);
          for (const s of STRATEGIES) {
            expect(legalKeys(split, s), `split, ${s}`).toEqual(want);
            expect(legalKeys(merged, s), `merged, ${s}`).toEqual(want);
          }
        }),
        { numRuns: 60 },
      );
    },
    TIMEOUT,
  );

  test('thirty taxes on thirty creatures count the same split or merged', () => {
    const count = (form: 'split' | 'merged') => {
      const r = countLegal(parsed(taxBoard(30, form, { mana: 15 })));
      if (!r.ok) throw new Error(r.error.message);
      return r.value.count;
    };
    // With {} mustAttack, D attacking a set S of taxed creatures is the best of its own pool (the
    // subsets of S), so every payable S is legal: the sets of at most 15 of the 30 creatures.
    const choose = (n: bigint, k: bigint): bigint => (k === 0n ? 1n : (choose(n, k - 1n) * (n - k + 1n)) / k);
    let want = 0n;
    for (let k = 0n; k <= 15n; k++) want += choose(30n, k);
    expect(count('split')).toBe(want.toString());
    expect(count('merged')).toBe(want.toString());
  });
});

describe('counting restrictions on small boards', () => {
  test.each(['cantAttackUnless', 'maxAttackers', 'atLeastOneAttacks'] as const)(
    '%s windows: every strategy equals the oracle',
    (kind) => {
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 1, max: 6 }), (creatures, effects) => {
          agreesWithOracle(countingBoard(kind, effects, { creatures }));
        }),
        { numRuns: 12 },
      );
    },
    TIMEOUT,
  );
});

/** Counting effects over random sets of creatures 1…n (restriction-state.ts retires each after its last). */
const arbCountingEffects = (n: number, max: number): fc.Arbitrary<CountingEffect[]> => {
  const some = fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: Math.min(n, 4) });
  return fc.array(
    fc.record({
      kind: fc.constantFrom('cantAttackUnless' as const, 'maxAttackers' as const, 'atLeastOneAttacks' as const),
      creatures: some,
      others: some,
      n: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 1, maxLength: max },
  );
};

describe('counting restrictions retired after their last creature', () => {
  test(
    'random counting effects on up to 7 creatures: every strategy equals the oracle',
    () => {
      const arb = fc.record({ creatures: fc.integer({ min: 2, max: 7 }), opponents: fc.integer({ min: 1, max: 2 }) }).chain(({ creatures, opponents }) => {
        const n = opponents === 1 ? creatures : Math.min(creatures, 4);
        return arbCountingEffects(n, 8).map((effects) => mixedCountingBoard(effects, { creatures: n, opponents }));
      });
      fc.assert(fc.property(arb, agreesWithOracle), { numRuns: 80 });
    },
    TIMEOUT,
  );

  // 2^13 declarations: too many for the oracle's pools, but with no cost and no conditional the legal
  // set is the restricted declarations satisfying the most atLeastOneAttacks units (spec §3), counted
  // here directly. Thirteen creatures sort c1, c10, …, c13, c2, …: effects start and retire all over.
  test(
    'random counting effects on 13 creatures: the count equals a direct enumeration',
    () => {
      const n = 13;
      fc.assert(
        fc.property(arbCountingEffects(n, 24), (effects) => {
          const b = parsed(mixedCountingBoard(effects, { creatures: n }));
          let best = -1;
          let count = 0;
          for (let mask = 0; mask < 1 << n; mask++) {
            const attacks: Record<string, string> = {};
            for (let c = 0; c < n; c++) if (mask & (1 << c)) attacks[`c${c + 1}`] = 'opp1';
            if (!oracleRestricted(b, { attacks })) continue;
            const met = effects.filter((e) => e.kind === 'atLeastOneAttacks' && e.creatures.some((c) => mask & (1 << (c - 1)))).length;
            if (met > best) [best, count] = [met, 1];
            else if (met === best) count++;
          }
          const r = countLegal(b);
          if (!r.ok) throw new Error(r.error.message);
          expect(r.value.count).toBe(String(count));
        }),
        { numRuns: 15 },
      );
    },
    TIMEOUT,
  );

  test.each([
    ['cantAttackUnless', 24, 24],
    ['maxAttackers', 30, 40],
    ['atLeastOneAttacks', 24, 24],
  ] as const)(
    '%s × %i on %i creatures answers (the layout holds only the effects alive at a layer)',
    (kind, effects, creatures) => {
      const r = countLegal(parsed(countingBoard(kind, effects, { creatures })));
      if (!r.ok) throw new Error(r.error.message);
      expect(BigInt(r.value.count)).toBeGreaterThan(0n);
    },
    TIMEOUT,
  );
});
