/**
 * The attack tree: the process of spec §3 as data, one tree per cost plan (a declaration's legality is
 * decided by the process run in the pool of its own plan).
 *
 * The literal process branches on every tied choice; here a node is a GROUP of choices that lead to
 * the same next state — the same constraints and the same requirement set next (see process.ts for why
 * that loses nothing). Each node carries how many declarations it stands for and a few of them.
 */
import type { Board, Declaration } from './board.ts';
import type { AttackTree, CostInstance, EngineError, PlanTree, TreeNode, TreeOptions, TreeRequirementSet } from './api-types.ts';
import { err, ok, type Result } from './result.ts';
import { allowedUnder, choicesOf, type Model } from './model.ts';
import { compileOrError, legalSet } from './legal.ts';
import { compareDeclarations, declarationKey, sortDeclarations } from './declaration.ts';
import { explorePool } from './pool.ts';
import type { PoolSummary } from './pool-summary.ts';
import { budgetCheck, lazyProcess, ProcessTooLarge, walkProcess, type Constraint, type LazyProcess, type Profile } from './process.ts';
import { makeBudget, TooLarge, type Budget } from './budget.ts';

const SAMPLE = 3;
/** Legal declarations scanned to find the distinct plans that produce legal attacks. */
const PLAN_SCAN = 2000;

export function buildAttackTree(board: Board, options: TreeOptions = {}): Result<AttackTree, EngineError> {
  const compiled = compileOrError(board);
  if (!compiled.ok) return compiled;
  const model = compiled.value;
  const maxPlans = options.maxPlans ?? 8;
  const maxNodes = options.maxNodes ?? 2000;
  const budget = makeBudget(options.budget);
  try {
    const legal = legalSet(board, { limit: PLAN_SCAN, budget: options.budget ?? {} });
    if (!legal.ok) return legal;
    // Plans: paying nothing first, then the plans of legal declarations in canonical order.
    const byPlan = new Map<string, { bits: number[]; legal: Declaration[] }>();
    const empty = model.creatures.map(() => 0);
    byPlan.set(empty.join(','), { bits: empty, legal: [] });
    for (const d of legal.value.legal) {
      const choices = choicesOf(model, d)!;
      const bits = choices.map((j, i) => model.creatures[i]!.options[j]!.costBits);
      const key = bits.join(',');
      const entry = byPlan.get(key) ?? { bits, legal: [] };
      entry.legal.push(d);
      byPlan.set(key, entry);
    }
    const allPlans = [...byPlan.values()];
    const cuts: string[] = [];
    if (allPlans.length > maxPlans) cuts.push(`${allPlans.length} cost plans, showing ${maxPlans}`);
    if (!legal.value.complete) cuts.push(`plans taken from the first ${PLAN_SCAN} legal declarations of ${legal.value.count}`);
    let nodeCount = 0;
    const plans: PlanTree[] = [];
    for (const plan of allPlans.slice(0, maxPlans)) {
      const allowed = model.creatures.map((mc, i) => allowedUnder(mc, plan.bits[i]!));
      const pool = explorePool(model, allowed, 'count', budget);
      const graph = treeProcess(model, pool.entries, budget);
      const builder = new NodeBuilder(model, pool, graph, maxNodes - nodeCount);
      const root = builder.root();
      nodeCount += builder.made;
      if (builder.cut) cuts.push(`nodes limited to ${maxNodes}`);
      plans.push({ plan: planInstances(model, plan.bits), root, legal: sortDeclarations(plan.legal) });
      if (nodeCount >= maxNodes) {
        if (plans.length < Math.min(allPlans.length, maxPlans)) cuts.push(`stopped after ${plans.length} plans at ${maxNodes} nodes`);
        break;
      }
    }
    return ok({ plans, nodeCount, truncated: cuts.length > 0, ...(cuts.length > 0 ? { truncation: [...new Set(cuts)].join('; ') } : {}) });
  } catch (e) {
    if (e instanceof TooLarge || e instanceof ProcessTooLarge) return err({ code: 'too-large', message: e.message });
    throw e;
  }
}

/**
 * Work the whole process may take before the tree is drawn from the partial walk instead (a state
 * budget: the same board draws the same tree on any machine). The ring of 16 conditionals on 24
 * creatures walks whole within it.
 */
const WHOLE_TREE_MAX_WORK = 50_000_000;

/**
 * The whole process when it fits (literal, else settled: process.ts), so every branch is drawn; past
 * that, the settled process walked only as far as the drawing goes (NodeBuilder stops at its node
 * limit), so a board whose full tree is too large still shows its first branches.
 */
