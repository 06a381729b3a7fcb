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
import { requirementMask } from './restriction-state.ts';
import type { Budget } from './budget.ts';

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
  /**
   * The caller's clock and memory budget: numbers now held for the rest of the walk (states kept,
   * cached columns), and work done (a pass over that many candidates, held only briefly).
   */
  readonly check?: (heldNumbers: number, workUnits: number) => void;
  /**
   * Index of one pool profile to follow: expand only the states where it is still a candidate and stop
   * at the first where it is a terminal (an explanation needs its verdict and one path, not the tree).
   */
  readonly follow?: number;
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
export function exploreProcess(model: Model, pool: readonly Profile[], options: ProcessOptions = {}): ProcessGraph {
  const { maxNodes = 20_000, follow, check } = options;
  const walker = processWalker(model, pool, options);
  const { root, first, reqOf, rmaskOf } = walker;
  const nodes = new Map<string, ProcessNode>();
  // Whatever the order, a state whose candidates lack `follow` never leads back to it (candidates only
  // shrink along a path), so a walk that follows one profile expands just the states that keep it.
  const stack: Settled[] = follow === undefined || root.candidates.includes(follow) ? [root] : [];
  // States are held from the moment they wait on the stack; one met again is dropped and let go.
  const push = (states: readonly Settled[]) => {
    for (const state of states) check?.(heldBy(state), 0);
    stack.push(...states);
  };
  check?.(heldBy(root), 0);
  const terminals = new Set<number>();
  while (stack.length > 0) {
    const state = stack.pop()!;
    if (nodes.has(state.key)) {
      check?.(-heldBy(state), 0);
      continue;
    }
    if (nodes.size >= maxNodes) throw new ProcessTooLarge(`the attack tree has more than ${maxNodes} distinct states`);
    // A followed profile whose own set is in force is a terminal here: its walk ends without the
    // children of this state (the path to it is all an explanation shows).
    const done = follow !== undefined && state.cs.some((c) => c.rmask === reqOf[follow]);
    const { node, next } = done ? { node: walker.leaf(state), next: [] } : followStep(walker, state, follow);
    const states = next.map((n) => n.state);
    nodes.set(node.key, node);
    for (const i of node.candidates) if (node.seen.has(reqOf[i]!)) terminals.add(i);
    if (follow === undefined) {
      push(states);
      continue;
    }
    if (done) break;
    // The child for the followed profile's own set last, so it is expanded first: when that set is new
    // and the profile reaches its maximum, that child is where the profile is a terminal.
    const own = reqOf[follow]!;
    push([...next.filter((n) => n.rmask !== own), ...next.filter((n) => n.rmask === own)].map((n) => n.state));
  }
  return { rootKey: root.key, first, nodes, pool, rmaskOf, terminals };
}

interface Settled {
  readonly cs: Constraint[];
  readonly candidates: number[];
  readonly key: string;
}

/**
 * Numbers a state holds, for the memory budget: its candidates, its constraints (two each) and its key
 * (one byte a character, eight to a number).
 */
const heldBy = (state: Settled): number => state.candidates.length + 2 * state.cs.length + Math.ceil(state.key.length / 8);

/** Numbers of sat(·, R) columns a walk keeps (32 MB as Int32; half a budget cell each, budget.ts). */
const SAT_CACHE_NUMBERS = 8_000_000;

interface Expansion {
  readonly node: ProcessNode;
  readonly next: readonly { readonly rmask: number; readonly state: Settled }[];
}

/**
 * One state of a walk that follows a profile (or of the plain walk, `follow` undefined). When the
 * followed profile's own set is new here and the profile reaches that set's maximum, the child for it
 * keeps the profile with its set in force: a terminal one step on, so that child is the only one made
 * (the explanation needs one path; on a ring of 24 conditionals a state has thousands of children).
 */
function followStep(walker: ProcessWalker, state: Settled, follow: number | undefined): Expansion {
  if (follow === undefined) return walker.expand(state);
  const own = walker.reqOf[follow]!;
  const quick = walker.expand(state, follow, own);
  return quick.next.length > 0 ? quick : walker.expand(state, follow);
}

