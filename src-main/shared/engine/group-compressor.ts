/**
 * A state's varying groups renumbered 0 … d-1 (terminal-walk.ts, one unit bit per group): the subset of
 * them a mask holds, as a d-bit number that indexes a superset table (superset-table.ts).
 *
 * Why byte tables. Compressing is done for every candidate of every state expanded (3^16 candidates on
 * the ring of 16 conditionals on 24 creatures against two opponents), so it is four table reads and
 * ORs. The tables are rebuilt for every state, so they are filled in 256 steps a byte, each entry
 * from the one without its lowest bit.
 */
import { popcount } from './walk-profiles.ts';

export class GroupCompressor {
  private readonly byteTables = [new Int32Array(256), new Int32Array(256), new Int32Array(256), new Int32Array(256)];
  /** The value of each of a byte's 8 bits once compressed (0 for a group that does not vary). */
  private readonly bitValues = new Int32Array(8);
  /** d: how many groups vary. */
  groups = 0;

  /** Renumbers the groups of `varying`, in ascending order of group. */
  reset(varying: number): void {
    let rank = 0;
    for (let byte = 0; byte < 4; byte++) {
      const table = this.byteTables[byte]!;
      const bits = (varying >>> (8 * byte)) & 0xff;
      if (bits === 0) {
        if (table[255] !== 0) table.fill(0);
        continue;
      }
      const values = this.bitValues;
      let r = rank;
      for (let b = 0; b < 8; b++) values[b] = ((bits >>> b) & 1) === 1 ? 1 << r++ : 0;
      table[0] = 0;
      for (let x = 1; x < 256; x++) {
        const lowest = x & -x;
        table[x] = table[x ^ lowest]! | values[31 - Math.clz32(lowest)]!;
      }
      rank += popcount(bits);
    }
    this.groups = rank;
  }

  /** The subset of the varying groups that a mask holds, numbered 0 … d-1. */
  compress(mask: number): number {
    const t = this.byteTables;
    return t[0]![mask & 0xff]! | t[1]![(mask >>> 8) & 0xff]! | t[2]![(mask >>> 16) & 0xff]! | t[3]![mask >>> 24]!;
  }
}
