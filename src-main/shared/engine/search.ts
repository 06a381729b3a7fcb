/**
 * Exact search over declarations without listing them.
 *
 * D is legal iff restricted(D), payable(D) and D is a terminal of the process run in Ω(C(D)) (spec §3).
 * The pool Ω(C(D)) depends on D only through each creature's cost instances: creature c may do in the
 * pool exactly the options whose instances are a subset of what D's choice for c incurs (payability of
 * the pool's members follows, since paying less is never harder). So one pass over the creatures can
 * carry, next to D's own restriction state, a summary of the whole pool built from the same prefix:
 * for each restriction state a pool member can be in, the best unit counts it can reach, kept relative
 * to D's own (the process only compares unit counts, so shifting all of them by D's is harmless). That
 * summary — the "pool part" — is shared by many prefixes, so it is interned and its transitions memoized.
 *
 * The result is a layered graph (one layer per eligible creature, in canonical order) whose paths are
 * declarations and whose final nodes know whether the declaration is legal. Counting is a backward sum;
 * listing the first N in spec §5 order is a walk guided by which sizes each node can still complete to.
 */
import type { Model } from './model.ts';
import type { EngineStrategy } from './api-types.ts';
import { step } from './model.ts';
import { PoolParts, PoolStepper } from './pool-parts.ts';
import { globalUnits, isFinalValid, signature } from './restriction-state.ts';
import type { Profile } from './process.ts';
import { TerminalTests } from './terminals.ts';
import { CostCounter } from './costs.ts';
import { checkTime, TooLarge, type Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';
import { MergedLayer, NodeAllowance } from './merged-layer.ts';
import { buildEnumeratedGraph, EnumerationTooLarge, omegaBound } from './enumerate.ts';
import { buildSinglePoolGraph, isCostFree } from './single-pool.ts';
import { buildPlanPoolsGraph, TooManyPlans } from './plan-pools.ts';

// ---- the layered graph -------------------------------------------------------------------------

/**
 * Ω at most this large is enumerated when the board has conditionals (measured in bench/: on the
 * six-creature ring the enumeration takes a few ms, the merging search several times that; with
 * millions of declarations the merging search wins by far). Without conditionals the merging search
 * is never the slower one (its pool parts are one number per state).
 */
export const ENUMERATE_LIMIT = 100_000;

/** The layered graph of the board's legal set (graph.ts), built once for count, list and breakdown. */
export function buildLegalGraph(model: Model, budget: Budget, strategy: EngineStrategy = budget.strategy): LegalGraph {
  const omega = omegaBound(model);
  if (strategy === 'enumerate' || (strategy === 'auto' && model.hasConditionals && omega <= ENUMERATE_LIMIT)) {
    try {
      return buildEnumeratedGraph(model, budget, strategy === 'enumerate' ? Number.MAX_SAFE_INTEGER : ENUMERATE_LIMIT);
    } catch (e) {
      if (!(e instanceof EnumerationTooLarge)) throw e;
    }
  }
  if (strategy === 'single-pool' || (strategy === 'auto' && model.hasConditionals)) {
    if (isCostFree(model)) return buildSinglePoolGraph(model, budget);
  }
  if (strategy === 'plan-pools' || (strategy === 'auto' && model.hasConditionals)) {
    try {
      return buildPlanPoolsGraph(model, budget);
    } catch (e) {
      if (!(e instanceof TooManyPlans)) throw e;
    }
  }
  return buildLayeredGraph(model, budget);
}

/** The merging search of the file comment. */
export function buildLayeredGraph(model: Model, budget: Budget): LegalGraph {
  const costs = new CostCounter(model);
  const pools = new PoolParts(budget);
  const stepper = new PoolStepper(model, pools, budget);
  // Node: (D's restriction state, D's cost code, the pool part); the root is counted among the states.
  const allowance = new NodeAllowance(budget, 1, 0);
  let layer = MergedLayer.root(allowance, 0, 0, stepper.rootPart());
  const edges: Int32Array[] = [];

  for (let i = 0; i < model.creatures.length; i++) {
    const options = model.creatures[i]!.options;
    const optionCount = options.length;
    stepper.beginCreature(i);
    const childOf = new Int32Array(layer.size * optionCount).fill(-1);
    const next = new MergedLayer(allowance, layer.size);
    for (let node = 0; node < layer.size; node++) {
      if ((node & 1023) === 0) checkTime(budget);
      const nodeState = layer.state[node]!;
      const nodeCost = layer.second[node]!;
      const nodePool = layer.third[node]!;
      for (let j = 0; j < optionCount; j++) {
        const option = options[j]!;
        const state = step(model, nodeState, option);
        if (state < 0) continue;
        const cost = costs.afterOption(nodeCost, option);
        if (cost < 0) continue;
        childOf[node * optionCount + j] = next.merge(state, cost, stepper.step(nodePool, j));
      }
    }
    edges.push(childOf);
    layer = next;
  }

  const verdicts = new FinalVerdicts(model, costs, pools, budget);
  const legal = new Uint8Array(layer.size);
  for (let node = 0; node < legal.length; node++) legal[node] = verdicts.isLegal(layer.state[node]!, layer.second[node]!, layer.third[node]!) ? 1 : 0;
  return finishGraph(model, edges, legal, budget);
}

/** The final layer's legality test: restricted, payable, and no pool member's profile beats D's (spec §3). */
class FinalVerdicts {
  private readonly noConditionals: boolean;
  private readonly flagsMemo = new Map<number, Int32Array>();
  private readonly profilesMemo = new Map<number, Profile[]>();
  private readonly verdicts = new Map<string, boolean>();
  private readonly terminals: TerminalTests;

  constructor(
    private readonly model: Model,
    private readonly costs: CostCounter,
    private readonly pools: PoolParts,
    private readonly budget: Budget,
  ) {
    this.noConditionals = !model.hasConditionals;
    this.terminals = new TerminalTests(model, budget, (message) => {
      throw new TooLarge(message);
    });
  }

  private flagsOf(s: number): Int32Array {
    let f = this.flagsMemo.get(s);
    if (!f) this.flagsMemo.set(s, (f = globalUnits(this.model, s)));
    return f;
  }

  isLegal(state: number, cost: number, pool: number): boolean {
    const { model } = this;
    if (!isFinalValid(model, state) || !this.costs.payable(cost)) return false;
    const part = this.pools.parts[pool]!;
    const ownFlags = [...this.flagsOf(state)];
    this.budget.work(part.states.length);
    if (this.noConditionals) {
      for (let k = 0; k < part.states.length; k++) {
        const s = part.states[k]!;
        if (isFinalValid(model, s) && part.best[k]! + this.flagsOf(s)[0]! > ownFlags[0]!) return false;
      }
      return true;
    }
    const profiles = this.profilesOf(pool);
    const sig = signature(model, state);
    const verdictKey = `${pool}|${sig}|${ownFlags.join('.')}`;
    let verdict = this.verdicts.get(verdictKey);
    if (verdict === undefined) {
      checkTime(this.budget);
      verdict = this.terminals.isTerminal(profiles, { sig, vec: ownFlags });
      this.verdicts.set(verdictKey, verdict);
    }
    return verdict;
  }

  /** The profiles of a pool part's restricted members (vectors relative to D's, flags added). */
  private profilesOf(pool: number): Profile[] {
    let profiles = this.profilesMemo.get(pool);
    if (profiles) return profiles;
    const part = this.pools.parts[pool]!;
    profiles = [];
    for (let k = 0; k < part.states.length; k++) {
      const s = part.states[k]!;
      if (!isFinalValid(this.model, s)) continue;
      const flags = this.flagsOf(s);
      for (const v of part.vecs[k]!) profiles.push({ sig: signature(this.model, s), vec: v.map((x, g) => x + flags[g]!) });
    }
    this.profilesMemo.set(pool, profiles);
    return profiles;
  }
}
