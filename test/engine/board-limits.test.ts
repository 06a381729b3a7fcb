/**
 * Every count, amount and repetition of attack-board/1 is bounded when the board is parsed
 * (docs/attack-board-v1.md "Validation limits", board-limits.ts): past its limit a value is one error
 * with its JSON path; at its limit the board parses and the engine answers, or says too-large, quickly.
 * The first row is the board that took the whole app down: eight mana creatures and a tap cost of a
 * billion creatures (the payment unrolled one slot per creature to tap).
 */
import { describe, expect, test } from 'vitest';
import { countLegal, parseBoard } from '#shared/engine/index';
import { MAX_AMOUNT, MAX_CREATURES, MAX_DEFENDERS, MAX_EFFECTS, MAX_MANA, MAX_PERMANENTS, MAX_PLAYERS } from '#shared/engine/board-limits';

/* eslint-disable @typescript-eslint/no-explicit-any -- boards are built as raw JSON on purpose */
type Json = any;

const creature = (id: string, extra: Json = {}): Json => ({ id, name: id, controller: 'you', power: 1, toughness: 1, ...extra });

/** Eight creatures that tap for G and Hollow Warrior, whose attack cost taps `count` creatures. */
function manaBoard(count: number): Json {
  const ids = Array.from({ length: 8 }, (_, i) => `elf${i + 1}`);
  return {
    format: 'attack-board/1',
    players: ['you', 'opp'],
    activePlayer: 'you',
    creatures: [...ids.map((id) => creature(id)), creature('hw', { name: 'Hollow Warrior', power: 4, toughness: 4 })],
    effects: [{ kind: 'attackCost', creatures: { ids: ['hw'] }, cost: { tapCreatures: { count, filter: {} } } }],
    resources: { mana: ids.map((from) => ({ mana: 'G', from })), life: 20 },
  };
}

/** Six creatures, two lands, one land permanent: every row below changes one thing. */
function base(): Json {
  return {
    format: 'attack-board/1',
    players: ['you', 'opp'],
    activePlayer: 'you',
    creatures: Array.from({ length: 6 }, (_, i) => creature(`c${i}`)),
    effects: [],
    resources: { mana: ['C', 'C'], life: 20, permanents: [{ id: 'l1', types: ['Land'] }] },
  };
}

const cost = (c: Json): Json => ({ kind: 'attackCost', creatures: {}, cost: c });

interface Row {
  readonly name: string;
  readonly board: () => Json;
  /** The one error expected, or undefined when the board is valid. */
  readonly error?: { readonly path: string; readonly code: string };
}

const rejected: Row[] = [
  { name: 'tapCreatures count 1e9 (the crash board)', board: () => manaBoard(1e9), error: { path: 'effects[0].cost.tapCreatures.count', code: 'bad-count' } },
  {
    name: 'tapCreatures count above MAX_CREATURES',
    board: () => manaBoard(MAX_CREATURES + 1),
    error: { path: 'effects[0].cost.tapCreatures.count', code: 'bad-count' },
  },
  {
    name: 'sacrifice count 1e9',
    board: () => ({ ...base(), effects: [cost({ sacrifice: { count: 1e9, filter: {} } })] }),
    error: { path: 'effects[0].cost.sacrifice.count', code: 'bad-count' },
  },
  {
    name: 'returnToHand count above MAX_PERMANENTS',
    board: () => ({ ...base(), effects: [cost({ returnToHand: { count: MAX_PERMANENTS + 1, filter: {} } })] }),
    error: { path: 'effects[0].cost.returnToHand.count', code: 'bad-count' },
  },
  {
    name: 'life payment above MAX_AMOUNT',
    board: () => ({ ...base(), effects: [cost({ life: MAX_AMOUNT + 1 })] }),
    error: { path: 'effects[0].cost.life', code: 'bad-count' },
  },
  {
    name: 'generic mana above 1000',
    board: () => ({ ...base(), effects: [cost({ mana: '{1001}' })] }),
    error: { path: 'effects[0].cost.mana', code: 'bad-mana' },
  },
  {
    name: 'life total above MAX_AMOUNT',
    board: () => ({ ...base(), resources: { ...base().resources, life: MAX_AMOUNT + 1 } }),
    error: { path: 'resources.life', code: 'bad-count' },
  },
  {
    name: 'counters above MAX_AMOUNT',
    board: () => {
      const b = base();
      b.creatures[2].counters = { '+1/+1': MAX_AMOUNT + 1 };
      return b;
    },
    error: { path: 'creatures[2].counters["+1/+1"]', code: 'bad-count' },
  },
  {
    name: 'more mana sources than MAX_MANA',
    board: () => ({ ...base(), resources: { mana: Array(MAX_MANA + 1).fill('C'), life: 20 } }),
    error: { path: 'resources.mana', code: 'too-large' },
  },
  {
    name: 'creature mana symbols count towards MAX_MANA',
    board: () => ({ ...base(), resources: { mana: [...Array(MAX_MANA - 2).fill('G'), { mana: '{C}{C}{C}', from: 'c0' }], life: 20 } }),
    error: { path: 'resources.mana', code: 'too-large' },
  },
  {
    name: 'a mana string of 200,000 symbols (it overflowed the pattern)',
    board: () => ({ ...base(), resources: { mana: ['{C}'.repeat(200_000)], life: 20 } }),
    error: { path: 'resources.mana[0]', code: 'too-large' },
  },
  {
    name: 'more players than MAX_PLAYERS',
    board: () => ({ ...base(), players: ['you', ...Array.from({ length: MAX_PLAYERS }, (_, i) => `p${i}`)] }),
    error: { path: 'players', code: 'too-large' },
  },
  {
    name: 'more planeswalkers and battles than MAX_DEFENDERS',
    board: () => ({ ...base(), defenders: Array.from({ length: MAX_DEFENDERS + 1 }, (_, i) => ({ id: `pw${i}`, kind: 'planeswalker', player: 'opp' })) }),
    error: { path: 'defenders', code: 'too-large' },
  },
  {
    name: 'more effects than MAX_EFFECTS, nested ones counted',
    board: () => ({
      ...base(),
      effects: [
        ...Array.from({ length: MAX_EFFECTS - 1 }, () => ({ kind: 'mustAttack', creatures: {} })),
        { kind: 'conditional', if: { anyAttacks: {} }, then: [{ kind: 'mustAttack', creatures: {} }] },
      ],
    }),
    error: { path: 'effects', code: 'too-large' },
  },
  {
    name: 'more permanents than MAX_PERMANENTS',
    board: () => ({ ...base(), resources: { mana: [], life: 20, permanents: Array.from({ length: MAX_PERMANENTS + 1 }, (_, i) => ({ id: `p${i}` })) } }),
    error: { path: 'resources.permanents', code: 'too-large' },
  },
];

