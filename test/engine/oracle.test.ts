/**
 * The oracle checked on its own: it must reproduce every article vector, and hand-made boards pin the
 * tricky rows of spec §2–§3 (goad units, costs, nested conditionals, attackMultiplePlayers, units on
 * creatures that cannot attack). The engine is judged against this oracle in properties.test.ts.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Board, Declaration } from '#shared/engine/board';
import { parseBoard } from '#shared/engine/parse-board';
import { declarationKey, sortDeclarations } from '#shared/engine/declaration';
import { readVectors } from './vector-files.ts';
import { arbBoard } from '../support/arbitraries.ts';
import { oracleCosts, oracleLegal, oracleOmega, oraclePool, oracleReq, oracleRestricted, oracleSat, oracleSummaryRule, oracleTerminals } from './oracle.ts';

const VECTORS = readVectors('article');

function parsed(raw: unknown): Board {
  const r = parseBoard(raw);
  if (!r.ok) throw new Error(`board does not parse: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Canonical keys in canonical order: equal arrays iff equal legal sets. */
const keys = (ds: readonly Declaration[]): string[] => sortDeclarations(ds).map(declarationKey);

/** A compact board builder for the hand-made tables: `you` against the given opponents. */
function board(parts: {
  opponents?: string[];
  creatures: (string | { id: string; [k: string]: unknown })[];
  effects: unknown[];
  defenders?: unknown[];
  attackMultiplePlayers?: boolean;
  defendingPlayer?: string;
  resources?: unknown;
}): Board {
  const opponents = parts.opponents ?? ['opp'];
  return parsed({
    format: 'attack-board/1',
    players: ['you', ...opponents],
    activePlayer: 'you',
    ...(parts.attackMultiplePlayers === undefined ? {} : { attackMultiplePlayers: parts.attackMultiplePlayers }),
    ...(parts.defendingPlayer === undefined ? {} : { defendingPlayer: parts.defendingPlayer }),
    ...(parts.defenders === undefined ? {} : { defenders: parts.defenders }),
    creatures: parts.creatures.map((c) => (typeof c === 'string' ? { id: c, name: c, controller: 'you' } : { name: c.id, controller: 'you', ...c })),
    effects: parts.effects,
    ...(parts.resources === undefined ? {} : { resources: parts.resources }),
  });
}

/** `a=opp,b=opp` → declaration; `''` → no attack. */
const d = (text: string): Declaration => ({
  attacks: Object.fromEntries(text === '' ? [] : text.split(',').map((p) => p.split('=') as [string, string])),
});

describe('oracle reproduces the article vectors', () => {
  test.each(VECTORS)('$name', (v) => {
    const b = parsed(v.board);
    expect(keys(oracleLegal(b))).toEqual(keys(v.legal));
    // The proved shortcut of the tree walk changes nothing.
    expect(keys(oracleLegal(b, { shortcut: false }))).toEqual(keys(v.legal));
  });

  test('Magnetic Web: the summary shortcut allows more than the tree (spec §3)', () => {
    const v = VECTORS.find((x) => x.name === 'example-magnetic-web');
    expect(v).toBeDefined();
    const b = parsed(v!.board);
    expect(keys(oracleSummaryRule(b))).toEqual(keys([d('cyclops=opp,goblin=opp'), d('cub=opp,cyclops=opp')]));
    expect(keys(oracleLegal(b))).toEqual(keys([d('cyclops=opp,goblin=opp')]));
  });

  test.each(VECTORS.filter((v) => !JSON.stringify(v.board).includes('"conditional"')))('without conditionals the summary rule equals the tree: $name', (v) => {
    const b = parsed(v.board);
    expect(keys(oracleSummaryRule(b))).toEqual(keys(oracleLegal(b)));
  });
});

