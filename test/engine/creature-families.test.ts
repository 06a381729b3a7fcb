/**
 * A family of boards paid with creatures large enough to have thousands of cost plans: one opponent,
 * 9–11 creatures, a cost on every attacker, a few lands and mana creatures of which some have
 * vigilance (an attacker with vigilance still taps for mana, CR 702.20, so many more declarations are
 * payable). The engine's legal set must be the brute-force oracle's. Such a board (11 creatures, {1}
 * per attacker, 2 lands, 4 mana creatures, 2 of them vigilant) was refused as "more than 100,000
 * declarations" while it has 2,048, of which 1,024 are legal: gathering each plan's pool compared
 * every pair of plans and gave up past a thousand plans.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Board } from '#shared/engine/board';
import { countLegal, declarationKey, legalSet, parseBoard } from '#shared/engine/index';
import { oracleLegal } from './oracle.ts';

const TIMEOUT = 120_000;

interface Family {
  readonly creatures: number;
  readonly lands: readonly string[];
  /** Per mana creature (the first ones): the mana it makes and whether it has vigilance. */
  readonly manaCreatures: readonly { readonly mana: string; readonly vigilance: boolean }[];
  readonly tax: string;
  readonly must?: number;
}

function familyBoard(f: Family): unknown {
  const ids = Array.from({ length: f.creatures }, (_, i) => `c${String(i + 1).padStart(2, '0')}`);
  return {
    format: 'attack-board/1',
    players: ['you', 'opp'],
    activePlayer: 'you',
    creatures: ids.map((id, i) => ({
      id,
      name: `Creature ${i + 1}`,
      controller: 'you',
      power: 2,
      toughness: 2,
      ...(f.manaCreatures[i]?.vigilance === true ? { keywords: ['vigilance'] } : {}),
    })),
    effects: [
      { id: 'tax', source: 'Propaganda', kind: 'attackCost', creatures: {}, cost: { mana: f.tax } },
      ...(f.must === undefined ? [] : [{ id: 'must', source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: [ids[f.must % ids.length]] } }]),
    ],
    resources: { mana: [...f.lands, ...f.manaCreatures.map((m, i) => ({ mana: m.mana, from: ids[i] }))], life: 20 },
  };
}

function parsed(raw: unknown): Board {
  const r = parseBoard(raw);
  if (!r.ok) throw new Error(`invalid board: ${JSON.stringify(r.error)}`);
  return r.value;
}

const arbFamily: fc.Arbitrary<Family> = fc.record({
  // Mostly payable, so that most of the 2^n attacker sets are plans of their own (the refusal needed
  // more than a thousand plans): several lands, mostly vigilant mana creatures, mostly {1}.
  creatures: fc.integer({ min: 10, max: 11 }),
  lands: fc.array(fc.constantFrom('C', 'G', 'W'), { minLength: 1, maxLength: 4 }),
  manaCreatures: fc.array(fc.record({ mana: fc.constantFrom('G', 'W', 'WUBRG'), vigilance: fc.constantFrom(true, true, false) }), {
    minLength: 2,
    maxLength: 5,
  }),
  tax: fc.constantFrom('{1}', '{1}', '{1}', '{G}', '{2}'),
  must: fc.option(fc.nat(10), { nil: undefined }),
});

describe('vigilant mana creatures and a cost on every attacker, against the oracle', () => {
  test('the board of the wrong refusal has 1,024 legal declarations', () => {
    const b = parsed(familyBoard({ creatures: 11, lands: ['C', 'C'], manaCreatures: [0, 1, 2, 3].map((i) => ({ mana: 'G', vigilance: i < 2 })), tax: '{1}' }));
    const want = oracleLegal(b);
    expect(want.length).toBe(1024);
    const got = countLegal(b);
    expect(got).toEqual({ ok: true, value: { count: '1024' } });
  });

  test(
    "the legal set is the oracle's on random members of the family",
    () => {
      fc.assert(
        fc.property(arbFamily, (f) => {
          const b = parsed(familyBoard(f));
          const want = oracleLegal(b).map(declarationKey);
          const got = legalSet(b);
          if (!got.ok) throw new Error(`legalSet failed: ${got.error.message}`);
          expect(got.value.legal.map(declarationKey)).toEqual(want);
        }),
        { numRuns: 12 },
      );
    },
    TIMEOUT,
  );
});
