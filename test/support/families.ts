/**
 * Board families that stress one part of the engine each: conditional rings, chains and
 * stars; Viashino Bey boards; per-creature taxes written split or merged; many counting restrictions.
 * RAW boards (spec §1), shared by the benches (bench/*.bench.ts) and the property tests, so a figure
 * in docs/engine.md's scale table and a test case name the same board.
 */
import type { RawBoard, RawCreature, RawEffect } from './arbitraries.ts';

export interface FamilyOptions {
  /** Eligible creatures c1…cn. */
  readonly creatures: number;
  /** Opponents opp1…; each creature has opponents + 1 options. Default 1. */
  readonly opponents?: number;
}

function base(o: FamilyOptions, effects: RawEffect[]): RawBoard {
  const opponents = Array.from({ length: o.opponents ?? 1 }, (_, i) => `opp${i + 1}`);
  const creatures: RawCreature[] = Array.from({ length: o.creatures }, (_, i) => ({
    id: `c${i + 1}`,
    name: `Creature ${i + 1}`,
    controller: 'you',
    types: ['Creature'],
    power: 2,
    toughness: 2,
  }));
  return { format: 'attack-board/1', players: ['you', ...opponents], activePlayer: 'you', creatures, effects };
}

const ifThen = (id: string, from: number, to: number): RawEffect => ({
  id,
  kind: 'conditional',
  if: { anyAttacks: { ids: [`c${from}`] } },
  then: [{ kind: 'mustAttack', creatures: { ids: [`c${to}`] } }],
});

export type Shape = 'ring' | 'chain' | 'star';

/**
 * `conditionals` requirements "if ci attacks, cj must attack": a ring (c1→c2→…→ck→c1), a chain
 * (c1→c2→…→c(k+1)) or a star (c1→c2, c1→c3, …, and back c(k)→c1 for every other spoke), plus one
 * maxAttackers on opp1 when `max` is given (it forces choices, which is what makes the tree branch).
 */
export function conditionalBoard(shape: Shape, conditionals: number, o: FamilyOptions & { max?: number; secondMax?: number }): RawBoard {
  const n = o.creatures;
  const effects: RawEffect[] = [];
  for (let k = 1; k <= conditionals; k++) {
    if (shape === 'ring') effects.push(ifThen(`fx${k}`, k, (k % conditionals) + 1));
    else if (shape === 'chain') effects.push(ifThen(`fx${k}`, k, (k % n) + 1));
    else {
      const spoke = (k % (n - 1)) + 2;
      effects.push(k % 2 === 1 ? ifThen(`fx${k}`, 1, spoke) : ifThen(`fx${k}`, spoke, 1));
    }
  }
  // Crawlspace-like: it limits attackers of one player only, so attacking the other opponent stays open.
  if (o.max !== undefined) effects.push({ id: 'fxmax', kind: 'maxAttackers', count: o.max, defenders: { players: ['opp1'], kinds: ['player'] } });
  // Both opponents limited: some attacker sets become impossible, so no profile holds every group.
  if (o.secondMax !== undefined) effects.push({ id: 'fxmax2', kind: 'maxAttackers', count: o.secondMax, defenders: { players: ['opp2'], kinds: ['player'] } });
  return base(o, effects);
}

/**
 * Four Viashino Beys ("if Viashino Bey attacks, all creatures you control attack if able"), two tokens,
 * War's Toll ("if a creature an opponent controls attacks, all creatures that player controls attack if
 * able", seen from the attacker) and Crawlspace ("no more than two creatures can attack you", here
 * the count is given) — spec §2 writes each Bey and War's Toll as a conditional.
 */
export function beyBoard(beys = 4, tokens = 2, maxAttackers = 3): RawBoard {
  const b = base({ creatures: beys + tokens }, []);
  b.creatures.forEach((c, i) => {
    c.id = i < beys ? `bey${i + 1}` : `token${i - beys + 1}`;
    c.name = i < beys ? 'Viashino Bey' : 'Goblin Token';
  });
  const everyone = { controller: 'you' };
  for (let i = 1; i <= beys; i++) {
    b.effects.push({
      id: `bey${i}fx`,
      source: 'Viashino Bey',
      kind: 'conditional',
      if: { anyAttacks: { ids: [`bey${i}`] } },
      then: [{ kind: 'mustAttack', creatures: everyone }],
    });
  }
  b.effects.push({
    id: 'warstoll',
    source: "War's Toll",
    kind: 'conditional',
    if: { anyAttacks: everyone },
    then: [{ kind: 'mustAttack', creatures: everyone }],
  });
  b.effects.push({ id: 'crawlspace', source: 'Crawlspace', kind: 'maxAttackers', count: maxAttackers, defenders: { players: ['opp1'], kinds: ['player'] } });
  return b;
}

