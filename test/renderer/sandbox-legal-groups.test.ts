/** The sandbox's grouped view of a large legal set: figures turned into rows (lib/sandbox/legal-groups.ts). */
import { describe, expect, test } from 'vitest';
import type { LegalBreakdown } from '#shared/engine/index';
import { legalBreakdown, parseBoard } from '#shared/engine/index';
import { formatCount } from '../../src-renderer/lib/count-text.ts';
import { creatureRows, defenderColumns, sizeGroups } from '../../src-renderer/lib/sandbox/legal-groups.ts';

describe('formatCount', () => {
  test.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['5361574939928638045425', '5,361,574,939,928,638,045,425'],
    ['not a number', 'not a number'],
  ])('%s → %s', (raw, shown) => expect(formatCount(raw)).toBe(shown));
});

/** Goblin must attack; Cub is free; Wall of Roots (defender) is left out by its cantAttack; two opponents. */
function breakdown(): LegalBreakdown {
  const board = parseBoard({
    format: 'attack-board/1',
    players: ['you', 'alice', 'bob'],
    activePlayer: 'you',
    creatures: [
      { id: 'goblin', name: 'Crazed Goblin', controller: 'you' },
      { id: 'cub', name: 'Bear Cub', controller: 'you' },
      { id: 'wall', name: 'Wall of Roots', controller: 'you' },
    ],
    effects: [
      { id: 'e1', source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: ['goblin'] } },
      { id: 'e2', source: 'Wall of Roots', kind: 'cantAttack', creatures: { ids: ['wall'] } },
      { id: 'e3', source: 'Norn', kind: 'cantAttack', creatures: { ids: ['cub'] }, defenders: { ids: ['bob'] } },
    ],
  });
  if (!board.ok) throw new Error(JSON.stringify(board.error));
  const r = legalBreakdown(board.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('rows of a breakdown', () => {
  test('size groups are labelled and keep the exact counts', () => {
    // Goblin at alice or bob (2) × Cub at alice or home (2): 2 of one attacker, 2 of two.
    expect(sizeGroups(breakdown())).toEqual([
      { attackers: 1, count: '2', label: '1 attacker' },
      { attackers: 2, count: '2', label: '2 attackers' },
    ]);
  });

  test('creature rows: a column per defender, null where the creature has no such option, and a verdict', () => {
    const b = breakdown();
    expect(defenderColumns(b)).toEqual(['alice', 'bob']);
    const names = new Map([
      ['goblin', 'Crazed Goblin'],
      ['cub', 'Bear Cub'],
      ['wall', 'Wall of Roots'],
    ]);
    expect(creatureRows(b, names).map((r) => [r.name, r.cells, r.noAttack, r.verdict])).toEqual([
      ['Bear Cub', ['2', null], '2', 'may-attack'],
      ['Crazed Goblin', ['2', '2'], '0', 'always-attacks'],
      ['Wall of Roots', [null, null], '4', 'never-attacks'],
    ]);
  });
});

test('creatures with the same name are told apart by their ids', () => {
  const b: LegalBreakdown = {
    count: '4',
    bySize: [],
    byCreature: ['g1', 'g2', 'c'].map((creatureId) => ({ creatureId, byDefender: [{ defenderId: 'opp', count: '2' }], noAttack: '2' })),
  };
  const names = new Map([
    ['g1', 'Grizzly Bears'],
    ['g2', 'Grizzly Bears'],
    ['c', 'Bear Cub'],
  ]);
  expect(creatureRows(b, names).map((r) => r.name)).toEqual(['Grizzly Bears (g1)', 'Grizzly Bears (g2)', 'Bear Cub']);
});
