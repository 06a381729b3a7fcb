/**
 * Unit vectors (units satisfied per guard group, spec §2) interned by value, so that a search node
 * carries one number for them, and stepped by a creature's options without building a key: a vector's
 * hash is linear in its entries (Σ v[g]·w[g] mod 2^32), so the hash of "vector id plus option j's
 * units" is the id's hash plus the option's, and a lookup compares entries only on an equal hash.
 * Ids are given in the order vectors are first met. Id 0 is the empty vector.
 */
import type { AttackOption } from './model.ts';
import type { Budget } from './budget.ts';

export class UnitVectors {
  /** The vector of each id. */
  readonly table: Int32Array[] = [];
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
    this.weights = Int32Array.from({ length: groupCount }, (_, g) => spread(Math.imul(g + 1, 0x9e3779b1)) | 1);
    this.intern(new Int32Array(groupCount));
  }

  /** The id of vector `v`, a new one when it is new (held against the memory budget). */
  intern(v: Int32Array): number {
    const h = this.hashOf(v);
    let slot = spread(h) & this.mask;
    for (let id = this.slots[slot]!; id >= 0; id = this.slots[slot]!) {
      if (this.hashes[id] === h && sameEntries(this.table[id]!, v)) return id;
      slot = (slot + 1) & this.mask;
    }
    return this.add(v, h, slot);
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
    const base = this.table[id]!;
    const units = this.options[j]!.units;
    const h = (this.hashes[id]! + this.optionHash[j]!) | 0;
    let slot = spread(h) & this.mask;
    for (let other = this.slots[slot]!; other >= 0; other = this.slots[slot]!) {
      if (this.hashes[other] === h && isSum(this.table[other]!, base, units)) return other;
      slot = (slot + 1) & this.mask;
    }
    const v = new Int32Array(this.groupCount);
    for (let g = 0; g < this.groupCount; g++) v[g] = base[g]! + units[g]!;
    return this.add(v, h, slot);
  }

  private hashOf(v: ArrayLike<number>): number {
    let h = 0;
    for (let g = 0; g < this.groupCount; g++) h = (h + Math.imul(v[g]!, this.weights[g]!)) | 0;
    return h;
  }

  /** Files new vector `v` (hash `h`) in the empty `slot` its probe ended on. */
  private add(v: Int32Array, h: number, slot: number): number {
    const id = this.table.length;
    this.table.push(v);
    // A vector holds its entries, its hash and its slot.
    this.budget.hold(this.groupCount + 2);
    if (id >= this.hashes.length) {
      const grown = new Int32Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[id] = h;
    this.slots[slot] = id;
    if (2 * (id + 1) > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    for (let id = 0; id < this.table.length; id++) {
      let slot = spread(this.hashes[id]!) & this.mask;
      while (this.slots[slot]! >= 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = id;
    }
  }
}

/** A linear hash clusters (e_1 + e_2 and e_3 are close); a finalizer spreads it over the slots. */
function spread(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function sameEntries(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let g = 0; g < a.length; g++) if (a[g] !== b[g]) return false;
  return true;
}

/** Whether v = base + units, entry by entry. */
function isSum(v: Int32Array, base: Int32Array, units: Int32Array): boolean {
  for (let g = 0; g < v.length; g++) if (v[g] !== base[g]! + units[g]!) return false;
  return true;
}