describe('oracle: hand-made legal sets', () => {
  const table: { name: string; board: () => Board; legal: string[] }[] = [
    {
      name: 'goad: attacking a player other than the goader satisfies both units',
      board: () => board({ opponents: ['alice', 'bob'], creatures: ['c'], effects: [{ kind: 'goad', creatures: { ids: ['c'] }, by: 'alice' }] }),
      legal: ['c=bob'],
    },
    {
      name: 'goad: with only the goader to attack, attacking it is the best (one unit)',
      board: () => board({ opponents: ['alice'], creatures: ['c'], effects: [{ kind: 'goad', creatures: { ids: ['c'] }, by: 'alice' }] }),
      legal: ['c=alice'],
    },
    {
      name: "goad: a planeswalker of another player satisfies only 'attacks'",
      board: () =>
        board({
          opponents: ['alice', 'bob'],
          creatures: ['c'],
          defenders: [{ id: 'pw', kind: 'planeswalker', player: 'bob', name: 'Jace' }],
          effects: [
            { kind: 'goad', creatures: { ids: ['c'] }, by: 'alice' },
            { kind: 'cantAttack', creatures: { ids: ['c'] }, defenders: { ids: ['bob'] } },
          ],
        }),
      legal: ['c=alice', 'c=pw'],
    },
    {
      name: 'goad: two units per creature, counted separately against a mustAttack elsewhere',
      board: () =>
        board({
          opponents: ['alice', 'bob'],
          creatures: ['g', 'x'],
          effects: [
            { kind: 'goad', creatures: { ids: ['g'] }, by: 'alice' },
            { kind: 'mustAttack', creatures: { ids: ['x'] } },
            { kind: 'attacksAlone', creatures: {} },
          ],
        }),
      // g=bob satisfies 2 units, x alone only 1: the alone-restriction makes g the one to attack.
      legal: ['g=bob'],
    },
    {
      name: 'a player is never forced to pay: no attack stays legal next to the paid attack',
      board: () =>
        board({
          creatures: ['c'],
          effects: [
            { kind: 'mustAttack', creatures: { ids: ['c'] } },
            { kind: 'attackCost', creatures: { ids: ['c'] }, cost: { mana: '{2}' } },
          ],
          resources: { mana: ['C', 'C'] },
        }),
      legal: ['', 'c=opp'],
    },
    {
      name: 'an unpayable cost leaves only the free declarations',
      board: () =>
        board({
          creatures: ['c'],
          effects: [
            { kind: 'mustAttack', creatures: { ids: ['c'] } },
            { kind: 'attackCost', creatures: { ids: ['c'] }, cost: { mana: '{2}' } },
          ],
          resources: { mana: ['C'] },
        }),
      legal: [''],
    },
    {
      name: 'a free way to satisfy the requirement removes "no attack" (Propaganda on one opponent only)',
      board: () =>
        board({
          opponents: ['alice', 'bob'],
          creatures: ['c'],
          effects: [
            { kind: 'mustAttack', creatures: { ids: ['c'] } },
            { kind: 'attackCost', creatures: {}, defenders: { players: ['alice'], kinds: ['player'] }, cost: { mana: '{2}' } },
          ],
        }),
      legal: ['c=alice', 'c=bob'],
    },
    {
      name: 'a paid plan competes with the cheaper plans inside it: one paid attacker must bring the free one',
      board: () =>
        board({
          creatures: ['a', 'b'],
          effects: [
            { kind: 'mustAttack', creatures: {} },
            { kind: 'attackCost', creatures: { ids: ['a'] }, cost: { life: 1 } },
          ],
          resources: { mana: [], life: 1 },
        }),
      // {b} beats {} in Ω(∅); {a,b} beats {a} in Ω({a's cost}).
      legal: ['b=opp', 'a=opp,b=opp'],
    },
    {
      name: 'nested conditional: the inner units exist only when both ifs hold',
      board: () =>
        board({
          creatures: ['a', 'b', 'c'],
          effects: [
            {
              kind: 'conditional',
              if: { anyAttacks: { ids: ['a'] } },
              then: [{ kind: 'conditional', if: { anyAttacks: { ids: ['b'] } }, then: [{ kind: 'mustAttack', creatures: { ids: ['c'] } }] }],
            },
          ],
        }),
      // Everything but a+b without c (which requires c and can never come back once c is required).
      legal: ['', 'a=opp', 'b=opp', 'c=opp', 'a=opp,c=opp', 'b=opp,c=opp', 'a=opp,b=opp,c=opp'],
    },
    {
      name: 'single conditional for contrast: a alone already switches the requirement on',
      board: () =>
        board({
          creatures: ['a', 'b', 'c'],
          effects: [{ kind: 'conditional', if: { anyAttacks: { ids: ['a'] } }, then: [{ kind: 'mustAttack', creatures: { ids: ['c'] } }] }],
        }),
      legal: ['', 'b=opp', 'c=opp', 'a=opp,c=opp', 'b=opp,c=opp', 'a=opp,b=opp,c=opp'],
    },
    {
      name: 'attackMultiplePlayers false: every attacker goes to the defending player chosen at the beginning of combat',
      board: () =>
        board({
          opponents: ['alice', 'bob'],
          attackMultiplePlayers: false,
          defendingPlayer: 'alice',
          creatures: ['a', 'b'],
          effects: [{ kind: 'mustAttack', creatures: {} }],
        }),
      legal: ['a=alice,b=alice'],
    },
    {
      name: "attackMultiplePlayers false: a planeswalker counts as its controller's side",
      board: () =>
        board({
          opponents: ['alice', 'bob'],
          attackMultiplePlayers: false,
          defendingPlayer: 'alice',
          defenders: [{ id: 'pw', kind: 'planeswalker', player: 'alice', name: 'Jace' }],
          creatures: ['a', 'b'],
          effects: [
            { kind: 'mustAttack', creatures: { ids: ['a'] }, defenders: { kinds: ['planeswalker'] } },
            { kind: 'mustAttack', creatures: { ids: ['b'] }, defenders: { ids: ['bob'] } },
          ],
        }),
      // Alice was chosen, so the unit at Bob can't hold; a attacks Alice's planeswalker, b may join on her side.
      legal: ['a=pw', 'a=pw,b=alice', 'a=pw,b=pw'],
    },
    {
      name: 'attackMultiplePlayers true: the same requirements can both hold',
      board: () =>
        board({
          opponents: ['alice', 'bob'],
          defenders: [{ id: 'pw', kind: 'planeswalker', player: 'alice', name: 'Jace' }],
          creatures: ['a', 'b'],
          effects: [
            { kind: 'mustAttack', creatures: { ids: ['a'] }, defenders: { kinds: ['planeswalker'] } },
            { kind: 'mustAttack', creatures: { ids: ['b'] }, defenders: { ids: ['bob'] } },
          ],
        }),
      legal: ['a=pw,b=bob'],
    },
    {
      name: 'units on creatures that cannot attack exist but are never satisfied',
      board: () =>
        board({
          creatures: ['a', { id: 't', tapped: true }, { id: 's', sick: true }, { id: 'o', controller: 'opp' }],
          effects: [{ kind: 'mustAttack', creatures: {} }],
        }),
      legal: ['a=opp'],
    },
    {
      name: 'atLeastOneAttacks naming only a tapped creature cannot be satisfied: everything is legal',
      board: () =>
        board({
          creatures: ['a', { id: 't', tapped: true }],
          effects: [{ kind: 'atLeastOneAttacks', creatures: { ids: ['t'] } }],
        }),
      legal: ['', 'a=opp'],
    },
    {
      name: 'a conditional switched on by an ineligible creature never switches on',
      board: () =>
        board({
          creatures: ['a', { id: 't', tapped: true }],
          effects: [{ kind: 'conditional', if: { anyAttacks: { ids: ['t'] } }, then: [{ kind: 'mustAttack', creatures: {} }] }],
        }),
      legal: ['', 'a=opp'],
    },
    {
      name: "Viashino Bey with a friend: the Bey's attack drags everyone in",
      board: () =>
        board({
          creatures: ['bey', 'cub'],
          effects: [{ kind: 'conditional', if: { anyAttacks: { ids: ['bey'] } }, then: [{ kind: 'mustAttack', creatures: { controller: 'you' } }] }],
        }),
      legal: ['', 'cub=opp', 'bey=opp,cub=opp'],
    },
  ];

  test.each(table)('$name', ({ board: make, legal }) => {
    const b = make();
    expect(keys(oracleLegal(b))).toEqual(keys(legal.map(d)));
    expect(keys(oracleLegal(b, { shortcut: false }))).toEqual(keys(legal.map(d)));
  });
});

