/**
 * Random boards built from random presets (mana creatures and Hollow Warrior's tap cost included)
 * against the brute-force oracle of spec §1–§4 (test/engine/oracle.ts): small boards only, so the
 * oracle can walk every declaration.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPreset, makeBoardDraft, type BoardDraft } from '#shared/cards/index';
import { buildAttackTree, declarationKey, explainDeclaration, legalSet, parseBoard } from '#shared/engine/index';
import { declarationSet } from '../cli/run-cli.ts';
import { oracleLegal, oracleOmega } from '../engine/oracle.ts';

const CREATURES = [
  'grizzly-bears',
  'llanowar-elves',
  'birds-of-paradise',
  'vhal-candlekeep-researcher',
  'hollow-warrior',
  'crazed-goblin',
  'mogg-flunkies',
  'viashino-bey',
  'serra-angel',
  'raging-goblin',
  'qal-sisma-behemoth',
  'sylvan-caryatid',
] as const;
const CARDS = [
  ['propaganda', { controller: 'opp' }],
  ['wars-toll', { controller: 'opp' }],
  ['silent-arbiter', { controller: 'opp' }],
  ['moat', {}],
] as const;

const arbBoard = fc
  .record({
    creatures: fc.array(fc.record({ id: fc.constantFrom(...CREATURES), sick: fc.boolean(), tapped: fc.boolean() }), { minLength: 1, maxLength: 4 }),
    cards: fc.subarray([...CARDS], { maxLength: 2 }),
    lands: fc.array(fc.constantFrom('G', 'W', 'U', 'C'), { maxLength: 3 }),
  })
  .map(({ creatures, cards, lands }) => {
    let board: BoardDraft = { ...makeBoardDraft(['you', 'opp'], 'you'), resources: { mana: lands, life: 0 } };
    creatures.forEach((c, i) => {
      const applied = applyPreset(board, c.id, {}, { id: `c${i + 1}`, creature: { sick: c.sick && i % 2 === 0, tapped: c.tapped && i % 3 === 0 } });
      if (!applied.ok) throw new Error(JSON.stringify(applied.error));
      board = applied.value.board;
    });
    for (const [id, params] of cards) {
      const applied = applyPreset(board, id, params);
      if (!applied.ok) throw new Error(JSON.stringify(applied.error));
      board = applied.value.board;
    }
    return board;
  });

describe('boards from random presets', () => {
  it('have the legal set of the brute-force oracle', () => {
    fc.assert(
      fc.property(arbBoard, (draft) => {
        const parsed = parseBoard(draft);
        expect(parsed.ok ? [] : parsed.error).toEqual([]);
        if (!parsed.ok) return;
        const engine = legalSet(parsed.value);
        expect(engine.ok).toBe(true);
        if (!engine.ok) return;
        expect(declarationSet(engine.value.legal)).toEqual(declarationSet(oracleLegal(parsed.value)));
      }),
      { numRuns: 150 },
    );
  });

  it('explain every declaration and build the attack tree as the oracle decides (creature mana and tap costs included)', () => {
    fc.assert(
      fc.property(arbBoard, (draft) => {
        const parsed = parseBoard(draft);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
        const board = parsed.value;
        const legal = oracleLegal(board);
        const keys = new Set(legal.map(declarationKey));
        for (const d of oracleOmega(board)) {
          const x = explainDeclaration(board, d);
          if (!x.ok) throw new Error(`{${declarationKey(d)}}: ${x.error.message}`);
          expect(x.value.legal, `{${declarationKey(d)}}`).toBe(keys.has(declarationKey(d)));
        }
        const tree = buildAttackTree(board, { maxPlans: 100 });
        if (!tree.ok) throw new Error(tree.error.message);
        expect(declarationSet(tree.value.plans.flatMap((p) => p.legal))).toEqual(declarationSet(legal));
      }),
      { numRuns: 80 },
    );
  });
});
