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
import type { Model } from './model.ts';
import { allowedUnder, declarationOf, globalUnits, isFinalValid, signature, step } from './model.ts';
import type { Profile } from './process.ts';
import { TerminalTests } from './terminals.ts';
import { CostCounter } from './costs.ts';
import { checkTime, TooLarge, type Budget } from './budget.ts';

export { TooLarge, Budget, makeBudget, checkTime } from './budget.ts';

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

  intern(map: Map<number, number[][]>): number {
    const states = [...map.keys()].sort((a, b) => a - b);
    const vecs = states.map((s) => map.get(s)!.sort(compareVec));
    const key = states.map((s, i) => `${s}:${vecs[i]!.map((v) => v.join('.')).join('/')}`).join(';');
    let id = this.byKey.get(key);
    if (id === undefined) {
      id = this.parts.length;
      this.parts.push({ states, vecs, best: [] });
      this.byKey.set(key, id);
    }
    return id;
  }

  internScalar(map: Map<number, number>): number {
    const states = [...map.keys()].sort((a, b) => a - b);
    const best = states.map((s) => map.get(s)!);
    let key = '';
    for (let k = 0; k < states.length; k++) key += `${states[k]}:${best[k]};`;
    let id = this.byKey.get(key);
    if (id === undefined) {
      id = this.parts.length;
      this.parts.push({ states, vecs: [], best });
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
  readonly counts: readonly WideCounts[];
  /** Per layer: bit k set when some legal completion adds exactly k attackers (SIZE_WORDS words a node). */
  readonly sizes: readonly Uint32Array[];
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
  const rootPool = noConditionals ? pools.internScalar(new Map([[0, 0]])) : pools.intern(new Map([[0, [zero]]]));

  type Layer = { sd: number[]; cost: number[]; pool: number[] };
  let layer: Layer = { sd: [0], cost: [0], pool: [rootPool] };
  const layers: Layer[] = [layer];
  const edges: Int32Array[] = [];
  let held = 1;

  for (let i = 0; i < n; i++) {
    const mc = model.creatures[i]!;
    const nOpt = mc.options.length;
    const index = new Map<number, number>();
    const strIndex = new Map<string, number>();
    const poolMemo = new Map<number, number>();
    const e = new Int32Array(layer.sd.length * nOpt).fill(-1);
    const poolStep = (pid: number, j: number): number => {
      const memoKey = pid * nOpt + j;
      let out = poolMemo.get(memoKey);
      if (out !== undefined) return out;
      const part = pools.parts[pid]!;
      const dUnits = mc.options[j]!.units;
      if (noConditionals) {
        // Without conditionals the test is "no pool member beats D"; an entry that cannot end above
        // D even with every remaining unit can be dropped.
        const floor = -(gainFrom[i + 1]! + flagMax);
        const d0 = dUnits[0]!;
        const best = new Map<number, number>();
        const opts = allowed[i]![j]!;
        for (let si = 0; si < part.states.length; si++) {
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
        poolMemo.set(memoKey, out);
        return out;
      }
      const map = new Map<number, number[][]>();
      part.states.forEach((s, si) => {
        for (const a of allowed[i]![j]!) {
          const opt = mc.options[a]!;
          const s2 = step(model, s, opt);
          if (s2 < 0) continue;
          for (const v of part.vecs[si]!) {
            const v2 = v.map((x, g) => x + opt.units[g]! - dUnits[g]!);
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
    const nextSd: number[] = [];
    const nextCost: number[] = [];
    const nextPool: number[] = [];
    const radixSd = model.layout.total;
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
        // A numeric key while it is exact, a text key beyond (huge restriction layouts).
        const num = sd + radixSd * (cost + costs.radix * pool);
        const safe = num <= Number.MAX_SAFE_INTEGER;
        let ci = safe ? index.get(num) : strIndex.get(`${sd}|${cost}|${pool}`);
        if (ci === undefined) {
          ci = nextSd.length;
          nextSd.push(sd);
          nextCost.push(cost);
          nextPool.push(pool);
          if (safe) index.set(num, ci);
          else strIndex.set(`${sd}|${cost}|${pool}`, ci);
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
  const terminals = new TerminalTests(model, Math.max(1, Math.floor(budget.maxStates / 10)), (message) => {
    throw new TooLarge(message);
  });
  const profilesMemo = new Map<number, Profile[]>();
  const isLegalFinal = (sd: number, cost: number, pool: number): boolean => {
    if (!isFinalValid(model, sd) || !costs.payable(cost)) return false;
    const part = pools.parts[pool]!;
    const dFlags = [...flagsOf(sd)];
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
    checkTime(budget);
    return terminals.isTerminal(profiles, { sig: signature(model, sd), vec: dFlags });
  };
  const finalCounts = new WideCounts(layer.sd.length, model);
  const finalSizes = new Uint32Array(layer.sd.length * SIZE_WORDS);
  for (let ni = 0; ni < layer.sd.length; ni++) {
    if (isLegalFinal(layer.sd[ni]!, layer.cost[ni]!, layer.pool[ni]!)) {
      finalCounts.setOne(ni);
      finalSizes[ni * SIZE_WORDS] = 1;
    }
  }

  // Backward: number of legal completions and the sizes they can have, per node.
  const counts: WideCounts[] = Array(n + 1);
  const sizes: Uint32Array[] = Array(n + 1);
  counts[n] = finalCounts;
  sizes[n] = finalSizes;
  for (let i = n - 1; i >= 0; i--) {
    checkTime(budget);
    const mc = model.creatures[i]!;
    const nOpt = mc.options.length;
    const e = edges[i]!;
    const nodes = layers[i]!.sd.length;
    const c = new WideCounts(nodes, model);
    const z = new Uint32Array(nodes * SIZE_WORDS);
    const below = counts[i + 1]!;
    const zb = sizes[i + 1]!;
    for (let ni = 0; ni < nodes; ni++) {
      for (let j = 0; j < nOpt; j++) {
        const ch = e[ni * nOpt + j]!;
        if (ch < 0) continue;
        c.addFrom(ni, below, ch);
        const shift = mc.options[j]!.defender >= 0;
        let carry = 0;
        for (let w = 0; w < SIZE_WORDS; w++) {
          const v = zb[ch * SIZE_WORDS + w]!;
          z[ni * SIZE_WORDS + w]! |= shift ? ((v << 1) | carry) >>> 0 : v;
          carry = v >>> 31;
        }
      }
    }
    counts[i] = c;
    sizes[i] = z;
  }
  return { model, edges, counts, sizes };
}

/** Enough 32-bit words for sizes 0..64 (boards have at most 64 creatures). */
const SIZE_WORDS = 3;

function hasSize(sizes: Uint32Array, node: number, k: number): boolean {
  if (k < 0 || k >= SIZE_WORDS * 32) return false;
  return ((sizes[node * SIZE_WORDS + (k >>> 5)]! >>> (k & 31)) & 1) === 1;
}

/**
 * Exact non-negative counts as limbs of 2^48 in doubles: sums of a few limbs stay below 2^53, so
 * adding is exact and far cheaper than BigInt on the hot path.
 */
class WideCounts {
  private static readonly BASE = 2 ** 48;
  readonly limbs: number;
  private readonly data: Float64Array;

  constructor(readonly size: number, model: Model) {
    // Enough limbs for the number of declarations: at most (options per creature)^creatures.
    let bits = 1;
    for (const mc of model.creatures) bits += Math.log2(Math.max(1, mc.options.length));
    this.limbs = Math.ceil(bits / 48) + 1;
    this.data = new Float64Array(size * this.limbs);
  }

  setOne(i: number): void {
    this.data[i * this.limbs] = 1;
  }

  addFrom(i: number, other: WideCounts, k: number): void {
    let carry = 0;
    const L = this.limbs;
    for (let l = 0; l < L; l++) {
      const v = this.data[i * L + l]! + other.data[k * L + l]! + carry;
      carry = v >= WideCounts.BASE ? 1 : 0;
      this.data[i * L + l] = carry ? v - WideCounts.BASE : v;
    }
  }

  get(i: number): bigint {
    let r = 0n;
    for (let l = this.limbs - 1; l >= 0; l--) r = r * BigInt(WideCounts.BASE) + BigInt(this.data[i * this.limbs + l]!);
    return r;
  }
}

export function graphCount(g: LegalGraph): bigint {
  return g.counts[0]!.get(0);
}

/**
 * The first `limit` legal declarations in spec §5 order: by size, then by sorted creature=defender
 * pairs. Creatures are laid out in the order of `id=` and each creature's options are its defenders by
 * id and then "no attack", so for a fixed size a depth-first walk in option order visits declarations
 * in exactly that order; `sizes` prunes every branch that cannot complete to a legal one of that size.
 */
export function listLegal(g: LegalGraph, limit: number, budget: Budget, attackers?: number): Declaration[] {
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
      if (!hasSize(g.sizes[i + 1]!, ch, rest)) continue;
      choices[i] = j;
      walk(i + 1, ch, rest);
    }
  };
  for (let k = attackers ?? 0; k <= (attackers ?? n) && out.length < limit; k++) {
    if (hasSize(g.sizes[0]!, 0, k)) walk(0, 0, k);
  }
  return out;
}
