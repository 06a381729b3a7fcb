/**
 * A state's candidates bucketed by their unit plane over the state's varying groups (terminal-walk.ts,
 * one unit bit per group), so that the candidates holding a set of groups are read bucket by bucket
 * over the supersets of that set instead of filtered out of every candidate.
 *
 * Why. A child named by superset tables is built when first popped, from the smallest state that
 * reached it; on rings and chains of 16 conditionals against two opponents those parents still hold
 * about ten times the child's candidates, and filtering them was most of the walk (two billion steps
 * on the chain of 16 on 24).
 */
import { popcount } from './walk-profiles.ts';

export class PlaneIndex {
  private readonly positions: number[] = [];
  /** Bucket y holds members[offsets[y] … offsets[y + 1]). */
  private readonly offsets: Int32Array;
  private readonly members: Int32Array;

  /**
   * `ys[k]`: candidate k's plane over the varying groups, numbered in ascending order of group. With
   * `inPlace` the candidates are reordered into bucket order in their own array (a state whose order
   * does not matter), so the index adds only its offsets. `scratch` holds at least 2^d + the candidates'
   * count numbers (PlaneIndex.scratchSize): the walk builds tens of thousands of indexes, and their
   * temporary arrays were a good part of its garbage.
   */
  constructor(cands: Int32Array, ys: Int32Array, varying: number, inPlace: boolean, scratch: Int32Array) {
    for (let g = 0; g < 32; g++) if (varying & (1 << g)) this.positions.push(g);
    const size = 1 << this.positions.length;
    this.offsets = new Int32Array(size + 1);
    for (let k = 0; k < cands.length; k++) this.offsets[ys[k]! + 1]!++;
    for (let y = 0; y < size; y++) this.offsets[y + 1]! += this.offsets[y]!;
    const next = scratch.subarray(0, size);
    next.set(this.offsets.subarray(0, size));
    let from = cands;
    if (inPlace) {
      from = scratch.subarray(size, size + cands.length);
      from.set(cands);
    }
    this.members = inPlace ? cands : new Int32Array(cands.length);
    this.owned = inPlace ? 0 : cands.length;
    for (let k = 0; k < cands.length; k++) this.members[next[ys[k]!]!++] = from[k]!;
  }

  /** The scratch numbers an index over `varying` needs for this many candidates. */
  static scratchSize(groups: number, candidates: number): number {
    return (1 << groups) + candidates;
  }

  private readonly owned: number;

  /** Whether an index over d varying groups is worth its 2^d offsets for this many candidates. */
  static fits(groups: number, candidates: number): boolean {
    return groups <= 24 && 1 << groups <= 4 * candidates + 64;
  }

  /** Numbers held (for the memory budget). */
  get size(): number {
    return this.offsets.length + this.owned;
  }

  private compress(mask: number): number {
    let y = 0;
    for (let j = 0; j < this.positions.length; j++) if (mask & (1 << this.positions[j]!)) y |= 1 << j;
    return y;
  }

  /**
   * The candidates whose plane holds every group of `key` (a subset of the varying groups), in bucket
   * order (not ascending); undefined when visiting the supersets' buckets would cost more than `budget` steps.
   */
  holding(key: number, budget: number): Int32Array | undefined {
    const y = this.compress(key);
    const free = this.positions.length - popcount(y);
    if (free >= 31 || 1 << free > budget) return undefined;
    let count = 0;
    const full = (1 << this.positions.length) - 1;
    // z runs over the supersets of y within the varying groups, in increasing order.
    for (let z = y; ; z = ((z + 1) | y) & full) {
      count += this.offsets[z + 1]! - this.offsets[z]!;
      if (z === full) break;
    }
    const out = new Int32Array(count);
    count = 0;
    for (let z = y; ; z = ((z + 1) | y) & full) {
      for (let k = this.offsets[z]!; k < this.offsets[z + 1]!; k++) out[count++] = this.members[k]!;
      if (z === full) break;
    }
    return out;
  }
}