function treeProcess(model: Model, pool: readonly Profile[], budget: Budget): LazyProcess {
  try {
    const graph = walkProcess(model, pool, { budget, maxWork: WHOLE_TREE_MAX_WORK });
    return { ...graph, node: (key) => graph.nodes.get(key)!, edge: (key, rmask) => graph.nodes.get(key)!.children.find((c) => c.rmask === rmask) };
  } catch (e) {
    if (!(e instanceof ProcessTooLarge)) throw e;
    return lazyProcess(model, pool, { check: budgetCheck(budget) });
  }
}

function planInstances(model: Model, bits: readonly number[]): CostInstance[] {
  const out: CostInstance[] = [];
  model.creatures.forEach((mc, i) => {
    model.costEffects.forEach((e, k) => {
      if (bits[i]! & (1 << k)) {
        // The defender is the first one that incurs exactly this creature's instances (for display).
        const o = mc.options.find((x) => x.costBits === bits[i]);
        out.push({ effectId: e.id, source: e.source, creatureId: mc.creature.id, defenderId: o && o.defender >= 0 ? model.defenders[o.defender]!.id : '' });
      }
    });
  });
  return out;
}

class NodeBuilder {
  made = 0;
  cut = false;

  constructor(
    private readonly model: Model,
    private readonly pool: PoolSummary,
    private readonly graph: LazyProcess,
    private readonly limit: number,
  ) {}

  private requirementSet(rmask: number): TreeRequirementSet {
    const conditionalsOn = new Set<string>();
    let units = 0;
    this.model.groups.forEach((g, i) => {
      if (!(rmask & (1 << i))) return;
      g.guards.forEach((c) => conditionalsOn.add(this.model.conditionals[c]!.effectId));
    });
    for (const u of this.model.units) if (rmask & (1 << u.group)) units++;
    return { conditionalsOn: [...conditionalsOn], units };
  }

  private constraints(cs: readonly Constraint[]) {
    return cs.map((c) => ({ requirements: this.requirementSet(c.rmask), atLeast: c.atLeast }));
  }

  root(): TreeNode {
    this.made++;
    const first = this.graph.first;
    return {
      id: 'n0',
      step: 0,
      count: '1',
      sample: [{ attacks: {} }],
      constraints: [],
      next: this.requirementSet(first.rmask),
      terminal: false,
      children: this.groups(this.graph.rootKey, 1, 'n0', first),
    };
  }

  /** The choices of step k in state `key`: one node per requirement set among Cand(K). */
  private groups(key: string, k: number, parentId: string, maximized: Constraint): TreeNode[] {
    const node = this.graph.node(key);
    const byR = new Map<number, number[]>();
    for (const ci of node.candidates) {
      const r = this.graph.rmaskOf(this.graph.pool[ci]!.sig);
      byR.set(r, [...(byR.get(r) ?? []), ci]);
    }
    const out: TreeNode[] = [];
    // Terminal groups first, then the branches, each in order of their first sample.
    const entries = [...byR.entries()].map(([r, cis]) => {
      const sample = sortDeclarations(cis.map((ci) => this.pool.representative(this.pool.entries[ci]!))).filter(uniqueBy(declarationKey));
      return { r, cis, sample, terminal: node.seen.has(r) };
    });
    entries.sort((a, b) => Number(b.terminal) - Number(a.terminal) || compareDeclarations(a.sample[0]!, b.sample[0]!));
    entries.forEach((g, idx) => {
      if (this.made >= this.limit) {
        this.cut = true;
        return;
      }
      this.made++;
      const id = `${parentId}.${idx}`;
      const count = g.cis.reduce((s, ci) => s + this.pool.entries[ci]!.count, 0n).toString();
      const edge = g.terminal ? undefined : this.graph.edge(key, g.r);
      out.push({
        id,
        step: k,
        count,
        sample: g.sample.slice(0, SAMPLE),
        maximized: this.requirementSet(maximized.rmask),
        max: maximized.atLeast,
        constraints: this.constraints(node.constraints),
        next: this.requirementSet(g.r),
        terminal: g.terminal,
        children: g.terminal || !edge ? [] : this.groups(edge.child, k + 1, id, { rmask: g.r, atLeast: edge.max }),
      });
    });
    return out;
  }
}

function uniqueBy<T>(key: (t: T) => string): (t: T) => boolean {
  const seen = new Set<string>();
  return (t) => (seen.has(key(t)) ? false : (seen.add(key(t)), true));
}
