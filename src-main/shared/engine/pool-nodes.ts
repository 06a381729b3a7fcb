/**
 * The nodes of one layer of the pool pass (pool-pass.ts), keyed by (state index, unit vector id) and
 * numbered in the order they are first reached. The conditional rings and chains have one or two
 * vectors per state at every layer, so a node is found by walking its state's short list, which reads
 * a few neighbouring array cells where a hash table probes two random ones. A state whose list grows
 * long (boards whose conditionals are settled early while units keep adding up) moves to a hash
 * index, so no lookup walks more than `longAfter` nodes.
 */
import { PairIndex } from './intern.ts';

export class LayerNodes {
  /** Node → state index and unit vector id; room for `capacity` nodes. */
  stateOf: Int32Array;
  unitOf: Int32Array;
  size = 0;
  /** Per state: its most recent node (-1: none) and its list's length; per node: the state's previous node. */
  private readonly head: Int32Array;
  private readonly length: Int32Array;
  private previous: Int32Array;
  /** Nodes of long-listed states: their (state, unit) → entry, and each entry's node. */
  private long: PairIndex | undefined;
  private readonly nodeOfEntry: number[] = [];

  /** `stateCount` states; about `expected` nodes (the arrays grow past it). */
  constructor(
    stateCount: number,
    expected: number,
    private readonly longAfter = 8,
  ) {
    const capacity = Math.max(16, expected);
    this.stateOf = new Int32Array(capacity);
    this.unitOf = new Int32Array(capacity);
    this.previous = new Int32Array(capacity);
    this.head = new Int32Array(stateCount).fill(-1);
    this.length = new Int32Array(stateCount);
  }

  /** The node (state, unit), or -1 when the layer lacks it. */
  find(state: number, unit: number): number {
    if (this.length[state]! > this.longAfter) {
      const entry = this.long!.find(state, unit);
      return entry < 0 ? -1 : this.nodeOfEntry[entry]!;
    }
    for (let node = this.head[state]!; node >= 0; node = this.previous[node]!) if (this.unitOf[node] === unit) return node;
    return -1;
  }

  /** Adds node (state, unit), which the caller found absent; its number. */
  add(state: number, unit: number): number {
    const node = this.size++;
    if (node === this.stateOf.length) {
      this.stateOf = grown(this.stateOf);
      this.unitOf = grown(this.unitOf);
      this.previous = grown(this.previous);
    }
    this.stateOf[node] = state;
    this.unitOf[node] = unit;
    this.previous[node] = this.head[state]!;
    this.head[state] = node;
    const length = ++this.length[state]!;
    if (length === this.longAfter + 1) {
      // The list becomes too long to walk: every node of the state moves to the hash index.
      this.long ??= new PairIndex(64);
      for (let at = node; at >= 0; at = this.previous[at]!) this.fileLong(state, this.unitOf[at]!, at);
    } else if (length > this.longAfter + 1) this.fileLong(state, unit, node);
    return node;
  }

  private fileLong(state: number, unit: number, node: number): void {
    this.long!.indexOf(state, unit);
    this.nodeOfEntry.push(node);
  }
}

function grown(a: Int32Array): Int32Array {
  const out = new Int32Array(a.length * 2);
  out.set(a);
  return out;
}
