/**
 * Reading a walked process graph (process.ts) for the explanations: the state where a profile ends as a
 * terminal, and the branch of the tree from the root to a state.
 */
import { satisfied, type ProcessGraph, type ProcessNode, type Profile } from './process.ts';

/** A state K in which the profile is a candidate whose requirement set is already in K. */
export function terminalNode(graph: ProcessGraph, p: Profile): ProcessNode | undefined {
  const r = graph.rmaskOf(p.sig);
  for (const node of graph.nodes.values()) {
    if (!node.seen.has(r)) continue;
    if (node.constraints.every((c) => satisfied(p.vec, c.rmask) >= c.atLeast)) return node;
  }
  return undefined;
}

/** The chain of states from the root to `target` (for explanations: one branch of the tree). */
export function pathTo(graph: ProcessGraph, target: string): ProcessNode[] | undefined {
  const parent = new Map<string, string>();
  const queue = [graph.rootKey];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const k = queue.shift()!;
    if (k === target) {
      const path: ProcessNode[] = [];
      for (let at: string | undefined = k; at !== undefined; at = parent.get(at)) path.unshift(graph.nodes.get(at)!);
      return path;
    }
    // A walk that followed one profile leaves the other children unexpanded: no path goes through them.
    for (const ch of graph.nodes.get(k)?.children ?? []) {
      if (!seen.has(ch.child) && graph.nodes.has(ch.child)) {
        seen.add(ch.child);
        parent.set(ch.child, k);
        queue.push(ch.child);
      }
    }
  }
  return undefined;
}
