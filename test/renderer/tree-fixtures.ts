/** Small hand-made attack trees for the tree view's tests (the shapes of api-types.ts TreeNode). */
import type { Declaration, TreeNode } from '#shared/engine/index';

export interface NodeSpec {
  readonly count?: string;
  readonly terminal?: boolean;
  readonly sample?: readonly Declaration[];
  readonly children?: readonly NodeSpec[];
}

/** Build a tree with engine-style ids: n0, n0.0, n0.1, n0.0.0 … */
export function makeTree(spec: NodeSpec, id = 'n0', step = 0): TreeNode {
  return {
    id,
    step,
    count: spec.count ?? '1',
    sample: spec.sample ?? [{ attacks: {} }],
    ...(step > 0 ? { maximized: { conditionalsOn: [], units: 2 }, max: 1 } : {}),
    constraints: [],
    next: { conditionalsOn: [], units: 2 },
    terminal: spec.terminal ?? false,
    children: (spec.children ?? []).map((c, i) => makeTree(c, `${id}.${i}`, step + 1)),
  };
}

/** A tree of exactly `total` nodes, `fanout` children per node, breadth first. */
export function generatedTree(total: number, fanout: number): TreeNode {
  interface Mutable {
    spec: { children: Mutable['spec'][]; terminal: boolean };
  }
  const root: Mutable = { spec: { children: [], terminal: false } };
  const queue: Mutable[] = [root];
  let made = 1;
  while (made < total) {
    const parent = queue.shift()!;
    for (let i = 0; i < fanout && made < total; i++) {
      const child: Mutable = { spec: { children: [], terminal: false } };
      parent.spec.children.push(child.spec);
      queue.push(child);
      made++;
    }
  }
  const mark = (s: Mutable['spec']): NodeSpec => ({ terminal: s.children.length === 0, children: s.children.map(mark) });
  return makeTree(mark(root.spec));
}

export function countNodes(n: TreeNode): number {
  return 1 + n.children.reduce((s, c) => s + countNodes(c), 0);
}
