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

export function terminalProfiles(model: Model, pool: readonly Profile[], options: TerminalWalkOptions): TerminalWalk {
  const { maxNodes, budget } = options;
  const P = pool.length;
  const terminal = new Uint8Array(P);
  if (P === 0) return { terminal, nodes: 0 };

  // Requirement sets, numbered densely.
  const ridOfMask = new Map<number, number>();
  const masks: number[] = [];
  const ridOf = (mask: number): number => {
    let r = ridOfMask.get(mask);
    if (r === undefined) {
      ridOfMask.set(mask, (r = masks.length));
      masks.push(mask);
    }
    return r;
  };
  const sigMask = new Map<number, number>();
  const req = new Int32Array(P);
  for (let i = 0; i < P; i++) {
    const sig = pool[i]!.sig;
    let m = sigMask.get(sig);
    if (m === undefined) sigMask.set(sig, (m = requirementMask(model, sig)));
    req[i] = ridOf(m);
  }
  const r0 = ridOf(requirementMask(model, 0));
  const R = masks.length;
  // sat(E, r) = Σ over r's groups of E's units. The walk only compares sums between members, so each
  // group is shifted to start at 0; a vector is then held as bit planes over the groups (plane b has
  // bit g when bit b of E's count in group g is set), and a sum is a few population counts: no table
  // per requirement set (the ring of 20 on 24 creatures would need 6 196 × 6 196 of them).
  const G = pool[0]!.vec.length;
  const low = Array.from(pool[0]!.vec);
  let high = 0;
  for (const p of pool) for (let g = 0; g < G; g++) if (p.vec[g]! < low[g]!) low[g] = p.vec[g]!;
  for (const p of pool) for (let g = 0; g < G; g++) high = Math.max(high, p.vec[g]! - low[g]!);
  const B = Math.max(1, Math.ceil(Math.log2(high + 1)));
  const planes = new Int32Array(P * B);
  for (let i = 0; i < P; i++) {
    for (let g = 0; g < G; g++) {
      const x = pool[i]!.vec[g]! - low[g]!;
      for (let b = 0; b < B; b++) if ((x >> b) & 1) planes[i * B + b]! |= 1 << g;
    }
  }
  budget?.hold(P * (B + 2));
  const satAt =
    B === 1
      ? (i: number, mask: number): number => popcount(planes[i]! & mask)
      : (i: number, mask: number): number => {
          let sum = 0;
          for (let b = 0; b < B; b++) sum += popcount(planes[i * B + b]! & mask) << b;
          return sum;
        };
  // Scratch marks per requirement set, stamped so they need no clearing.
  const stampSeen = new Int32Array(R);
  const stampPresent = new Int32Array(R);
  let stamp = 0;

  /** Settle (process.ts) and keep only the sets in force that a candidate has. */
  const settle = (cands: Int32Array, seenIn: ArrayLike<number>): Int32Array => {
    stamp++;
    budget?.work(cands.length);
    for (let k = 0; k < seenIn.length; k++) stampSeen[seenIn[k]!] = stamp;
    const kept: number[] = [];
    for (let k = 0; k < cands.length; k++) {
      const r = req[cands[k]!]!;
      if (stampPresent[r] === stamp) continue;
      stampPresent[r] = stamp;
      if (stampSeen[r] === stamp) {
        kept.push(r);
        continue;
      }
      // A set every candidate meets equally is added without branching (process.ts, settling).
      const mask = masks[r]!;
      const v = satAt(cands[0]!, mask);
      let q = 1;
      while (q < cands.length && satAt(cands[q]!, mask) === v) q++;
      budget?.work(q);
      if (q === cands.length) kept.push(r);
    }
    return Int32Array.from(kept).sort();
  };

  const byHash = new Map<number, State[]>();
  /** Whether the state was already expanded; records it otherwise. */
  const visit = (s: State): boolean => {
    const h = hashState(s.cands, s.seen);
    const bucket = byHash.get(h);
    if (bucket !== undefined) {
      for (const t of bucket) if (sameArray(t.cands, s.cands) && sameArray(t.seen, s.seen)) return true;
      bucket.push(s);
    } else byHash.set(h, [s]);
    return false;
  };

  // Step 1: the maximum of req(∅) over the whole pool.
  const mask0 = masks[r0]!;
  let m0 = satAt(0, mask0);
  for (let i = 1; i < P; i++) m0 = Math.max(m0, satAt(i, mask0));
  const rootCands: number[] = [];
  for (let i = 0; i < P; i++) if (satAt(i, mask0) === m0) rootCands.push(i);
  const rootArr = Int32Array.from(rootCands);
  const stack: State[] = [{ cands: rootArr, seen: settle(rootArr, [r0]) }];
  let nodes = 0;
  const fresh: number[] = [];
  let satScratch = new Int32Array(P);
  while (stack.length > 0) {
    const s = stack.pop()!;
    const { cands, seen } = s;
    let open = false;
    for (let k = 0; k < cands.length; k++) {
      if (terminal[cands[k]!] === 0) {
        open = true;
        break;
      }
    }
    if (!open || visit(s)) continue;
    if (nodes >= maxNodes) throw new ProcessTooLarge(`the attack tree has more than ${maxNodes} distinct states`);
    nodes++;
    stamp++;
    for (let k = 0; k < seen.length; k++) stampSeen[seen[k]!] = stamp;
    // Candidates whose set is in force are terminals here; the others' sets are the fresh ones.
    fresh.length = 0;
    for (let k = 0; k < cands.length; k++) {
      const i = cands[k]!;
      const r = req[i]!;
      if (stampSeen[r] === stamp) terminal[i] = 1;
      else if (stampPresent[r] !== stamp) {
        stampPresent[r] = stamp;
        fresh.push(r);
      }
    }
    if (satScratch.length < cands.length) satScratch = new Int32Array(2 * cands.length);
    const sat = satScratch;
    // With one bit per group, sat(E, R) = popcount(plane(E) & mask(R)). Groups every candidate has
    // satisfied (or none has) add the same to all of them, so two sets whose masks agree on the other
    // groups have the same maximizers: they are computed once per state (on the chain of 12 on 24
    // creatures against two opponents, most of a state's fresh sets share them).
    let varying = 0;
    if (B === 1) {
      let any = 0;
      let all = -1;
      for (let k = 0; k < cands.length; k++) {
        const p = planes[cands[k]!]!;
        any |= p;
        all &= p;
      }
      varying = any & ~all;
    }
    const maximizersOf = new Map<number, Int32Array>();
    for (const r of fresh) {
      // The next maximum of a new set is taken over all of Cand(K).
      const mask = masks[r]!;
      const key = mask & varying;
      let child = B === 1 ? maximizersOf.get(key) : undefined;
      if (child === undefined) {
        budget?.work(2 * cands.length);
        let max = -1;
        if (B === 1) {
          for (let k = 0; k < cands.length; k++) {
            const v = popcount(planes[cands[k]!]! & key);
            sat[k] = v;
            if (v > max) max = v;
          }
        } else {
          for (let k = 0; k < cands.length; k++) {
            const v = satAt(cands[k]!, mask);
            sat[k] = v;
            if (v > max) max = v;
          }
        }
        let count = 0;
        for (let k = 0; k < cands.length; k++) if (sat[k] === max) count++;
        child = new Int32Array(count);
        count = 0;
        for (let k = 0; k < cands.length; k++) if (sat[k] === max) child[count++] = cands[k]!;
        if (B === 1) maximizersOf.set(key, child);
      }
      budget?.work(child.length);
      let open = false;
      for (let k = 0; k < child.length; k++) {
        const i = child[k]!;
        if (req[i] === r) terminal[i] = 1;
        else if (terminal[i] === 0) open = true;
      }
      // Marks only grow, so a child with none open now is pruned when popped: skip building it.
      if (!open) continue;
      const seenChild = new Int32Array(seen.length + 1);
      seenChild.set(seen);
      seenChild[seen.length] = r;
      const settled = settle(child, seenChild);
      // Pending states hold their arrays until popped (and expanded ones stay, to merge): held at push.
      // Their numbers are 4-byte typed-array entries, a quarter of the ~16 bytes a cell stands for
      // (budget.ts), so four count as one: counted whole, a chain of 12 on 24 creatures against two
      // opponents was refused at 12 million cells while it held 120 MB.
      budget?.hold(Math.ceil((child.length + settled.length) / TYPED_PER_CELL) + 8);
      stack.push({ cands: child, seen: settled });
    }
  }
  return { terminal, nodes };
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
