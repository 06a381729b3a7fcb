/**
 * Identical creatures as one row of the legal-sets answer ("Glory Seeker ×3: 2 attack"), so that three of a kind are not three menus.
 *
 * Two eligible creatures are interchangeable when they are the same card in the same state on the same
 * side AND the board treats them alike: swapping their ids in the effects and resources gives the same
 * effects and resources. The engine then cannot tell them apart, so the legal set is closed under
 * swapping them, and "two of the three Glory Seekers attack the opponent" stands for every declaration
 * that sends two of them. A grouped entry therefore expands into all of those declarations for scoring;
 * it is keyed, shown and edited through the first of them in the spec's canonical order (§5).
 * Creatures an effect names one by one (one Goblin's own "attacks each combat") still group when each
 * has the same effect; a creature singled out alone (ids: [g1]) does not.
 */
import type { Board, Creature, Declaration } from '#shared/engine/index';
import { declarationKey, declarationPairs, makeDeclaration } from '#shared/engine/index';
import { compareStrings } from '#shared/engine/declaration';
import { namesOfBoard } from '#shared/text/learner-text';
import { NO_ATTACK, type Assignment } from './answer.ts';
import { eligibleCreatures } from './board-view.ts';

/** One row of the answer: a single creature, or several interchangeable ones. */
export interface CreatureGroup {
  /** Member ids in code-unit order (the order of the spec's canonical output). */
  readonly ids: readonly string[];
  /** "Bear Cub", or "Glory Seeker ×3" (with the members' numbers when the name also names others). */
  readonly label: string;
}

