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
}

export class ProcessTooLarge extends Error {}

export function satisfied(vec: readonly number[], rmask: number): number {
  let s = 0;
  for (let g = 0; g < vec.length; g++) if (rmask & (1 << g)) s += vec[g]!;
  return s;
}

export function exploreProcess(model: Model, pool: readonly Profile[], maxNodes = 20_000): ProcessGraph {
  const rcache = new Map<number, number>();
  const rmaskOf = (sig: number): number => {
    let r = rcache.get(sig);
    if (r === undefined) rcache.set(sig, (r = requirementMask(model, sig)));
    return r;
  };
  const nodes = new Map<string, ProcessNode>();
  const keyOf = (cs: readonly Constraint[]) =>
    [...cs]
      .sort((a, b) => a.rmask - b.rmask)
      .map((c) => `${c.rmask}:${c.atLeast}`)
      .join(',');
  const r0 = rmaskOf(0);
  let m0 = -Infinity;
  for (const p of pool) m0 = Math.max(m0, satisfied(p.vec, r0));
  const first: Constraint = { rmask: r0, atLeast: m0 };
  const stack: Constraint[][] = [[first]];
  while (stack.length > 0) {
    const cs = stack.pop()!;
    const key = keyOf(cs);
    if (nodes.has(key)) continue;
    if (nodes.size >= maxNodes) throw new ProcessTooLarge(`the attack tree has more than ${maxNodes} distinct states`);
    const candidates: number[] = [];
    pool.forEach((p, i) => {
      if (cs.every((c) => satisfied(p.vec, c.rmask) >= c.atLeast)) candidates.push(i);
    });
    const seen = new Set(cs.map((c) => c.rmask));
    const fresh = new Set<number>();
    for (const i of candidates) {
      const r = rmaskOf(pool[i]!.sig);
      if (!seen.has(r)) fresh.add(r);
    }
    const children: { rmask: number; max: number; child: string }[] = [];
    for (const r of fresh) {
      // The next maximum of a new requirement set is taken over all of Cand(K), not only this group.
      let max = -Infinity;
      for (const i of candidates) max = Math.max(max, satisfied(pool[i]!.vec, r));
      const next = [...cs, { rmask: r, atLeast: max }];
      children.push({ rmask: r, max, child: keyOf(next) });
      stack.push(next);
    }
    nodes.set(key, { key, constraints: cs, seen, candidates, children });
  }
  return { rootKey: keyOf([first]), first, nodes, pool, rmaskOf };
}

/** Whether a declaration with this profile is a terminal of the process (see the file comment). */
export function isTerminalProfile(graph: ProcessGraph, p: Profile): boolean {
  return terminalNode(graph, p) !== undefined;
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
