/**
 * A layer of a forward pass over the creatures whose nodes are merged by key. A node is a restriction
 * state and up to two more numbers a strategy carries (cost code, pool part, unit vector, plan):
 * prefixes with equal keys are interchangeable for everything that follows, so they share one node.
 * A node may carry one more number its key determines (`carried`, kept from the first prefix).
 */
import { TooLarge, type Budget } from './budget.ts';
import { TripleIndex } from './intern.ts';

/** What a pass's nodes may use: each new node counts against maxStates and holds `cellsPerNode` cells. */
export class NodeAllowance {
  /** `counted`: the nodes already counted (1 when the pass counts its root). */
  constructor(
    private readonly budget: Budget,
    private counted: number,
    private readonly cellsPerNode: number,
  ) {}

  /** One more node; TooLarge past the budget. */
  take(): void {
    if (++this.counted > this.budget.maxStates) throw new TooLarge(`the search needs more than ${this.budget.maxStates} states`);
    if (this.cellsPerNode > 0) this.budget.hold(this.cellsPerNode);
  }
}

export class MergedLayer {
  /** Node k is (state[k], second[k], third[k]), carrying carried[k]. */
  readonly state: number[] = [];
  readonly second: number[] = [];
  readonly third: number[] = [];
  readonly carried: number[] = [];
  private readonly index: TripleIndex;

  /** A layer after one of `parents` nodes (sized for about twice as many). */
  constructor(
    private readonly allowance: NodeAllowance,
    parents: number,
  ) {
    this.index = new TripleIndex(parents * 2);
  }

  /** The first layer: the empty prefix alone, already counted by the allowance's caller. */
  static root(allowance: NodeAllowance, state: number, second: number, third: number, carried = 0): MergedLayer {
    const layer = new MergedLayer(allowance, 0);
    layer.push(state, second, third, carried);
    return layer;
  }

  get size(): number {
    return this.state.length;
  }

  /** The index of node (state, second, third), added (carrying `carried`) when the layer lacks it. */
  merge(state: number, second: number, third: number, carried = 0): number {
    const at = this.index.get(state, second, third);
    if (at >= 0) return at;
    this.allowance.take();
    return this.push(state, second, third, carried);
  }

  private push(state: number, second: number, third: number, carried: number): number {
    this.index.add(state, second, third);
    this.state.push(state);
    this.second.push(second);
    this.third.push(third);
    this.carried.push(carried);
    return this.state.length - 1;
  }
}
