import { describe, expect, it } from 'vitest';
import { applyToCreatures, CARD_PRESETS, findPreset, type BoardDraft } from '#shared/cards/index';
import { legalSet, parseBoard } from '#shared/engine/index';
import { plural } from '../../src-renderer/lib/count-text.ts';
import {
  addDefender,
  addOpponent,
  declarationText,
  defaultParams,
  filterPresets,
  formParams,
  namesOf,
  removePlayer,
  setActivePlayer,
  withResources,
  setPaymentModeled,
  isPaymentModeled,
  startingResources,
  addPermanent,
  permanentsOf,
  removePermanent,
  resourceFields,
  setAttackMultiplePlayers,
  setDefendingPlayer,
  quickAdd,
} from '../../src-renderer/lib/sandbox/sandbox.ts';
import { addPreset, crawlspaceDraft, emptyDraft, legalOf } from './sandbox-fixtures.ts';

const start = emptyDraft;
const add = addPreset;

describe('filterPresets', () => {
  const cases: [string, string, boolean][] = [
    ['empty query lists all', '', true],
    ['name, any case', 'crazed GOBLIN', true],
    ['summary word', 'wall', true],
    ['no match', 'zzzz-no-card', false],
  ];
  it.each(cases)('%s', (_n, q, some) => {
    const got = filterPresets(q);
    expect(got.length > 0).toBe(some);
    if (q === '') expect(got).toHaveLength(CARD_PRESETS.length);
  });
  it('finds Crawlspace by name', () => {
    expect(filterPresets('crawl').map((p) => p.id)).toEqual(['crawlspace']);
  });
  const ids = (q: string): string[] => filterPresets(q).map((p) => p.id);
  it("finds cards by what they do: tax, goad, can't attack", () => {
    expect(ids('tax')).toEqual(expect.arrayContaining(['propaganda', 'ghostly-prison', 'sphere-of-safety', 'windborn-muse', 'nils-discipline-enforcer']));
    expect(ids('tax')).not.toContain('crazed-goblin');
    expect(ids('goad')).toEqual(expect.arrayContaining(['goad', 'disrupt-decorum', 'bloodthirsty-blade', 'kardur-doomscourge']));
    expect(ids("can't attack")).toEqual(expect.arrayContaining(['moat', 'pacifism', 'peacekeeper', 'wall-of-omens']));
    expect(ids('can’t attack')).toEqual(ids("can't attack"));
  });
  it('finds cards by type and color', () => {
    expect(ids('artifact creature flying')).toEqual(expect.arrayContaining(['ornithopter', 'pili-pala']));
    expect(ids('aura white')).toEqual(expect.arrayContaining(['pacifism', 'brainwash']));
    expect(ids('aura white')).not.toContain('bloodshed-fever');
    expect(ids('colorless')).toContain('juggernaut');
  });
});

describe('quickAdd', () => {
  it('adds a preset with default params in one step', () => {
    const added = quickAdd(start(), findPreset('propaganda')!);
    expect(added.ok && added.value.effects.map((e) => e.source)).toEqual(['Propaganda']);
  });
  it('gives the form errors when a creature must be chosen and there is none', () => {
    const added = quickAdd(start(), findPreset('pacifism')!);
    expect(added.ok ? [] : added.error.map((e) => e.code)).toEqual(['missing-param']);
  });
});

describe('defaultParams and formParams', () => {
  it('War Tax starts at X = 0 and numbers come back as numbers', () => {
    const p = findPreset('war-tax')!;
    expect(defaultParams(p, start())).toMatchObject({ x: 0 });
    expect(formParams(p, { x: '3' })).toEqual({ x: 3 });
  });
  it('Crawlspace defaults to the first opponent', () => {
    expect(defaultParams(findPreset('crawlspace')!, start())).toEqual({ controller: 'opp' });
  });
  it('empty values are left to the preset defaults', () => {
    expect(formParams(findPreset('war-tax')!, { x: '' })).toEqual({});
  });
});

describe('players and defenders', () => {
  it('adds opponents with fresh ids and removes one with its creatures and defenders', () => {
    let b = addOpponent(start());
    expect(b.players).toEqual(['you', 'opp', 'opp2']);
    b = add(b, 'bear-cub', { controller: 'opp2' });
    b = addDefender(b, 'planeswalker', 'Jace', 'opp2');
    expect(parseBoard(b).ok).toBe(true);
    const removed = removePlayer(b, 'opp2');
    expect(removed.players).toEqual(['you', 'opp']);
    expect(removed.creatures).toHaveLength(0);
    expect(removed.defenders).toEqual([]);
    expect(parseBoard(removed).ok).toBe(true);
  });
  it('never removes the active player or goes under two players', () => {
    expect(removePlayer(start(), 'opp')).toEqual(start());
    expect(removePlayer(addOpponent(start()), 'you').players).toHaveLength(3);
  });
  it('switches the active player only to a known player', () => {
    expect(setActivePlayer(start(), 'opp').activePlayer).toBe('opp');
    expect(setActivePlayer(start(), 'nobody').activePlayer).toBe('you');
  });
  it('a battle is a valid defender of its protector', () => {
    const b = addDefender(start(), 'battle', 'Invasion of Zendikar', 'opp');
    const parsed = parseBoard(b);
    expect(parsed.ok && parsed.value.defenders.some((d) => d.kind === 'battle' && d.player === 'opp')).toBe(true);
  });
});

