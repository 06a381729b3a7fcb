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
import type { Declaration } from './board.ts';
import type { EngineBudget } from './api-types.ts';
import type { Model } from './model.ts';
import { allowedUnder, declarationOf, globalUnits, isFinalValid, signature, step } from './model.ts';
import { exploreProcess, isTerminalProfile, ProcessTooLarge, type Profile } from './process.ts';
import { isPayable, sumCosts } from './payment.ts';

export class TooLarge extends Error {}

export interface Budget {
  readonly deadline: number;
  readonly maxStates: number;
}

export function makeBudget(b: EngineBudget = {}): Budget {
  return { deadline: Date.now() + (b.timeLimitMs ?? 10_000), maxStates: b.maxStates ?? 2_000_000 };
}

function checkTime(budget: Budget): void {
  if (Date.now() > budget.deadline) throw new TooLarge('the board is too large to answer within the time limit');
}

// ---- payability of D, tracked as instance counts per cost effect --------------------------------

/** Encodes how many instances of each cost effect D incurs; payability depends only on that (spec §4). */
export class CostCounter {
  readonly tracked: boolean;
  private readonly caps: number[];
  private readonly mult: number[];
  private readonly memo = new Map<number, boolean>();

  constructor(private readonly model: Model) {
    const resources = model.board.resources;
    this.tracked = resources !== undefined && model.costEffects.length > 0;
    this.caps = [];
    this.mult = [];
    if (!this.tracked) return;
    let m = 1;
    for (const e of model.costEffects) {
      // The most instances of this effect payable on their own; more is never payable (monotone).
      let cap = 0;
      while (cap < model.creatures.length && isPayable(sumCosts(Array(cap + 1).fill(e.cost)), resources)) cap++;
      this.caps.push(cap);
      this.mult.push(m);
      m *= cap + 1;
      if (!Number.isSafeInteger(m)) throw new TooLarge('the board has too many attack costs to track exactly');
    }
  }

  /** Add one option's instances; -1 when that alone is already unpayable. */
  add(code: number, costs: readonly number[]): number {
    if (!this.tracked) return 0;
    let r = code;
    for (const e of costs) {
      const v = Math.floor(r / this.mult[e]!) % (this.caps[e]! + 1);
      if (v >= this.caps[e]!) return -1;
      r += this.mult[e]!;
    }
    return r;
  }

  payable(code: number): boolean {
    if (!this.tracked) return true;
    let ok = this.memo.get(code);
    if (ok === undefined) {
      const costs = [];
      for (let e = 0; e < this.caps.length; e++) {
        const n = Math.floor(code / this.mult[e]!) % (this.caps[e]! + 1);
        for (let k = 0; k < n; k++) costs.push(this.model.costEffects[e]!.cost);
      }
      ok = isPayable(sumCosts(costs), this.model.board.resources);
      this.memo.set(code, ok);
    }
    return ok;
  }
}

// ---- pool parts -------------------------------------------------------------------------------

/** For each restriction state a pool member can be in: the Pareto-best unit vectors (relative). */
interface PoolPart {
  readonly states: readonly number[];
  readonly vecs: readonly (readonly (readonly number[])[])[];
}

function insertPareto(list: number[][], v: number[]): void {
  for (const w of list) if (w.every((x, g) => x >= v[g]!)) return;
  for (let k = list.length - 1; k >= 0; k--) if (v.every((x, g) => x >= list[k]![g]!)) list.splice(k, 1);
  list.push(v);
}

class PoolParts {
  readonly parts: PoolPart[] = [];
  private readonly byKey = new Map<string, number>();

  intern(map: Map<number, number[][]>): number {
    const states = [...map.keys()].sort((a, b) => a - b);
    const vecs = states.map((s) => map.get(s)!.sort(compareVec));
    const key = states.map((s, i) => `${s}:${vecs[i]!.map((v) => v.join('.')).join('/')}`).join(';');
    let id = this.byKey.get(key);
    if (id === undefined) {
      id = this.parts.length;
      this.parts.push({ states, vecs });
      this.byKey.set(key, id);
    }
    return id;
  }
}

