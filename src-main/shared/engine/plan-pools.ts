/**
 * Boards with conditional requirements AND attack costs, when the payable plans are few: one pool per
 * plan instead of pools travelling with every prefix.
 *
 * D is judged in Ω(C(D)) (spec §3), and Ω(P) depends on the plan P only creature by creature: E is in
 * it when E is restricted and each creature's option incurs a subset of what P incurs for it (such an E
 * is payable whenever P is, since paying less is never harder — the merging search, search.ts, rests
 * on the same fact). When the payable plans are few (a tax on a handful of creatures and a few mana),
 * each plan's pool is walked once, exactly as the single pool of a cost-free board (single-pool.ts):
 * a forward pass on (restriction state, units per guard group) over the options the plan allows gives
 * the pool's profiles, and one verdict walk (terminal-walk.ts) its terminal profiles. The answer graph
 * then carries each prefix's plan (a trie id) next to its state and units, and D is legal iff it is
 * restricted, payable and its profile is a terminal of its own plan's pool — D is a member of that
 * pool, so its profile is among those walked, which settling requires (process.ts).
 *
 * The merging search keeps, per prefix, the Pareto set of the pool's unit vectors per state, which
 * explodes on rings of conditionals; here the work is (plans + 1) forward passes of the single pool.
 */
import type { Model } from './model.ts';
import { step } from './model.ts';
import { globalUnits, isFinalValid, signature } from './restriction-state.ts';
import type { Profile } from './process.ts';
import { walkPoolWithin } from './terminal-walk.ts';
import { CostCounter } from './costs.ts';
import { TooLarge, type Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';
import { TripleIndex } from './intern.ts';
import { PlanTrie } from './plan-trie.ts';

/** At most this many payable plans are walked one by one; beyond, the merging search is used. */
export const PLAN_LIMIT = 64;

export class TooManyPlans extends Error {}

/** Unit vectors interned by value, with memoized per-option successors (as in single-pool.ts). */
class Vectors {
  readonly table: Int32Array[] = [];
  private readonly ids = new Map<string, number>();

  constructor(
    private readonly groupCount: number,
    private readonly budget: Budget,
  ) {
    this.intern(new Int32Array(groupCount));
  }

  intern(v: Int32Array): number {
    const key = v.join('.');
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.table.length));
      this.table.push(v);
      this.budget.hold(this.groupCount + 2);
    }
    return id;
  }

  plus(vid: number, units: Int32Array): number {
    let zero = true;
    for (let g = 0; g < this.groupCount; g++) if (units[g] !== 0) zero = false;
    if (zero) return vid;
    const v = this.table[vid]!.slice();
    for (let g = 0; g < this.groupCount; g++) v[g]! += units[g]!;
    return this.intern(v);
  }
}

/** A final node's profile (spec §3: σ and the units per guard group) and its key. */
function profileOf(model: Model, restrictionState: number, vec: Int32Array): { profile: Profile; key: string } {
  const flags = globalUnits(model, restrictionState);
  const profile = { sig: signature(model, restrictionState), vec: Array.from(vec, (x, g) => x + flags[g]!) };
  return { profile, key: `${profile.sig}:${profile.vec.join('.')}` };
}

/** Per creature, the cost bits of each payable plan: a forward pass on (plan trie id, cost code). */
function payablePlans(model: Model, costs: CostCounter): number[][] {
  const plans = new PlanTrie();
  let layer = new Map<string, { plan: number; cost: number }>([['0|0', { plan: 0, cost: 0 }]]);
  for (const creatureModel of model.creatures) {
    const next = new Map<string, { plan: number; cost: number }>();
    for (const { plan, cost } of layer.values()) {
      for (const o of creatureModel.options) {
        const c = o.costs.length === 0 ? cost : costs.add(cost, o.costs);
        if (c < 0) continue;
        const p = plans.extend(plan, o.costBits);
        next.set(`${p}|${c}`, { plan: p, cost: c });
      }
    }
    if (next.size > PLAN_LIMIT) throw new TooManyPlans();
    layer = next;
  }
  const n = model.creatures.length;
  return [...new Set([...layer.values()].map((x) => x.plan))].map((p) => plans.bits(p, n));
}

export function buildPlanPoolsGraph(model: Model, budget: Budget): LegalGraph {
  const costs = new CostCounter(model);
  const plans = payablePlans(model, costs);
  const vectors = new Vectors(model.groups.length, budget);
  const terminalsOf = planTerminals(model, plans, vectors, budget);
  return answerGraph(model, costs, vectors, terminalsOf, budget);
}

