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

/** The merging search of the file comment. */
export function buildLayeredGraph(model: Model, budget: Budget): LegalGraph {
  const n = model.creatures.length;
  const G = model.groups.length;
  const costs = new CostCounter(model);
  const pools = new PoolParts(budget);
  const noConditionals = !model.hasConditionals;

  // E's best possible further gain over D from creature i on: bounds which pool entries can still
  // matter when the test is a plain maximum (no conditionals).
  const gainFrom: number[] = Array(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let best = 0;
    for (const o of model.creatures[i]!.options) best = Math.max(best, o.units[0] ?? 0);
    gainFrom[i] = gainFrom[i + 1]! + best;
  }
  const flagMax = model.atLeastOne.length;

  const allowed = model.creatures.map((mc) => mc.options.map((o) => allowedUnder(mc, o.costBits)));
  const dense = model.layout.total <= 1 << 16;
  const UNSEEN = -(2 ** 31);
  const scratch = new Float64Array(dense ? model.layout.total : 0).fill(UNSEEN);
  const touched: number[] = [];
  const zero = Array<number>(G).fill(0);
  const rootPool = noConditionals ? pools.internScalar(new Map([[0, 0]])) : pools.intern(new Map([[0, [zero]]]));

  type Layer = { sd: number[]; cost: number[]; pool: number[] };
  let layer: Layer = { sd: [0], cost: [0], pool: [rootPool] };
  const layers: Layer[] = [layer];
  const edges: Int32Array[] = [];
  let held = 1;

  for (let i = 0; i < n; i++) {
    const mc = model.creatures[i]!;
    const nOpt = mc.options.length;
    const index = new TripleIndex(layer.sd.length * 2);
    // poolStep(pid, j) per part and option; parts interned during this layer grow the table.
    // A pool step depends on the option only through the options it allows (its cost bits) and D's
    // units with it: options alike in both share one memo entry (attacking any of three players
    // without a tax steps every pool part the same way).
    const stepClass = new Int32Array(nOpt);
    const classKeys = new Map<string, number>();
    for (let j = 0; j < nOpt; j++) {
      const o = mc.options[j]!;
      const key = `${o.costBits}|${o.units.join(',')}`;
      let c = classKeys.get(key);
      if (c === undefined) classKeys.set(key, (c = classKeys.size));
      stepClass[j] = c;
    }
    const nClass = classKeys.size;
    let poolMemo = new Int32Array(pools.parts.length * nClass + 64).fill(-1);
    const e = new Int32Array(layer.sd.length * nOpt).fill(-1);
    const poolStep = (pid: number, j: number): number => {
      const memoKey = pid * nClass + stepClass[j]!;
      if (memoKey >= poolMemo.length) {
        const grown = new Int32Array(Math.max(poolMemo.length * 2, memoKey + 64)).fill(-1);
        grown.set(poolMemo);
        poolMemo = grown;
      }
      let out = poolMemo[memoKey]!;
      if (out >= 0) return out;
      const part = pools.parts[pid]!;
      const dUnits = mc.options[j]!.units;
      if (noConditionals) {
        // Without conditionals the test is "no pool member beats D"; an entry that cannot end above
        // D even with every remaining unit can be dropped.
        const floor = -(gainFrom[i + 1]! + flagMax);
        const d0 = dUnits[0]!;
        const opts = allowed[i]![j]!;
        if (dense) {
          // Small state spaces: the best value per state in a reused table, no Map.
          touched.length = 0;
          for (let si = 0; si < part.states.length; si++) {
            budget.tick();
            const s = part.states[si]!;
            const v = part.best[si]!;
            for (let k = 0; k < opts.length; k++) {
              const opt = mc.options[opts[k]!]!;
              const s2 = step(model, s, opt);
              if (s2 < 0) continue;
              const v2 = v + opt.units[0]! - d0;
              if (v2 <= floor) continue;
              const old = scratch[s2]!;
              if (old === UNSEEN) touched.push(s2);
              if (old === UNSEEN || v2 > old) scratch[s2] = v2;
            }
          }
          // A copy: the part keeps its arrays, and `touched` is reused.
          const states = touched.slice().sort((a, b) => a - b);
          const values = states.map((s2) => scratch[s2]!);
          for (const s2 of states) scratch[s2] = UNSEEN;
          out = pools.internSorted(states, values);
          poolMemo[memoKey] = out;
          return out;
        }
        const best = new Map<number, number>();
        for (let si = 0; si < part.states.length; si++) {
          budget.tick();
          const s = part.states[si]!;
          const v = part.best[si]!;
          for (let k = 0; k < opts.length; k++) {
            const opt = mc.options[opts[k]!]!;
            const s2 = step(model, s, opt);
            if (s2 < 0) continue;
            const v2 = v + opt.units[0]! - d0;
            if (v2 <= floor) continue;
            const old = best.get(s2);
            if (old === undefined || v2 > old) best.set(s2, v2);
          }
        }
        out = pools.internScalar(best);
        poolMemo[memoKey] = out;
        return out;
      }
      const map = new Map<number, number[][]>();
      part.states.forEach((s, si) => {
        budget.tick();
        for (const a of allowed[i]![j]!) {
          const opt = mc.options[a]!;
          const s2 = step(model, s, opt);
          if (s2 < 0) continue;
          for (const v of part.vecs[si]!) {
            budget.tick();
            const v2 = v.map((x, g) => x + opt.units[g]! - dUnits[g]!);
            let list = map.get(s2);
            if (!list) map.set(s2, (list = []));
            insertPareto(list, v2);
          }
        }
      });
      out = pools.intern(map);
      poolMemo[memoKey] = out;
      return out;
    };
    const nextSd: number[] = [];
    const nextCost: number[] = [];
    const nextPool: number[] = [];
    for (let ni = 0; ni < layer.sd.length; ni++) {
      if ((ni & 1023) === 0) checkTime(budget);
      const nodeSd = layer.sd[ni]!;
      const nodeCost = layer.cost[ni]!;
      const nodePool = layer.pool[ni]!;
      for (let j = 0; j < nOpt; j++) {
        const o = mc.options[j]!;
        const sd = step(model, nodeSd, o);
        if (sd < 0) continue;
        const cost = o.costs.length === 0 ? nodeCost : costs.add(nodeCost, o.costs);
        if (cost < 0) continue;
        const pool = poolStep(nodePool, j);
        let ci = index.get(sd, cost, pool);
        if (ci < 0) {
          ci = index.add(sd, cost, pool);
          nextSd.push(sd);
          nextCost.push(cost);
          nextPool.push(pool);
          if (++held > budget.maxStates) throw new TooLarge(`the search needs more than ${budget.maxStates} states`);
        }
        e[ni * nOpt + j] = ci;
      }
    }
    edges.push(e);
    const next: Layer = { sd: nextSd, cost: nextCost, pool: nextPool };
    layer = next;
    layers.push(layer);
  }

  // Final layer: the legality test.
  const flagsMemo = new Map<number, Int32Array>();
  const flagsOf = (s: number) => {
    let f = flagsMemo.get(s);
    if (!f) flagsMemo.set(s, (f = globalUnits(model, s)));
    return f;
  };
  const terminals = new TerminalTests(model, budget, (message) => {
    throw new TooLarge(message);
  });
  const profilesMemo = new Map<number, Profile[]>();
  const verdicts = new Map<string, boolean>();
  const isLegalFinal = (sd: number, cost: number, pool: number): boolean => {
    if (!isFinalValid(model, sd) || !costs.payable(cost)) return false;
    const part = pools.parts[pool]!;
    const dFlags = [...flagsOf(sd)];
    budget.work(part.states.length);
    if (noConditionals) {
      for (let k = 0; k < part.states.length; k++) {
        const s = part.states[k]!;
        if (isFinalValid(model, s) && part.best[k]! + flagsOf(s)[0]! > dFlags[0]!) return false;
      }
      return true;
    }
    let profiles = profilesMemo.get(pool);
    if (!profiles) {
      profiles = [];
      for (let k = 0; k < part.states.length; k++) {
        const s = part.states[k]!;
        if (!isFinalValid(model, s)) continue;
        const flags = flagsOf(s);
        for (const v of part.vecs[k]!) profiles.push({ sig: signature(model, s), vec: v.map((x, g) => x + flags[g]!) });
      }
      profilesMemo.set(pool, profiles);
    }
    const sig = signature(model, sd);
    const verdictKey = `${pool}|${sig}|${dFlags.join('.')}`;
    let verdict = verdicts.get(verdictKey);
    if (verdict === undefined) {
      checkTime(budget);
      verdict = terminals.isTerminal(profiles, { sig, vec: dFlags });
      verdicts.set(verdictKey, verdict);
    }
    return verdict;
  };
  const legal = new Uint8Array(layer.sd.length);
  for (let ni = 0; ni < layer.sd.length; ni++) legal[ni] = isLegalFinal(layer.sd[ni]!, layer.cost[ni]!, layer.pool[ni]!) ? 1 : 0;
  return finishGraph(model, edges, legal, budget);
}

