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
import { finalOk, finalUnits, stepState } from './state.ts';

export interface DpNode {
  best: number;
  /** Full tight completions from here to a legal end, by number of blocking creatures among them. */
  bySize: bigint[];
}

export interface PlanDp {
  /** Taxed blockers that block in this plan; null when costs play no part (every blocker free). */
  readonly plan: ReadonlySet<number> | null;
  readonly layers: readonly Map<number, DpNode>[];
  /** max { sat(E) : E ∈ Ω(plan) }. */
  readonly max: number;
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

export function buildPlanDp(m: BlockModel, plan: ReadonlySet<number> | null, budget: Budget): PlanDp {
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
        const t = stepState(m, s, i, o);
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
  for (const [s, node] of layers[B]!) node.bySize = [finalOk(m, s) && node.best + finalUnits(m, s) === max ? 1n : 0n];
  for (let i = B - 1; i >= 0; i--) {
    const options = m.options[i]!;
    for (const [s, node] of layers[i]!) {
      const sizes: bigint[] = [];
      for (let o = 0; o < options.length; o++) {
        budget.tick();
        if (!inPlan(m, plan, i, o)) continue;
        const child = tightChild(m, layers, i, s, node, o);
        if (child === undefined) continue;
        const shift = o === 0 ? 0 : 1;
        child.bySize.forEach((c, k) => {
          if (c !== 0n) sizes[k + shift] = (sizes[k + shift] ?? 0n) + c;
        });
      }
      for (let k = 0; k < sizes.length; k++) sizes[k] ??= 0n;
      node.bySize = sizes;
      budget.hold(sizes.length);
    }
  }
  return { plan, layers, max };
}

/** The child of (layer i, state s) by option o when the edge keeps the path tight, else undefined. */
export function tightChild(m: BlockModel, layers: readonly Map<number, DpNode>[], i: number, s: number, node: DpNode, o: number): DpNode | undefined {
  const t = stepState(m, s, i, o);
  if (t < 0) return undefined;
  const child = layers[i + 1]!.get(t);
  if (child === undefined || node.best + m.optionUnits[i]![o]! !== child.best) return undefined;
  return child;
}

export const nodeTotal = (n: DpNode): bigint => n.bySize.reduce((a, b) => a + b, 0n);
