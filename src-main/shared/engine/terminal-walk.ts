/**
 * The terminal profiles of the process (spec §3) when only the verdicts are wanted, not the tree: the
 * strategies' last step (single-pool.ts, enumerate.ts, terminals.ts). It walks the same settled states
 * as `exploreProcess(…, { settle: true })` (process.ts, where settling and the merging of states are
 * proved) and gives the same terminal set, with two shortcuts that only a verdict may take:
 *
 *  - **Terminals found one step early.** At a state K with candidates C, a candidate E whose requirement
 *    set r is new becomes a terminal in K's child for r exactly when E reaches the maximum of r over C
 *    (the child keeps the maximizers and has r in force). So E is marked when K is expanded, before the
 *    child is walked.
 *  - **Pruning.** The terminals are the union, over the reachable states, of their candidates whose set
 *    is in force. A state all of whose candidates are already marked adds nothing, and neither does any
 *    state below it (their candidates are subsets), so it is not expanded. Marking early makes this
 *    pruning bite sooner; the verdicts never depend on the order of the walk.
 *
 * States are kept as sorted typed arrays with a numeric hash and an exact comparison on collision:
 * no key strings (the ring of 16 conditionals on 24 creatures walks thousands of states of thousands
 * of candidates).
 */
import type { Model } from './model.ts';
import { requirementMask } from './restriction-state.ts';
import { ProcessTooLarge, type Profile } from './process.ts';
import { TooLarge } from './budget.ts';

/** What the walk reports to the call's budget (budget.ts): numbers it holds, and work done. */
export interface WalkBudget {
  hold(numbers: number): void;
  work(units: number): void;
}

export interface TerminalWalkOptions {
  /** Distinct states expanded before giving up (a state budget). */
  readonly maxNodes: number;
  readonly budget?: WalkBudget;
}

export interface TerminalWalk {
  /** 1 for the profiles of the pool that are terminals. */
  readonly terminal: Uint8Array;
  /** States expanded (pruned ones not counted). */
  readonly nodes: number;
}

interface State {
  /** Indices of the pool's profiles in Cand(K), ascending. */
  readonly cands: Int32Array;
  /** Requirement-set ids in force that some candidate has, ascending (nothing else decides the future). */
  readonly seen: Int32Array;
}

function hashState(cands: Int32Array, seen: Int32Array): number {
  let h = 0x811c9dc5 ^ cands.length;
  for (let k = 0; k < cands.length; k++) h = Math.imul(h ^ cands[k]!, 0x01000193);
  h = Math.imul(h ^ 0x5bd1e995, 0x01000193);
  for (let k = 0; k < seen.length; k++) h = Math.imul(h ^ seen[k]!, 0x01000193);
  return h;
}

/** Int32Array entries per cell of the memory budget (a cell stands for ~16 bytes: budget.ts). */
const TYPED_PER_CELL = 4;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

