/**
 * A map keyed by two 32-bit integers, by open addressing over typed arrays: the verdict walk's named
 * children (terminal-walk.ts), keyed by (anchor, groups).
 *
 * Why not a Map per anchor. On the ring of 16 conditionals on 24 creatures against two opponents the
 * walk names a child 4.8 million times for 65,534 children: nearly every lookup finds a child named
 * before, and a Map's entries scattered over the heap made those lookups a fifth of the walk.
 */
export class PairMap<T> {
  private firsts = new Int32Array(1024);
  private seconds = new Int32Array(1024);
  /** 1 + the index of the slot's value; 0 for an empty slot. */
  private slots = new Int32Array(1024);
  private readonly values: T[] = [];

  /** Pairs held. */
  get size(): number {
    return this.values.length;
  }

  get(first: number, second: number): T | undefined {
    const { firsts, seconds, slots } = this;
    const mask = slots.length - 1;
    for (let at = hashPair(first, second) & mask; ; at = (at + 1) & mask) {
      const v = slots[at]!;
      if (v === 0) return undefined;
      if (firsts[at] === first && seconds[at] === second) return this.values[v - 1];
    }
  }

  /** Adds a pair the map does not hold (the caller has just looked it up). */
  add(first: number, second: number, value: T): void {
    // At most half full, so a miss ends after a short run of probes.
    if (2 * (this.values.length + 1) > this.slots.length) this.grow();
    this.values.push(value);
    this.place(first, second, this.values.length);
  }

  private place(first: number, second: number, slot: number): void {
    const mask = this.slots.length - 1;
    let at = hashPair(first, second) & mask;
    while (this.slots[at] !== 0) at = (at + 1) & mask;
    this.firsts[at] = first;
    this.seconds[at] = second;
    this.slots[at] = slot;
  }

  private grow(): void {
    const { firsts, seconds, slots } = this;
    this.firsts = new Int32Array(2 * slots.length);
    this.seconds = new Int32Array(2 * slots.length);
    this.slots = new Int32Array(2 * slots.length);
    for (let at = 0; at < slots.length; at++) if (slots[at] !== 0) this.place(firsts[at]!, seconds[at]!, slots[at]!);
  }
}

/** Mixes both numbers into every bit: groups differ in their high bits as often as in their low ones. */
function hashPair(first: number, second: number): number {
  return mixBits(Math.imul(first, 0x9e3779b1) ^ second);
}

/** Spreads every bit of a 32-bit hash over all of them (MurmurHash3's finalizer), for open addressing. */
export function mixBits(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
