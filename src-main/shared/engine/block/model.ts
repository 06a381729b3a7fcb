/**
 * A block-board compiled for search (§4): the potential blockers that can block something, in
 * canonical order (by `id=`, §6), the attackers they can block, each blocker's options, the counting
 * restrictions as capped counters, the requirement units as numbers per option and per final count,
 * and the cost instances of each blocker.
 */
import type { Cost } from '../board.ts';
import { compareStrings } from '../declaration.ts';
import { creatureMatches } from '../selectors.ts';
import type { BlockBoard, BlockCreature } from './board.ts';
import { blockerProblem, isBlockable, pairReasons } from './pair-rules.ts';

/** One cost instance of §3.4: identity (effect id, creature id). */
export interface BlockCostInstance {
  readonly effectId: string;
  readonly source: string;
  readonly creatureId: string;
  readonly cost: Cost;
}

/** A counting restriction over blockers: at most `count` of `members` block (maxBlockers, §3.1). */
interface MaxCounter {
  readonly count: number;
  readonly members: ReadonlySet<number>;
}

export interface BlockModel {
  readonly board: BlockBoard;
  /** Potential blockers (§1.1) able to block at least one attacker, canonical order. */
  readonly blockers: readonly BlockCreature[];
  /** Blockable attackers (§1.1) by id. */
  readonly attackers: readonly BlockCreature[];
  /** Per blocker: its options, option 0 being "no block"; an option lists attacker indexes ascending. */
  readonly options: readonly (readonly (readonly number[])[])[];
  /** Per blocker, per option: the blocker-level units the option satisfies (mustBlock, mustBlockAttacker, lure). */
  readonly optionUnits: readonly (readonly number[])[];
  /** Per attacker: blocked by at least this many or none (menace 2; 0 = no such rule). */
  readonly atLeast: readonly number[];
  /** Per attacker: blocked by at most this many (Infinity = no such rule). */
  readonly atMost: readonly number[];
  /** Per attacker: number of mustBeBlocked units; exact counts of mustBeBlockedExactly units. */
  readonly mustBeBlocked: readonly number[];
  readonly exactly: readonly (readonly number[])[];
  readonly maxCounters: readonly MaxCounter[];
  /** Blockers under cantBlockAlone. */
  readonly alone: ReadonlySet<number>;
  /** Per blocker: the cost instances blocking with it incurs. */
  readonly costs: readonly (readonly BlockCostInstance[])[];
  /** Mixed-radix state layout: per attacker (-1 = not counted) and the global digits. */
  readonly layout: StateLayout;
}

export interface StateLayout {
  readonly attackerMul: readonly number[];
  readonly attackerCap: readonly number[];
  readonly maxMul: readonly number[];
  /** Digit of the number of blocking creatures capped at 2 (cantBlockAlone), and of "a cantBlockAlone creature blocks"; -1 when absent. */
  readonly totalMul: number;
  readonly flagMul: number;
  /** The number of distinct states the layout can express. */
  readonly size: number;
}

/** The `id=` order of §6: sorting pairs `blocker=attacker` groups them by blocker in this order. */
export const compareBlockerIds = (a: string, b: string): number => compareStrings(`${a}=`, `${b}=`);

const CAP_ANY = Number.POSITIVE_INFINITY;

export function blockersOf(board: BlockBoard): BlockCreature[] {
  return board.creatures.filter((c) => blockerProblem(board, c) === undefined);
}

export function attackersOf(board: BlockBoard): BlockCreature[] {
  return board.creatures.filter((c) => isBlockable(board, c)).sort((x, y) => compareStrings(x.id, y.id));
}

/** §3.2: 1 + the sum of canBlockAdditional counts matching c; Infinity for "any". */
export function capacityOf(board: BlockBoard, c: BlockCreature): number {
  let cap = 1;
  for (const e of board.effects) if (e.kind === 'canBlockAdditional' && creatureMatches(e.creatures, c)) cap = e.count === 'any' ? CAP_ANY : cap + e.count;
  return cap;
}

export function costInstancesOf(board: BlockBoard, c: BlockCreature): BlockCostInstance[] {
  return board.effects.flatMap((e) =>
    e.kind === 'blockCost' && creatureMatches(e.creatures, c) ? [{ effectId: e.id, source: e.source, creatureId: c.id, cost: e.cost }] : [],
  );
}

/** Options larger than this are refused (a creature that blocks any number facing very many attackers). */
export const MAX_OPTIONS_PER_BLOCKER = 1 << 16;

export class ModelTooLarge extends Error {}