function sameArray(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** The pool's requirement sets R(σ), numbered densely: each profile's set, and the set in force at the start. */
interface RequirementSets {
  /** Requirement-set id of each profile. */
  readonly req: Int32Array;
  /** Guard-group mask of each requirement-set id. */
  readonly masks: readonly number[];
  /** The set in force before any conditional: R(∅). */
  readonly first: number;
}

function numberRequirementSets(model: Model, pool: readonly Profile[]): RequirementSets {
  const idOfMask = new Map<number, number>();
  const masks: number[] = [];
  const idOf = (mask: number): number => {
    let r = idOfMask.get(mask);
    if (r === undefined) {
      idOfMask.set(mask, (r = masks.length));
      masks.push(mask);
    }
    return r;
  };
  const maskOfSignature = new Map<number, number>();
  const req = new Int32Array(pool.length);
  for (let i = 0; i < pool.length; i++) {
    const sig = pool[i]!.sig;
    let mask = maskOfSignature.get(sig);
    if (mask === undefined) maskOfSignature.set(sig, (mask = requirementMask(model, sig)));
    req[i] = idOf(mask);
  }
  return { req, masks, first: idOf(requirementMask(model, 0)) };
}

/**
 * sat(E, r) = Σ over r's groups of E's units. The walk only compares sums between members, so each
 * group is shifted to start at 0; a vector is then held as bit planes over the groups (plane b has
 * bit g when bit b of E's count in group g is set), and a sum is a few population counts: no table
 * per requirement set (the ring of 20 on 24 creatures would need 6 196 × 6 196 of them).
 */
interface UnitPlanes {
  /** Bits per group count; plane b of profile i is planes[i * bits + b]. */
  readonly bits: number;
  readonly planes: Int32Array;
}

function unitPlanes(pool: readonly Profile[]): UnitPlanes {
  const groupCount = pool[0]!.vec.length;
  const low = Array.from(pool[0]!.vec);
  let high = 0;
  for (const p of pool) for (let g = 0; g < groupCount; g++) if (p.vec[g]! < low[g]!) low[g] = p.vec[g]!;
  for (const p of pool) for (let g = 0; g < groupCount; g++) high = Math.max(high, p.vec[g]! - low[g]!);
  const bits = Math.max(1, Math.ceil(Math.log2(high + 1)));
  const planes = new Int32Array(pool.length * bits);
  for (let i = 0; i < pool.length; i++) {
    for (let g = 0; g < groupCount; g++) {
      const x = pool[i]!.vec[g]! - low[g]!;
      for (let b = 0; b < bits; b++) if ((x >> b) & 1) planes[i * bits + b]! |= 1 << g;
    }
  }
  return { bits, planes };
}

/** sat(E, r) for profile i and a requirement set's group mask, read from the bit planes. */
function satisfactionOf({ bits, planes }: UnitPlanes): (i: number, mask: number) => number {
  return bits === 1
    ? (i, mask) => popcount(planes[i]! & mask)
    : (i, mask) => {
        let sum = 0;
        for (let b = 0; b < bits; b++) sum += popcount(planes[i * bits + b]! & mask) << b;
        return sum;
      };
}

/** The walk's state: the pool's numbering, the marks so far and the states already expanded. */
class Walk {
  readonly terminal: Uint8Array;
  nodes = 0;
  private readonly req: Int32Array;
  private readonly masks: readonly number[];
  private readonly oneBit: boolean;
  private readonly planes: Int32Array;
  private readonly sat: (i: number, mask: number) => number;
  // Scratch marks per requirement set, stamped so they need no clearing.
  private readonly stampSeen: Int32Array;
  private readonly stampPresent: Int32Array;
  private stamp = 0;
  private readonly byHash = new Map<number, State[]>();
  private readonly fresh: number[] = [];
  private satScratch: Int32Array;

  constructor(
    sets: RequirementSets,
    planes: UnitPlanes,
    private readonly maxNodes: number,
    private readonly budget: WalkBudget | undefined,
  ) {
    const profileCount = sets.req.length;
    this.terminal = new Uint8Array(profileCount);
    this.req = sets.req;
    this.masks = sets.masks;
    this.oneBit = planes.bits === 1;
    this.planes = planes.planes;
    this.sat = satisfactionOf(planes);
    this.stampSeen = new Int32Array(sets.masks.length);
    this.stampPresent = new Int32Array(sets.masks.length);
    this.satScratch = new Int32Array(profileCount);
    budget?.hold(profileCount * (planes.bits + 2));
  }

  /** Step 1: the maximizers of req(∅) over the whole pool, settled. */
  root(first: number): State {
    const mask = this.masks[first]!;
    const profileCount = this.req.length;
    let max = this.sat(0, mask);
    for (let i = 1; i < profileCount; i++) max = Math.max(max, this.sat(i, mask));
    const cands: number[] = [];
    for (let i = 0; i < profileCount; i++) if (this.sat(i, mask) === max) cands.push(i);
    const rootCands = Int32Array.from(cands);
    return { cands: rootCands, seen: this.settle(rootCands, [first]) };
  }

  /** Settle (process.ts) and keep only the sets in force that a candidate has. */
  private settle(cands: Int32Array, seenIn: ArrayLike<number>): Int32Array {
    const stamp = ++this.stamp;
    this.budget?.work(cands.length);
    for (let k = 0; k < seenIn.length; k++) this.stampSeen[seenIn[k]!] = stamp;
    const kept: number[] = [];
    for (let k = 0; k < cands.length; k++) {
      const r = this.req[cands[k]!]!;
      if (this.stampPresent[r] === stamp) continue;
      this.stampPresent[r] = stamp;
      if (this.stampSeen[r] === stamp) {
        kept.push(r);
        continue;
      }
      // A set every candidate meets equally is added without branching (process.ts, settling).
      const mask = this.masks[r]!;
      const v = this.sat(cands[0]!, mask);
      let q = 1;
      while (q < cands.length && this.sat(cands[q]!, mask) === v) q++;
      this.budget?.work(q);
      if (q === cands.length) kept.push(r);
    }
    return Int32Array.from(kept).sort();
  }

  /** Whether the state still has an unmarked candidate and was not expanded yet; records it if so. */
  isOpen(s: State): boolean {
    let open = false;
    for (let k = 0; k < s.cands.length; k++) {
      if (this.terminal[s.cands[k]!] === 0) {
        open = true;
        break;
      }
    }
    if (!open) return false;
    const h = hashState(s.cands, s.seen);
    const bucket = this.byHash.get(h);
    if (bucket !== undefined) {
      for (const t of bucket) if (sameArray(t.cands, s.cands) && sameArray(t.seen, s.seen)) return false;
      bucket.push(s);
    } else this.byHash.set(h, [s]);
    return true;
  }

  /** Marks the state's terminals (and its children's, one step early) and pushes the open children. */
  expand(s: State, stack: State[]): void {
    const { cands, seen } = s;
    if (this.nodes >= this.maxNodes) throw new ProcessTooLarge(`the attack tree has more than ${this.maxNodes} distinct states`);
    this.nodes++;
    const stamp = ++this.stamp;
    for (let k = 0; k < seen.length; k++) this.stampSeen[seen[k]!] = stamp;
    // Candidates whose set is in force are terminals here; the others' sets are the fresh ones.
    const fresh = this.fresh;
    fresh.length = 0;
    for (let k = 0; k < cands.length; k++) {
      const i = cands[k]!;
      const r = this.req[i]!;
      if (this.stampSeen[r] === stamp) this.terminal[i] = 1;
      else if (this.stampPresent[r] !== stamp) {
        this.stampPresent[r] = stamp;
        fresh.push(r);
      }
    }
    if (this.satScratch.length < cands.length) this.satScratch = new Int32Array(2 * cands.length);
    const varying = this.varyingGroups(cands);
    const maximizersOf = new Map<number, Int32Array>();
    for (const r of fresh) {
      // The next maximum of a new set is taken over all of Cand(K).
      const mask = this.masks[r]!;
      const key = mask & varying;
      let child = this.oneBit ? maximizersOf.get(key) : undefined;
      if (child === undefined) {
        child = this.maximizers(cands, this.oneBit ? key : mask);
        if (this.oneBit) maximizersOf.set(key, child);
      }
      this.budget?.work(child.length);
      let open = false;
      for (let k = 0; k < child.length; k++) {
        const i = child[k]!;
        if (this.req[i] === r) this.terminal[i] = 1;
        else if (this.terminal[i] === 0) open = true;
      }
      // Marks only grow, so a child with none open now is pruned when popped: skip building it.
      if (!open) continue;
      const seenChild = new Int32Array(seen.length + 1);
      seenChild.set(seen);
      seenChild[seen.length] = r;
      const settled = this.settle(child, seenChild);
      // Pending states hold their arrays until popped (and expanded ones stay, to merge): held at push.
      // Their numbers are 4-byte typed-array entries, a quarter of the ~16 bytes a cell stands for
      // (budget.ts), so four count as one: counted whole, a chain of 12 on 24 creatures against two
      // opponents was refused at 12 million cells while it held 120 MB.
      this.budget?.hold(Math.ceil((child.length + settled.length) / TYPED_PER_CELL) + 8);
      stack.push({ cands: child, seen: settled });
    }
  }

  /**
   * With one bit per group, sat(E, R) = popcount(plane(E) & mask(R)). Groups every candidate has
   * satisfied (or none has) add the same to all of them, so two sets whose masks agree on the other
   * groups have the same maximizers: they are computed once per state (on the chain of 12 on 24
   * creatures against two opponents, most of a state's fresh sets share them). 0 with several bits.
   */
  private varyingGroups(cands: Int32Array): number {
    if (!this.oneBit) return 0;
    let any = 0;
    let all = -1;
    for (let k = 0; k < cands.length; k++) {
      const p = this.planes[cands[k]!]!;
      any |= p;
      all &= p;
    }
    return any & ~all;
  }

  /** The candidates reaching the maximum of sat over `mask` (with one bit, the varying groups of it). */
  private maximizers(cands: Int32Array, mask: number): Int32Array {
    const sat = this.satScratch;
    this.budget?.work(2 * cands.length);
    let max = -1;
    if (this.oneBit) {
      for (let k = 0; k < cands.length; k++) {
        const v = popcount(this.planes[cands[k]!]! & mask);
        sat[k] = v;
        if (v > max) max = v;
      }
    } else {
      for (let k = 0; k < cands.length; k++) {
        const v = this.sat(cands[k]!, mask);
        sat[k] = v;
        if (v > max) max = v;
      }
    }
    let count = 0;
    for (let k = 0; k < cands.length; k++) if (sat[k] === max) count++;
    const child = new Int32Array(count);
    count = 0;
    for (let k = 0; k < cands.length; k++) if (sat[k] === max) child[count++] = cands[k]!;
    return child;
  }
}

export function terminalProfiles(model: Model, pool: readonly Profile[], options: TerminalWalkOptions): TerminalWalk {
  if (pool.length === 0) return { terminal: new Uint8Array(0), nodes: 0 };
  const sets = numberRequirementSets(model, pool);
  const walk = new Walk(sets, unitPlanes(pool), options.maxNodes, options.budget);
  const stack: State[] = [walk.root(sets.first)];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (walk.isOpen(s)) walk.expand(s, stack);
  }
  return { terminal: walk.terminal, nodes: walk.nodes };
}

/**
 * A strategy's walk of one pool in the states left of its budget (`room` of `maxNodes`): a walk that
 * outgrows them is the engine's too-large answer, worded once for every strategy.
 */
export function walkPoolWithin(model: Model, pool: readonly Profile[], room: number, maxNodes: number, budget: WalkBudget): TerminalWalk {
  try {
    return terminalProfiles(model, pool, { maxNodes: room, budget });
  } catch (e) {
    if (e instanceof ProcessTooLarge) throw new TooLarge(`the attack tree has more than ${maxNodes} distinct states`);
    throw e;
  }
}
