/**
 * Which cost plan's tree the view opens on: the most informative one, not the first ("pay nothing"
 * often has a two-node tree). The plan of a declaration the learner made comes first — the plan whose
 * legal list holds it, then one whose tree shows it — and otherwise the largest tree (most nodes, then
 * most legal declarations, then the earliest).
 */
import type { Declaration, PlanTree, TreeNode } from '#shared/engine/index';
import { declarationKey } from '#shared/engine/index';
import { descendantCounts } from './tree-layout.ts';

function showsAny(root: TreeNode, keys: ReadonlySet<string>): boolean {
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.sample.some((d) => keys.has(declarationKey(d)))) return true;
    stack.push(...n.children);
  }
  return false;
}

export function informativePlan(plans: readonly PlanTree[], declarations: readonly Declaration[] = []): number {
  if (plans.length === 0) return 0;
  // "No attack" is in every plan's root: it says nothing about which plan the learner meant.
  const keys = new Set(declarations.filter((d) => Object.keys(d.attacks).length > 0).map(declarationKey));
  if (keys.size > 0) {
    const legal = plans.findIndex((p) => p.legal.some((d) => keys.has(declarationKey(d))));
    if (legal >= 0) return legal;
    const shown = plans.findIndex((p) => showsAny(p.root, keys));
    if (shown >= 0) return shown;
  }
  let best = 0;
  const size = (p: PlanTree): number => descendantCounts(p.root).get(p.root.id) ?? 0;
  for (let i = 1; i < plans.length; i++) {
    const [a, b] = [plans[i]!, plans[best]!];
    if (size(a) > size(b) || (size(a) === size(b) && a.legal.length > b.legal.length)) best = i;
  }
  return best;
}
