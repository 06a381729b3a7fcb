/**
 * Random block boards built from random blocking presets (attackers and blockers, Lure-like and
 * provoke requirements, extra blocks, counting rules, costs with creature mana) against the brute force
 * of docs/block-board-v1.md §4 (test/engine/block/brute.ts): small boards, so the brute force can walk
 * every declaration.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPreset, BLOCK_PRESETS, makeBlockBoardDraft, type BoardDraft, type PresetParams } from '#shared/cards/index';
import { blockKey, legalBlockSet, parseBlockBoard } from '#shared/engine/block/index';
import { bruteLegalBlocks } from '../engine/block/brute.ts';

const CREATURES = BLOCK_PRESETS.filter((p) => p.kind === 'creature').map((p) => p.id);
const CARDS = BLOCK_PRESETS.filter((p) => p.kind !== 'creature').map((p) => p.id);

const arbBoard = fc
  .record({
    attackers: fc.array(fc.constantFrom(...CREATURES), { minLength: 1, maxLength: 3 }),
    blockers: fc.array(fc.record({ id: fc.constantFrom(...CREATURES), sick: fc.boolean(), tapped: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    cards: fc.array(fc.record({ id: fc.constantFrom(...CARDS), pick: fc.nat(5) }), { maxLength: 2 }),
    provoke: fc.nat(5),
    mana: fc.option(fc.array(fc.constantFrom('G', 'W', 'R', 'C'), { maxLength: 2 }), { nil: undefined }),
  })
  .map(({ attackers, blockers, cards, provoke, mana }) => {
    let draft: BoardDraft = { ...makeBlockBoardDraft(['opp', 'you'], 'opp', 'you'), ...(mana === undefined ? {} : { resources: { mana, life: 0 } }) };
    const add = (presetId: string, params: PresetParams, id: string, creature?: Record<string, boolean>) => {
      const applied = applyPreset(draft, presetId, params, { id, ...(creature === undefined ? {} : { creature }) });
      if (!applied.ok) throw new Error(`${presetId}: ${JSON.stringify(applied.error)}`);
      draft = applied.value.board;
    };
    blockers.forEach((b, i) => add(b.id, {}, `b${i + 1}`, { sick: b.sick, tapped: b.tapped && i % 2 === 1 }));
    attackers.forEach((a, i) => {
      const provokes = BLOCK_PRESETS.find((p) => p.id === a)!.params.some((s) => s.name === 'provoked');
      add(a, { attacking: 'you', ...(provokes ? { provoked: `b${(provoke % blockers.length) + 1}` } : {}) }, `a${i + 1}`);
    });
    cards.forEach((c, i) => {
      const preset = BLOCK_PRESETS.find((p) => p.id === c.id)!;
      const params: Record<string, string> = {};
      for (const s of preset.params) {
        if (s.type !== 'creatureRef') continue;
        params[s.name] = s.side === 'blocking' ? `b${(c.pick % blockers.length) + 1}` : `a${(c.pick % attackers.length) + 1}`;
      }
      add(c.id, params, `k${i + 1}`);
    });
    return draft;
  });

describe('block boards from random blocking presets', () => {
  it('have the legal set of the brute force', () => {
    fc.assert(
      fc.property(arbBoard, (draft) => {
        const parsed = parseBlockBoard(draft);
        expect(parsed.ok ? [] : parsed.error).toEqual([]);
        if (!parsed.ok) return;
        const engine = legalBlockSet(parsed.value);
        expect(engine.ok).toBe(true);
        if (!engine.ok) return;
        expect(engine.value.legal.map(blockKey).sort()).toEqual(bruteLegalBlocks(parsed.value).map(blockKey).sort());
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
