/** Collapse state of the attack tree, shared by the SVG and the outline: pure helpers over node ids. */
import type { TreeNode } from '#shared/engine/index';

/** The empty collapse state (immutable: collapse changes replace the set). */
export const NO_IDS: ReadonlySet<string> = new Set();

/** Parent id of every node but the root (memoized per immutable tree). */
const parentCache = new WeakMap<TreeNode, Map<string, string>>();
export function parentMap(root: TreeNode): ReadonlyMap<string, string> {
  const cached = parentCache.get(root);
  if (cached) return cached;
  const parents = new Map<string, string>();
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    for (const c of n.children) {
      parents.set(c.id, n.id);
      stack.push(c);
    }
  }
  parentCache.set(root, parents);
  return parents;
}

/** Ancestors of `id`, nearest first. */
export function ancestorsOf(parents: ReadonlyMap<string, string>, id: string): string[] {
  const out: string[] = [];
  for (let p = parents.get(id); p !== undefined; p = parents.get(p)) out.push(p);
  return out;
}

/**
 * The collapse state a tree opens with: everything expanded when at most `budget` nodes, else the
 * deepest full levels that fit in `budget` rows are shown and the nodes of the last one collapsed, so
 * a 2,000-node tree opens readable and cheap.
 */
export function initialCollapsed(root: TreeNode, budget = 300): Set<string> {
  const levels: TreeNode[][] = [];
  let level: TreeNode[] = [root];
  let total = 0;
  while (level.length > 0) {
    total += level.length;
    levels.push(level);
    level = level.flatMap((n) => n.children);
  }
  if (total <= budget) return new Set();
  let shown = 0;
  let last = 0;
  for (let d = 0; d < levels.length; d++) {
    shown += levels[d]!.length;
    // Depth 0 and 1 always show: the root alone says nothing.
    if (shown > budget && d > 1) break;
    last = d;
  }
  return new Set(levels[last]!.filter((n) => n.children.length > 0).map((n) => n.id));
}

export function toggled(collapsed: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(collapsed);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Expand every ancestor of `id` so that it is shown. */
export function revealed(collapsed: ReadonlySet<string>, parents: ReadonlyMap<string, string>, id: string): Set<string> {
  const next = new Set(collapsed);
  for (const a of ancestorsOf(parents, id)) next.delete(a);
  return next;
}

/** Where focus goes when its row is hidden by a collapse: the outermost collapsed ancestor. */
export function visibleFocus(collapsed: ReadonlySet<string>, parents: ReadonlyMap<string, string>, id: string): string {
  let out = id;
  for (const a of ancestorsOf(parents, id)) if (collapsed.has(a)) out = a;
  return out;
}

/** The node with this id, or undefined. */
export function findNode(root: TreeNode, id: string): TreeNode | undefined {
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.id === id) return n;
    stack.push(...n.children);
  }
  return undefined;
}
