/**
 * The process of spec §3 (the article's system for conditional requirements), computed on "profiles"
 * instead of declarations.
 *
 * Why this is exact. Write K for the constraints in force, {(Ri, mi)}, and Cand(K) for the declarations
 * of the pool meeting all of them. Two facts follow from the definition:
 *  1. When a requirement set R comes back (R = Ri for an earlier i), the new maximum equals mi: the
 *     candidates now are a subset of those at step i (constraints only accumulate) and all meet
 *     sat(·, Ri) ≥ mi, and S(k-1) is one of them. So K does not change and EVERY candidate maximizes.
 *  2. Hence a declaration E ∈ Cand(K) whose requirement set req(E) is already in K is a terminal: the
 *     process can choose E and then E again (or E was already chosen). A candidate whose req(E) is new
 *     moves the process to K' = K + (req(E), max over Cand(K)), and Cand(K') is exactly the set of
 *     maximizers the next step chooses from.
 * So the terminals are found by exploring the constraint states K reachable from
 * K1 = {(req(∅), max over the pool)}, branching once per NEW requirement set instead of once per tied
 * declaration. Requirement sets are determined by which conditionals are on (σ), so there are at most
 * 2^(conditionals) of them and the walk is short. Only the profile of a declaration matters — its σ and
 * how many units of each guard group it satisfies — so the walk runs on the distinct profiles of the pool.
 */
import type { Model } from './model.ts';
import { requirementMask } from './model.ts';

export interface Profile {
  readonly sig: number;
  /** Units satisfied per guard group (absolute, or relative to one declaration — the walk is shift-invariant). */
  readonly vec: readonly number[];
}

export interface Constraint {
  readonly rmask: number;
  readonly atLeast: number;
}

export interface ProcessNode {
  readonly key: string;
  readonly constraints: readonly Constraint[];
  /** Requirement sets already in K. */
  readonly seen: ReadonlySet<number>;
  /** Indices of pool profiles in Cand(K). */
  readonly candidates: readonly number[];
  /** New requirement sets among the candidates, each leading to a child state. */
  readonly children: readonly { readonly rmask: number; readonly max: number; readonly child: string }[];
}

export interface ProcessGraph {
  readonly rootKey: string;
  /** The maximum of step 1 and R1 = req(∅). */
  readonly first: Constraint;
  readonly nodes: ReadonlyMap<string, ProcessNode>;
  readonly pool: readonly Profile[];
  readonly rmaskOf: (sig: number) => number;
  /** Indices of the pool's profiles that are terminals (a candidate whose set is in force somewhere). */
  readonly terminals: ReadonlySet<number>;
}

export class ProcessTooLarge extends Error {}

export function satisfied(vec: readonly number[], rmask: number): number {
  let s = 0;
  for (let g = 0; g < vec.length; g++) if (rmask & (1 << g)) s += vec[g]!;
  return s;
}

export interface ProcessOptions {
  /** Distinct states explored before giving up (a state budget: the answer never depends on the clock). */
  readonly maxNodes?: number;
  /**
   * Add no-effect constraints before branching (see settle below) and merge states with the same
   * candidates. Exact for the terminal test of the profiles IN `pool` (read `terminals`): a caller
   * testing a declaration must include its profile.
   */
  readonly settle?: boolean;
  /** Called once per state explored (the caller's clock and memory budget). */
  readonly check?: (heldNumbers: number) => void;
}

/**
 * Settling a state (why it cannot change the terminals, spec §3). Let K be a state, C = Cand(K), and r a
 * requirement set not yet in K whose maximum m over C is reached by EVERY member of C. Then K and
 * K* = K + (r, m) have the same terminals T:
 *  - Cand(K*) = C, so every direct terminal of K (in C with its set in K) is a direct terminal of K*; the
 *    direct terminals of K* with set r are exactly the direct terminals of K's own child for r, which IS K*.
 *  - Every other child K + (r', m') of K has candidates ⊆ C, all still reaching m on r; so, by induction
 *    on the number of requirement sets not yet in force, it has the terminals of K + (r', m') + (r, m),
 *    which is the child of K* for r'. Hence T(K) = T(K*), and the walk may go to K* without branching.
 * On Viashino Bey boards every set a Bey brings is met by every candidate, and the walk that branched on
 * each of them finishes in a handful of states.
 */
