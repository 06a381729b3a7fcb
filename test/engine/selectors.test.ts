import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Creature, CreatureSelector, Defender, DefenderSelector, Permanent, PermanentFilter } from '#shared/engine/board';
import { creatureMatches, defenderMatches, permanentMatches } from '#shared/engine/selectors';

const creature = (c: Partial<Creature> & { id: string }): Creature => ({
  name: c.id,
  controller: 'you',
  colors: [],
  types: [],
  power: 0,
  toughness: 0,
  tapped: false,
  sick: false,
  counters: {},
  keywords: [],
  ...c,
});

const goblin = creature({ id: 'goblin', name: 'Crazed Goblin', colors: ['R'], types: ['Creature', 'Goblin', 'Warrior'], power: 1, toughness: 1 });
const cyclops = creature({ id: 'cyclops', name: 'Ekundu Cyclops', colors: ['R'], types: ['Creature', 'Cyclops'], power: 3, counters: { magnet: 1 } });
const golem = creature({ id: 'golem', name: 'Bronze Golem', controller: 'opp', types: ['Artifact', 'Creature', 'Golem'], power: 4, counters: { magnet: 0 } });
const knight = creature({ id: 'knight', name: 'Knight of Dusk', colors: ['W', 'B'], types: ['Creature', 'Knight'], power: -1, counters: { '+1/+1': 2 } });
const all = [goblin, cyclops, golem, knight];

describe('creatureMatches: each selector field', () => {
  const cases: { name: string; sel: CreatureSelector; matches: string[] }[] = [
    { name: '{} matches every creature', sel: {}, matches: ['goblin', 'cyclops', 'golem', 'knight'] },
    { name: 'ids: any of', sel: { ids: ['goblin', 'golem'] }, matches: ['goblin', 'golem'] },
    { name: 'ids: empty list matches none', sel: { ids: [] }, matches: [] },
    { name: 'except: none of', sel: { except: ['goblin', 'golem'] }, matches: ['cyclops', 'knight'] },
    { name: 'except: empty list excludes none', sel: { except: [] }, matches: ['goblin', 'cyclops', 'golem', 'knight'] },
    { name: 'name: exact', sel: { name: 'Crazed Goblin' }, matches: ['goblin'] },
    { name: 'name: case matters', sel: { name: 'crazed goblin' }, matches: [] },
    { name: 'controller', sel: { controller: 'opp' }, matches: ['golem'] },
    { name: 'colors: has any of', sel: { colors: ['B', 'G'] }, matches: ['knight'] },
    { name: 'colors: one shared color is enough', sel: { colors: ['R', 'W'] }, matches: ['goblin', 'cyclops', 'knight'] },
    { name: 'colors: empty list matches none', sel: { colors: [] }, matches: [] },
    { name: 'colorless: true iff no colors', sel: { colorless: true }, matches: ['golem'] },
    { name: 'colorless: false iff some color', sel: { colorless: false }, matches: ['goblin', 'cyclops', 'knight'] },
    { name: 'types: has any of', sel: { types: ['Goblin', 'Golem'] }, matches: ['goblin', 'golem'] },
    { name: 'types: shared type', sel: { types: ['Creature'] }, matches: ['goblin', 'cyclops', 'golem', 'knight'] },
    { name: 'counter: at least one of that name (the golem has zero magnet counters)', sel: { counter: 'magnet' }, matches: ['cyclops'] },
    { name: 'counter: any name', sel: { counter: '+1/+1' }, matches: ['knight'] },
    { name: 'counter: not found on the prototype', sel: { counter: 'toString' }, matches: [] },
    { name: 'powerAtLeast: inclusive', sel: { powerAtLeast: 3 }, matches: ['cyclops', 'golem'] },
    { name: 'powerAtMost: inclusive', sel: { powerAtMost: 1 }, matches: ['goblin', 'knight'] },
    { name: 'powerAtMost: negative power', sel: { powerAtMost: -1 }, matches: ['knight'] },
    { name: 'power range', sel: { powerAtLeast: 1, powerAtMost: 3 }, matches: ['goblin', 'cyclops'] },
    { name: 'empty power range', sel: { powerAtLeast: 3, powerAtMost: 2 }, matches: [] },
    { name: 'all fields must match', sel: { colors: ['R'], powerAtLeast: 2 }, matches: ['cyclops'] },
    { name: 'ids and except together', sel: { ids: ['goblin', 'cyclops'], except: ['cyclops'] }, matches: ['goblin'] },
    { name: 'controller and types together', sel: { controller: 'you', types: ['Golem', 'Knight'] }, matches: ['knight'] },
  ];
  test.each(cases)('$name', ({ sel, matches }) => {
    expect(all.filter((c) => creatureMatches(sel, c)).map((c) => c.id)).toEqual(matches);
  });
});

const pAlice: Defender = { id: 'alice', kind: 'player', player: 'alice', name: 'alice' };
const pBob: Defender = { id: 'bob', kind: 'player', player: 'bob', name: 'bob' };
const jace: Defender = { id: 'jace', kind: 'planeswalker', player: 'alice', name: 'Jace Beleren' };
const invasion: Defender = { id: 'invasion', kind: 'battle', player: 'bob', name: 'Invasion of Tarkir' };
const defenders = [jace, invasion, pAlice, pBob];

