/**
 * The block answer's controls as state (block-draft.svelte.ts): a digit picks a blocker, a second the
 * attacker it blocks (again: takes it back), a creature that blocks several takes several; `a` adds
 * the declaration once; lines and effects read in card language; the type label says "Legal blocks".
 */
import { describe, expect, it } from 'vitest';
import { parseBlockBoard, type BlockBoard } from '#shared/engine/block/index';
import { BlockDraft } from '../../src-renderer/lib/quiz/block-draft.svelte.ts';
import { blockDeclarationLine, blockEffectLine } from '../../src-renderer/lib/quiz/block-view.ts';
import { quizTypeLabel } from '../../src-renderer/lib/labels.ts';

function board(): BlockBoard {
  const r = parseBlockBoard({
    format: 'block-board/1',
    players: ['opp', 'you'],
    activePlayer: 'opp',
    defendingPlayer: 'you',
    creatures: [
      { id: 'bears', name: 'Grizzly Bears', controller: 'opp', colors: ['G'], types: ['Creature', 'Bear'], power: 2, toughness: 2, attacking: 'you' },
      { id: 'giant', name: 'Hill Giant', controller: 'opp', colors: ['R'], types: ['Creature', 'Giant'], power: 3, toughness: 3, attacking: 'you' },
      { id: 'guard', name: 'Palace Guard', controller: 'you', colors: ['W'], types: ['Creature', 'Human'], power: 1, toughness: 4 },
      { id: 'spider', name: 'Giant Spider', controller: 'you', colors: ['G'], types: ['Creature', 'Spider'], power: 2, toughness: 4, keywords: ['reach'] },
    ],
    effects: [
      { source: 'Palace Guard', kind: 'canBlockAdditional', creatures: { ids: ['guard'] }, count: 'any' },
      { source: 'Lure', kind: 'lure', attackers: { ids: ['giant'] } },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('BlockDraft', () => {
  it('numbers the blockers and the attackers in board order', () => {
    const d = new BlockDraft(board());
    expect(d.blockers.map((c) => c.id)).toEqual(['guard', 'spider']);
    expect(d.attackers.map((c) => c.id)).toEqual(['bears', 'giant']);
  });

  it('builds a declaration from digit pairs, several attackers for one blocker, and takes a pair back', () => {
    const d = new BlockDraft(board());
    d.pick(0);
    expect(d.pending).toBe('guard');
    d.pick(0);
    d.pick(0);
    d.pick(1);
    d.pick(1);
    d.pick(1);
    expect(d.declaration).toEqual({ blocks: { guard: ['bears', 'giant'], spider: 'giant' } });
    expect(d.declarationText).toBe('Palace Guard blocks Grizzly Bears and Hill Giant; Giant Spider blocks Hill Giant');
    d.pick(1);
    d.pick(1);
    expect(d.declaration).toEqual({ blocks: { guard: ['bears', 'giant'] } });
    expect(d.pending).toBeNull();
  });

  it('ignores a digit with no blocker or attacker behind it', () => {
    const d = new BlockDraft(board());
    d.pick(5);
    expect(d.pending).toBeNull();
    d.pick(0);
    d.pick(7);
    expect(d.pending).toBe('guard');
    expect(d.declaration).toEqual({ blocks: {} });
  });

  it('adds each declaration once ("No block" too), edits and removes', () => {
    const d = new BlockDraft(board());
    d.add();
    d.add();
    expect(d.entries).toEqual([{ blocks: {} }]);
    expect(d.notice).toMatch(/^Already in your declarations \(number 1\): No block/);
    d.toggle('spider', 'giant');
    d.add();
    expect(d.entries).toEqual([{ blocks: {} }, { blocks: { spider: 'giant' } }]);
    d.edit(1);
    expect(d.entries).toHaveLength(1);
    expect(d.blocks('spider', 'giant')).toBe(true);
    d.remove(0);
    expect(d.entries).toEqual([]);
  });
});

describe('block texts on screen', () => {
  it('reads declarations and effects in card language', () => {
    const b = board();
    expect(blockDeclarationLine(b, { blocks: {} })).toBe('No block');
    expect(b.effects.map((e) => blockEffectLine(b, e))).toEqual([
      'Palace Guard: Palace Guard can block any number of creatures.',
      'Lure: every creature able to block Hill Giant does so.',
    ]);
  });

  it('labels a blocking quiz\'s legal sets "Legal blocks" and an attack quiz\'s "Legal attacks"', () => {
    expect(quizTypeLabel('legal-sets', ['blocking', 'lure'])).toBe('Legal blocks');
    expect(quizTypeLabel('legal-sets', ['requirements'])).toBe('Legal attacks');
    expect(quizTypeLabel('can-block', ['blocking'])).toBe('Can it block?');
  });
});
