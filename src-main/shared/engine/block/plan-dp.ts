/**
 * One plan's pass over the blockers (§4). For a plan S (the taxed blockers that block), the pool
 * Ω(S) lets a taxed blocker outside S only not block; the declarations judged in it are the "full" ones,
 * whose taxed blockers are exactly S. Layer i holds the restriction states after blockers 0 … i-1;
 * each state keeps `best`, the most units any pool prefix reaching it satisfies. A full prefix below
 * `best` can never reach the pool's maximum (every extension of the better prefix stays better), so D is
 * legal iff its path is tight (sat = best) at every layer and its last state reaches the maximum M:
 * counting is a backward sum over tight edges, by number of blocking creatures.
 */
import { TooLarge, type Budget } from '../budget.ts';
import type { BlockModel } from './model.ts';
import { finalOk, finalUnits, StepCache, stepState } from './state.ts';

export interface DpNode {
  best: number;
  /**
   * Full tight completions from here to a legal end, by number of blocking creatures among them, as
   * doubles: exact below 2^53, and never 0 when the count is not (sums of positive numbers), which is
   * all listing asks. `exact` holds them as bigints when some count passed 2^53 (plan.exact is then true).
   */
  bySize: number[];
  exact?: bigint[];
}

export interface PlanDp {
  /** Taxed blockers that block in this plan; null when costs play no part (every blocker free). */
  readonly plan: ReadonlySet<number> | null;
  readonly layers: readonly Map<number, DpNode>[];
  /** max { sat(E) : E ∈ Ω(plan) }. */
  readonly max: number;
  /** True when counts passed 2^53 and every node carries `exact`. */
  readonly big: boolean;
}

/** Whether option o of blocker i is in the pool of the plan (taxed blockers outside it cannot block). */
export function inPool(m: BlockModel, plan: ReadonlySet<number> | null, i: number, o: number): boolean {
  return o === 0 || plan === null || m.costs[i]!.length === 0 || plan.has(i);
}

/** Whether option o of blocker i is allowed to a declaration whose taxed blockers are exactly the plan. */
export function inPlan(m: BlockModel, plan: ReadonlySet<number> | null, i: number, o: number): boolean {
  if (plan === null || m.costs[i]!.length === 0) return true;
  return plan.has(i) ? o !== 0 : o === 0;
}

export function buildPlanDp(m: BlockModel, plan: ReadonlySet<number> | null, budget: Budget, steps: StepCache = new StepCache(m)): PlanDp {
  const B = m.blockers.length;
  const layers: Map<number, DpNode>[] = [new Map([[0, { best: 0, bySize: [] }]])];
  let nodes = 1;
  for (let i = 0; i < B; i++) {
    const next = new Map<number, DpNode>();
    const options = m.options[i]!;
    for (const [s, node] of layers[i]!) {
      for (let o = 0; o < options.length; o++) {
        budget.tick();
        if (!inPool(m, plan, i, o)) continue;
        const t = steps.step(s, i, o);
        if (t < 0) continue;
        const value = node.best + m.optionUnits[i]![o]!;
        const child = next.get(t);
        if (child === undefined) {
          next.set(t, { best: value, bySize: [] });
          if (++nodes > budget.maxStates) throw new TooLarge(`the search needs more than ${budget.maxStates} states`);
          budget.hold(2);
        } else if (value > child.best) child.best = value;
      }
    }
    layers.push(next);
  }
  let max = Number.NEGATIVE_INFINITY;
  for (const [s, node] of layers[B]!) if (finalOk(m, s)) max = Math.max(max, node.best + finalUnits(m, s));
  for (const [s, node] of layers[B]!) node.bySize = [finalOk(m, s) && node.best + finalUnits(m, s) === max ? 1 : 0];
  const big = !countBack(m, plan, layers, budget, steps, false);
  if (big) {
    for (const [, node] of layers[B]!) node.exact = [BigInt(node.bySize[0]!)];
    countBack(m, plan, layers, budget, steps, true);
  }
  return { plan, layers, max, big };
}

/**
 * The backward sum over full tight edges, by size: in doubles (returns false when a count passes 2^53),
 * or in bigints into `exact` when `exact` is asked for. The doubles are always all computed: listing reads them.
 */
function countBack(
  m: BlockModel,
  plan: ReadonlySet<number> | null,
  layers: readonly Map<number, DpNode>[],
  budget: Budget,
  steps: StepCache,
  exact: boolean,
): boolean {
  const B = m.blockers.length;
  let safe = true;
  for (let i = B - 1; i >= 0; i--) {
    const options = m.options[i]!;
    const width = B - i + 1;
    for (const [s, node] of layers[i]!) {
      const sizes = exact ? new Array<bigint>(width).fill(0n) : new Array<number>(width).fill(0);
      for (let o = 0; o < options.length; o++) {
        budget.tick();
        if (!inPlan(m, plan, i, o)) continue;
        const child = tightChild(m, layers, i, s, node, o, steps);
        if (child === undefined) continue;
        const shift = o === 0 ? 0 : 1;
        if (exact) {
          const from = child.exact!;
          for (let k = 0; k < from.length; k++) (sizes as bigint[])[k + shift]! += from[k]!;
        } else {
          const from = child.bySize;
          for (let k = 0; k < from.length; k++) (sizes as number[])[k + shift]! += from[k]!;
        }
      }
      if (exact) node.exact = sizes as bigint[];
      else {
        node.bySize = sizes as number[];
        for (const c of node.bySize) if (c > Number.MAX_SAFE_INTEGER) safe = false;
      }
      budget.hold(width);
    }
  }
  return safe;
}

/** A node's exact counts by size. */
export const exactSizes = (n: DpNode): bigint[] => n.exact ?? n.bySize.map((c) => BigInt(c));

/** The child of (layer i, state s) by option o when the edge keeps the path tight, else undefined. */
export function tightChild(
  m: BlockModel,
  layers: readonly Map<number, DpNode>[],
  i: number,
  s: number,
  node: DpNode,
  o: number,
  steps?: StepCache,
): DpNode | undefined {
  const t = steps === undefined ? stepState(m, s, i, o) : steps.step(s, i, o);
  if (t < 0) return undefined;
  const child = layers[i + 1]!.get(t);
  if (child === undefined || node.best + m.optionUnits[i]![o]! !== child.best) return undefined;
  return child;
}

export const nodeTotal = (n: DpNode): bigint => exactSizes(n).reduce((a, b) => a + b, 0n);
