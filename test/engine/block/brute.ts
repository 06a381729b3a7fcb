/**
 * The oracle: §4 applied literally by brute force. Ω is every way to give each creature of the
 * defending player that is a potential blocker (§1.1) nothing or 1 … capacity blockable attackers;
 * restricted(D), C(D), payable(D) and sat(D) are computed from the definitions, independently of the
 * engine's model (only the pair rules of §2 and the payment of §5 are shared, and those have their own
 * table tests); D is legal iff restricted, payable, and no E in Ω with C(E) ⊆ C(D) satisfies more.
 */
import { isPayable, sumCosts } from '#shared/engine/payment';
import { creatureMatches } from '#shared/engine/selectors';
import type { BlockBoard, BlockCreature, BlockDeclaration } from '#shared/engine/block/board';
import { blockerProblem, isBlockable, pairReasons } from '#shared/engine/block/pair-rules';
import { payingResources } from '#shared/engine/block/plans';
import { compareBlockDeclarations } from '#shared/engine/block/declaration';

type Decl = Map<string, string[]>;

function capacity(board: BlockBoard, c: BlockCreature): number {
  let cap = 1;
  for (const e of board.effects) if (e.kind === 'canBlockAdditional' && creatureMatches(e.creatures, c)) cap = e.count === 'any' ? Infinity : cap + e.count;
  return cap;
}

function subsets<T>(xs: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const x of xs) for (const s of out.slice()) if (s.length < max) out.push([...s, x]);
  return out;
}

export function omega(board: BlockBoard): Decl[] {
  const attackers = board.creatures.filter((a) => isBlockable(board, a));
  const blockers = board.creatures.filter((c) => blockerProblem(board, c) === undefined);
  let decls: Decl[] = [new Map()];
  for (const b of blockers) {
    const choices = subsets(
      attackers.map((a) => a.id),
      capacity(board, b),
    );
    decls = decls.flatMap((d) => choices.map((ch) => (ch.length === 0 ? d : new Map([...d, [b.id, ch]]))));
  }
  return decls;
}

const byId = (board: BlockBoard, id: string): BlockCreature => board.creatures.find((c) => c.id === id)!;
const blockersOf = (d: Decl, a: string): number => [...d.values()].filter((as) => as.includes(a)).length;

export function restricted(board: BlockBoard, d: Decl): boolean {
  for (const [b, as] of d) for (const a of as) if (pairReasons(board, byId(board, b), byId(board, a)).length > 0) return false;
  for (const a of board.creatures) {
    const n = blockersOf(d, a.id);
    if (a.keywords.includes('menace') && n === 1) return false;
    for (const e of board.effects) {
      if (e.kind === 'blockedByAtLeast' && creatureMatches(e.attackers, a) && n > 0 && n < e.count) return false;
      if (e.kind === 'blockedByAtMost' && creatureMatches(e.attackers, a) && n > e.count) return false;
    }
  }
  for (const e of board.effects) {
    if (e.kind === 'maxBlockers' && [...d.keys()].filter((b) => e.creatures === undefined || creatureMatches(e.creatures, byId(board, b))).length > e.count)
      return false;
    if (e.kind === 'cantBlockAlone' && d.size === 1 && creatureMatches(e.creatures, byId(board, [...d.keys()][0]!))) return false;
  }
  return true;
}

/** C(D) as instance keys `effect:creature`. */
function costKeys(board: BlockBoard, d: Decl): string[] {
  return board.effects.flatMap((e) =>
    e.kind === 'blockCost' ? [...d.keys()].filter((b) => creatureMatches(e.creatures, byId(board, b))).map((b) => `${e.id}:${b}`) : [],
  );
}

function payable(board: BlockBoard, d: Decl): boolean {
  const costs = board.effects.flatMap((e) =>
    e.kind === 'blockCost' ? [...d.keys()].filter((b) => creatureMatches(e.creatures, byId(board, b))).map(() => e.cost) : [],
  );
  return isPayable(sumCosts(costs), payingResources(board));
}

export function sat(board: BlockBoard, d: Decl): number {
  let n = 0;
  const mine = board.creatures.filter((c) => c.controller === board.defendingPlayer);
  for (const e of board.effects) {
    if (e.kind === 'mustBlock') n += mine.filter((c) => creatureMatches(e.creatures, c) && d.has(c.id)).length;
    if (e.kind === 'mustBlockAttacker')
      n += mine.filter((c) => creatureMatches(e.creatures, c) && (d.get(c.id) ?? []).some((a) => creatureMatches(e.attackers, byId(board, a)))).length;
    for (const a of board.creatures.filter((x) => x.attacking !== undefined)) {
      if (!('attackers' in e) || !creatureMatches(e.attackers, a)) continue;
      const k = blockersOf(d, a.id);
      if (e.kind === 'lure') n += mine.filter((c) => (d.get(c.id) ?? []).includes(a.id)).length;
      if (e.kind === 'mustBeBlocked' && k >= 1) n++;
      if (e.kind === 'mustBeBlockedExactly' && k === e.count) n++;
    }
  }
  return n;
}

const toDeclaration = (d: Decl): BlockDeclaration => ({ blocks: Object.fromEntries([...d].map(([b, as]) => [b, as.length === 1 ? as[0]! : [...as].sort()])) });

export function bruteLegalBlocks(board: BlockBoard): BlockDeclaration[] {
  const pool = omega(board)
    .filter((d) => restricted(board, d) && payable(board, d))
    .map((d) => ({ d, costs: new Set(costKeys(board, d)), sat: sat(board, d) }));
  // The best sat per distinct cost set, then each D against the sets inside its own (its pool Ω(C(D))).
  const best = new Map<string, { costs: Set<string>; sat: number }>();
  for (const x of pool) {
    const key = [...x.costs].sort().join('|');
    const b = best.get(key);
    if (b === undefined || x.sat > b.sat) best.set(key, { costs: x.costs, sat: x.sat });
  }
  const legal = pool.filter((x) => ![...best.values()].some((y) => [...y.costs].every((k) => x.costs.has(k)) && y.sat > x.sat));
  return legal.map((x) => toDeclaration(x.d)).sort(compareBlockDeclarations);
}
