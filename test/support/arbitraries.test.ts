/**
 * The board arbitraries are test infrastructure: if they drift from the format (or stop reaching part
 * of it), every property test built on them silently tests less. These tests pin both.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseBoard } from '#shared/engine/parse-board';
import { parseManaCost } from '#shared/engine/mana';
import { COLORS, DEFENDER_KINDS, EFFECT_KINDS, REQUIREMENT_KINDS } from '#shared/engine/board-format';
import {
  arbBoard,
  arbBoardAndDeclaration,
  attackableDefenderIds,
  eligibleCreatureIds,
  type BoardOptions,
  type RawBoard,
  type RawCost,
  type RawCreatureSelector,
  type RawDefenderSelector,
  type RawEffect,
  type RawPermanentCost,
} from './arbitraries.ts';

const SEED = 20240601;
const sample = (opts: BoardOptions = {}, numRuns = 400): RawBoard[] => fc.sample(arbBoard(opts), { numRuns, seed: SEED });

// ---------------------------------------------------------------------------------------------------
// A hand-written shape check of spec §1–§4, independent of the engine's parser: it lists problems.

const KEYS = {
  board: ['format', 'players', 'activePlayer', 'attackMultiplePlayers', 'defendingPlayer', 'defenders', 'creatures', 'effects', 'resources'],
  creature: ['id', 'name', 'controller', 'colors', 'types', 'power', 'toughness', 'tapped', 'sick', 'counters'],
  defender: ['id', 'kind', 'player', 'name'],
  sel: ['ids', 'except', 'name', 'controller', 'colors', 'colorless', 'types', 'counter', 'powerAtLeast', 'powerAtMost'],
  defSel: ['ids', 'players', 'notPlayers', 'kinds'],
  cost: ['mana', 'life', 'sacrifice', 'returnToHand', 'note'],
  permanentCost: ['count', 'filter'],
  filter: ['ids', 'name', 'types'],
  resources: ['mana', 'life', 'permanents'],
  permanent: ['id', 'name', 'types'],
} as const;

const EFFECT_KEYS: Record<string, readonly string[]> = {
  cantAttack: ['creatures', 'defenders'],
  cantAttackAlone: ['creatures'],
  attacksAlone: ['creatures'],
  maxAttackers: ['count', 'creatures', 'defenders'],
  cantAttackUnless: ['creatures', 'others', 'atLeast'],
  mustAttack: ['creatures', 'defenders'],
  atLeastOneAttacks: ['creatures', 'defenders'],
  goad: ['creatures', 'by'],
  conditional: ['if', 'then'],
  attackCost: ['creatures', 'defenders', 'cost'],
};
const EFFECT_REQUIRED: Record<string, readonly string[]> = {
  cantAttack: ['creatures'],
  cantAttackAlone: ['creatures'],
  attacksAlone: ['creatures'],
  maxAttackers: ['count'],
  cantAttackUnless: ['creatures', 'others'],
  mustAttack: ['creatures'],
  atLeastOneAttacks: [],
  goad: ['creatures', 'by'],
  conditional: ['if', 'then'],
  attackCost: ['creatures', 'cost'],
};

const isCount = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string');

function shapeProblems(board: RawBoard): string[] {
  const problems: string[] = [];
  const fail = (path: string, why: string) => problems.push(`${path}: ${why}`);
  const onlyKeys = (o: object, allowed: readonly string[], path: string) => {
    for (const k of Object.keys(o)) if (!allowed.includes(k)) fail(path, `unknown field ${k}`);
  };

  onlyKeys(board, KEYS.board, '');
  if (board.format !== 'attack-board/1') fail('format', 'wrong format');
  const players = new Set(board.players);
  if (board.players.length < 2 || players.size !== board.players.length) fail('players', 'need two or more distinct players');
  if (!players.has(board.activePlayer)) fail('activePlayer', 'not a player');
  if (board.attackMultiplePlayers !== undefined && typeof board.attackMultiplePlayers !== 'boolean') fail('attackMultiplePlayers', 'not a boolean');

  const ids = new Set<string>(board.players);
  const defenderIds = new Set(board.players.filter((p) => p !== board.activePlayer));
  (board.defenders ?? []).forEach((d, i) => {
    onlyKeys(d, KEYS.defender, `defenders[${i}]`);
    if (ids.has(d.id)) fail(`defenders[${i}]`, 'duplicate id');
    ids.add(d.id);
    defenderIds.add(d.id);
    if (d.kind !== 'planeswalker' && d.kind !== 'battle') fail(`defenders[${i}].kind`, 'not planeswalker/battle');
    if (!players.has(d.player)) fail(`defenders[${i}].player`, 'unknown player');
  });

  const creatureIds = new Set<string>();
  board.creatures.forEach((c, i) => {
    const at = `creatures[${i}]`;
    onlyKeys(c, KEYS.creature, at);
    if (creatureIds.has(c.id)) fail(at, 'duplicate id');
    creatureIds.add(c.id);
    if (!players.has(c.controller)) fail(`${at}.controller`, 'unknown player');
    if (c.colors?.some((x) => !(COLORS as readonly string[]).includes(x))) fail(`${at}.colors`, 'bad color');
    for (const k of ['power', 'toughness'] as const) if (c[k] !== undefined && !isCount(c[k])) fail(`${at}.${k}`, 'not a count');
    for (const [name, n] of Object.entries(c.counters ?? {})) if (!isCount(n)) fail(`${at}.counters.${name}`, 'not a count');
  });

  const permanentIds = new Set<string>();
  if (board.resources !== undefined) {
    onlyKeys(board.resources, KEYS.resources, 'resources');
    board.resources.mana.forEach((m, i) => {
      if (!/^[WUBRGC]+$/.test(m)) fail(`resources.mana[${i}]`, 'not letters of WUBRGC');
    });
    if (board.resources.life !== undefined && !isCount(board.resources.life)) fail('resources.life', 'not a count');
    (board.resources.permanents ?? []).forEach((p, i) => {
      onlyKeys(p, KEYS.permanent, `resources.permanents[${i}]`);
      if (permanentIds.has(p.id)) fail(`resources.permanents[${i}]`, 'duplicate id');
      permanentIds.add(p.id);
    });
  }

  const checkSel = (s: RawCreatureSelector, path: string) => {
    onlyKeys(s, KEYS.sel, path);
    for (const k of ['ids', 'except'] as const) {
      if (s[k] === undefined) continue;
      if (!isStringList(s[k])) fail(`${path}.${k}`, 'empty or not strings');
      s[k].forEach((id, j) => creatureIds.has(id) || fail(`${path}.${k}[${j}]`, 'unknown creature'));
    }
    if (s.controller !== undefined && !players.has(s.controller)) fail(`${path}.controller`, 'unknown player');
    for (const k of ['powerAtLeast', 'powerAtMost'] as const) if (s[k] !== undefined && !isCount(s[k])) fail(`${path}.${k}`, 'not a count');
  };
  const checkDefSel = (s: RawDefenderSelector | undefined, path: string) => {
    if (s === undefined) return;
    onlyKeys(s, KEYS.defSel, path);
    s.ids?.forEach((id, j) => defenderIds.has(id) || fail(`${path}.ids[${j}]`, 'unknown defender'));
    for (const k of ['players', 'notPlayers'] as const) s[k]?.forEach((p, j) => players.has(p) || fail(`${path}.${k}[${j}]`, 'unknown player'));
    s.kinds?.forEach((k, j) => (DEFENDER_KINDS as readonly string[]).includes(k) || fail(`${path}.kinds[${j}]`, 'bad kind'));
  };
  const checkPermanentCost = (pc: RawPermanentCost | undefined, path: string) => {
    if (pc === undefined) return;
    onlyKeys(pc, KEYS.permanentCost, path);
    onlyKeys(pc.filter, KEYS.filter, `${path}.filter`);
    if (!isCount(pc.count)) fail(`${path}.count`, 'not a count');
    pc.filter.ids?.forEach((id, j) => permanentIds.has(id) || fail(`${path}.filter.ids[${j}]`, 'unknown permanent'));
  };
  const checkCost = (c: RawCost, path: string) => {
    onlyKeys(c, KEYS.cost, path);
    if (c.mana !== undefined && !parseManaCost(c.mana).ok) fail(`${path}.mana`, `bad mana ${c.mana}`);
    if (c.life !== undefined && !isCount(c.life)) fail(`${path}.life`, 'not a count');
    checkPermanentCost(c.sacrifice, `${path}.sacrifice`);
    checkPermanentCost(c.returnToHand, `${path}.returnToHand`);
  };

  const effectIds = new Set<string>();
  const checkEffect = (e: RawEffect, path: string, inThen: boolean) => {
    const keys = EFFECT_KEYS[e.kind];
    if (keys === undefined) return fail(`${path}.kind`, `unknown kind ${String(e.kind)}`);
    onlyKeys(e, ['id', 'source', 'kind', ...keys], path);
    for (const k of EFFECT_REQUIRED[e.kind] ?? []) if (!(k in e)) fail(path, `missing ${k}`);
    if (inThen && !(REQUIREMENT_KINDS as readonly string[]).includes(e.kind)) fail(path, 'not a requirement inside then');
    if (e.id !== undefined) {
      if (effectIds.has(e.id) || /^e\d+$/.test(e.id)) fail(`${path}.id`, 'duplicate or clashes with generated ids');
      effectIds.add(e.id);
    }
    if ('creatures' in e && e.creatures !== undefined) checkSel(e.creatures, `${path}.creatures`);
    if ('defenders' in e) checkDefSel(e.defenders, `${path}.defenders`);
    switch (e.kind) {
      case 'maxAttackers':
        if (!isCount(e.count)) fail(`${path}.count`, 'not a count');
        break;
      case 'cantAttackUnless':
        checkSel(e.others, `${path}.others`);
        if (e.atLeast !== undefined && !isCount(e.atLeast)) fail(`${path}.atLeast`, 'not a count');
        break;
      case 'goad':
        if (!players.has(e.by) || e.by === board.activePlayer) fail(`${path}.by`, 'not an opponent');
        break;
      case 'conditional':
        checkSel(e.if.anyAttacks, `${path}.if.anyAttacks`);
        if (e.then.length === 0) fail(`${path}.then`, 'empty');
        e.then.forEach((t, j) => checkEffect(t, `${path}.then[${j}]`, true));
        break;
      case 'attackCost':
        checkCost(e.cost, `${path}.cost`);
        break;
    }
  };
  board.effects.forEach((e, i) => checkEffect(e, `effects[${i}]`, false));
  return problems;
}

function allEffects(board: RawBoard): { effect: RawEffect; depth: number }[] {
  const out: { effect: RawEffect; depth: number }[] = [];
  const walk = (e: RawEffect, depth: number) => {
    out.push({ effect: e, depth });
    if (e.kind === 'conditional') e.then.forEach((t) => walk(t, depth + 1));
  };
  board.effects.forEach((e) => walk(e, 0));
  return out;
}

function allSelectors(board: RawBoard): { creature: RawCreatureSelector[]; defender: RawDefenderSelector[] } {
  const creature: RawCreatureSelector[] = [];
  const defender: RawDefenderSelector[] = [];
  for (const { effect: e } of allEffects(board)) {
    if ('creatures' in e && e.creatures !== undefined) creature.push(e.creatures);
    if ('defenders' in e && e.defenders !== undefined) defender.push(e.defenders);
    if (e.kind === 'cantAttackUnless') creature.push(e.others);
    if (e.kind === 'conditional') creature.push(e.if.anyAttacks);
  }
  return { creature, defender };
}

// ---------------------------------------------------------------------------------------------------

describe('arbBoard: every sample is a valid board', () => {
  test('is plain JSON (survives stringify/parse unchanged)', () => {
    fc.assert(
      fc.property(arbBoard(), (b) => {
        expect(JSON.parse(JSON.stringify(b))).toStrictEqual(b);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test('passes the hand-written shape check of spec §1–§4', () => {
    fc.assert(
      fc.property(arbBoard(), (b) => {
        expect(shapeProblems(b)).toEqual([]);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  test('the shape check itself rejects broken boards', () => {
    const [board] = sample({ minEffects: 1, minCreatures: 2 }, 1) as [RawBoard];
    const broken: Record<string, RawBoard> = {
      'unknown creature id in a selector': { ...board, effects: [{ kind: 'mustAttack', creatures: { ids: ['nope'] } }] },
      'unknown field': { ...board, creatures: [{ ...board.creatures[0]!, flying: true } as never] },
      'non-requirement in then': {
        ...board,
        effects: [{ kind: 'conditional', if: { anyAttacks: {} }, then: [{ kind: 'cantAttack', creatures: {} } as never] }],
      },
      'goad by the active player': { ...board, effects: [{ kind: 'goad', creatures: {}, by: 'you' }] },
      'bad mana': { ...board, effects: [{ kind: 'attackCost', creatures: {}, cost: { mana: '{X}' } }] },
    };
    for (const [name, b] of Object.entries(broken)) expect(shapeProblems(b), name).not.toEqual([]);
  });

  test('parseBoard accepts every sample', () => {
    fc.assert(
      fc.property(arbBoard(), (b) => {
        const parsed = parseBoard(b);
        expect(parsed.ok ? [] : parsed.error).toEqual([]);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  test('parseBoard accepts samples of every option combination', () => {
    const variants: Record<string, BoardOptions> = {
      'no planeswalkers': { planeswalkers: false },
      'no conditionals': { conditionals: false },
      'no costs': { costs: false },
      'no resources': { resources: false },
      'single attack target rule off': { multiplePlayers: false },
      'no ineligible creatures': { ineligible: false },
      'bench (c) size': { minCreatures: 6, maxCreatures: 7, minOpponents: 3, maxOpponents: 3, minDefenders: 2, maxDefenders: 2, minEffects: 3 },
    };
    for (const [name, opts] of Object.entries(variants)) {
      for (const b of sample(opts, 100)) {
        const parsed = parseBoard(b);
        expect(parsed.ok ? [] : parsed.error, name).toEqual([]);
      }
    }
  });
});

describe('arbBoard: size bounds and options', () => {
  test('defaults: 1–5 eligible creatures, 1–3 opponents, 0–2 planeswalkers/battles, 0–6 effects', () => {
    for (const b of sample()) {
      expect(eligibleCreatureIds(b).length).toBeGreaterThanOrEqual(1);
      expect(eligibleCreatureIds(b).length).toBeLessThanOrEqual(5);
      expect(b.players.length - 1).toBeGreaterThanOrEqual(1);
      expect(b.players.length - 1).toBeLessThanOrEqual(3);
      expect((b.defenders ?? []).length).toBeLessThanOrEqual(2);
      expect(b.effects.length).toBeLessThanOrEqual(6);
      // At most two ineligible creatures on top of the eligible ones.
      expect(b.creatures.length - eligibleCreatureIds(b).length).toBeLessThanOrEqual(2);
    }
  });

  const optionTable: { name: string; opts: BoardOptions; holds: (b: RawBoard) => boolean }[] = [
    {
      name: 'creature bounds',
      opts: { minCreatures: 4, maxCreatures: 6 },
      holds: (b) => eligibleCreatureIds(b).length >= 4 && eligibleCreatureIds(b).length <= 6,
    },
    { name: 'opponent bounds', opts: { minOpponents: 3, maxOpponents: 3 }, holds: (b) => b.players.length === 4 },
    { name: 'effect bounds', opts: { minEffects: 2, maxEffects: 3 }, holds: (b) => b.effects.length >= 2 && b.effects.length <= 3 },
    { name: 'exact defenders', opts: { minDefenders: 2, maxDefenders: 2 }, holds: (b) => b.defenders?.length === 2 },
    { name: 'planeswalkers: false', opts: { planeswalkers: false }, holds: (b) => b.defenders === undefined },
    { name: 'conditionals: false', opts: { conditionals: false }, holds: (b) => allEffects(b).every(({ effect }) => effect.kind !== 'conditional') },
    { name: 'costs: false', opts: { costs: false }, holds: (b) => allEffects(b).every(({ effect }) => effect.kind !== 'attackCost') },
    { name: 'resources: false', opts: { resources: false }, holds: (b) => b.resources === undefined },
    { name: 'multiplePlayers: false', opts: { multiplePlayers: false }, holds: (b) => b.attackMultiplePlayers === undefined },
    { name: 'ineligible: false', opts: { ineligible: false }, holds: (b) => eligibleCreatureIds(b).length === b.creatures.length },
  ];
  test.each(optionTable)('$name', ({ opts, holds }) => {
    const bad = sample(opts, 200).filter((b) => !holds(b));
    expect(bad).toEqual([]);
  });
});

describe('arbBoard: reaches every part of the format', () => {
  // One large fixed-seed sample; each feature must show up in it at least once.
  const boards = sample({}, 1500);
  const effects = boards.flatMap(allEffects);
  const selectors = boards.map(allSelectors);
  const creatureSels = selectors.flatMap((s) => s.creature);
  const defenderSels = selectors.flatMap((s) => s.defender);
  const costs = effects.flatMap(({ effect }) => (effect.kind === 'attackCost' ? [effect.cost] : []));
  const manaSymbols = costs.flatMap((c) => c.mana?.match(/\{[^}]*\}/g) ?? []);

  test.each([...EFFECT_KINDS])('effect kind %s', (kind) => {
    expect(effects.some(({ effect }) => effect.kind === kind)).toBe(true);
  });

  test.each(KEYS.sel.map((k) => [k]))('creature selector field %s', (field) => {
    expect(creatureSels.some((s) => field in s)).toBe(true);
  });

  test.each(KEYS.defSel.map((k) => [k]))('defender selector field %s', (field) => {
    expect(defenderSels.some((s) => field in s)).toBe(true);
  });

  const features: Record<string, () => boolean> = {
    'empty creature selector {}': () => creatureSels.some((s) => Object.keys(s).length === 0),
    'mustAttack with defenders': () => effects.some(({ effect: e }) => e.kind === 'mustAttack' && e.defenders !== undefined),
    atLeastOneAttacks: () => effects.some(({ effect: e }) => e.kind === 'atLeastOneAttacks'),
    'goad by an opponent': () => effects.some(({ effect: e }) => e.kind === 'goad' && e.by.startsWith('opp')),
    'conditional with then of several requirements': () => effects.some(({ effect: e }) => e.kind === 'conditional' && e.then.length > 1),
    'nested conditional': () => effects.some(({ effect: e, depth }) => e.kind === 'conditional' && depth > 0),
    'cantAttackUnless with atLeast': () => effects.some(({ effect: e }) => e.kind === 'cantAttackUnless' && e.atLeast !== undefined),
    'maxAttackers with defenders': () => effects.some(({ effect: e }) => e.kind === 'maxAttackers' && e.defenders !== undefined),
    'explicit effect id': () => effects.some(({ effect: e }) => e.id !== undefined),
    'effect without id': () => effects.some(({ effect: e, depth }) => depth === 0 && e.id === undefined),
    'generic mana': () => manaSymbols.some((s) => /^\{\d+\}$/.test(s)),
    'zero mana {0}': () => manaSymbols.includes('{0}'),
    'colored mana': () => manaSymbols.some((s) => /^\{[WUBRG]\}$/.test(s)),
    'colorless mana {C}': () => manaSymbols.includes('{C}'),
    'hybrid mana': () => manaSymbols.some((s) => /^\{[WUBRG]\/[WUBRG]\}$/.test(s)),
    'Phyrexian mana': () => manaSymbols.some((s) => /^\{[WUBRG]\/P\}$/.test(s)),
    'life cost': () => costs.some((c) => c.life !== undefined && c.life > 0),
    'sacrifice cost': () => costs.some((c) => c.sacrifice !== undefined),
    'returnToHand cost': () => costs.some((c) => c.returnToHand !== undefined),
    'permanent filter by ids': () => costs.some((c) => c.sacrifice?.filter.ids !== undefined || c.returnToHand?.filter.ids !== undefined),
    'resources with permanents': () => boards.some((b) => (b.resources?.permanents?.length ?? 0) > 0),
    'resources without life': () => boards.some((b) => b.resources !== undefined && b.resources.life === undefined),
    'no resources': () => boards.some((b) => b.resources === undefined),
    'tapped creature': () => boards.some((b) => b.creatures.some((c) => c.tapped === true)),
    'summoning-sick creature': () => boards.some((b) => b.creatures.some((c) => c.sick === true)),
    "opponent's creature": () => boards.some((b) => b.creatures.some((c) => c.controller !== b.activePlayer)),
    'creature with counters': () => boards.some((b) => b.creatures.some((c) => c.counters !== undefined)),
    'colorless creature': () => boards.some((b) => b.creatures.some((c) => (c.colors ?? []).length === 0)),
    'attackMultiplePlayers false': () => boards.some((b) => b.attackMultiplePlayers === false),
    planeswalker: () => boards.some((b) => b.defenders?.some((d) => d.kind === 'planeswalker') ?? false),
    battle: () => boards.some((b) => b.defenders?.some((d) => d.kind === 'battle') ?? false),
    "active player's own planeswalker/battle": () => boards.some((b) => b.defenders?.some((d) => d.player === b.activePlayer) ?? false),
    'three opponents': () => boards.some((b) => b.players.length === 4),
  };
  test.each(Object.keys(features).map((k) => [k]))('%s', (name) => {
    expect(features[name]!()).toBe(true);
  });
});

describe('arbBoardAndDeclaration', () => {
  test('attacks only with eligible creatures, only attackable defenders', () => {
    fc.assert(
      fc.property(arbBoardAndDeclaration(), ({ board, declaration }) => {
        const creatures = new Set(eligibleCreatureIds(board));
        const defenders = new Set(attackableDefenderIds(board));
        for (const [c, d] of Object.entries(declaration.attacks)) {
          expect(creatures.has(c)).toBe(true);
          expect(defenders.has(d)).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test('reaches both the empty declaration and full attacks', () => {
    const pairs = fc.sample(arbBoardAndDeclaration(), { numRuns: 300, seed: SEED });
    expect(pairs.some(({ declaration }) => Object.keys(declaration.attacks).length === 0)).toBe(true);
    expect(pairs.some(({ board, declaration }) => Object.keys(declaration.attacks).length === eligibleCreatureIds(board).length)).toBe(true);
  });
});
