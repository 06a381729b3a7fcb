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
import { allowedUnder, step } from './model.ts';
import { globalUnits, isFinalValid, signature } from './restriction-state.ts';
import type { Profile } from './process.ts';
import { TerminalTests } from './terminals.ts';
import { CostCounter } from './costs.ts';
import { checkTime, TooLarge, type Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';
import { TripleIndex } from './intern.ts';
import { buildEnumeratedGraph, EnumerationTooLarge, omegaBound } from './enumerate.ts';
import { buildSinglePoolGraph, isCostFree } from './single-pool.ts';
import { buildPlanPoolsGraph, TooManyPlans } from './plan-pools.ts';

// ---- pool parts -------------------------------------------------------------------------------

/** For each restriction state a pool member can be in: the Pareto-best unit vectors (relative). */
interface PoolPart {
  readonly states: readonly number[];
  /** Pareto sets of unit vectors per state (boards with conditionals). */
  readonly vecs: readonly (readonly (readonly number[])[])[];
  /** Without conditionals there is one group, so a single best value per state suffices. */
  readonly best: readonly number[];
}

function insertPareto(list: number[][], v: number[]): void {
  for (const w of list) if (w.every((x, g) => x >= v[g]!)) return;
  for (let k = list.length - 1; k >= 0; k--) if (v.every((x, g) => x >= list[k]![g]!)) list.splice(k, 1);
  list.push(v);
}

class PoolParts {
  readonly parts: PoolPart[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly byHash = new Map<number, number[]>();

  constructor(private readonly budget: Budget) {}

  intern(map: Map<number, number[][]>): number {
    const states = [...map.keys()].sort((a, b) => a - b);
    const vecs = states.map((s) => map.get(s)!.sort(compareVec));
    const key = states.map((s, i) => `${s}:${vecs[i]!.map((v) => v.join('.')).join('/')}`).join(';');
    let id = this.byKey.get(key);
    if (id === undefined) {
      id = this.parts.length;
      this.parts.push({ states, vecs, best: [] });
      this.byKey.set(key, id);
      // A part holds its vectors and its key (about as many characters as numbers).
      this.budget.hold(states.length + 2 * vecs.reduce((t, l) => t + l.length * (l[0]?.length ?? 0), 0));
      this.budget.checkTime();
    }
    return id;
  }

  internScalar(map: Map<number, number>): number {
    const states = [...map.keys()].sort((a, b) => a - b);
    return this.internSorted(states, states.map((s) => map.get(s)!));
  }

  /** `states` ascending, `best` their values. */
  internSorted(states: number[], best: number[]): number {
    // A numeric hash with an exact comparison on collision: no key string per part (the commander
    // board interns ~15 000 parts of ~100 states each).
    let h = 0x811c9dc5 ^ states.length;
    for (let k = 0; k < states.length; k++) {
      h = Math.imul(h ^ (states[k]! % 0x7fffffff), 0x01000193);
      h = Math.imul(h ^ (best[k]! | 0), 0x01000193);
    }
    const bucket = this.byHash.get(h);
    if (bucket !== undefined) {
      for (const id of bucket) {
        const p = this.parts[id]!;
        if (sameNumbers(p.states, states) && sameNumbers(p.best, best)) return id;
      }
    }
    const id = this.parts.length;
    this.parts.push({ states, vecs: [], best });
    if (bucket !== undefined) bucket.push(id);
    else this.byHash.set(h, [id]);
    this.budget.hold(4 * states.length);
    if ((id & 255) === 0) this.budget.checkTime();
    return id;
  }
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

function compareVec(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

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

/** An empty slot of the dense table of PoolStepper. */
const UNSEEN = -(2 ** 31);

/**
 * The pool part's transitions: the pool part after creature i takes option j, memoized per layer. A pool
 * step depends on the option only through the options it allows (its cost bits) and D's units with it:
 * options alike in both share one memo entry (attacking any of three players without a tax steps every
 * pool part the same way).
 */
class PoolStepper {
  private readonly noConditionals: boolean;
  /** Per creature and option: the options a pool member may take in Ω(P) (model.ts allowedUnder). */
  private readonly allowed: readonly (readonly (readonly number[])[])[];
  /** E's best possible further gain over D from creature i on (no conditionals: a plain maximum). */
  private readonly gainFrom: readonly number[];
  private readonly flagMax: number;
  /** Small state spaces: the best value per state in a reused table, no Map. */
  private readonly dense: boolean;
  private readonly scratch: Float64Array;
  private readonly touched: number[] = [];
  private creature = 0;
  private stepClass = new Int32Array(0);
  private classCount = 0;
  private memo = new Int32Array(0);

  constructor(
    private readonly model: Model,
    private readonly pools: PoolParts,
    private readonly budget: Budget,
  ) {
    this.noConditionals = !model.hasConditionals;
    this.allowed = model.creatures.map((mc) => mc.options.map((o) => allowedUnder(mc, o.costBits)));
    this.gainFrom = gainBounds(model);
    this.flagMax = model.atLeastOne.length;
    this.dense = model.layout.total <= 1 << 16;
    this.scratch = new Float64Array(this.dense ? model.layout.total : 0).fill(UNSEEN);
  }

  /** The pool part every declaration starts from: the empty prefix, units 0. */
  rootPart(): number {
    const zero = Array<number>(this.model.groups.length).fill(0);
    return this.noConditionals ? this.pools.internScalar(new Map([[0, 0]])) : this.pools.intern(new Map([[0, [zero]]]));
  }

  /** Starts the layer of creature i: options classed by (cost bits, units), a fresh memo. */
  beginCreature(i: number): void {
    const options = this.model.creatures[i]!.options;
    this.creature = i;
    this.stepClass = new Int32Array(options.length);
    const classKeys = new Map<string, number>();
    for (let j = 0; j < options.length; j++) {
      const o = options[j]!;
      const key = `${o.costBits}|${o.units.join(',')}`;
      let c = classKeys.get(key);
      if (c === undefined) classKeys.set(key, (c = classKeys.size));
      this.stepClass[j] = c;
    }
    this.classCount = classKeys.size;
    // Parts interned during this layer grow the table.
    this.memo = new Int32Array(this.pools.parts.length * this.classCount + 64).fill(-1);
  }

  /** The pool part after option j of the current creature, from part `pid`. */
  step(pid: number, j: number): number {
    const memoKey = pid * this.classCount + this.stepClass[j]!;
    if (memoKey >= this.memo.length) {
      const grown = new Int32Array(Math.max(this.memo.length * 2, memoKey + 64)).fill(-1);
      grown.set(this.memo);
      this.memo = grown;
    }
    let out = this.memo[memoKey]!;
    if (out >= 0) return out;
    out = !this.noConditionals ? this.stepPareto(pid, j) : this.dense ? this.stepBestDense(pid, j) : this.stepBest(pid, j);
    this.memo[memoKey] = out;
    return out;
  }

  /**
   * Without conditionals the test is "no pool member beats D"; an entry that cannot end above D even
   * with every remaining unit can be dropped (values below `floor`).
   */
  private floor(): number {
    return -(this.gainFrom[this.creature + 1]! + this.flagMax);
  }

  private stepBestDense(pid: number, j: number): number {
    const { model, budget, scratch, touched } = this;
    const creature = model.creatures[this.creature]!;
    const part = this.pools.parts[pid]!;
    const ownGain = creature.options[j]!.units[0]!;
    const memberOptions = this.allowed[this.creature]![j]!;
    const floor = this.floor();
    touched.length = 0;
    for (let si = 0; si < part.states.length; si++) {
      budget.tick();
      const state = part.states[si]!;
      const value = part.best[si]!;
      for (let k = 0; k < memberOptions.length; k++) {
        const option = creature.options[memberOptions[k]!]!;
        const next = step(model, state, option);
        if (next < 0) continue;
        const nextValue = value + option.units[0]! - ownGain;
        if (nextValue <= floor) continue;
        const old = scratch[next]!;
        if (old === UNSEEN) touched.push(next);
        if (old === UNSEEN || nextValue > old) scratch[next] = nextValue;
      }
    }
    // A copy: the part keeps its arrays, and `touched` is reused.
    const states = touched.slice().sort((a, b) => a - b);
    const values = states.map((next) => scratch[next]!);
    for (const next of states) scratch[next] = UNSEEN;
    return this.pools.internSorted(states, values);
  }

  private stepBest(pid: number, j: number): number {
    const { model, budget } = this;
    const creature = model.creatures[this.creature]!;
    const part = this.pools.parts[pid]!;
    const ownGain = creature.options[j]!.units[0]!;
    const memberOptions = this.allowed[this.creature]![j]!;
    const floor = this.floor();
    const best = new Map<number, number>();
    for (let si = 0; si < part.states.length; si++) {
      budget.tick();
      const state = part.states[si]!;
      const value = part.best[si]!;
      for (let k = 0; k < memberOptions.length; k++) {
        const option = creature.options[memberOptions[k]!]!;
        const next = step(model, state, option);
        if (next < 0) continue;
        const nextValue = value + option.units[0]! - ownGain;
        if (nextValue <= floor) continue;
        const old = best.get(next);
        if (old === undefined || nextValue > old) best.set(next, nextValue);
      }
    }
    return this.pools.internScalar(best);
  }

  /** With conditionals: the Pareto set of unit vectors (relative to D's) per state. */
  private stepPareto(pid: number, j: number): number {
    const { model, budget } = this;
    const creature = model.creatures[this.creature]!;
    const part = this.pools.parts[pid]!;
    const ownUnits = creature.options[j]!.units;
    const map = new Map<number, number[][]>();
    part.states.forEach((state, si) => {
      budget.tick();
      for (const a of this.allowed[this.creature]![j]!) {
        const option = creature.options[a]!;
        const next = step(model, state, option);
        if (next < 0) continue;
        for (const v of part.vecs[si]!) {
          budget.tick();
          const moved = v.map((x, g) => x + option.units[g]! - ownUnits[g]!);
          let list = map.get(next);
          if (!list) map.set(next, (list = []));
          insertPareto(list, moved);
        }
      }
    });
    return this.pools.intern(map);
  }
}


/** E's best possible further gain over D from creature i on, for every i (the last entry 0). */
function gainBounds(model: Model): number[] {
  const n = model.creatures.length;
  const gainFrom: number[] = Array(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let best = 0;
    for (const o of model.creatures[i]!.options) best = Math.max(best, o.units[0] ?? 0);
    gainFrom[i] = gainFrom[i + 1]! + best;
  }
  return gainFrom;
}

/** A layer of the search: per node, D's restriction state, its cost code and its pool part. */
interface SearchLayer {
  readonly state: number[];
  readonly cost: number[];
  readonly pool: number[];
}

/** The merging search of the file comment. */
export function buildLayeredGraph(model: Model, budget: Budget): LegalGraph {
  const costs = new CostCounter(model);
  const pools = new PoolParts(budget);
  const stepper = new PoolStepper(model, pools, budget);
  let layer: SearchLayer = { state: [0], cost: [0], pool: [stepper.rootPart()] };
  const edges: Int32Array[] = [];
  let held = 1;

  for (let i = 0; i < model.creatures.length; i++) {
    const creature = model.creatures[i]!;
    const optionCount = creature.options.length;
    const index = new TripleIndex(layer.state.length * 2);
    stepper.beginCreature(i);
    const e = new Int32Array(layer.state.length * optionCount).fill(-1);
    const next: SearchLayer = { state: [], cost: [], pool: [] };
    for (let ni = 0; ni < layer.state.length; ni++) {
      if ((ni & 1023) === 0) checkTime(budget);
      const nodeState = layer.state[ni]!;
      const nodeCost = layer.cost[ni]!;
      const nodePool = layer.pool[ni]!;
      for (let j = 0; j < optionCount; j++) {
        const o = creature.options[j]!;
        const state = step(model, nodeState, o);
        if (state < 0) continue;
        const cost = o.costs.length === 0 ? nodeCost : costs.add(nodeCost, o.costs);
        if (cost < 0) continue;
        const pool = stepper.step(nodePool, j);
        let ci = index.get(state, cost, pool);
        if (ci < 0) {
          ci = index.add(state, cost, pool);
          next.state.push(state);
          next.cost.push(cost);
          next.pool.push(pool);
          if (++held > budget.maxStates) throw new TooLarge(`the search needs more than ${budget.maxStates} states`);
        }
        e[ni * optionCount + j] = ci;
      }
    }
    edges.push(e);
    layer = next;
  }

  const verdicts = new FinalVerdicts(model, costs, pools, budget);
  const legal = new Uint8Array(layer.state.length);
  for (let ni = 0; ni < layer.state.length; ni++) legal[ni] = verdicts.isLegal(layer.state[ni]!, layer.cost[ni]!, layer.pool[ni]!) ? 1 : 0;
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