function compareVec(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

// ---- the layered graph -------------------------------------------------------------------------

export interface LegalGraph {
  readonly model: Model;
  /** Per layer: node → child node per option (-1 = not a restricted, payable prefix). */
  readonly edges: Int32Array[];
  /** Per layer: number of legal completions of each node. */
  readonly counts: bigint[][];
  /** Per layer: bit k set when some legal completion adds exactly k attackers. */
  readonly sizes: bigint[][];
}

export function buildLegalGraph(model: Model, budget: Budget): LegalGraph {
  const n = model.creatures.length;
  const G = model.groups.length;
  const costs = new CostCounter(model);
  const pools = new PoolParts();
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
  const zero = Array<number>(G).fill(0);
  const rootPool = pools.intern(new Map([[0, [zero]]]));

  type Node = { sd: number; cost: number; pool: number };
  let layer: Node[] = [{ sd: 0, cost: 0, pool: rootPool }];
  const layers: Node[][] = [layer];
  const edges: Int32Array[] = [];
  let held = 1;

  for (let i = 0; i < n; i++) {
    const mc = model.creatures[i]!;
    const nOpt = mc.options.length;
    const next: Node[] = [];
    const index = new Map<string, number>();
    const poolMemo = new Map<number, number>();
    const e = new Int32Array(layer.length * nOpt).fill(-1);
    const poolStep = (pid: number, j: number): number => {
      const memoKey = pid * nOpt + j;
      let out = poolMemo.get(memoKey);
      if (out !== undefined) return out;
      const part = pools.parts[pid]!;
      const dUnits = mc.options[j]!.units;
      const map = new Map<number, number[][]>();
      part.states.forEach((s, si) => {
        for (const a of allowed[i]![j]!) {
          const opt = mc.options[a]!;
          const s2 = step(model, s, opt);
          if (s2 < 0) continue;
          for (const v of part.vecs[si]!) {
            const v2 = v.map((x, g) => x + opt.units[g]! - dUnits[g]!);
            // Without conditionals the test is "no pool member beats D"; an entry that cannot end
            // above D even with every remaining unit can be dropped.
            if (noConditionals && v2[0]! + gainFrom[i + 1]! + flagMax <= 0) continue;
            let list = map.get(s2);
            if (!list) map.set(s2, (list = []));
            insertPareto(list, v2);
          }
        }
      });
      out = pools.intern(map);
      poolMemo.set(memoKey, out);
      return out;
    };
    layer.forEach((node, ni) => {
      if ((ni & 1023) === 0) checkTime(budget);
      mc.options.forEach((o, j) => {
        const sd = step(model, node.sd, o);
        if (sd < 0) return;
        const cost = costs.add(node.cost, o.costs);
        if (cost < 0) return;
        const pool = poolStep(node.pool, j);
        const key = `${sd}|${cost}|${pool}`;
        let ci = index.get(key);
        if (ci === undefined) {
          ci = next.length;
          next.push({ sd, cost, pool });
          index.set(key, ci);
          if (++held > budget.maxStates) throw new TooLarge(`the search needs more than ${budget.maxStates} states`);
        }
        e[ni * nOpt + j] = ci;
      });
    });
    edges.push(e);
    layer = next;
    layers.push(layer);
  }

  // Final layer: the legality test.
  const graphMemo = new Map<number, ReturnType<typeof exploreProcess>>();
  const legalFinal = layer.map((node) => {
    if (!isFinalValid(model, node.sd) || !costs.payable(node.cost)) return false;
    const part = pools.parts[node.pool]!;
    const dFlags = [...globalUnits(model, node.sd)];
    if (noConditionals) {
      for (let k = 0; k < part.states.length; k++) {
        const s = part.states[k]!;
        if (!isFinalValid(model, s)) continue;
        const flags = globalUnits(model, s);
        for (const v of part.vecs[k]!) if (v[0]! + flags[0]! > dFlags[0]!) return false;
      }
      return true;
    }
    let graph = graphMemo.get(node.pool);
    if (!graph) {
      const profiles: Profile[] = [];
      part.states.forEach((s, k) => {
        if (!isFinalValid(model, s)) return;
        const flags = globalUnits(model, s);
        for (const v of part.vecs[k]!) profiles.push({ sig: signature(model, s), vec: v.map((x, g) => x + flags[g]!) });
      });
      try {
        graph = exploreProcess(model, profiles);
      } catch (err) {
        if (err instanceof ProcessTooLarge) throw new TooLarge(err.message);
        throw err;
      }
      graphMemo.set(node.pool, graph);
    }
    return isTerminalProfile(graph, { sig: signature(model, node.sd), vec: dFlags });
  });

  // Backward: counts and achievable sizes.
  const counts: bigint[][] = Array(n + 1);
  const sizes: bigint[][] = Array(n + 1);
  counts[n] = legalFinal.map((l) => (l ? 1n : 0n));
  sizes[n] = legalFinal.map((l) => (l ? 1n : 0n));
  for (let i = n - 1; i >= 0; i--) {
    const mc = model.creatures[i]!;
    const nOpt = mc.options.length;
    const e = edges[i]!;
    const c = counts[i + 1]!;
    const z = sizes[i + 1]!;
    counts[i] = layers[i]!.map((_, ni) => {
      let sum = 0n;
      for (let j = 0; j < nOpt; j++) {
        const ch = e[ni * nOpt + j]!;
        if (ch >= 0) sum += c[ch]!;
      }
      return sum;
    });
    sizes[i] = layers[i]!.map((_, ni) => {
      let bits = 0n;
      for (let j = 0; j < nOpt; j++) {
        const ch = e[ni * nOpt + j]!;
        if (ch >= 0) bits |= mc.options[j]!.defender >= 0 ? z[ch]! << 1n : z[ch]!;
      }
      return bits;
    });
  }
  return { model, edges, counts, sizes };
}

export function graphCount(g: LegalGraph): bigint {
  return g.counts[0]![0]!;
}

/**
 * The first `limit` legal declarations in spec §5 order: by size, then by sorted creature=defender
 * pairs. Creatures are laid out in the order of `id=` and each creature's options are its defenders by
 * id and then "no attack", so for a fixed size a depth-first walk in option order visits declarations
 * in exactly that order; `sizes` prunes every branch that cannot complete to a legal one of that size.
 */
export function listLegal(g: LegalGraph, limit: number, budget: Budget): Declaration[] {
  const out: Declaration[] = [];
  const n = g.model.creatures.length;
  const choices: number[] = Array(n).fill(0);
  const walk = (i: number, node: number, remaining: number): void => {
    if (out.length >= limit) return;
    if (i === n) {
      out.push(declarationOf(g.model, choices));
      if ((out.length & 1023) === 0) checkTime(budget);
      return;
    }
    const mc = g.model.creatures[i]!;
    const nOpt = mc.options.length;
    for (let j = 0; j < nOpt && out.length < limit; j++) {
      const ch = g.edges[i]![node * nOpt + j]!;
      if (ch < 0) continue;
      const attacks = mc.options[j]!.defender >= 0 ? 1 : 0;
      const rest = remaining - attacks;
      if (rest < 0 || ((g.sizes[i + 1]![ch]! >> BigInt(rest)) & 1n) === 0n) continue;
      choices[i] = j;
      walk(i + 1, ch, rest);
    }
  };
  const rootSizes = g.sizes[0]![0]!;
  for (let k = 0; k <= n && out.length < limit; k++) {
    if (((rootSizes >> BigInt(k)) & 1n) === 1n) walk(0, 0, k);
  }
  return out;
}
