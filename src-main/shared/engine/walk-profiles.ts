/**
 * The verdict walk's view of a pool (terminal-walk.ts): requirement sets numbered densely, and each
 * profile's units as bit planes over the guard groups, so sat(E, R) is a few population counts.
 */
import type { Model } from './model.ts';
import { requirementMask } from './restriction-state.ts';
import type { Profile } from './process.ts';

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** The pool's requirement sets R(σ), numbered densely: each profile's set, and the set in force at the start. */
export interface RequirementSets {
  /** Requirement-set id of each profile. */
  readonly req: Int32Array;
  /** Guard-group mask of each requirement-set id. */
  readonly masks: readonly number[];
  /** The set in force before any conditional: R(∅). */
  readonly first: number;
}

export function numberRequirementSets(model: Model, pool: readonly Profile[]): RequirementSets {
  const idOfMask = new Map<number, number>();
  const masks: number[] = [];
  const idOf = (mask: number): number => {
    let r = idOfMask.get(mask);
    if (r === undefined) {
      idOfMask.set(mask, (r = masks.length));
      masks.push(mask);
    }
    return r;
  };
  const maskOfSignature = new Map<number, number>();
  const req = new Int32Array(pool.length);
  for (let i = 0; i < pool.length; i++) {
    const sig = pool[i]!.sig;
    let mask = maskOfSignature.get(sig);
    if (mask === undefined) maskOfSignature.set(sig, (mask = requirementMask(model, sig)));
    req[i] = idOf(mask);
  }
  return { req, masks, first: idOf(requirementMask(model, 0)) };
}

/**
 * sat(E, r) = Σ over r's groups of E's units. The walk only compares sums between members, so each
 * group is shifted to start at 0; a vector is then held as bit planes over the groups (plane b has
 * bit g when bit b of E's count in group g is set), and a sum is a few population counts: no table
 * per requirement set (the ring of 20 on 24 creatures would need 6 196 × 6 196 of them).
 */
export interface UnitPlanes {
  /** Bits per group count; plane b of profile i is planes[i * bits + b]. */
  readonly bits: number;
  readonly planes: Int32Array;
}

export function unitPlanes(pool: readonly Profile[]): UnitPlanes {
  const groupCount = pool[0]!.vec.length;
  const low = Array.from(pool[0]!.vec);
  let high = 0;
  for (const p of pool) for (let g = 0; g < groupCount; g++) if (p.vec[g]! < low[g]!) low[g] = p.vec[g]!;
  for (const p of pool) for (let g = 0; g < groupCount; g++) high = Math.max(high, p.vec[g]! - low[g]!);
  const bits = Math.max(1, Math.ceil(Math.log2(high + 1)));
  const planes = new Int32Array(pool.length * bits);
  for (let i = 0; i < pool.length; i++) {
    for (let g = 0; g < groupCount; g++) {
      const x = pool[i]!.vec[g]! - low[g]!;
      for (let b = 0; b < bits; b++) if ((x >> b) & 1) planes[i * bits + b]! |= 1 << g;
    }
  }
  return { bits, planes };
}

/** sat(E, r) for profile i and a requirement set's group mask, read from the bit planes. */
export function satisfactionOf({ bits, planes }: UnitPlanes): (i: number, mask: number) => number {
  return bits === 1
    ? (i, mask) => popcount(planes[i]! & mask)
    : (i, mask) => {
        let sum = 0;
        for (let b = 0; b < bits; b++) sum += popcount(planes[i * bits + b]! & mask) << b;
        return sum;
      };
}

/**
 * With one bit per group, sat(E, R) = popcount(plane(E) & mask(R)). Groups every candidate has
 * satisfied (`common`: the AND of their planes) or none has add the same to all of them, so two sets
 * whose masks agree on the other groups (`varying`) have the same maximizers: they are computed once per
 * state (on the chain of 12 on 24 creatures against two opponents, most of a state's fresh sets share
 * them), and a set whose mask misses every varying group is met equally by all candidates.
 */
export function groupSpread(planes: Int32Array, cands: Int32Array): { common: number; varying: number } {
  let any = 0;
  let all = -1;
  for (let k = 0; k < cands.length; k++) {
    const p = planes[cands[k]!]!;
    any |= p;
    all &= p;
  }
  return { common: all, varying: any & ~all };
}

/** The candidates reaching the maximum of `sat` (`scratch` holds at least one number per candidate). */
export function maximizers(cands: Int32Array, sat: (i: number) => number, scratch: Int32Array): Int32Array {
  let max = -1;
  for (let k = 0; k < cands.length; k++) {
    const v = sat(cands[k]!);
    scratch[k] = v;
    if (v > max) max = v;
  }
  let count = 0;
  for (let k = 0; k < cands.length; k++) if (scratch[k] === max) count++;
  const child = new Int32Array(count);
  count = 0;
  for (let k = 0; k < cands.length; k++) if (scratch[k] === max) child[count++] = cands[k]!;
  return child;
}

/**
 * The fresh sets grouped by the key their maximizers depend on: the mask itself (`varying` -1), or with
 * one bit per group the mask's varying groups (`groupSpread`). Sets of one key share one child's candidates.
 */
export function setsByKey(masks: readonly number[], varying: number, fresh: readonly number[]): { key: number; sets: number[] }[] {
  const byKey = new Map<number, number[]>();
  for (const r of fresh) {
    const key = masks[r]! & varying;
    const sets = byKey.get(key);
    if (sets === undefined) byKey.set(key, [r]);
    else sets.push(r);
  }
  return Array.from(byKey, ([key, sets]) => ({ key, sets }));
}

/** The candidates holding every group of `key` (with one bit per group), filtered one by one. */
export function holdingGroups(planes: Int32Array, cands: Int32Array, key: number): Int32Array {
  let count = 0;
  for (let k = 0; k < cands.length; k++) if ((planes[cands[k]!]! & key) === key) count++;
  const child = new Int32Array(count);
  count = 0;
  for (let k = 0; k < cands.length; k++) if ((planes[cands[k]!]! & key) === key) child[count++] = cands[k]!;
  return child;
}