export function exploreProcess(model: Model, pool: readonly Profile[], options: ProcessOptions | number = {}): ProcessGraph {
  const { maxNodes = 20_000, settle = false, check } = typeof options === 'number' ? { maxNodes: options } : options;
  const rcache = new Map<number, number>();
  const rmaskOf = (sig: number): number => {
    let r = rcache.get(sig);
    if (r === undefined) rcache.set(sig, (r = requirementMask(model, sig)));
    return r;
  };
  const reqOf = pool.map((p) => rmaskOf(p.sig));
  // sat(E, R) of every pool profile, per requirement set (there are few sets, and they recur).
  const satCache = new Map<number, Int32Array>();
  const satOf = (rmask: number): Int32Array => {
    let out = satCache.get(rmask);
    if (!out) {
      out = new Int32Array(pool.length);
      for (let i = 0; i < pool.length; i++) out[i] = satisfied(pool[i]!.vec, rmask);
      satCache.set(rmask, out);
      check?.(pool.length);
    }
    return out;
  };
  const nodes = new Map<string, ProcessNode>();
  const keyOf = (cs: readonly Constraint[]) =>
    [...cs]
      .sort((a, b) => a.rmask - b.rmask)
      .map((c) => `${c.rmask}:${c.atLeast}`)
      .join(',');
  interface Settled {
    readonly cs: Constraint[];
    readonly candidates: number[];
    readonly key: string;
  }
  /** `within` meets every constraint of `from` but the last (the parent's candidates). */
  const settled = (from: readonly Constraint[], within: readonly number[]): Settled => {
    const last = from[from.length - 1]!;
    const lastSat = satOf(last.rmask);
    const candidates = within.filter((i) => lastSat[i]! >= last.atLeast);
    const cs = [...from];
    if (settle) {
      const seen = new Set(cs.map((c) => c.rmask));
      for (const i of candidates) {
        const r = reqOf[i]!;
        if (seen.has(r)) continue;
        seen.add(r);
        const sat = satOf(r);
        let lo = Infinity;
        let hi = -Infinity;
        for (const k of candidates) {
          const s = sat[k]!;
          if (s < lo) lo = s;
          if (s > hi) hi = s;
        }
        if (lo === hi) cs.push({ rmask: r, atLeast: hi });
      }
    }
    if (!settle) return { cs, candidates, key: keyOf(cs) };
    // For members of the pool the future of a state depends only on its candidates and on which of
    // their requirement sets are already in force (children, maxima and terminals are computed from
    // nothing else), so states that agree on both are merged.
    const present = new Set(candidates.map((i) => reqOf[i]!));
    const inForce = [...new Set(cs.map((c) => c.rmask))].filter((r) => present.has(r)).sort((a, b) => a - b);
    return { cs, candidates, key: `${candidates.join(',')}|${inForce.join(',')}` };
  };
  const r0 = rmaskOf(0);
  let m0 = -Infinity;
  for (const p of pool) m0 = Math.max(m0, satisfied(p.vec, r0));
  const first: Constraint = { rmask: r0, atLeast: m0 };
  const root = settled([first], pool.map((_, i) => i));
  const stack: Settled[] = [root];
  const terminals = new Set<number>();
  while (stack.length > 0) {
    const { cs, candidates, key } = stack.pop()!;
    if (nodes.has(key)) continue;
    if (nodes.size >= maxNodes) throw new ProcessTooLarge(`the attack tree has more than ${maxNodes} distinct states`);
    check?.(candidates.length + 2 * cs.length + key.length);
    const seen = new Set(cs.map((c) => c.rmask));
    const fresh = new Set<number>();
    for (const i of candidates) {
      const r = reqOf[i]!;
      if (!seen.has(r)) fresh.add(r);
    }
    const children: { rmask: number; max: number; child: string }[] = [];
    for (const r of fresh) {
      // The next maximum of a new requirement set is taken over all of Cand(K), not only this group.
      const sat = satOf(r);
      let max = -Infinity;
      for (const i of candidates) if (sat[i]! > max) max = sat[i]!;
      const next = settled([...cs, { rmask: r, atLeast: max }], candidates);
      check?.(next.candidates.length);
      children.push({ rmask: r, max, child: next.key });
      stack.push(next);
    }
    nodes.set(key, { key, constraints: cs, seen, candidates, children });
    for (const i of candidates) if (seen.has(reqOf[i]!)) terminals.add(i);
  }
  return { rootKey: root.key, first, nodes, pool, rmaskOf, terminals };
}

/**
 * The walk shown to a learner (explanations, the tree): the literal states of the process when they fit
 * in 2 000, else the settled walk (up to `maxNodes`), which folds steps whose constraint removes no candidate (exact
 * for every profile in `pool`; callers include the declaration they explain).
 */
export function walkProcess(model: Model, pool: readonly Profile[], maxNodes = 20_000): ProcessGraph {
  try {
    // A literal walk beyond a few thousand states is too big to show anyway.
    return exploreProcess(model, pool, { maxNodes: Math.min(maxNodes, 2_000) });
  } catch (e) {
    if (!(e instanceof ProcessTooLarge)) throw e;
    return exploreProcess(model, pool, { maxNodes, settle: true });
  }
}

/** A state K in which the profile is a candidate whose requirement set is already in K. */
export function terminalNode(graph: ProcessGraph, p: Profile): ProcessNode | undefined {
  const r = graph.rmaskOf(p.sig);
  for (const node of graph.nodes.values()) {
    if (!node.seen.has(r)) continue;
    if (node.constraints.every((c) => satisfied(p.vec, c.rmask) >= c.atLeast)) return node;
  }
  return undefined;
}

/** The chain of states from the root to `target` (for explanations: one branch of the tree). */
export function pathTo(graph: ProcessGraph, target: string): ProcessNode[] | undefined {
  const parent = new Map<string, string>();
  const queue = [graph.rootKey];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const k = queue.shift()!;
    if (k === target) {
      const path: ProcessNode[] = [];
      for (let at: string | undefined = k; at !== undefined; at = parent.get(at)) path.unshift(graph.nodes.get(at)!);
      return path;
    }
    for (const ch of graph.nodes.get(k)!.children) {
      if (!seen.has(ch.child)) {
        seen.add(ch.child);
        parent.set(ch.child, k);
        queue.push(ch.child);
      }
    }
  }
  return undefined;
}
