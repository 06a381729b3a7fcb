/**
 * The legal set of §4 as one plan pass per payable plan (plans.ts, plan-dp.ts): every legal
 * declaration is a full tight path of exactly one plan (its own taxed blockers), so counts add up
 * over plans. Listing walks all plans at once, layer by layer in canonical order (§6).
 */
import { TooLarge, type Budget } from '../budget.ts';
import { compareStrings } from '../declaration.ts';
import type { BlockDeclaration } from './board.ts';
import { blockKey } from './declaration.ts';
import type { BlockModel } from './model.ts';
import { buildPlanDp, type DpNode, exactSizes, inPlan, nodeTotal, type PlanDp, tightChild } from './plan-dp.ts';
import { plansOf } from './plans.ts';
import { StepCache, stepState } from './state.ts';

export interface BlockGraph {
  readonly model: BlockModel;
  readonly dps: readonly PlanDp[];
}

export function buildBlockGraph(m: BlockModel, budget: Budget): BlockGraph {
  const steps = new StepCache(m);
  return { model: m, dps: plansOf(m, budget).map((plan) => buildPlanDp(m, plan, budget, steps)) };
}

const rootOf = (dp: PlanDp): DpNode => dp.layers[0]!.get(0)!;

export function blockCount(g: BlockGraph): bigint {
  return g.dps.reduce((sum, dp) => sum + nodeTotal(rootOf(dp)), 0n);
}

/** Legal declarations by number of blocking creatures. */
export function blockCountBySize(g: BlockGraph): bigint[] {
  const out: bigint[] = [];
  for (const dp of g.dps) exactSizes(rootOf(dp)).forEach((c, k) => (out[k] = (out[k] ?? 0n) + c));
  for (let k = 0; k < out.length; k++) out[k] ??= 0n;
  return out;
}

interface Front {
  readonly dp: PlanDp;
  readonly s: number;
  readonly node: DpNode;
}

/** A size class gathered whole to be sorted (odd ids, below) may hold at most this many declarations. */
const MAX_SORTED_CLASS = 1_000_000;

/**
 * The first `limit` legal declarations in §6 order (only those of `size` blocking creatures when
 * given). Each plan's declarations are walked in §6 order (walkPlan); when several plans hold
 * declarations of one size, each plan's first `limit` are merged by the key itself (the first `limit`
 * of a union are among the first `limit` of each part). When an id has a character sorting before `,`,
 * pair lists and §6's joined keys can disagree, so the whole size class is gathered and sorted by key.
 */
export function listBlocks(g: BlockGraph, limit: number, budget: Budget, size?: number): BlockDeclaration[] {
  const m = g.model;
  const out: BlockDeclaration[] = [];
  const exactOrder = ![...m.blockers, ...m.attackers].some((c) => [...c.id].some((ch) => ch < ','));
  const sizes = blockCountBySize(g);
  for (let k = 0; k < sizes.length && out.length < limit; k++) {
    if ((size !== undefined && k !== size) || sizes[k] === 0n) continue;
    const want = limit - out.length;
    const parts = g.dps.filter((dp) => (rootOf(dp).bySize[k] ?? 0) > 0);
    // Walk order is §6 order only without odd ids; with them, the whole size class is sorted.
    const each = exactOrder ? want : Number.POSITIVE_INFINITY;
    if (!exactOrder && sizes[k]! > BigInt(MAX_SORTED_CLASS)) {
      throw new TooLarge(`ids with characters that sort before "," need all ${sizes[k]} declarations of one size sorted (at most ${MAX_SORTED_CLASS})`);
    }
    const found: BlockDeclaration[] = [];
    for (const dp of parts) walkPlan(m, budget, { dp, s: 0, node: rootOf(dp) }, 0, k, [], found, found.length + each);
    if (parts.length === 1 && exactOrder) out.push(...found);
    else {
      const keyed = found.map((d) => ({ d, key: blockKey(d) }));
      keyed.sort((x, y) => compareStrings(x.key, y.key));
      out.push(...keyed.slice(0, want).map((x) => x.d));
    }
  }
  return out;
}

