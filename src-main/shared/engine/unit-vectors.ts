/**
 * Unit vectors (units satisfied per guard group, spec §2) interned by value, so that a search node
 * carries one number for them, and stepped by a creature's options without building a key: a vector's
 * hash is linear in its entries (Σ v[g]·w[g] mod 2^32), so the hash of "vector id plus option j's
 * units" is the id's hash plus the option's, and a lookup compares entries only on an equal hash.
 * Ids are given in the order vectors are first met. Id 0 is the empty vector. The entries live in one
 * flat array: 10^5 vectors as as many small typed arrays kept the collector busy.
 */
import type { AttackOption } from './model.ts';
import type { Budget } from './budget.ts';
// A linear hash clusters (e_1 + e_2 and e_3 are close): mixBits spreads it over the slots.
import { mixBits } from './pair-map.ts';

export class UnitVectors {
  /** Vector id's entries at [id·groupCount, (id + 1)·groupCount); room for `capacity` vectors. */
  private entries: Int32Array;
  private capacity = 64;
  /** The number of vectors interned. */
  size = 0;
  /** Each id's linear hash, and the open-addressing slots of ids (-1: empty). */
  private hashes = new Int32Array(64);
  private slots = new Int32Array(128).fill(-1);
  private mask = 127;
  private readonly weights: Int32Array;
  /** The options of the creature begun, whether each adds any unit, and the hash of its units. */
  private options: readonly AttackOption[] = [];
  private adds = new Uint8Array(0);
  private optionHash = new Int32Array(0);

  constructor(
    private readonly groupCount: number,
    private readonly budget: Budget,
  ) {
    // Weights scattered by the finalizer, not in arithmetic progression (there e_1 + e_4 = e_2 + e_3).
    this.weights = Int32Array.from({ length: groupCount }, (_, g) => mixBits(Math.imul(g + 1, 0x9e3779b1)) | 1);
    this.entries = new Int32Array(this.capacity * groupCount);
    this.intern(new Int32Array(groupCount));
  }

  /** The entries of vector `id` (a view: vectors never change once interned). */
  vector(id: number): Int32Array {
    return this.entries.subarray(id * this.groupCount, (id + 1) * this.groupCount);
  }

  /** The id of vector `v`, a new one when it is new (held against the memory budget). */
  private intern(v: Int32Array): number {
    const h = this.hashOf(v);
    const G = this.groupCount;
    let slot = mixBits(h) & this.mask;
    for (let id = this.slots[slot]!; id >= 0; id = this.slots[slot]!) {
      if (this.hashes[id] === h && isSame(this.entries, id * G, v)) return id;
      slot = (slot + 1) & this.mask;
    }
    const id = this.add(h, slot);
    this.entries.set(v, id * G);
    return id;
  }

  /** Starts the layer of a creature with these options: `after` steps ids by them. */
  beginCreature(options: readonly AttackOption[]): void {
    this.options = options;
    this.adds = Uint8Array.from(options, (o) => (o.units.some((x) => x !== 0) ? 1 : 0));
    this.optionHash = Int32Array.from(options, (o) => this.hashOf(o.units));
  }

  /** The id of vector `id` plus the units of option j of the creature begun. */
  after(id: number, j: number): number {
    if (this.adds[j] === 0) return id;
    const units = this.options[j]!.units;
    const G = this.groupCount;
    const h = (this.hashes[id]! + this.optionHash[j]!) | 0;
    let slot = mixBits(h) & this.mask;
    for (let other = this.slots[slot]!; other >= 0; other = this.slots[slot]!) {
      if (this.hashes[other] === h && isSum(this.entries, other * G, this.entries, id * G, units, G)) return other;
      slot = (slot + 1) & this.mask;
    }
    const out = this.add(h, slot);
    // After add: the entries may have moved to a larger array.
    const e = this.entries;
    for (let g = 0; g < G; g++) e[out * G + g] = e[id * G + g]! + units[g]!;
    return out;
  }

  private hashOf(v: ArrayLike<number>): number {
    let h = 0;
    for (let g = 0; g < this.groupCount; g++) h = (h + Math.imul(v[g]!, this.weights[g]!)) | 0;
    return h;
  }

  /** Files a new vector (hash `h`) in the empty `slot` its probe ended on; the caller writes its entries. */
  private add(h: number, slot: number): number {
    const id = this.size++;
    // A vector holds its entries, its hash and its slot.
    this.budget.hold(this.groupCount + 2);
    if (id >= this.capacity) {
      this.capacity *= 2;
      const entries = new Int32Array(this.capacity * this.groupCount);
      entries.set(this.entries);
      this.entries = entries;
      const hashes = new Int32Array(this.capacity);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[id] = h;
    this.slots[slot] = id;
    if (2 * (id + 1) > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    for (let id = 0; id < this.size; id++) {
      let slot = mixBits(this.hashes[id]!) & this.mask;
      while (this.slots[slot]! >= 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = id;
    }
  }
}

/** Whether the `v.length` entries of `entries` from `at` are v's. */
function isSame(entries: Int32Array, at: number, v: Int32Array): boolean {
  for (let g = 0; g < v.length; g++) if (entries[at + g] !== v[g]) return false;
  return true;
}

/** Whether v = base + units over `length` entries, v and base read from their offsets. */
function isSum(v: Int32Array, at: number, base: Int32Array, from: number, units: Int32Array, length: number): boolean {
  for (let g = 0; g < length; g++) if (v[at + g] !== base[from + g]! + units[g]!) return false;
  return true;
}
