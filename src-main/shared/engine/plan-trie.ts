/**
 * Cost plans interned as a trie, layer by layer of the search (one layer a creature): a plan's id is
 * that of the plan of the creatures before it plus this creature's cost bits (which cost effects it
 * pays, model.ts `costBits`). So a node of the search carries one number for its plan, and plans that
 * agree on every creature so far share it.
 *
 * Creatures that pay nothing before the first one that pays stay at the root (id 0): ids are unique
 * within a layer, where the number of creatures is fixed, which is all the searches compare.
 */
export class PlanTrie {
  private readonly ids = new Map<string, number>();
  private readonly parent: number[] = [-1];
  private readonly last: number[] = [0];

  /** The plan that extends `prefix` by one creature paying `costBits`. */
  extend(prefix: number, costBits: number): number {
    if (costBits === 0 && prefix === 0) return 0;
    const key = `${prefix}|${costBits}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.parent.length));
      this.parent.push(prefix);
      this.last.push(costBits);
    }
    return id;
  }

  /** The cost bits of plan `id`, one entry per creature, written into `out` (its length is the layer's). */
  bitsInto(id: number, out: number[]): number[] {
    out.fill(0);
    for (let i = out.length - 1, at = id; at > 0; i--, at = this.parent[at]!) out[i] = this.last[at]!;
    return out;
  }

  /** The cost bits of plan `id` over `creatures` creatures. */
  bits(id: number, creatures: number): number[] {
    return this.bitsInto(id, Array<number>(creatures).fill(0));
  }
}
