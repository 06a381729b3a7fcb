/**
 * Creature mana and tapCreatures (spec §4, CR 508.1i, 508.1j): the parser's checks with JSON paths, hand
 * tables of who can pay, and a property against a brute-force payer that tries every role (tap for a
 * cost, tap for mana, nothing) of every creature.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board, Cost, CreatureSelector } from '#shared/engine/board';
import { canTapForCost, canTapForMana, isPayableWithCreatures, withCreatureMana } from '#shared/engine/creature-payment';
import { parseBoard } from '#shared/engine/parse-board';
import { payNeed, sumCosts } from '#shared/engine/payment';
import { creatureMatches } from '#shared/engine/selectors';

const base = (extra: Record<string, unknown>) => ({
  format: 'attack-board/1',
  players: ['you', 'opp'],
  activePlayer: 'you',
  creatures: [],
  effects: [],
  ...extra,
});

function parsed(raw: unknown): Board {
  const r = parseBoard(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('parseBoard: creature mana and tapCreatures', () => {
  const elf = { id: 'elf', name: 'Llanowar Elves', controller: 'you' };
  const theirs = { id: 'theirs', name: 'Birds of Paradise', controller: 'opp' };
  const errors: readonly (readonly [string, unknown, string, string])[] = [
    ['from an unknown creature', base({ resources: { mana: [{ mana: 'G', from: 'ghost' }] } }), 'resources.mana[0].from', 'unknown-creature'],
    [
      "from an opponent's creature",
      base({ creatures: [theirs], resources: { mana: [{ mana: 'G', from: 'theirs' }] } }),
      'resources.mana[0].from',
      'unknown-creature',
    ],
    ['an entry without mana', base({ creatures: [elf], resources: { mana: [{ from: 'elf' }] } }), 'resources.mana[0].mana', 'missing-field'],
    [
      'an unknown entry field',
      base({ creatures: [elf], resources: { mana: [{ mana: 'G', from: 'elf', tap: true }] } }),
      'resources.mana[0].tap',
      'unknown-field',
    ],
    ['symbols that are not single colors', base({ resources: { mana: ['{2}'] } }), 'resources.mana[0]', 'bad-mana'],
    [
      'tapCreatures without a filter',
      base({ effects: [{ kind: 'attackCost', creatures: {}, cost: { tapCreatures: { count: 1 } } }] }),
      'effects[0].cost.tapCreatures.filter',
      'missing-field',
    ],
    [
      'tapCreatures with a negative count',
      base({ effects: [{ kind: 'attackCost', creatures: {}, cost: { tapCreatures: { count: -1, filter: {} } } }] }),
      'effects[0].cost.tapCreatures.count',
      'bad-count',
    ],
    ['an upper-case keyword', base({ creatures: [{ ...elf, keywords: ['Flying'] }] }), 'creatures[0].keywords[0]', 'bad-keyword'],
    [
      'counters atMost below atLeast',
      base({ effects: [{ kind: 'cantAttack', creatures: { counters: { atLeast: 3, atMost: 1 } } }] }),
      'effects[0].creatures.counters.atMost',
      'bad-count',
    ],
  ];
  it.each(errors)('rejects %s', (_name, raw, path, code) => {
    const r = parseBoard(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => [e.path, e.code])).toContainEqual([path, code]);
  });

  it('keeps plain sources in mana and creature sources apart, one mana per symbol', () => {
    const b = parsed(
      base({
        creatures: [elf, { id: 'vhal', name: 'Vhal', controller: 'you' }],
        resources: { mana: ['RG', '{C}{C}', { mana: 'WUBRG', from: 'elf' }, { mana: '{C}{C}{C}', from: 'vhal' }] },
      }),
    );
    expect(b.resources?.mana).toEqual([['R', 'G'], ['C'], ['C']]);
    expect(b.resources?.creatureMana).toEqual([
      { from: 'elf', mana: [['W', 'U', 'B', 'R', 'G']] },
      { from: 'vhal', mana: [['C'], ['C'], ['C']] },
    ]);
  });

  it('leaves boards without creature sources exactly as before (no creatureMana field)', () => {
    expect(parsed(base({ resources: { mana: ['G'], life: 3 } })).resources).toEqual({ mana: [['G']], life: 3, permanents: [] });
  });
});

// ---------------------------------------------------------------------------------------------------
// Who can pay: hand tables

const creature = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: id, controller: 'you', ...extra });
const TAP_ONE: Cost = { manaSymbols: [], tapCreatures: { count: 1, filter: {} } };
const TWO_GENERIC: Cost = { mana: '{2}', manaSymbols: [{ kind: 'generic' }, { kind: 'generic' }] };

describe('isPayableWithCreatures', () => {
  const rows: readonly (readonly [string, Record<string, unknown>, readonly string[], readonly Cost[], boolean])[] = [
    ['an elf that stays home pays', { creatures: [creature('elf')], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } }, [], [TWO_GENERIC], true],
    [
      'an attacking elf is tapped (CR 508.1f)',
      { creatures: [creature('elf')], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      ['elf'],
      [TWO_GENERIC],
      false,
    ],
    [
      'an attacking vigilant creature still taps for mana',
      { creatures: [creature('vhal', { keywords: ['vigilance'] })], resources: { mana: [{ mana: '{C}{C}{C}', from: 'vhal' }] } },
      ['vhal'],
      [TWO_GENERIC],
      true,
    ],
    [
      'a sick elf cannot use {T}',
      { creatures: [creature('elf', { sick: true })], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      [],
      [TWO_GENERIC],
      false,
    ],
    [
      'a sick elf with haste can',
      { creatures: [creature('elf', { sick: true, keywords: ['haste'] })], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      [],
      [TWO_GENERIC],
      true,
    ],
    [
      'a tapped elf cannot',
      { creatures: [creature('elf', { tapped: true })], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      [],
      [TWO_GENERIC],
      false,
    ],
    ['a sick creature can be tapped for a cost', { creatures: [creature('bear', { sick: true })], resources: { mana: [] } }, [], [TAP_ONE], true],
    [
      'an attacking vigilant creature cannot be tapped for a cost',
      { creatures: [creature('angel', { keywords: ['vigilance'] })], resources: { mana: [] } },
      ['angel'],
      [TAP_ONE],
      false,
    ],
    [
      'a creature tapped for a cost cannot also tap for mana',
      { creatures: [creature('elf')], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      [],
      [TAP_ONE, TWO_GENERIC],
      false,
    ],
    [
      'two creatures: one taps for the cost, the other for mana',
      { creatures: [creature('elf'), creature('bear')], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      [],
      [TAP_ONE, TWO_GENERIC],
      true,
    ],
    [
      "an opponent's creature cannot be tapped for your cost",
      { creatures: [creature('theirs', { controller: 'opp' })], resources: { mana: [] } },
      [],
      [TAP_ONE],
      false,
    ],
  ];
  it.each(rows)('%s', (_name, extra, attackers, costs, expected) => {
    expect(isPayableWithCreatures(parsed(base(extra)), new Set(attackers), costs)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------------
// Property: the joint search against trying every role of every creature

type Role = 'none' | 'tap' | 'mana';

/** Every injective map of slots to the creatures in `pool`, by brute force. */
function bruteSlots(slots: readonly CreatureSelector[], pool: readonly Board['creatures'][number][]): boolean {
  if (slots.length === 0) return true;
  const [first, ...rest] = slots;
  return pool.some((c, i) => creatureMatches(first!, c) && bruteSlots(rest, [...pool.slice(0, i), ...pool.slice(i + 1)]));
}