/** At the limits, or counts the engine caps itself: valid boards the engine answers in well under its budget. */
const accepted: Row[] = [
  { name: 'tapCreatures count equal to the creatures the attacker controls', board: () => manaBoard(9) },
  { name: 'tapCreatures count MAX_CREATURES on nine creatures (valid, unpayable)', board: () => manaBoard(MAX_CREATURES) },
  {
    name: 'sacrifice more lands than listed (unpayable, as in the Illusionary Mask question)',
    board: () => ({ ...base(), effects: [cost({ sacrifice: { count: MAX_PERMANENTS, filter: { types: ['Land'] } } })] }),
  },
  { name: 'maxAttackers count 1e15 (no limit)', board: () => ({ ...base(), effects: [{ kind: 'maxAttackers', count: 1e15 }] }) },
  {
    name: 'cantAttackUnless atLeast 1e15 (never)',
    board: () => ({ ...base(), effects: [{ kind: 'cantAttackUnless', creatures: { ids: ['c0'] }, others: {}, atLeast: 1e15 }] }),
  },
  {
    name: 'life payment and life total at MAX_AMOUNT',
    board: () => ({ ...base(), effects: [cost({ life: MAX_AMOUNT })], resources: { ...base().resources, life: MAX_AMOUNT } }),
  },
  {
    name: '{1000}{W/P} on every attacker, MAX_MANA sources',
    board: () => ({ ...base(), effects: [cost({ mana: '{1000}{W/P}' })], resources: { mana: Array(MAX_MANA).fill('WUBRGC'), life: 20 } }),
  },
  { name: 'MAX_PLAYERS players', board: () => ({ ...base(), players: ['you', ...Array.from({ length: MAX_PLAYERS - 1 }, (_, i) => `p${i}`)] }) },
  {
    name: 'MAX_DEFENDERS planeswalkers',
    board: () => ({ ...base(), defenders: Array.from({ length: MAX_DEFENDERS }, (_, i) => ({ id: `pw${i}`, kind: 'planeswalker', player: 'opp' })) }),
  },
  {
    name: 'MAX_EFFECTS requirements',
    board: () => ({ ...base(), effects: Array.from({ length: MAX_EFFECTS }, () => ({ kind: 'mustAttack', creatures: {} })) }),
  },
  {
    name: 'MAX_PERMANENTS permanents, sacrifice two',
    board: () => ({
      ...base(),
      effects: [cost({ sacrifice: { count: 2, filter: { types: ['Land'] } } })],
      resources: { mana: [], life: 20, permanents: Array.from({ length: MAX_PERMANENTS }, (_, i) => ({ id: `p${i}`, types: ['Land'] })) },
    }),
  },
];

describe('board limits: a value past its limit is one error with its path', () => {
  test.each(rejected)('$name', ({ board, error }) => {
    const r = parseBoard(board());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => ({ path: e.path, code: e.code }))).toEqual([error]);
    expect(r.error[0]!.message).toMatch(/\d/);
  });
});

describe('board limits: at the limit the board parses and the engine answers quickly', () => {
  test.each(accepted)('$name', ({ board }) => {
    const r = parseBoard(board());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const started = performance.now();
    const count = countLegal(r.value, { timeLimitMs: 3000 });
    expect(count.ok || count.error.code === 'too-large').toBe(true);
    // Far inside the CLI's 10 s: nothing at a limit is unrolled or repeated without bound.
    expect(performance.now() - started).toBeLessThan(3500);
  });
});
