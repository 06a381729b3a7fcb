/**
 * For one state of the verdict walk with one unit bit per guard group (terminal-walk.ts): over the d
 * groups in which its candidates differ, a table of every subset Y of them telling whether some
 * candidate satisfies every group of Y, and the AND of the unit planes of those that do.
 *
 * Why. The maximum of sat(·, R) over the candidates is |R ∩ V| (plus what every candidate has) exactly
 * when some candidate satisfies all of R's varying groups, and its maximizers are then the candidates
 * whose plane contains R ∩ V: a superset filter, whose members' common groups (the AND) name the child
 * without building it. Filling the table is two passes of d · 2^d steps (a superset closure), against
 * one pass over the candidates per requirement set without it: on rings of conditionals against two
 * opponents a state has about as many fresh sets as candidates, so that was quadratic.
 */
import { popcount } from './walk-profiles.ts';

export class SupersetTable {
  private exists = new Uint8Array(0);
  private commonPlanes = new Int32Array(0);
  /** compress(x) = the four byte tables looked up and ORed: four reads instead of a loop over d groups. */
  private readonly byteTables = [new Int32Array(256), new Int32Array(256), new Int32Array(256), new Int32Array(256)];
  private groups = 0;
  private size = 0;

  /** Largest d the table takes (2^d entries of 5 bytes). */
  static readonly MAX_GROUPS = 20;

  /** Prepares the table for the candidates varying in `varying`'s groups; the table is empty. */
  reset(varying: number): void {
    let rank = 0;
    for (let byte = 0; byte < 4; byte++) {
      const table = this.byteTables[byte]!;
      const bits = (varying >>> (8 * byte)) & 0xff;
      if (bits === 0) {
        if (table[255] !== 0) table.fill(0);
        continue;
      }
      for (let x = 0; x < 256; x++) {
        let y = 0;
        let r = rank;
        for (let b = 0; b < 8; b++) {
          if (((bits >>> b) & 1) === 0) continue;
          if ((x >>> b) & 1) y |= 1 << r;
          r++;
        }
        table[x] = y;
      }
      rank += popcount(bits);
    }
    this.groups = rank;
    this.size = 1 << rank;
    if (this.exists.length < this.size) {
      this.exists = new Uint8Array(this.size);
      this.commonPlanes = new Int32Array(this.size);
    } else this.exists.fill(0, 0, this.size);
  }

  /** The subset of the varying groups, numbered 0 … d-1, that a mask of groups holds. */
  compress(mask: number): number {
    const t = this.byteTables;
    return t[0]![mask & 0xff]! | t[1]![(mask >>> 8) & 0xff]! | t[2]![(mask >>> 16) & 0xff]! | t[3]![mask >>> 24]!;
  }

  /** Adds a candidate's unit plane (`y` = its compressed groups). */
  add(y: number, plane: number): void {
    if (this.exists[y] === 1) this.commonPlanes[y]! &= plane;
    else {
      this.exists[y] = 1;
      this.commonPlanes[y] = plane;
    }
  }

  /** Adds a candidate for `covers` only (its common groups are not asked). */
  mark(y: number): void {
    this.exists[y] = 1;
  }

  /** Closes the table over supersets: entry Y then speaks of every candidate whose plane holds Y. */
  close(): void {
    const { exists, commonPlanes, size } = this;
    // Pairs (y, y + bit) for y without the bit, taken block by block.
    for (let bit = 1; bit < size; bit <<= 1) {
      for (let base = 0; base < size; base += 2 * bit) {
        for (let y = base; y < base + bit; y++) {
          const z = y + bit;
          if (exists[z] === 0) continue;
          if (exists[y] === 1) commonPlanes[y]! &= commonPlanes[z]!;
          else {
            exists[y] = 1;
            commonPlanes[y] = commonPlanes[z]!;
          }
        }
      }
    }
  }

  /** `close` for a table filled by `mark`. */
  closeCovers(): void {
    const { exists, size } = this;
    for (let bit = 1; bit < size; bit <<= 1) {
      for (let base = 0; base < size; base += 2 * bit) for (let y = base; y < base + bit; y++) exists[y]! |= exists[y + bit]!;
    }
  }

  /** Whether some candidate added has every group of `y` (compressed). */
  covers(y: number): boolean {
    return this.exists[y] === 1;
  }

  /** The groups every candidate holding `y` has (a plane), when `covers(y)`. */
  common(y: number): number {
    return this.commonPlanes[y]!;
  }

  /** Steps to fill and close a table for d varying groups, to weigh against direct passes. */
  static cost(groups: number, candidates: number): number {
    return 4 * candidates + 1024 + 2 * groups * (1 << groups);
  }
}
