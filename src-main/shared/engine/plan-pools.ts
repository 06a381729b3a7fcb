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
import { isFinalValid } from './restriction-state.ts';
import { CostCounter } from './costs.ts';
import type { Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';
import { PlanTrie } from './plan-trie.ts';
import { NodeAllowance } from './merged-layer.ts';
import { LayerNodes, StateNumbers } from './pool-nodes.ts';
import { PairMap } from './pair-map.ts';
import { UnitVectors } from './unit-vectors.ts';
import { layerSteps, passPool, passProfiles } from './pool-pass.ts';
import { PoolWalks } from './pool-walks.ts';
import { finalProfile, profileKey } from './final-profiles.ts';

/** At most this many payable plans are walked one by one; beyond, the merging search is used. */
export const PLAN_LIMIT = 64;

export class TooManyPlans extends Error {}

/** Per creature, the cost bits of each payable plan: a forward pass on (plan trie id, cost code). */
function payablePlans(model: Model, costs: CostCounter): number[][] {
  const plans = new PlanTrie();
  let layer = new Map<string, { plan: number; cost: number }>([['0|0', { plan: 0, cost: 0 }]]);
  for (const creatureModel of model.creatures) {
    const next = new Map<string, { plan: number; cost: number }>();
    for (const prefix of layer.values()) {
      for (const option of creatureModel.options) {
        const cost = costs.afterOption(prefix.cost, option);
        if (cost < 0) continue;
        const plan = plans.extend(prefix.plan, option.costBits);
        next.set(`${plan}|${cost}`, { plan, cost });
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
  const vectors = new UnitVectors(model.groups.length, budget);
  const terminalsOf = planTerminals(model, plans, vectors, budget);
  return answerGraph(model, costs, vectors, terminalsOf, budget);
}

/** Each payable plan's pool walked: its terminal profiles (by profile key), keyed by the plan's bits. */
function planTerminals(model: Model, plans: readonly (readonly number[])[], vectors: UnitVectors, budget: Budget): Map<string, Set<string>> {
  const groupCount = model.groups.length;
  const walks = new PoolWalks(model, budget);
  const terminalOfPool = new Map<string, Set<string>>();
  const terminalsOf = new Map<string, Set<string>>();
  for (const plan of plans) {
    budget.checkTime();
    // A plan's forward pass and walk are dropped once its terminal profiles are known: the memory
    // budget counts them while they live, not summed over all plans (the clock bounds the total).
    const mark = budget.held;
    const vectorsBefore = vectors.size;
    const pass = passPool(model, vectors, budget, { plan, keepEdges: false, cellsPerNode: 2, counted: 0 });
    const { profiles } = passProfiles(model, pass, vectors);
    // Plans whose pools have the same profiles share one walk.
    const poolKey = [...profiles.keys].sort().join(';');
    let terminal = terminalOfPool.get(poolKey);
    if (terminal === undefined) {
      const walked = walks.walk(profiles.profiles);
      terminalOfPool.set(poolKey, (terminal = new Set(profiles.keys.filter((_, k) => walked[k] === 1))));
    }
    budget.releaseTo(mark);
    // What stays: the plan's terminal profiles and the unit vectors interned (shared with the answer).
    budget.hold(2 * terminal.size + 2 + (groupCount + 2) * (vectors.size - vectorsBefore));
    terminalsOf.set(plan.join(','), terminal);
  }
  return terminalsOf;
}

/**
 * The answer graph: nodes (restriction state, units, plan trie id), the cost code carried (the plan
 * determines it); D is legal iff restricted, payable and a terminal of its own plan's pool. As in the
 * pool pass, a layer's states are numbered and stepped once per option, and a node is found in its
 * state's list, keyed by its (units, plan) pair's number.
 */
function answerGraph(
  model: Model,
  costs: CostCounter,
  vectors: UnitVectors,
  terminalsOf: ReadonlyMap<string, ReadonlySet<string>>,
  budget: Budget,
): LegalGraph {
  const planTrie = new PlanTrie();
  const allowance = new NodeAllowance(budget, 0, 6);
  const numbers = new StateNumbers(model.layout.total);
  // The root, the empty prefix, is not counted (as a merged layer's root).
  let layer: AnswerLayer = { size: 1, stateOf: new Int32Array(1), unitOf: [0], planOf: [0], costOf: [0], stateValues: [0] };
  const edges: Int32Array[] = [];
  for (let i = 0; i < model.creatures.length; i++) {
    budget.checkTime();
    const options = model.creatures[i]!.options;
    const optionCount = options.length;
    vectors.beginCreature(options);
    const { stepTo, stateValues } = layerSteps(model, layer.stateValues, options, -1, numbers);
    const childOf = new Int32Array(layer.size * optionCount).fill(-1);
    // (unit vector id, plan) → pair number; a node is (state number, pair number).
    const pairs = new PairMap<number>();
    const pairUnit: number[] = [];
    const pairPlan: number[] = [];
    const nodes = new LayerNodes(stateValues.length, layer.size * 2);
    const next: AnswerLayer = { size: 0, stateOf: nodes.stateOf, unitOf: [], planOf: [], costOf: [], stateValues };
    for (let node = 0; node < layer.size; node++) {
      budget.work(optionCount);
      const from = layer.stateOf[node]! * optionCount;
      for (let j = 0; j < optionCount; j++) {
        const state = stepTo[from + j]!;
        if (state < 0) continue;
        const option = options[j]!;
        const cost = costs.afterOption(layer.costOf[node]!, option);
        if (cost < 0) continue;
        const plan = planTrie.extend(layer.planOf[node]!, option.costBits);
        const unit = vectors.after(layer.unitOf[node]!, j);
        let pair = pairs.get(unit, plan);
        if (pair === undefined) {
          pairs.add(unit, plan, (pair = pairUnit.length));
          pairUnit.push(unit);
          pairPlan.push(plan);
        }
        let child = nodes.find(state, pair);
        if (child < 0) {
          allowance.take();
          child = nodes.add(state, pair);
          next.unitOf.push(unit);
          next.planOf.push(plan);
          next.costOf.push(cost);
        }
        childOf[node * optionCount + j] = child;
      }
    }
    edges.push(childOf);
    layer = { ...next, size: nodes.size, stateOf: nodes.stateOf };
  }
  const bits = Array<number>(model.creatures.length).fill(0);
  const legal = new Uint8Array(layer.size);
  for (let node = 0; node < legal.length; node++) {
    const state = layer.stateValues[layer.stateOf[node]!]!;
    if (!isFinalValid(model, state) || !costs.payable(layer.costOf[node]!)) continue;
    const terminal = terminalsOf.get(planTrie.bitsInto(layer.planOf[node]!, bits).join(','));
    // Every payable plan was walked; a missing one would be a bug, not a verdict.
    if (terminal === undefined) throw new Error('plan-pools: a payable plan was not walked');
    if (terminal.has(profileKey(finalProfile(model, state, vectors.vector(layer.unitOf[node]!))))) legal[node] = 1;
  }
  return finishGraph(model, edges, legal, budget);
}

/** A layer of the answer graph: per node its state's number, units, plan and cost code carried. */
interface AnswerLayer {
  readonly size: number;
  readonly stateOf: Int32Array;
  readonly unitOf: number[];
  readonly planOf: number[];
  readonly costOf: number[];
  readonly stateValues: readonly number[];
}