interface ProcessWalker {
  readonly root: Settled;
  readonly first: Constraint;
  readonly reqOf: readonly number[];
  readonly rmaskOf: (sig: number) => number;
  /** The node of a state and its children's states, each with the requirement set that leads to it. */
  expand(state: Settled, follow?: number, only?: number): Expansion;
  /** The node of a state whose children are not wanted. */
  leaf(state: Settled): ProcessNode;
}

function processWalker(model: Model, pool: readonly Profile[], options: ProcessOptions): ProcessWalker {
  const { settle = false, check } = options;
  const rcache = new Map<number, number>();
  const rmaskOf = (sig: number): number => {
    let r = rcache.get(sig);
    if (r === undefined) rcache.set(sig, (r = requirementMask(model, sig)));
    return r;
  };
  const reqOf = pool.map((p) => rmaskOf(p.sig));
  // sat(E, R) of every pool profile, per requirement set: sets recur from state to state, so columns
  // are kept — up to SAT_CACHE_NUMBERS, past which (a ring of 20 conditionals has thousands of sets over
  // thousands of profiles) a column is computed for the profiles asked about only, as work instead of
  // memory. Every reader reads only indices of the `over` it passed (a state's candidates, or a subset).
  const satCache = new Map<number, Int32Array>();
  let cached = 0;
  let recent: { rmask: number; over: readonly number[]; column: Int32Array } | undefined;
  const satOf = (rmask: number, over: readonly number[]): Int32Array => {
    const known = satCache.get(rmask);
    if (known) return known;
    if (recent?.rmask === rmask && recent.over === over) return recent.column;
    const column = new Int32Array(pool.length);
    if (cached + pool.length <= SAT_CACHE_NUMBERS) {
      for (let i = 0; i < pool.length; i++) column[i] = satisfied(pool[i]!.vec, rmask);
      satCache.set(rmask, column);
      cached += pool.length;
      check?.(Math.ceil(pool.length / 2), pool.length);
      return column;
    }
    for (const i of over) column[i] = satisfied(pool[i]!.vec, rmask);
    check?.(0, over.length);
    recent = { rmask, over, column };
    return column;
  };
  const keyOf = (cs: readonly Constraint[]) =>
    [...cs]
      .sort((a, b) => a.rmask - b.rmask)
      .map((c) => `${c.rmask}:${c.atLeast}`)
      .join(',');
  /** `within` meets every constraint of `from` but the last (the parent's candidates). */
  const settled = (from: readonly Constraint[], within: readonly number[]): Settled => {
    const last = from[from.length - 1]!;
    const lastSat = satOf(last.rmask, within);
    const candidates = within.filter((i) => lastSat[i]! >= last.atLeast);
    const cs = [...from];
    if (settle) {
      const seen = new Set(cs.map((c) => c.rmask));
      for (const i of candidates) {
        const r = reqOf[i]!;
        if (seen.has(r)) continue;
        seen.add(r);
        const sat = satOf(r, candidates);
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
  const root = settled(
    [first],
    pool.map((_, i) => i),
  );
  // With `follow`, a child that drops the followed profile is an edge only (its state is never walked:
  // its key is empty and it is not in `next`).
  const expand = ({ cs, candidates, key }: Settled, follow?: number, only?: number): Expansion => {
    const seen = new Set(cs.map((c) => c.rmask));
    const fresh = new Set<number>();
    for (const i of candidates) {
      const r = reqOf[i]!;
      if (!seen.has(r)) fresh.add(r);
    }
    const children: { rmask: number; max: number; child: string }[] = [];
    const next: { rmask: number; state: Settled }[] = [];
    for (const r of only === undefined ? fresh : fresh.has(only) ? [only] : []) {
      // The next maximum of a new requirement set is taken over all of Cand(K), not only this group.
      const sat = satOf(r, candidates);
      let max = -Infinity;
      for (const i of candidates) if (sat[i]! > max) max = sat[i]!;
      if (follow !== undefined && sat[follow]! < max) {
        children.push({ rmask: r, max, child: '' });
        continue;
      }
      const child = settled([...cs, { rmask: r, atLeast: max }], candidates);
      check?.(0, candidates.length);
      children.push({ rmask: r, max, child: child.key });
      next.push({ rmask: r, state: child });
    }
    return { node: { key, constraints: cs, seen, candidates, children }, next };
  };
  const leaf = ({ cs, candidates, key }: Settled): ProcessNode => ({ key, constraints: cs, seen: new Set(cs.map((c) => c.rmask)), candidates, children: [] });
  return { root, first, reqOf, rmaskOf, expand, leaf };
}

/**
 * The process expanded on demand, for a view that shows only part of it (the tree past the size a
 * learner can read): a state's children are made one at a time when the view follows an edge, so the
 * cost follows what is drawn (the root of a ring of 24 conditionals has thousands of children).
 */
export interface LazyProcess {
  readonly rootKey: string;
  readonly first: Constraint;
  readonly pool: readonly Profile[];
  readonly rmaskOf: (sig: number) => number;
  /** The state (its `children` may be empty: ask `edge`). */
  node(key: string): ProcessNode;
  /** The child of a state for a requirement set new there, with that set's maximum. */
  edge(key: string, rmask: number): { readonly max: number; readonly child: string } | undefined;
}

export function lazyProcess(model: Model, pool: readonly Profile[], options: ProcessOptions = {}): LazyProcess {
  const walker = processWalker(model, pool, options);
  const states = new Map<string, Settled>([[walker.root.key, walker.root]]);
  options.check?.(heldBy(walker.root), 0);
  const nodes = new Map<string, ProcessNode>();
  const edges = new Map<string, { max: number; child: string } | undefined>();
  const stateOf = (key: string): Settled => {
    const state = states.get(key);
    if (!state) throw new Error(`no state ${key} was reached`);
    return state;
  };
  const node = (key: string): ProcessNode => {
    let made = nodes.get(key);
    if (!made) nodes.set(key, (made = walker.leaf(stateOf(key))));
    return made;
  };
  const edge = (key: string, rmask: number) => {
    const id = `${key}|${rmask}`;
    if (edges.has(id)) return edges.get(id);
    const { node: one, next } = walker.expand(stateOf(key), undefined, rmask);
    const found = one.children[0];
    for (const { state } of next) {
      if (states.has(state.key)) continue;
      states.set(state.key, state);
      options.check?.(heldBy(state), 0);
    }
    edges.set(id, found && { max: found.max, child: found.child });
    return edges.get(id);
  };
  return { rootKey: walker.root.key, first: walker.first, pool, rmaskOf: walker.rmaskOf, node, edge };
}

/**
 * The walk shown to a learner (explanations, the tree): the literal states of the process when they fit
 * in 2 000, else the settled walk (up to `maxNodes`), which folds steps whose constraint removes no candidate (exact
 * for every profile in `pool`; callers include the declaration they explain).
 */
export function walkProcess(model: Model, pool: readonly Profile[], options: WalkOptions = {}): ProcessGraph {
  const { maxNodes = 20_000, follow, budget, maxWork = Infinity } = options;
  const mark = budget?.held ?? 0;
  const report = budget ? budgetCheck(budget) : undefined;
  let work = 0;
  const check = (held: number, done: number) => {
    report?.(held, done);
    work += Math.abs(held) + done;
    if (work > maxWork) throw new ProcessTooLarge(`the attack tree needs more than ${maxWork} steps of work`);
  };
  // Whatever a walk held is let go when it stops, answered or not: the caller goes on without it.
  try {
    // A literal walk beyond a few thousand states is too big to show anyway.
    return exploreProcess(model, pool, { maxNodes: Math.min(maxNodes, 2_000), follow, check });
  } catch (e) {
    budget?.releaseTo(mark);
    if (!(e instanceof ProcessTooLarge)) throw e;
  }
  try {
    return exploreProcess(model, pool, { maxNodes, settle: true, follow, check });
  } catch (e) {
    budget?.releaseTo(mark);
    throw e;
  }
}

type WalkBudget = Pick<Budget, 'hold' | 'work' | 'held' | 'releaseTo'>;

/** A walk's `check` reporting to a call's budget (a negative hold lets numbers go). */
export function budgetCheck(budget: WalkBudget): NonNullable<ProcessOptions['check']> {
  return (held, work) => {
    budget.hold(held);
    budget.work(Math.abs(held) + work);
  };
}

export interface WalkOptions {
  /** States of the settled walk before the answer is too large. */
  readonly maxNodes?: number;
  /** See ProcessOptions.follow. */
  readonly follow?: number;
  /** Candidates compared and numbers made, in both walks together, before the walk is too large. */
  readonly maxWork?: number;
  /** The call's budget: the walk holds memory and does work under it (budget.ts). */
  readonly budget?: WalkBudget;
}