describe('oracle: restrictions, one row of the §2 table each', () => {
  const creatures = ['a', 'b', 'c'];
  const table: { name: string; effect: unknown; allowed: string[] }[] = [
    { name: 'cantAttack', effect: { kind: 'cantAttack', creatures: { ids: ['a'] } }, allowed: ['', 'b', 'c', 'bc'] },
    { name: 'cantAttackAlone', effect: { kind: 'cantAttackAlone', creatures: { ids: ['a'] } }, allowed: ['', 'b', 'c', 'ab', 'ac', 'bc', 'abc'] },
    { name: 'attacksAlone', effect: { kind: 'attacksAlone', creatures: { ids: ['a'] } }, allowed: ['', 'a', 'b', 'c', 'bc'] },
    { name: 'maxAttackers, creatures absent = all', effect: { kind: 'maxAttackers', count: 1 }, allowed: ['', 'a', 'b', 'c'] },
    {
      name: 'maxAttackers counts only matched creatures',
      effect: { kind: 'maxAttackers', count: 1, creatures: { ids: ['a', 'b'] } },
      allowed: ['', 'a', 'b', 'c', 'ac', 'bc'],
    },
    { name: 'maxAttackers 0', effect: { kind: 'maxAttackers', count: 0 }, allowed: [''] },
    {
      name: 'cantAttackUnless (default k = 1)',
      effect: { kind: 'cantAttackUnless', creatures: { ids: ['a'] }, others: { ids: ['b'] } },
      allowed: ['', 'b', 'c', 'ab', 'bc', 'abc'],
    },
    {
      name: 'cantAttackUnless counts OTHER attackers (a matching itself does not help)',
      effect: { kind: 'cantAttackUnless', creatures: { ids: ['a'] }, others: {}, atLeast: 2 },
      allowed: ['', 'b', 'c', 'bc', 'abc'],
    },
    {
      name: 'cantAttackUnless with k = 0 never binds',
      effect: { kind: 'cantAttackUnless', creatures: {}, others: { ids: ['c'] }, atLeast: 0 },
      allowed: ['', 'a', 'b', 'c', 'ab', 'ac', 'bc', 'abc'],
    },
    {
      name: 'cantAttackUnless applies to each matched attacker',
      effect: { kind: 'cantAttackUnless', creatures: { ids: ['a', 'b'] }, others: { ids: ['c'] } },
      allowed: ['', 'c', 'ac', 'bc', 'abc'],
    },
  ];
  test.each(table)('$name', ({ effect, allowed }) => {
    const b = board({ creatures, effects: [effect] });
    const got = oracleOmega(b)
      .filter((x) => oracleRestricted(b, x))
      .map((x) => Object.keys(x.attacks).sort().join(''))
      .sort();
    expect(got).toEqual([...allowed].sort());
  });

  test('maxAttackers counts only attackers of matched defenders (Crawlspace)', () => {
    const b = board({
      opponents: ['alice', 'bob'],
      creatures: ['a', 'b'],
      effects: [{ kind: 'maxAttackers', count: 1, defenders: { players: ['alice'], kinds: ['player'] } }],
    });
    expect(oracleRestricted(b, d('a=alice,b=alice'))).toBe(false);
    expect(oracleRestricted(b, d('a=alice,b=bob'))).toBe(true);
    expect(oracleRestricted(b, d('a=bob,b=bob'))).toBe(true);
  });

  test('cantAttack with defenders forbids only those defenders', () => {
    const b = board({ opponents: ['alice', 'bob'], creatures: ['a'], effects: [{ kind: 'cantAttack', creatures: {}, defenders: { ids: ['alice'] } }] });
    expect(oracleRestricted(b, d('a=alice'))).toBe(false);
    expect(oracleRestricted(b, d('a=bob'))).toBe(true);
  });
});