describe('resources', () => {
  it('splits mana sources and sets life; emptied, the resources stay explicit (nothing to pay with)', () => {
    const b = withResources(start(), 'R, RG  C', 4);
    expect(b.resources).toEqual({ mana: ['R', 'RG', 'C'], life: 4 });
    expect(parseBoard(b).ok).toBe(true);
    expect(withResources(b, '', null).resources).toEqual({ mana: [] });
    // A mana creature's entry survives editing the text of the other sources.
    const elves = quickAdd(withResources(start(), 'G', 20), findPreset('llanowar-elves')!);
    if (!elves.ok) throw new Error('elves');
    expect(withResources(elves.value, 'W, W', 20).resources?.mana).toEqual(['W', 'W', { mana: 'G', from: 'llanowar-elves' }]);
    expect(resourceFields(elves.value).manaText).toBe('G');
  });
});

describe('the Crawlspace example from presets alone', () => {
  const board = crawlspaceDraft();
  it('has two legal declarations', () => {
    const parsed = parseBoard(board);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const result = legalSet(parsed.value);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const set = result.value;
    expect(plural(set.count, 'legal declaration')).toBe('2 legal declarations');
    const texts = set.legal.map((d) => declarationText(d, namesOf(board)));
    expect(texts.every((t) => t.includes('Crazed Goblin → opp'))).toBe(true);
  });
  it("retargeting Crazed Goblin's requirement onto Bear Cub by name adds a requirement", () => {
    const derived = applyToCreatures(findPreset('crazed-goblin')!, { names: ['Bear Cub'] });
    expect(derived.ok).toBe(true);
  });
});

describe('declarationText', () => {
  it('reads "No attack" for the empty declaration', () => {
    expect(declarationText({ attacks: {} }, new Map())).toBe('No attack');
  });
  it('uses one for the singular count, and separates thousands', () => {
    expect(plural('1', 'legal declaration')).toBe('1 legal declaration');
    expect(plural('12345', 'legal declaration')).toBe('12,345 legal declarations');
  });
});

describe('permanents to sacrifice or return', () => {
  it('adds permanents with ids from their names, keeps them when mana and life change, and removes one', () => {
    let b = addPermanent(start(), 'Island', 'Land, Island');
    b = addPermanent(b, 'Island', 'Land, Island');
    expect(permanentsOf(b)).toEqual([
      { id: 'island', name: 'Island', types: ['Land', 'Island'] },
      { id: 'island-2', name: 'Island', types: ['Land', 'Island'] },
    ]);
    b = withResources(b, 'U, U', 20);
    expect(b.resources).toEqual({ mana: ['U', 'U'], life: 20, permanents: permanentsOf(b) });
    expect(parseBoard(b).ok).toBe(true);
    expect(resourceFields(b)).toEqual({ manaText: 'U, U', lifeText: '20' });
    b = removePermanent(b, 'island');
    expect(permanentsOf(b).map((p) => p['id'])).toEqual(['island-2']);
    expect(b.resources?.['mana']).toEqual(['U', 'U']);
  });

  it('Leviathan: its sacrifice cost is payable with two Islands and not with one', () => {
    const levi = add(start(), 'leviathan');
    const count = (board: BoardDraft): string => legalOf(board).count;
    const one = addPermanent(levi, 'Island', 'Land, Island');
    const two = addPermanent(one, 'Island', 'Land, Island');
    expect([count(one), count(two)]).toEqual(['1', '2']);
  });

  it('removing the last resource of every kind leaves explicit empty resources: only the switch makes costs payable', () => {
    const b = removePermanent(addPermanent(start(), 'Forest', 'Land'), 'forest');
    expect(b.resources).toEqual({ mana: [] });
    expect(resourceFields(b)).toEqual({ manaText: '', lifeText: '' });
  });

  it('the payment switch: off removes resources (every cost payable, spec §4), on starts from no mana and 20 life', () => {
    const levi = add(start(), 'leviathan');
    const modeled = setPaymentModeled(levi, true);
    expect(modeled.resources).toEqual(startingResources());
    expect(isPaymentModeled(modeled)).toBe(true);
    // Leviathan's two Islands: none listed, so it cannot attack; not modeled, the sacrifice counts as paid.
    expect(legalOf(modeled).count).toBe('1');
    const notModeled = setPaymentModeled(modeled, false);
    expect('resources' in notModeled).toBe(false);
    expect(legalOf(notModeled).count).toBe('2');
    // Switching on again keeps resources a board already lists.
    const withMana = withResources(modeled, 'U', 7);
    expect(setPaymentModeled(withMana, true).resources).toEqual({ mana: ['U'], life: 7 });
  });
});

describe('attackMultiplePlayers', () => {
  it('writes only false (true is the default, spec §1) and parses either way', () => {
    const one = setAttackMultiplePlayers(start(), false);
    expect(one.attackMultiplePlayers).toBe(false);
    expect(parseBoard(one).ok).toBe(true);
    expect('attackMultiplePlayers' in setAttackMultiplePlayers(one, true)).toBe(false);
  });

  it('names the defending player without the option (CR 506.2a), keeps it valid as players change, and drops it with the option', () => {
    const three = addOpponent(addOpponent(start(), 'alice'), 'bob');
    const off = setAttackMultiplePlayers(three, false);
    const first = three.players.find((p) => p !== three.activePlayer);
    expect(off.defendingPlayer).toBe(first);
    expect(parseBoard(off).ok).toBe(true);
    const bob = setDefendingPlayer(off, 'bob');
    expect(bob.defendingPlayer).toBe('bob');
    expect(setDefendingPlayer(off, three.activePlayer).defendingPlayer).toBe(first);
    const gone = removePlayer(bob, 'bob');
    expect(gone.defendingPlayer).toBe(first);
    expect(parseBoard(gone).ok).toBe(true);
    expect(parseBoard(setActivePlayer(bob, 'bob')).ok).toBe(true);
    expect('defendingPlayer' in setAttackMultiplePlayers(bob, true)).toBe(false);
  });
});