function brutePayable(board: Board, attackers: ReadonlySet<string>, costs: readonly Cost[]): boolean {
  if (board.resources === undefined) return true;
  const slots = costs.flatMap((c) => (c.tapCreatures === undefined ? [] : Array.from({ length: c.tapCreatures.count }, () => c.tapCreatures!.filter)));
  const mine = board.creatures.filter((c) => c.controller === board.activePlayer);
  const need = sumCosts(costs);
  const roles: Role[] = mine.map(() => 'none');
  const visit = (i: number): boolean => {
    if (i === mine.length) {
      const tapped = mine.filter((_, j) => roles[j] === 'tap');
      if (!bruteSlots(slots, tapped)) return false;
      const manaFrom = new Set(mine.filter((_, j) => roles[j] === 'mana').map((c) => c.id));
      return payNeed(need, withCreatureMana(board.resources!, manaFrom)).ok;
    }
    const c = mine[i]!;
    const options: Role[] = ['none'];
    if (canTapForCost(board, c, attackers)) options.push('tap');
    if (canTapForMana(c, attackers)) options.push('mana');
    return options.some((r) => {
      roles[i] = r;
      const found = visit(i + 1);
      roles[i] = 'none';
      return found;
    });
  };
  return visit(0);
}

const arbCase = fc
  .record({
    creatures: fc.array(
      fc.record({
        tapped: fc.boolean(),
        sick: fc.boolean(),
        vigilance: fc.boolean(),
        haste: fc.boolean(),
        flying: fc.boolean(),
        mana: fc.constantFrom('', 'G', 'W', 'WUBRG', '{C}{C}'),
        attacks: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    lands: fc.array(fc.constantFrom('G', 'W', 'C', 'GW'), { maxLength: 3 }),
    generic: fc.integer({ min: 0, max: 4 }),
    white: fc.integer({ min: 0, max: 2 }),
    taps: fc.integer({ min: 0, max: 3 }),
    tapFlyersOnly: fc.boolean(),
  })
  .map((k) => {
    const creatures = k.creatures.map((c, i) => ({
      id: `c${i + 1}`,
      name: `c${i + 1}`,
      controller: 'you',
      tapped: c.tapped,
      sick: c.sick,
      keywords: [...(c.vigilance ? ['vigilance'] : []), ...(c.haste ? ['haste'] : []), ...(c.flying ? ['flying'] : [])],
    }));
    const mana = [...k.lands, ...k.creatures.flatMap((c, i) => (c.mana === '' ? [] : [{ mana: c.mana, from: `c${i + 1}` }]))];
    const board = parsed(base({ creatures, resources: { mana, life: 0 } }));
    const manaText = `{${k.generic}}${'{W}'.repeat(k.white)}`;
    const costs: Cost[] = [
      {
        mana: manaText,
        manaSymbols: [
          ...Array.from({ length: k.generic }, () => ({ kind: 'generic' as const })),
          ...Array.from({ length: k.white }, () => ({ kind: 'colored' as const, color: 'W' as const })),
        ],
      },
      ...(k.taps > 0 ? [{ manaSymbols: [], tapCreatures: { count: k.taps, filter: k.tapFlyersOnly ? { keywords: ['flying'] } : {} } }] : []),
    ];
    const attackers = new Set(k.creatures.flatMap((c, i) => (c.attacks && !c.tapped ? [`c${i + 1}`] : [])));
    return { board, costs, attackers };
  });

describe('isPayableWithCreatures against a brute-force payer', () => {
  it('agrees on random creatures, lands, mana costs and tap costs', () => {
    fc.assert(
      fc.property(arbCase, ({ board, costs, attackers }) => {
        expect(isPayableWithCreatures(board, attackers, costs)).toBe(brutePayable(board, attackers, costs));
      }),
      { numRuns: 400 },
    );
  });
});

describe('boards paid with creatures: enumerated, with explanations and trees', () => {
  const many = (n: number, tax: boolean) =>
    parsed(
      base({
        players: ['you', 'opp', 'opp2', 'opp3'],
        creatures: Array.from({ length: n }, (_, i) => creature(`c${i + 1}`)),
        effects: tax ? [{ source: 'Propaganda', kind: 'attackCost', creatures: {}, defenders: { players: ['opp'] }, cost: { mana: '{1}' } }] : [],
        resources: { mana: [{ mana: 'G', from: 'c1' }] },
      }),
    );
  it('answers a small board exactly (c1 pays for one attacker on opp, unless c1 attacks)', async () => {
    const { legalSet } = await import('#shared/engine/index');
    const r = legalSet(many(2, true));
    // c1: home, opp2, opp3 (3 ways; attacking opp needs c1's own mana); c2: home, opp2, opp3, or opp paid by c1 at home.
    expect(r.ok && r.value.count).toBe('10');
  });
  it('says "too large" past 100 000 declarations instead of running unbounded (3^10 + 10·3^9 that the mana could pay for)', async () => {
    const { legalSet, countLegal, explainDeclaration } = await import('#shared/engine/index');
    const r = legalSet(many(10, true));
    expect(r.ok ? null : r.error.code).toBe('too-large');
    expect(r.ok ? '' : r.error.message).toMatch(/at most 100,000/);
    expect(countLegal(many(10, true)).ok).toBe(false);
    // An explanation enumerates only D's pool: for no attack, the 3^10 declarations that pay nothing.
    const x = explainDeclaration(many(10, true), { attacks: {} });
    expect(x.ok && x.value.legal).toBe(true);
  });
  it('creature mana with nothing to pay takes the ordinary search (no limit from enumeration)', async () => {
    const { countLegal } = await import('#shared/engine/index');
    const r = countLegal(many(9, false));
    expect(r.ok && r.value.count).toBe(String(4 ** 9));
  });

  const vhal = { id: 'vhal', name: 'Vhal, Candlekeep Researcher', controller: 'you', power: 2, toughness: 3, keywords: ['vigilance'] };
  const elf = { id: 'elf', name: 'Llanowar Elves', controller: 'you', power: 1, toughness: 1 };
  const warrior = { id: 'warrior', name: 'Hollow Warrior', controller: 'you', power: 4, toughness: 4 };
  const propaganda = { source: 'Propaganda', kind: 'attackCost', creatures: {}, cost: { mana: '{2}' } };
  const hollow = { source: 'Hollow Warrior', kind: 'attackCost', creatures: { ids: ['warrior'] }, cost: { tapCreatures: { count: 1, filter: {} } } };
  const rows: readonly (readonly [string, Record<string, unknown>, Record<string, string>, boolean, RegExp, 7 | undefined])[] = [
    [
      'Vhal attacks and pays Propaganda with its own mana (vigilance)',
      { creatures: [vhal], effects: [propaganda], resources: { mana: [{ mana: '{C}{C}{C}', from: 'vhal' }] } },
      { vhal: 'opp' },
      true,
      /Mana abilities of creatures used: vhal \(Vhal, Candlekeep Researcher\)/,
      undefined,
    ],
    [
      'an attacking elf cannot pay for itself',
      { creatures: [elf], effects: [propaganda], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      { elf: 'opp' },
      false,
      /Llanowar Elves attacks without vigilance.*CR 508\.1f/,
      7,
    ],
    [
      'a sick elf cannot tap for mana',
      { creatures: [{ ...elf, sick: true }, warrior], effects: [propaganda], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      { warrior: 'opp' },
      false,
      /summoning sickness.*CR 302\.6/,
      7,
    ],
    [
      'Hollow Warrior alone has no creature to tap',
      { creatures: [warrior], effects: [hollow], resources: { mana: [] } },
      { warrior: 'opp' },
      false,
      /need 1 untapped creature.*none can be/,
      7,
    ],
    [
      'Hollow Warrior taps the elf, which then cannot pay (Propaganda also taxes the Warrior: {2} with one land)',
      { creatures: [warrior, elf], effects: [hollow, propaganda], resources: { mana: ['G', { mana: 'G', from: 'elf' }] } },
      { warrior: 'opp' },
      false,
      /tapped to pay a cost to attack/,
      7,
    ],
  ];
  it.each(rows)('explains: %s', async (_name, extra, attacks, legal, text, failed) => {
    const { explainDeclaration } = await import('#shared/engine/index');
    const { renderExplanation } = await import('#main/cli/render-explanation');
    const b = parsed(base(extra));
    const x = explainDeclaration(b, { attacks });
    if (!x.ok) throw new Error(x.error.message);
    expect(x.value.legal).toBe(legal);
    expect(x.value.failedStep).toBe(failed);
    expect(renderExplanation(x.value, b)).toMatch(text);
  });
  it('the tree of a Hollow Warrior board shows its plans', async () => {
    const { buildAttackTree } = await import('#shared/engine/index');
    const t = buildAttackTree(parsed(base({ creatures: [warrior, elf], effects: [hollow], resources: { mana: [] } })));
    if (!t.ok) throw new Error(t.error.message);
    // Paying nothing (no attack, the elf alone) and Hollow Warrior's tap cost (the elf stays home to be tapped).
    expect(t.value.plans.map((p) => p.plan.map((c) => c.source))).toEqual([[], ['Hollow Warrior']]);
    expect(t.value.plans[1]!.legal).toEqual([{ attacks: { warrior: 'opp' } }]);
  });
});
