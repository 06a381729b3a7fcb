/**
 * Unit vectors (units satisfied per guard group, spec §2) interned by value, so that a search node
 * carries one number for them, and stepped by a creature's options through a memo, so that the hot
 * loop builds no key string per edge. Id 0 is the empty vector.
 */
import type { AttackOption } from './model.ts';
import type { Budget } from './budget.ts';

export class UnitVectors {
  /** The vector of each id. */
  readonly table: Int32Array[] = [];
  private readonly ids = new Map<string, number>();
  /** The options of the creature begun, and whether each adds any unit. */
  private options: readonly AttackOption[] = [];
  private adds = new Uint8Array(0);
  private afterMemo = new Map<number, number>();

  constructor(
    private readonly groupCount: number,
    private readonly budget: Budget,
  ) {
    this.intern(new Int32Array(groupCount));
  }

  /** The id of vector `v`, a new one when it is new (held against the memory budget). */
  intern(v: Int32Array): number {
    const key = v.join('.');
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.table.length));
      this.table.push(v);
      this.budget.hold(this.groupCount + 2);
    }
    return id;
  }

  /** Starts the layer of a creature with these options: `after` steps ids by them. */
  beginCreature(options: readonly AttackOption[]): void {
    this.options = options;
    this.adds = Uint8Array.from(options, (o) => (o.units.some((x) => x !== 0) ? 1 : 0));
    this.afterMemo = new Map();
  }

  /** The id of vector `id` plus the units of option j of the creature begun. */
  after(id: number, j: number): number {
    if (this.adds[j] === 0) return id;
    const memoKey = id * this.options.length + j;
    let out = this.afterMemo.get(memoKey);
    if (out === undefined) {
      const units = this.options[j]!.units;
      const v = this.table[id]!.slice();
      for (let g = 0; g < this.groupCount; g++) v[g]! += units[g]!;
      this.afterMemo.set(memoKey, (out = this.intern(v)));
    }
    return out;
  }
}
