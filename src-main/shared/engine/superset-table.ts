/**
 * For one state of the verdict walk with one unit bit per guard group (terminal-walk.ts): over the d
 * groups in which its candidates differ, a bit for every subset Y of them telling whether some candidate
 * satisfies every group of Y.
 *
 * Why. The maximum of sat(·, R) over the candidates is |R ∩ V| (plus what every candidate has) exactly
 * when some candidate satisfies all of R's varying groups, and its maximizers are then the candidates
 * whose plane contains R ∩ V: a superset filter. The table answers that for every fresh set after one
 * superset closure of 2^d bits, d · 2^d / 32 word steps, against one pass over the candidates per
 * requirement set without it: on rings of conditionals against two opponents a state has about as many
 * fresh sets as candidates, so that was quadratic.
 */

/** Within a 32-bit word, the positions whose bit j (of the position) is 0, for j = 0 … 4. */
const LOW_HALVES = [0x55555555, 0x33333333, 0x0f0f0f0f, 0x00ff00ff, 0x0000ffff];

export class SupersetTable {
  private words = new Int32Array(0);
  private groups = 0;
  private wordCount = 0;

  /** Largest d the table takes (2^d bits). */
  static readonly MAX_GROUPS = 24;

  /** Empties the table for d varying groups, numbered by a GroupCompressor (group-compressor.ts). */
  reset(groups: number): void {
    this.groups = groups;
    this.wordCount = Math.max(1, (1 << groups) >>> 5);
    if (this.words.length < this.wordCount) this.words = new Int32Array(this.wordCount);
    else this.words.fill(0, 0, this.wordCount);
  }

  /** Adds a candidate by its compressed plane. */
  add(y: number): void {
    this.words[y >>> 5]! |= 1 << (y & 31);
  }

  /** Closes the table over supersets: bit Y then says whether some candidate added holds Y. */
  close(): void {
    const { words, wordCount } = this;
    // Groups 0 … 4 are bit positions within a word: Y takes Y + 2^j's bit by a shift.
    for (let j = 0; j < Math.min(this.groups, 5); j++) {
      const shift = 1 << j;
      const low = LOW_HALVES[j]!;
      for (let w = 0; w < wordCount; w++) words[w]! |= (words[w]! >>> shift) & low;
    }
    // Groups 5 … d-1 are bits of the word index.
    for (let step = 1; step < wordCount; step <<= 1) {
      for (let base = 0; base < wordCount; base += 2 * step) for (let w = base; w < base + step; w++) words[w]! |= words[w + step]!;
    }
  }

  /** Whether some candidate added has every group of `y` (compressed), once closed. */
  covers(y: number): boolean {
    return ((this.words[y >>> 5]! >>> (y & 31)) & 1) === 1;
  }

  /** Steps to fill and close a table for d varying groups, to weigh against direct passes. */
  static cost(groups: number, candidates: number): number {
    return 4 * candidates + 1024 + groups * Math.max(1, (1 << groups) >>> 5);
  }
}