describe('oracle: Ω, units, costs and pools', () => {
  test('Ω: (defenders + 1)^eligible declarations; ineligible creatures and own planeswalkers never appear', () => {
    const b = board({
      opponents: ['alice', 'bob'],
      creatures: ['a', 'b', { id: 't', tapped: true }],
      defenders: [
        { id: 'pw', kind: 'planeswalker', player: 'alice', name: 'Jace' },
        { id: 'mine', kind: 'planeswalker', player: 'you', name: 'Chandra' },
      ],
      effects: [],
    });
    const omega = oracleOmega(b);
    expect(omega).toHaveLength(16);
    expect(omega.some((x) => 't' in x.attacks || Object.values(x.attacks).includes('mine') || Object.values(x.attacks).includes('you'))).toBe(false);
    expect(keys(oracleLegal(b))).toEqual(keys(omega));
  });

  test('Ω with attackMultiplePlayers false and Alice chosen has 2·2 members for two creatures', () => {
    const b = board({ opponents: ['alice', 'bob'], attackMultiplePlayers: false, defendingPlayer: 'alice', creatures: ['a', 'b'], effects: [] });
    expect(oracleOmega(b)).toHaveLength(4);
  });

  test('req: mustAttack {} has one unit per creature on the board, any controller', () => {
    const b = board({
      creatures: ['a', { id: 't', tapped: true }, { id: 'o', controller: 'opp' }],
      effects: [{ kind: 'mustAttack', creatures: {} }],
    });
    expect(oracleReq(b, d('')).size).toBe(3);
    expect(oracleSat(b, d('a=opp'), oracleReq(b, d('')))).toBe(1);
  });

  test('req: goad has two units per matched creature; sat counts them one by one', () => {
    const b = board({ opponents: ['alice', 'bob'], creatures: ['a', 'b'], effects: [{ kind: 'goad', creatures: {}, by: 'alice' }] });
    const r = oracleReq(b, d(''));
    expect(r.size).toBe(4);
    expect(oracleSat(b, d('a=alice'), r)).toBe(1);
    expect(oracleSat(b, d('a=bob'), r)).toBe(2);
    expect(oracleSat(b, d('a=bob,b=alice'), r)).toBe(3);
  });

  test('req: conditional units exist only when the if holds; nested needs both', () => {
    const b = board({
      creatures: ['a', 'b', 'c'],
      effects: [
        { kind: 'mustAttack', creatures: { ids: ['c'] } },
        {
          kind: 'conditional',
          if: { anyAttacks: { ids: ['a'] } },
          then: [{ kind: 'atLeastOneAttacks' }, { kind: 'conditional', if: { anyAttacks: { ids: ['b'] } }, then: [{ kind: 'mustAttack', creatures: {} }] }],
        },
      ],
    });
    expect(oracleReq(b, d('')).size).toBe(1);
    expect(oracleReq(b, d('b=opp')).size).toBe(1);
    expect(oracleReq(b, d('a=opp')).size).toBe(2);
    expect(oracleReq(b, d('a=opp,b=opp')).size).toBe(5);
  });

  test('costs: one instance per matched attacker of a matched defender; pools hold the sub-plans only', () => {
    const b = board({
      opponents: ['alice', 'bob'],
      creatures: ['a', 'b'],
      effects: [{ id: 'prop', kind: 'attackCost', creatures: {}, defenders: { players: ['alice'] }, cost: { mana: '{2}' } }],
      resources: { mana: ['C', 'C', 'C'] },
    });
    expect(oracleCosts(b, d('a=alice,b=bob'))).toEqual([{ effectId: 'prop', creatureId: 'a' }]);
    expect(oracleCosts(b, d('a=alice,b=alice'))).toHaveLength(2);
    const pool = oraclePool(b, [{ effectId: 'prop', creatureId: 'a' }]);
    expect(keys(pool)).toEqual(keys([d(''), d('a=bob'), d('b=bob'), d('a=alice'), d('a=bob,b=bob'), d('a=alice,b=bob')]));
    // Both paying is 4 mana: not payable, so that declaration is in no pool and is not legal.
    expect(
      oraclePool(b, [
        { effectId: 'prop', creatureId: 'a' },
        { effectId: 'prop', creatureId: 'b' },
      ]).some((x) => declarationKey(x) === declarationKey(d('a=alice,b=alice'))),
    ).toBe(false);
    expect(oracleLegal(b).some((x) => declarationKey(x) === declarationKey(d('a=alice,b=alice')))).toBe(false);
  });

  test('terminals of the Viashino Bey pool: the empty declaration and the Bey', () => {
    const b = board({
      creatures: ['bey'],
      effects: [{ kind: 'conditional', if: { anyAttacks: { ids: ['bey'] } }, then: [{ kind: 'mustAttack', creatures: { controller: 'you' } }] }],
    });
    expect(keys(oracleTerminals(b, []))).toEqual(keys([d(''), d('bey=opp')]));
  });
});