/**
 * The same {1} tax on each of k creatures, written as k effects (one per creature) or as one effect
 * listing them all: identical cost instances up to their effect ids, so identical legal sets (spec §2).
 */
export function taxBoard(k: number, form: 'split' | 'merged', o: { mana: number; creatures?: number; requirement?: boolean }): RawBoard {
  const b = base({ creatures: o.creatures ?? k }, []);
  const taxed = Array.from({ length: k }, (_, i) => `c${i + 1}`);
  if (form === 'merged') b.effects.push({ id: 'tax', kind: 'attackCost', creatures: { ids: taxed }, cost: { mana: '{1}' } });
  else taxed.forEach((id, i) => b.effects.push({ id: `tax${i + 1}`, kind: 'attackCost', creatures: { ids: [id] }, cost: { mana: '{1}' } }));
  if (o.requirement ?? true) b.effects.push({ id: 'must', kind: 'mustAttack', creatures: {} });
  b.resources = { mana: Array<string>(o.mana).fill('C') };
  return b;
}

export type Counting = 'cantAttackUnless' | 'maxAttackers' | 'atLeastOneAttacks';

/** `effects` counting restrictions (or atLeastOneAttacks requirements) over windows of the creatures. */
export function countingBoard(kind: Counting, effects: number, o: FamilyOptions): RawBoard {
  const n = o.creatures;
  const b = base(o, []);
  const window = (k: number, size: number) => Array.from({ length: size }, (_, i) => `c${((k + i) % n) + 1}`);
  for (let k = 0; k < effects; k++) {
    const id = `fx${k + 1}`;
    if (kind === 'cantAttackUnless') b.effects.push({ id, kind, creatures: { ids: [`c${(k % n) + 1}`] }, others: { ids: window(k + 1, 3) }, atLeast: 1 });
    else if (kind === 'maxAttackers') b.effects.push({ id, kind, count: 2, creatures: { ids: window(k, 4) } });
    else b.effects.push({ id, kind, creatures: { ids: window(k, 2) } });
  }
  return b;
}

/** One counting effect over chosen creatures (numbers 1…n): `n` is the count (maxAttackers) or k (cantAttackUnless). */
export interface CountingEffect {
  readonly kind: Counting;
  readonly creatures: readonly number[];
  /** cantAttackUnless: the "others" creatures. */
  readonly others?: readonly number[];
  readonly n: number;
}

/**
 * Counting effects over arbitrary sets of creatures. With ten or more creatures the canonical order
 * (c1, c10, c11, …, c2, …) scatters any window, so effects start and retire at many different layers.
 */
export function mixedCountingBoard(effects: readonly CountingEffect[], o: FamilyOptions): RawBoard {
  const b = base(o, []);
  const ids = (xs: readonly number[]) => ({ ids: [...new Set(xs)].map((x) => `c${x}`) });
  effects.forEach((e, k) => {
    const id = `fx${k + 1}`;
    if (e.kind === 'cantAttackUnless') b.effects.push({ id, kind: e.kind, creatures: ids(e.creatures), others: ids(e.others ?? []), atLeast: e.n });
    else if (e.kind === 'maxAttackers') b.effects.push({ id, kind: e.kind, count: e.n, creatures: ids(e.creatures) });
    else b.effects.push({ id, kind: e.kind, creatures: ids(e.creatures) });
  });
  return b;
}

/**
 * The same board with a {1} tax on some creatures (numbers 1…n) and `mana` colourless mana: plans of
 * payment appear, so a conditional board leaves the single pool (one pool per plan, plan-pools.ts).
 */
export function withTax(raw: RawBoard, taxed: readonly number[], mana: number): RawBoard {
  const b: RawBoard = JSON.parse(JSON.stringify(raw));
  b.effects.push({ id: 'tax', kind: 'attackCost', creatures: { ids: taxed.map((k) => `c${k}`) }, cost: { mana: '{1}' } });
  b.resources = { mana: Array<string>(mana).fill('C') };
  return b;
}
