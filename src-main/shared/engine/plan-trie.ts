/**
 * Sequences interned as a trie: an id stands for its parent's sequence plus one label, so a search
 * node carries one number for a whole prefix's choices, and prefixes that agree share it. Id 0 is the
 * empty sequence.
 */
class LabelTrie {
  private readonly ids = new Map<string, number>();
  protected readonly parent: number[] = [-1];
  protected readonly label: number[] = [0];

  /** The sequence `prefix` followed by `label`. */
  child(prefix: number, label: number): number {
    const key = `${prefix}|${label}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.parent.length));
      this.parent.push(prefix);
      this.label.push(label);
    }
    return id;
  }
}

/**
 * Cost plans, layer by layer of the search (one layer a creature): a plan is the plan of the creatures
 * before it plus this creature's cost bits (which cost effects it pays, model.ts `costBits`).
 *
 * Creatures that pay nothing before the first one that pays stay at the root (id 0): ids are unique
 * within a layer, where the number of creatures is fixed, which is all the searches compare.
 */
export class PlanTrie extends LabelTrie {
  /** The plan that extends `prefix` by one creature paying `costBits`. */
  extend(prefix: number, costBits: number): number {
    if (costBits === 0 && prefix === 0) return 0;
    return this.child(prefix, costBits);
  }

  /** The cost bits of plan `id`, one entry per creature, written into `out` (its length is the layer's). */
  bitsInto(id: number, out: number[]): number[] {
    out.fill(0);
    for (let i = out.length - 1, at = id; at > 0; i--, at = this.parent[at]!) out[i] = this.label[at]!;
    return out;
  }

  /** The cost bits of plan `id` over `creatures` creatures. */
  bits(id: number, creatures: number): number[] {
    return this.bitsInto(id, Array<number>(creatures).fill(0));
  }
}

/** Sets of attacking creatures: a set is its parent plus one creature that follows all of the parent's. */
export class AttackerSets extends LabelTrie {
  /** Flags the creatures of set `id` in `out` (one entry per model creature), cleared first. */
  flagInto(id: number, out: Uint8Array): Uint8Array {
    out.fill(0);
    for (let at = id; at > 0; at = this.parent[at]!) out[this.label[at]!] = 1;
    return out;
  }
}
