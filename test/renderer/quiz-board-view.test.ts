import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Board, Effect } from '#shared/engine/index';
import { parseBoard } from '#shared/engine/index';
import { parseBlockBoard } from '#shared/engine/block/index';
import { blockEffectLine } from '../../src-renderer/lib/quiz/block-view.ts';
import {
  attackableDefenders,
  creatureLabels,
  creatureMarks,
  declarationText,
  defendersByPlayer,
  describeCost,
  effectFamily,
  effectLine,
  eligibleCreatures,
  playerAreas,
} from '../../src-renderer/lib/quiz/board-view.ts';

const board = (raw: Record<string, unknown>): Board => {
  const r = parseBoard({ format: 'attack-board/1', ...raw });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

const THREE = board({
  players: ['you', 'alice', 'bob'],
  activePlayer: 'you',
  defenders: [
    { id: 'jace', kind: 'planeswalker', player: 'alice', name: 'Jace Beleren' },
    { id: 'inv', kind: 'battle', player: 'bob', name: 'Invasion of Tarkir' },
    { id: 'mine', kind: 'planeswalker', player: 'you', name: 'My Walker' },
  ],
  creatures: [
    { id: 'goblin', name: 'Crazed Goblin', controller: 'you', colors: ['R'], power: 1, toughness: 1 },
    { id: 'tapped', name: 'Grizzly Bears', controller: 'you', tapped: true },
    { id: 'sick', name: 'Deathrite Shaman', controller: 'you', sick: true },
    { id: 'hers', name: 'Bear Cub', controller: 'alice' },
    { id: 'g2', name: 'Crazed Goblin', controller: 'you' },
  ],
  effects: [],
});

describe('eligibility and defenders (spec §1)', () => {
  test('eligible: controlled by the active player, untapped, not sick', () => {
    expect(eligibleCreatures(THREE).map((c) => c.id)).toEqual(['goblin', 'g2']);
  });

  // The engine's rule, not a copy: haste lets a summoning-sick creature attack (CR 302.6, 702.10).
  test('a summoning-sick creature with haste is eligible, as the engine says', () => {
    const hasty = board({
      players: ['you', 'opp'],
      activePlayer: 'you',
      defenders: [],
      creatures: [
        {
          id: 'raging',
          name: 'Raging Goblin',
          controller: 'you',
          colors: ['R'],
          types: ['Goblin', 'Berserker'],
          power: 1,
          toughness: 1,
          sick: true,
          keywords: ['haste'],
        },
        { id: 'sick', name: 'Deathrite Shaman', controller: 'you', sick: true },
      ],
      effects: [],
    });
    expect(eligibleCreatures(hasty).map((c) => c.id)).toEqual(['raging']);
  });

  test('defenders grouped per opponent in player order, the player first; the active player’s own walker is not attackable', () => {
    expect(defendersByPlayer(THREE).map((g) => [g.player, g.defenders.map((d) => d.id)])).toEqual([
      ['alice', ['alice', 'jace']],
      ['bob', ['bob', 'inv']],
    ]);
    expect(attackableDefenders(THREE).map((d) => d.name)).toEqual(['alice', 'Jace Beleren', 'bob', 'Invasion of Tarkir']);
  });

  test('player areas: the active player first, each with their creatures and planeswalkers/battles', () => {
    expect(playerAreas(THREE).map((a) => ({ p: a.player, active: a.active, c: a.creatures.map((c) => c.id), d: a.defenders.map((d) => d.id) }))).toEqual([
      { p: 'you', active: true, c: ['goblin', 'tapped', 'sick', 'g2'], d: ['mine'] },
      { p: 'alice', active: false, c: ['hers'], d: ['jace'] },
      { p: 'bob', active: false, c: [], d: ['inv'] },
    ]);
  });

  test('shared names are numbered in board order, unique names are left alone', () => {
    expect([...creatureLabels(THREE)]).toEqual([
      ['goblin', 'Crazed Goblin #1'],
      ['tapped', 'Grizzly Bears'],
      ['sick', 'Deathrite Shaman'],
      ['hers', 'Bear Cub'],
      ['g2', 'Crazed Goblin #2'],
    ]);
  });

  const marks: { id: string; marks: string[] }[] = [
    { id: 'goblin', marks: [] },
    { id: 'tapped', marks: ['Tapped'] },
    { id: 'sick', marks: ['Summoning sick'] },
    { id: 'hers', marks: ['Controlled by Alice'] },
  ];
  test.each(marks)('marks of $id', ({ id, marks: want }) => {
    expect(
      creatureMarks(
        THREE,
        THREE.creatures.find((c) => c.id === id)!,
      ),
    ).toEqual(want);
  });
});

describe('declarationText', () => {
  const cases: { name: string; attacks: Record<string, string>; text: string }[] = [
    { name: 'no attack', attacks: {}, text: 'No attack' },
    { name: 'one attacker, planeswalker by name', attacks: { goblin: 'jace' }, text: 'Crazed Goblin #1 → Jace Beleren' },
    { name: 'creatures in board order, not key order', attacks: { g2: 'bob', goblin: 'alice' }, text: 'Crazed Goblin #1 → Alice, Crazed Goblin #2 → Bob' },
  ];
  test.each(cases)('$name', ({ attacks, text }) => {
    expect(declarationText(THREE, { attacks })).toBe(text);
  });
});

const TWO = (effects: unknown[], extra: Record<string, unknown> = {}): Board =>
  board({
    players: ['you', 'opp'],
    activePlayer: 'you',
    creatures: [
      { id: 'goblin', name: 'Crazed Goblin', controller: 'you', colors: ['R'] },
      { id: 'cub', name: 'Bear Cub', controller: 'you', colors: ['G'] },
      { id: 'bey', name: 'Viashino Bey', controller: 'you' },
    ],
    effects,
    ...extra,
  });

describe('effect sentences: one readable line per effect, with its source', () => {
  const cases: { name: string; effect: Record<string, unknown>; line: string; family: ReturnType<typeof effectFamily> }[] = [
    {
      name: 'Crawlspace',
      effect: { source: 'Crawlspace', kind: 'maxAttackers', count: 2, defenders: { players: ['opp'], kinds: ['player'] } },
      line: 'Crawlspace — at most 2 creatures can attack opponent',
      family: 'restriction',
    },
    {
      name: 'Silent Arbiter',
      effect: { source: 'Silent Arbiter', kind: 'maxAttackers', count: 1 },
      line: 'Silent Arbiter — at most 1 creature can attack in a combat',
      family: 'restriction',
    },
    {
      name: 'must attack, one creature',
      effect: { source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: ['goblin'] } },
      line: 'Crazed Goblin — Crazed Goblin attacks if able',
      family: 'requirement',
    },
    {
      name: 'must attack, every creature',
      effect: { source: 'Avatar of Slaughter', kind: 'mustAttack', creatures: {} },
      line: 'Avatar of Slaughter — creatures attack if able (one requirement per creature)',
      family: 'requirement',
    },
    {
      name: 'must attack a defender',
      effect: { source: 'Ruhan', kind: 'mustAttack', creatures: { ids: ['cub'] }, defenders: { ids: ['opp'] } },
      line: 'Ruhan — Bear Cub attacks opponent if able',
      family: 'requirement',
    },
    {
      name: 'defender keyword',
      effect: { source: 'Wall', kind: 'cantAttack', creatures: { ids: ['cub'] } },
      line: "Wall — Bear Cub can't attack",
      family: 'restriction',
    },
    {
      name: 'Ensnaring Bridge by power',
      effect: { source: 'Ensnaring Bridge', kind: 'cantAttack', creatures: { powerAtLeast: 4 } },
      line: "Ensnaring Bridge — creatures with power 4 or greater can't attack",
      family: 'restriction',
    },
    {
      name: 'cannot attack alone',
      effect: { source: 'Mogg Flunkies', kind: 'cantAttackAlone', creatures: { ids: ['goblin', 'cub'] } },
      line: "Mogg Flunkies — Crazed Goblin and Bear Cub can't attack alone",
      family: 'restriction',
    },
    {
      name: 'attacks alone',
      effect: { source: 'X', kind: 'attacksAlone', creatures: { colors: ['R'] } },
      line: 'X — red creatures can only attack alone',
      family: 'restriction',
    },
    {
      name: 'cannot attack unless others do',
      effect: { source: 'Scarred Puma', kind: 'cantAttackUnless', creatures: { ids: ['cub'] }, others: { colors: ['B', 'G'] }, atLeast: 1 },
      line: "Scarred Puma — Bear Cub can't attack unless at least 1 other creature (black or green creatures) attacks",
      family: 'restriction',
    },
    {
      name: 'Propaganda',
      effect: { source: 'Propaganda', kind: 'attackCost', creatures: {}, defenders: { players: ['opp'], kinds: ['player'] }, cost: { mana: '{2}' } },
      line: "Propaganda — creatures can't attack opponent unless you pay {2} for each",
      family: 'cost',
    },
    {
      name: 'cost on one creature, by note',
      effect: {
        source: 'Floodtide Serpent',
        kind: 'attackCost',
        creatures: { ids: ['cub'] },
        cost: { returnToHand: { count: 1, filter: { types: ['Enchantment'] } }, note: "return an enchantment you control to its owner's hand" },
      },
      line: "Floodtide Serpent — Bear Cub can't attack unless you return an enchantment you control to its owner's hand",
      family: 'cost',
    },
    {
      name: 'green creatures sacrifice a land',
      effect: { source: 'Flooded Woodlands', kind: 'attackCost', creatures: { colors: ['G'] }, cost: { sacrifice: { count: 1, filter: { types: ['Land'] } } } },
      line: "Flooded Woodlands — green creatures can't attack unless you sacrifice a Land for each",
      family: 'cost',
    },
    {
      name: 'black creatures sacrifice a land',
      effect: { source: 'Reclamation', kind: 'attackCost', creatures: { colors: ['B'] }, cost: { sacrifice: { count: 1, filter: { types: ['Land'] } } } },
      line: "Reclamation — black creatures can't attack unless you sacrifice a Land for each",
      family: 'cost',
    },
    {
      name: 'goad',
      effect: { source: 'goad (alice)', kind: 'goad', creatures: { ids: ['goblin'] }, by: 'opp' },
      line: 'goad (alice) — Crazed Goblin is goaded by opponent: it attacks if able, and a player other than opponent if able',
      family: 'requirement',
    },
    {
      name: 'Viashino Bey (conditional)',
      effect: {
        source: 'Viashino Bey',
        kind: 'conditional',
        if: { anyAttacks: { ids: ['bey'] } },
        then: [{ kind: 'mustAttack', creatures: { controller: 'you' } }],
      },
      line: 'Viashino Bey — if Viashino Bey attacks, creatures controlled by you attack if able',
      family: 'requirement',
    },
    {
      name: 'Magnetic Web (conditional on a counter)',
      effect: {
        source: 'Magnetic Web',
        kind: 'conditional',
        if: { anyAttacks: { counter: 'magnet' } },
        then: [{ kind: 'mustAttack', creatures: { counter: 'magnet' } }],
      },
      line: 'Magnetic Web — if a creature with a magnet counter attacks, creatures with a magnet counter attack if able',
      family: 'requirement',
    },
    {
      name: 'at least one attacks',
      effect: { source: 'Y', kind: 'atLeastOneAttacks', creatures: { ids: ['goblin', 'cub'] } },
      line: 'Y — at least one of Crazed Goblin and Bear Cub attacks if able',
      family: 'requirement',
    },
  ];
  test.each(cases)('$name', ({ effect, line, family }) => {
    const b = TWO([effect]);
    const e = b.effects[0] as Effect;
    expect(effectLine(b, e)).toBe(line);
    expect(effectFamily(e)).toBe(family);
  });
});