interface Edge {
  readonly o: number;
  readonly s: number;
  readonly node: DpNode;
}

const edgeCache = new WeakMap<DpNode, Edge[][]>();

/** One plan's declarations of r more blocking creatures: the node's tight edges in §6 order, made once per node and order. */
function walkPlan(m: BlockModel, budget: Budget, f: Front, i: number, r: number, chosen: number[], out: BlockDeclaration[], limit: number): void {
  if (i === m.blockers.length) return void out.push(declarationOf(m, chosen));
  let cached = edgeCache.get(f.node);
  if (cached === undefined) edgeCache.set(f.node, (cached = []));
  const slot = r === 0 ? 0 : r === 1 ? 1 : 2;
  let edges = cached[slot];
  if (edges === undefined) {
    edges = [];
    for (const o of optionOrder(m, i, r)) {
      budget.tick();
      if (!inPlan(m, f.dp.plan, i, o)) continue;
      const child = tightChild(m, f.dp.layers, i, f.s, f.node, o);
      if (child !== undefined) edges.push({ o, s: stepState(m, f.s, i, o), node: child });
    }
    cached[slot] = edges;
  }
  for (const e of edges) {
    if (out.length >= limit) return;
    const need = r - (e.o === 0 ? 0 : 1);
    if ((e.node.bySize[need] ?? 0) === 0) continue;
    budget.tick();
    chosen.push(e.o);
    if (i + 1 === m.blockers.length) out.push(declarationOf(m, chosen));
    else walkPlan(m, budget, { dp: f.dp, s: e.s, node: e.node }, i + 1, need, chosen, out, limit);
    chosen.pop();
  }
}

const orderCache = new WeakMap<BlockModel, Map<string, number[]>>();

/**
 * §6 order of blocker i's options when `r` blocking creatures are still to place (this one included):
 * a declaration that blocks with this creature sorts before one that leaves it out (its next pair is
 * `this=` against a later creature's). Two sets of attackers compare attacker by attacker; when one is
 * the start of the other, the shorter comes first only if nothing follows (the key ends there),
 * otherwise the longer does (its next pair `this=…` sorts before the next creature's).
 */
function optionOrder(m: BlockModel, i: number, r: number): number[] {
  if (r === 0) return [0];
  let cache = orderCache.get(m);
  if (cache === undefined) orderCache.set(m, (cache = new Map()));
  const last = r === 1;
  const key = `${i}:${last}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const opts = m.options[i]!;
  const ids = opts.map((_, o) => o).filter((o) => o !== 0);
  ids.sort((x, y) => {
    const a = opts[x]!;
    const b = opts[y]!;
    for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return compareStrings(m.attackers[a[k]!]!.id, m.attackers[b[k]!]!.id);
    return last ? a.length - b.length : b.length - a.length;
  });
  const order = [...ids, 0];
  cache.set(key, order);
  return order;
}

const shapes = new WeakMap<BlockModel, { readonly order: readonly number[]; readonly values: readonly (readonly (string | readonly string[])[])[] }>();

/** The declaration of a path (one option per blocker): keys in code-unit order of ids (§6). */
export function declarationOf(m: BlockModel, chosen: readonly number[]): BlockDeclaration {
  let shape = shapes.get(m);
  if (shape === undefined) {
    const order = m.blockers.map((_, i) => i).sort((x, y) => compareStrings(m.blockers[x]!.id, m.blockers[y]!.id));
    const values = m.options.map((opts) => opts.map((o) => (o.length === 1 ? m.attackers[o[0]!]!.id : o.map((j) => m.attackers[j]!.id))));
    shapes.set(m, (shape = { order, values }));
  }
  const blocks: Record<string, string | readonly string[]> = {};
  for (const i of shape.order) if (chosen[i] !== 0) blocks[m.blockers[i]!.id] = shape.values[i]![chosen[i]!]!;
  return { blocks };
}