export function compileBlockModel(board: BlockBoard): BlockModel {
  const attackers = attackersOf(board);
  const all = blockersOf(board).sort((x, y) => compareBlockerIds(x.id, y.id));
  const allowedOf = (b: BlockCreature): number[] => attackers.flatMap((a, j) => (pairReasons(board, b, a).length === 0 ? [j] : []));
  const blockers = all.filter((b) => allowedOf(b).length > 0);
  const options = blockers.map((b) => optionsOf(allowedOf(b), capacityOf(board, b)));
  const optionUnits = blockers.map((b, i) => options[i]!.map((o) => blockerUnits(board, b, attackers, o)));
  const n = attackers.length;
  const atLeast = new Array<number>(n).fill(0);
  const atMost = new Array<number>(n).fill(CAP_ANY);
  const mustBeBlocked = new Array<number>(n).fill(0);
  const exactly: number[][] = attackers.map(() => []);
  attackers.forEach((a, j) => {
    if (a.keywords.includes('menace')) atLeast[j] = 2;
    for (const e of board.effects) {
      if (!('attackers' in e) || !creatureMatches(e.attackers, a)) continue;
      if (e.kind === 'blockedByAtLeast') atLeast[j] = Math.max(atLeast[j]!, e.count);
      else if (e.kind === 'blockedByAtMost') atMost[j] = Math.min(atMost[j]!, e.count);
      else if (e.kind === 'mustBeBlocked') mustBeBlocked[j]!++;
      else if (e.kind === 'mustBeBlockedExactly') exactly[j]!.push(e.count);
    }
  });
  const maxCounters: MaxCounter[] = [];
  for (const e of board.effects) {
    if (e.kind !== 'maxBlockers') continue;
    const members = new Set(blockers.flatMap((b, i) => (e.creatures === undefined || creatureMatches(e.creatures, b) ? [i] : [])));
    // A limit no declaration can exceed needs no counter.
    if (members.size > e.count) maxCounters.push({ count: e.count, members });
  }
  const alone = new Set(blockers.flatMap((b, i) => (board.effects.some((e) => e.kind === 'cantBlockAlone' && creatureMatches(e.creatures, b)) ? [i] : [])));
  const costs = blockers.map((b) => costInstancesOf(board, b));
  const layout = layoutOf(blockers.length, atLeast, atMost, mustBeBlocked, exactly, maxCounters, alone.size > 0);
  return { board, blockers, attackers, options, optionUnits, atLeast, atMost, mustBeBlocked, exactly, maxCounters, alone, costs, layout };
}

/** Every set of 1 … capacity allowed attackers, ascending; option 0 is the empty set. */
function optionsOf(allowed: readonly number[], capacity: number): number[][] {
  const cap = Math.min(capacity, allowed.length);
  const out: number[][] = [[]];
  const pick = (start: number, chosen: number[]): void => {
    for (let k = start; k < allowed.length; k++) {
      chosen.push(allowed[k]!);
      out.push([...chosen]);
      if (out.length > MAX_OPTIONS_PER_BLOCKER) throw new ModelTooLarge(`a creature has more than ${MAX_OPTIONS_PER_BLOCKER} ways to block`);
      if (chosen.length < cap) pick(k + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/** §3.3 blocker-level units satisfied when b blocks exactly the attackers of `option`. */
export function blockerUnits(board: BlockBoard, b: BlockCreature, attackers: readonly BlockCreature[], option: readonly number[]): number {
  if (option.length === 0) return 0;
  let units = 0;
  for (const e of board.effects) {
    if (e.kind === 'mustBlock' && creatureMatches(e.creatures, b)) units++;
    else if (e.kind === 'mustBlockAttacker' && creatureMatches(e.creatures, b) && option.some((j) => creatureMatches(e.attackers, attackers[j]!))) units++;
    else if (e.kind === 'lure' && b.controller === board.defendingPlayer) for (const j of option) if (creatureMatches(e.attackers, attackers[j]!)) units++;
  }
  return units;
}

function layoutOf(
  blockerCount: number,
  atLeast: readonly number[],
  atMost: readonly number[],
  mustBeBlocked: readonly number[],
  exactly: readonly (readonly number[])[],
  maxCounters: readonly MaxCounter[],
  alone: boolean,
): StateLayout {
  let size = 1;
  const digit = (radix: number): number => {
    const mul = size;
    size *= radix;
    if (!Number.isSafeInteger(size)) throw new ModelTooLarge('the board has too many counting rules on blockers to answer exactly');
    return mul;
  };
  const attackerCap = atLeast.map((l, j) => {
    const most = atMost[j]!;
    const cap = Math.max(l, Number.isFinite(most) ? Math.max(most, 1) : 0, mustBeBlocked[j]! > 0 ? 1 : 0, ...exactly[j]!.map((n) => n + 1));
    return Math.min(cap, blockerCount);
  });
  const attackerMul = attackerCap.map((cap) => (cap > 0 ? digit(cap + 1) : -1));
  const maxMul = maxCounters.map((m) => digit(m.count + 1));
  const totalMul = alone ? digit(3) : -1;
  const flagMul = alone ? digit(2) : -1;
  return { attackerMul, attackerCap, maxMul, totalMul, flagMul, size };
}