describe('describeCost', () => {
  const cases: { name: string; cost: Parameters<typeof describeCost>[0]; text: string }[] = [
    { name: 'mana', cost: { mana: '{2}', manaSymbols: [] }, text: 'pay {2}' },
    { name: 'nothing at all is still a cost (War Tax with X = 0)', cost: { manaSymbols: [] }, text: 'pay {0}' },
    {
      name: 'creatures to tap',
      cost: { tapCreatures: { count: 2, filter: {} }, manaSymbols: [] },
      text: "tap 2 untapped creatures you control that aren't attacking",
    },
    {
      name: 'life and two Islands',
      cost: { life: 2, sacrifice: { count: 2, filter: { types: ['Island'] } }, manaSymbols: [] },
      text: 'pay 2 life and sacrifice 2 Islands',
    },
    { name: 'note wins', cost: { note: 'tap an untapped creature', manaSymbols: [] }, text: 'tap an untapped creature' },
  ];
  test.each(cases)('$name', ({ cost, text }) => {
    expect(describeCost(cost)).toBe(text);
  });
});

describe('every built-in board reads', () => {
  const pack = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../quizzes/builtin.json', import.meta.url)), 'utf8')) as {
    quizzes: { id: string; board: unknown }[];
  };
  test.each(pack.quizzes.map((q) => ({ id: q.id, raw: q.board })))('$id: every effect has a sentence without "undefined"', ({ raw }) => {
    if ((raw as { format?: unknown }).format === 'block-board/1') {
      const b = parseBlockBoard(raw);
      expect(b.ok).toBe(true);
      if (!b.ok) return;
      for (const e of b.value.effects) {
        const line = blockEffectLine(b.value, e);
        expect(line).not.toMatch(/undefined|\[object/);
        expect(line.startsWith(`${e.source}: `)).toBe(true);
      }
      return;
    }
    const r = parseBoard(raw);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const e of r.value.effects) {
      const line = effectLine(r.value, e);
      expect(line).not.toMatch(/undefined|\[object/);
      expect(line.startsWith(`${e.source} — `)).toBe(true);
    }
  });
});