describe('defenderMatches: each selector field', () => {
  const cases: { name: string; sel: DefenderSelector | undefined; matches: string[] }[] = [
    { name: 'absent matches every defender', sel: undefined, matches: ['jace', 'invasion', 'alice', 'bob'] },
    { name: '{} matches every defender', sel: {}, matches: ['jace', 'invasion', 'alice', 'bob'] },
    { name: 'ids: any of', sel: { ids: ['jace', 'bob'] }, matches: ['jace', 'bob'] },
    { name: 'ids: empty list matches none', sel: { ids: [] }, matches: [] },
    { name: 'players: by associated player', sel: { players: ['alice'] }, matches: ['jace', 'alice'] },
    { name: 'notPlayers: by associated player', sel: { notPlayers: ['alice'] }, matches: ['invasion', 'bob'] },
    { name: 'kinds: any of', sel: { kinds: ['planeswalker', 'battle'] }, matches: ['jace', 'invasion'] },
    { name: 'kinds: player only', sel: { kinds: ['player'] }, matches: ['alice', 'bob'] },
    { name: 'Crawlspace shape: one player, players only', sel: { players: ['bob'], kinds: ['player'] }, matches: ['bob'] },
    { name: 'all fields must match', sel: { ids: ['jace', 'invasion'], notPlayers: ['bob'] }, matches: ['jace'] },
  ];
  test.each(cases)('$name', ({ sel, matches }) => {
    expect(defenders.filter((d) => defenderMatches(sel, d)).map((d) => d.id)).toEqual(matches);
  });
});

const island: Permanent = { id: 'isl1', name: 'Island', types: ['Land', 'Island'] };
const mountain: Permanent = { id: 'mtn', name: 'Mountain', types: ['Land', 'Mountain'] };
const relic: Permanent = { id: 'relic', name: 'Relic', types: ['Artifact'] };
const permanents = [island, mountain, relic];

describe('permanentMatches: each filter field', () => {
  const cases: { name: string; filter: PermanentFilter; matches: string[] }[] = [
    { name: '{} matches every permanent', filter: {}, matches: ['isl1', 'mtn', 'relic'] },
    { name: 'ids: any of', filter: { ids: ['mtn', 'relic'] }, matches: ['mtn', 'relic'] },
    { name: 'name: exact', filter: { name: 'Island' }, matches: ['isl1'] },
    { name: 'types: has any of', filter: { types: ['Island', 'Artifact'] }, matches: ['isl1', 'relic'] },
    { name: 'types: shared type', filter: { types: ['Land'] }, matches: ['isl1', 'mtn'] },
    { name: 'all fields must match', filter: { types: ['Land'], name: 'Mountain' }, matches: ['mtn'] },
  ];
  test.each(cases)('$name', ({ filter, matches }) => {
    expect(permanents.filter((p) => permanentMatches(filter, p)).map((p) => p.id)).toEqual(matches);
  });
});

describe('selectors: properties', () => {
  const arbCreature = fc.record({
    id: fc.constantFrom('a', 'b', 'c'),
    colors: fc.subarray(['W', 'U', 'B', 'R', 'G'] as const),
    types: fc.subarray(['Creature', 'Goblin', 'Wall']),
    power: fc.integer({ min: -3, max: 6 }),
    counters: fc.dictionary(fc.constantFrom('magnet', '+1/+1'), fc.nat(2)),
  });
  const arbSel: fc.Arbitrary<CreatureSelector> = fc.record(
    {
      ids: fc.subarray(['a', 'b', 'c']),
      except: fc.subarray(['a', 'b', 'c']),
      colors: fc.subarray(['W', 'U', 'B', 'R', 'G'] as const),
      colorless: fc.boolean(),
      types: fc.subarray(['Creature', 'Goblin', 'Wall']),
      counter: fc.constantFrom('magnet', '+1/+1'),
      powerAtLeast: fc.integer({ min: -3, max: 6 }),
      powerAtMost: fc.integer({ min: -3, max: 6 }),
    },
    { requiredKeys: [] },
  );

  test('a selector matches iff each of its one-field parts matches', () => {
    fc.assert(
      fc.property(arbSel, arbCreature, (sel, c) => {
        const parts = Object.entries(sel).map(([k, v]) => ({ [k]: v }) as CreatureSelector);
        expect(creatureMatches(sel, creature(c))).toBe(parts.every((p) => creatureMatches(p, creature(c))));
      }),
    );
  });

  test('ids and except are complements over the same list', () => {
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c']), arbCreature, (ids, c) => {
        expect(creatureMatches({ ids }, creature(c))).toBe(!creatureMatches({ except: ids }, creature(c)));
      }),
    );
  });

  test('players and notPlayers are complements over the same list', () => {
    fc.assert(
      fc.property(fc.subarray(['alice', 'bob']), fc.constantFrom(...defenders), (players, d) => {
        expect(defenderMatches({ players }, d)).toBe(!defenderMatches({ notPlayers: players }, d));
      }),
    );
  });
});