/** More concrete declarations than this in one grouped entry is refused: the list would be unreadable. */
export const MAX_EXPANSION = 5000;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A value with arrays read as multisets and effect ids (labels, not references) left out. */
function canonical(v: unknown, dropIds: boolean): string {
  if (Array.isArray(v))
    return `[${v
      .map((x) => canonical(x, dropIds))
      .sort(compareStrings)
      .join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v)
      .filter((k) => !(dropIds && k === 'id'))
      .sort(compareStrings);
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k], dropIds)}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

function swapIds(v: unknown, a: string, b: string): Json {
  if (typeof v === 'string') return v === a ? b : v === b ? a : v;
  if (Array.isArray(v)) return v.map((x) => swapIds(x, a, b));
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swapIds(x, a, b)]));
  return (v ?? null) as Json;
}

const cardOf = (c: Creature): string => canonical({ ...c, id: '' }, false);
const rulesOf = (board: Board, swap?: readonly [string, string]): string => {
  const effects = swap === undefined ? board.effects : swapIds(board.effects, swap[0], swap[1]);
  const resources = swap === undefined ? board.resources : swapIds(board.resources, swap[0], swap[1]);
  return `${canonical(effects, true)}|${canonical(resources ?? null, false)}`;
};

/** Same card, same state, same side, and no effect or resource tells them apart. */
export function interchangeable(board: Board, a: Creature, b: Creature): boolean {
  return cardOf(a) === cardOf(b) && rulesOf(board) === rulesOf(board, [a.id, b.id]);
}

/** The answer's rows: eligible creatures in board order, interchangeable ones merged at the first one's place. */
export function creatureGroups(board: Board): CreatureGroup[] {
  const names = namesOfBoard(board);
  const groups: Creature[][] = [];
  for (const c of eligibleCreatures(board)) {
    // Swapping is an equivalence (same card is; a swap of a with b then b with c is a with c), so comparing with the first member is enough.
    const home = groups.find((g) => interchangeable(board, g[0]!, c));
    if (home === undefined) groups.push([c]);
    else home.push(c);
  }
  const sameName = (name: string): number => board.creatures.filter((c) => c.name === name).length;
  return groups.map((g) => {
    const first = g[0]!;
    const ids = g.map((c) => c.id).sort(compareStrings);
    if (g.length === 1) return { ids, label: names.creature(first.id) };
    const numbers = sameName(first.name) > g.length ? ` (${g.map((c) => names.creature(c.id).slice(first.name.length + 1)).join(', ')})` : '';
    return { ids, label: `${first.name} ×${g.length}${numbers}` };
  });
}

/** How many of the group attack each defender (in `defenders`' order); the rest stay home. */
export function groupCounts(group: CreatureGroup, assignment: Assignment, defenders: readonly string[]): number[] {
  return defenders.map((d) => group.ids.filter((id) => assignment[id] === d).length);
}

/** The assignment with the group split as `counts` says: the members in order fill each defender in turn. */
export function withGroupCounts(assignment: Assignment, group: CreatureGroup, defenders: readonly string[], counts: readonly number[]): Record<string, string> {
  const next: Record<string, string> = { ...assignment };
  let at = 0;
  defenders.forEach((d, i) => {
    for (let k = 0; k < (counts[i] ?? 0) && at < group.ids.length; k++) next[group.ids[at++]!] = d;
  });
  for (; at < group.ids.length; at++) next[group.ids[at]!] = NO_ATTACK;
  return next;
}

/** Every split of n creatures over the defenders (some may stay home): fewest attackers first, then the first defender first. */
export function groupSplits(n: number, defenderCount: number): number[][] {
  const out: number[][] = [];
  const build = (prefix: number[], left: number): void => {
    if (prefix.length === defenderCount) {
      out.push(prefix);
      return;
    }
    for (let k = left; k >= 0; k--) build([...prefix, k], left - k);
  };
  build([], n);
  const total = (s: readonly number[]): number => s.reduce((x, y) => x + y, 0);
  return out
    .map((s, i) => ({ s, i }))
    .sort((x, y) => total(x.s) - total(y.s) || x.i - y.i)
    .map((x) => x.s);
}

/** The split after `counts` in groupSplits' order, wrapping round to everyone at home. */
export function nextSplit(counts: readonly number[], n: number): number[] {
  const splits = groupSplits(n, counts.length);
  const at = splits.findIndex((s) => s.every((k, i) => k === counts[i]));
  return splits[(at + 1) % splits.length]!;
}

/** Distinct orderings of a multiset of values (members in order take them one by one), walked with one running prefix. */
function arrangements(values: readonly string[]): string[][] {
  const left = new Map<string, number>();
  for (const v of values) left.set(v, (left.get(v) ?? 0) + 1);
  const distinct = [...left.keys()];
  const out: string[][] = [];
  const prefix: string[] = [];
  const walk = (): void => {
    if (prefix.length === values.length) {
      out.push([...prefix]);
      return;
    }
    for (const v of distinct) {
      const n = left.get(v)!;
      if (n === 0) continue;
      left.set(v, n - 1);
      prefix.push(v);
      walk();
      prefix.pop();
      left.set(v, n);
    }
  };
  walk();
  return out;
}

function comparePairs(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < a.length; i++) {
    const c = compareStrings(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return 0;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** How many concrete declarations the assignment stands for (the multinomial of each group's split). */
export function expansionSize(groups: readonly CreatureGroup[], assignment: Assignment): number {
  let size = 1;
  for (const g of groups) {
    const tally = new Map<string, number>();
    for (const id of g.ids) tally.set(assignment[id] ?? NO_ATTACK, (tally.get(assignment[id] ?? NO_ATTACK) ?? 0) + 1);
    size *= [...tally.values()].reduce((x, k) => x / factorial(k), factorial(g.ids.length));
  }
  return Math.round(size);
}

export type Expansion =
  | { readonly ok: true; readonly representative: Declaration; readonly declarations: readonly Declaration[] }
  | { readonly ok: false; readonly reason: 'too-many'; readonly size: number };

/** Every declaration the assignment stands for, in canonical order; the first is its representative. */
export function expandAssignment(groups: readonly CreatureGroup[], assignment: Assignment): Expansion {
  const size = expansionSize(groups, assignment);
  if (size > MAX_EXPANSION) return { ok: false, reason: 'too-many', size };
  let partial: Record<string, string>[] = [{}];
  for (const g of groups) {
    const ways = arrangements(g.ids.map((id) => assignment[id] ?? NO_ATTACK));
    partial = partial.flatMap((p) => ways.map((w) => ({ ...p, ...Object.fromEntries(g.ids.map((id, i) => [id, w[i]!])) })));
  }
  const unique = new Map(partial.map((a) => makeDeclaration(Object.entries(a).filter(([, d]) => d !== NO_ATTACK))).map((d) => [declarationKey(d), d]));
  // Spec §5's order (compareDeclarations), with each declaration's sorted pairs worked out once, not per comparison.
  const keyed = [...unique.values()].map((d) => ({ d, pairs: declarationPairs(d) }));
  keyed.sort((x, y) => x.pairs.length - y.pairs.length || comparePairs(x.pairs, y.pairs));
  const declarations = keyed.map((x) => x.d);
  return { ok: true, representative: declarations[0]!, declarations };
}

/** "Glory Seeker ×2 → opponent, Bear Cub → opponent": a grouped entry in words, rows in board order. */
export function groupedText(board: Board, groups: readonly CreatureGroup[], d: Declaration): string {
  const names = namesOfBoard(board);
  const defenderOrder = [...new Set([...board.players, ...board.defenders.map((x) => x.id)])];
  const parts: string[] = [];
  for (const g of groups) {
    if (g.ids.length === 1) {
      const t = d.attacks[g.ids[0]!];
      if (t !== undefined) parts.push(`${g.label} → ${names.defender(t)}`);
      continue;
    }
    const name = g.label.replace(/ ×\d+.*$/, '');
    for (const t of defenderOrder) {
      const k = g.ids.filter((id) => d.attacks[id] === t).length;
      if (k > 0) parts.push(`${name} ×${k} → ${names.defender(t)}`);
    }
  }
  return parts.length === 0 ? 'No attack' : parts.join(', ');
}
