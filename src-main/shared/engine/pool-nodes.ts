/**
 * The nodes of one layer of the pool pass (pool-pass.ts), keyed by (state index, unit vector id) and
 * numbered in the order they are first reached. The conditional rings and chains have one or two
 * vectors per state at every layer, so a node is found by walking its state's short list, which reads
 * a few neighbouring array cells where a hash table probes two random ones. A state whose list grows
 * long (boards whose conditionals are settled early while units keep adding up) moves to a hash
 * index, so no lookup walks more than `longAfter` nodes. A layer's states are numbered too
 * (StateNumbers), so that the pass steps each of them once per option.
 */
import { PairMap } from './pair-map.ts';

export class LayerNodes {
  /** Node → state index and unit vector id; room for `capacity` nodes. */
  stateOf: Int32Array;
  unitOf: Int32Array;
  size = 0;
  /** Per state: its most recent node (-1: none) and its list's length; per node: the state's previous node. */
  private readonly head: Int32Array;
  private readonly length: Int32Array;
  private previous: Int32Array;
  /** Nodes of long-listed states: (state, unit) → node. */
  private long: PairMap<number> | undefined;

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
      return this.long!.get(state, unit) ?? -1;
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
      this.long ??= new PairMap<number>();
      for (let at = node; at >= 0; at = this.previous[at]!) this.long.add(state, this.unitOf[at]!, at);
    } else if (length > this.longAfter + 1) this.long!.add(state, unit, node);
    return node;
  }
}

/** Layouts up to this many states number a layer's states through a table indexed by state (4 MB at most). */
const DENSE_STATE_NUMBERS = 1 << 20;
const HALF = 2 ** 31;

/**
 * A layer's states numbered 0, 1, 2, … in the order first reached: through a table indexed by state,
 * reused from layer to layer, when the layout is small; else a hash index on the state's two halves
 * below 2^31 (compile-model.ts keeps layouts below 2^40).
 */
export class StateNumbers {
  private readonly dense: Int32Array | undefined;
  private index = new PairMap<number>();
  private values: number[] = [];

  /** `total`: the layout's number of states (`denseUpTo` lets a test take the hashed way). */
  constructor(total: number, denseUpTo = DENSE_STATE_NUMBERS) {
    this.dense = total <= denseUpTo ? new Int32Array(total).fill(-1) : undefined;
  }

  numberOf(state: number): number {
    if (this.dense !== undefined) {
      let at = this.dense[state]!;
      if (at < 0) {
        this.dense[state] = at = this.values.length;
        this.values.push(state);
      }
      return at;
    }
    const low = state % HALF;
    const high = Math.floor(state / HALF);
    let at = this.index.get(low, high);
    if (at === undefined) {
      this.index.add(low, high, (at = this.values.length));
      this.values.push(state);
    }
    return at;
  }

  /** The layer's states by number; the numbering starts afresh for the next layer. */
  take(): number[] {
    const values = this.values;
    if (this.dense !== undefined) for (const state of values) this.dense[state] = -1;
    else this.index = new PairMap<number>();
    this.values = [];
    return values;
  }
}

function grown(a: Int32Array): Int32Array {
  const out = new Int32Array(a.length * 2);
  out.set(a);
  return out;
}