/** Each payable plan's pool walked: its terminal profiles (by profile key), keyed by the plan's bits. */
function planTerminals(model: Model, plans: readonly (readonly number[])[], vectors: Vectors, budget: Budget): Map<string, Set<string>> {
  const n = model.creatures.length;
  const groupCount = model.groups.length;
  const maxNodes = budget.maxWalkStates;
  let walked = 0;
  const terminalsOf = new Map<string, Set<string>>();
  const walks = new Map<string, Set<string>>();
  for (const plan of plans) {
    budget.checkTime();
    // A plan's forward pass and walk are dropped once its terminal profiles are known: the memory
    // budget counts them while they live, not summed over all plans (the clock bounds the total).
    const mark = budget.held;
    const vectorsBefore = vectors.table.length;
    let passStates = 0;
    let restrictionStates = [0];
    let vid = [0];
    for (let i = 0; i < n; i++) {
      const creatureModel = model.creatures[i]!;
      const next = new TripleIndex(restrictionStates.length * 2);
      const nextStates: number[] = [];
      const nVid: number[] = [];
      for (let ni = 0; ni < restrictionStates.length; ni++) {
        budget.work(creatureModel.options.length);
        for (const o of creatureModel.options) {
          if ((o.costBits & ~plan[i]!) !== 0) continue;
          const s = step(model, restrictionStates[ni]!, o);
          if (s < 0) continue;
          const v = vectors.plus(vid[ni]!, o.units);
          if (next.get(s, v, 0) >= 0) continue;
          next.add(s, v, 0);
          nextStates.push(s);
          nVid.push(v);
          if (++passStates > budget.maxStates) throw new TooLarge(`the search needs more than ${budget.maxStates} states`);
        }
      }
      budget.hold(2 * nextStates.length);
      restrictionStates = nextStates;
      vid = nVid;
    }
    const keys: string[] = [];
    const profiles: Profile[] = [];
    const seen = new Set<string>();
    for (let d = 0; d < restrictionStates.length; d++) {
      if (!isFinalValid(model, restrictionStates[d]!)) continue;
      const { profile, key } = profileOf(model, restrictionStates[d]!, vectors.table[vid[d]!]!);
      if (seen.has(key)) continue;
      seen.add(key);
      keys.push(key);
      profiles.push(profile);
    }
    // Plans whose pools have the same profiles share one walk.
    const poolKey = [...keys].sort().join(';');
    let terminal = walks.get(poolKey);
    if (terminal === undefined) {
      const walk = walkPoolWithin(model, profiles, maxNodes - walked, maxNodes, budget);
      walked += walk.nodes;
      terminal = new Set(keys.filter((_, k) => walk.terminal[k] === 1));
      walks.set(poolKey, terminal);
    }
    budget.releaseTo(mark);
    // What stays: the plan's terminal profiles and the unit vectors interned (shared with the answer).
    budget.hold(2 * terminal.size + 2 + (groupCount + 2) * (vectors.table.length - vectorsBefore));
    terminalsOf.set(plan.join(','), terminal);
  }
  return terminalsOf;
}

/**
 * The answer graph: nodes (restriction state, units, plan trie id), the cost code riding along (the
 * plan determines it); D is legal iff restricted, payable and a terminal of its own plan's pool.
 */
function answerGraph(model: Model, costs: CostCounter, vectors: Vectors, terminalsOf: ReadonlyMap<string, ReadonlySet<string>>, budget: Budget): LegalGraph {
  const n = model.creatures.length;
  let held = 0;
  const planTrie = new PlanTrie();
  let restrictionStates = [0];
  let vid = [0];
  let plan = [0];
  let cost = [0];
  const edges: Int32Array[] = [];
  for (let i = 0; i < n; i++) {
    budget.checkTime();
    const creatureModel = model.creatures[i]!;
    const nOpt = creatureModel.options.length;
    const e = new Int32Array(restrictionStates.length * nOpt).fill(-1);
    const index = new TripleIndex(restrictionStates.length * 2);
    const nextStates: number[] = [];
    const nVid: number[] = [];
    const nPlan: number[] = [];
    const nCost: number[] = [];
    for (let ni = 0; ni < restrictionStates.length; ni++) {
      budget.work(nOpt);
      for (let j = 0; j < nOpt; j++) {
        const o = creatureModel.options[j]!;
        const s = step(model, restrictionStates[ni]!, o);
        if (s < 0) continue;
        const c = o.costs.length === 0 ? cost[ni]! : costs.add(cost[ni]!, o.costs);
        if (c < 0) continue;
        const p = planTrie.extend(plan[ni]!, o.costBits);
        const v = vectors.plus(vid[ni]!, o.units);
        let ci = index.get(s, v, p);
        if (ci < 0) {
          ci = index.add(s, v, p);
          nextStates.push(s);
          nVid.push(v);
          nPlan.push(p);
          nCost.push(c);
          if (++held > budget.maxStates) throw new TooLarge(`the search needs more than ${budget.maxStates} states`);
          budget.hold(6);
        }
        e[ni * nOpt + j] = ci;
      }
    }
    edges.push(e);
    restrictionStates = nextStates;
    vid = nVid;
    plan = nPlan;
    cost = nCost;
  }
  const bits = Array<number>(n).fill(0);
  const legal = new Uint8Array(restrictionStates.length);
  for (let d = 0; d < restrictionStates.length; d++) {
    if (!isFinalValid(model, restrictionStates[d]!) || !costs.payable(cost[d]!)) continue;
    const terminal = terminalsOf.get(planTrie.bitsInto(plan[d]!, bits).join(','));
    // Every payable plan was walked; a missing one would be a bug, not a verdict.
    if (terminal === undefined) throw new Error('plan-pools: a payable plan was not walked');
    if (terminal.has(profileOf(model, restrictionStates[d]!, vectors.table[vid[d]!]!).key)) legal[d] = 1;
  }
  return finishGraph(model, edges, legal, budget);
}