describe('oracle: internal consistency on random small boards', () => {
  const small = arbBoard({ maxCreatures: 3, maxOpponents: 2, maxDefenders: 1, maxEffects: 4 });
  const parsedSmall = small.map((raw) => parsed(JSON.parse(JSON.stringify(raw))));
  const fits = (b: Board): boolean => oracleOmega(b).length <= 27;

  // The plain walk is exponential in tied declarations: keep Ω tiny for it, and bias towards boards
  // with conditional requirements, the only ones on which the shortcut does anything.
  const tiny = fc
    .oneof(
      arbBoard({ maxCreatures: 2, maxOpponents: 2, maxDefenders: 0, minEffects: 1, maxEffects: 4 }),
      arbBoard({ maxCreatures: 3, maxOpponents: 1, planeswalkers: false, minEffects: 1, maxEffects: 4 }),
    )
    .map((raw) => parsed(JSON.parse(JSON.stringify(raw))));
  test('the shortcut walk equals the plain tree walk', () => {
    fc.assert(
      fc.property(tiny, (b) => {
        fc.pre(oracleOmega(b).length <= 9);
        expect(keys(oracleLegal(b))).toEqual(keys(oracleLegal(b, { shortcut: false })));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  test('the legal set is never empty, and without conditionals equals the summary rule', () => {
    fc.assert(
      fc.property(parsedSmall, (b) => {
        fc.pre(fits(b));
        const legal = oracleLegal(b);
        expect(legal.length).toBeGreaterThan(0);
        if (!b.effects.some((e) => e.kind === 'conditional')) expect(keys(legal)).toEqual(keys(oracleSummaryRule(b)));
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
