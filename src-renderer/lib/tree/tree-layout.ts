/**
 * The attack tree's layout as plain data: d3-hierarchy computes positions, Svelte draws them. Computed
 * once per (tree, collapse state); zooming only changes one transform, never the layout, so a tree of
 * 2,000 nodes stays smooth.
 *
 * Horizontal: the root on the left, each step one column to the right (the process's steps read left
 * to right), tied groups stacked in a column.
 */
import { hierarchy, tree as d3tree } from 'd3-hierarchy';
import type { Declaration, TreeNode } from '#shared/engine/index';
import { declarationKey } from '#shared/engine/index';

export interface LayoutOptions {
  readonly nodeWidth: number;
  readonly nodeHeight: number;
  /** Horizontal room between a node and its children's column. */
  readonly columnGap: number;
  /** Vertical room between two boxes of one column. */
  readonly rowGap: number;
}

// Wide and tall enough for card names on two lines: labels are never cut down to ids.
export const DEFAULT_LAYOUT: LayoutOptions = { nodeWidth: 300, nodeHeight: 74, columnGap: 48, rowGap: 12 };

export interface LaidOutNode {
  readonly id: string;
  readonly node: TreeNode;
  readonly depth: number;
  /** Top-left corner of the node's box. */
  readonly x: number;
  readonly y: number;
  readonly parentId?: string;
  /** Children in the data, whether shown or not. */
  readonly childCount: number;
  /** True when the node has children and they are hidden. */
  readonly collapsed: boolean;
  /** Descendants hidden by this node's collapse (the "+N" badge); 0 when expanded. */
  readonly hidden: number;
  /** Terminal whose declarations include one of the plan's legal ones (spec §3: legal = terminal of its own plan). */
  readonly legal: boolean;
}

export interface LaidOutLink {
  readonly sourceId: string;
  readonly targetId: string;
  /** SVG path from the parent's right edge to the child's left edge. */
  readonly path: string;
}

export interface TreeLayout {
  readonly nodes: readonly LaidOutNode[];
  readonly links: readonly LaidOutLink[];
  /** Size of the drawing: every box lies within [0, width] × [0, height]. */
  readonly width: number;
  readonly height: number;
}

/** Keys of the plan's legal declarations, for `legal` marks. */
export function legalKeySet(legal: readonly Declaration[]): Set<string> {
  return new Set(legal.map(declarationKey));
}

export function isLegalNode(node: TreeNode, legalKeys: ReadonlySet<string>): boolean {
  return node.terminal && node.sample.some((d) => legalKeys.has(declarationKey(d)));
}

/** Number of descendants of every node (memoized per tree object, which is immutable API data). */
const sizeCache = new WeakMap<TreeNode, Map<string, number>>();
export function descendantCounts(root: TreeNode): ReadonlyMap<string, number> {
  const cached = sizeCache.get(root);
  if (cached) return cached;
  const sizes = new Map<string, number>();
  // Iterative post-order: trees may be deep enough to make recursion a risk on small stacks.
  const stack: { n: TreeNode; done: boolean }[] = [{ n: root, done: false }];
  while (stack.length > 0) {
    const top = stack.pop()!;
    if (top.done) {
      let s = 0;
      for (const c of top.n.children) s += 1 + (sizes.get(c.id) ?? 0);
      sizes.set(top.n.id, s);
    } else {
      stack.push({ n: top.n, done: true });
      for (const c of top.n.children) stack.push({ n: c, done: false });
    }
  }
  sizeCache.set(root, sizes);
  return sizes;
}

export function layoutTree(
  root: TreeNode,
  collapsed: ReadonlySet<string>,
  legalKeys: ReadonlySet<string> = new Set(),
  options: LayoutOptions = DEFAULT_LAYOUT,
): TreeLayout {
  const sizes = descendantCounts(root);
  const h = hierarchy<TreeNode>(root, (n) => (collapsed.has(n.id) ? null : n.children));
  const rowStep = options.nodeHeight + options.rowGap;
  const colStep = options.nodeWidth + options.columnGap;
  // nodeSize: [breadth, depth]; siblings one row apart, cousins a little further (d3's default ratio 2
  // would waste a whole row between every pair of subtrees).
  const laid = d3tree<TreeNode>()
    .nodeSize([rowStep, colStep])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(h);

  let minBreadth = Infinity;
  let maxBreadth = -Infinity;
  let maxDepth = 0;
  laid.each((d) => {
    if (d.x < minBreadth) minBreadth = d.x;
    if (d.x > maxBreadth) maxBreadth = d.x;
    if (d.depth > maxDepth) maxDepth = d.depth;
  });

  const nodes: LaidOutNode[] = [];
  const links: LaidOutLink[] = [];
  const half = options.nodeHeight / 2;
  laid.each((d) => {
    const n = d.data;
    const isCollapsed = collapsed.has(n.id) && n.children.length > 0;
    const x = d.depth * colStep;
    const y = d.x - minBreadth;
    nodes.push({
      id: n.id,
      node: n,
      depth: d.depth,
      x,
      y,
      ...(d.parent ? { parentId: d.parent.data.id } : {}),
      childCount: n.children.length,
      collapsed: isCollapsed,
      hidden: isCollapsed ? (sizes.get(n.id) ?? 0) : 0,
      legal: isLegalNode(n, legalKeys),
    });
    if (d.parent) {
      const x0 = d.parent.depth * colStep + options.nodeWidth;
      const y0 = d.parent.x - minBreadth + half;
      const x1 = x;
      const y1 = y + half;
      const mx = (x0 + x1) / 2;
      links.push({ sourceId: d.parent.data.id, targetId: n.id, path: `M${x0},${y0}C${mx},${y0} ${mx},${y1} ${x1},${y1}` });
    }
  });
  return {
    nodes,
    links,
    width: maxDepth * colStep + options.nodeWidth,
    height: maxBreadth - minBreadth + options.nodeHeight,
  };
}

/** A rectangle in layout coordinates. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The part of the drawing a viewport of `width`×`height` shows under zoom transform (k, tx, ty). */
export function viewBox(width: number, height: number, t: { readonly k: number; readonly x: number; readonly y: number }): Box {
  return { x0: -t.x / t.k, y0: -t.y / t.k, x1: (width - t.x) / t.k, y1: (height - t.y) / t.k };
}

/** Grow a box by `margin` times its own size on every side. */
export function expandBox(b: Box, margin: number): Box {
  const dx = (b.x1 - b.x0) * margin;
  const dy = (b.y1 - b.y0) * margin;
  return { x0: b.x0 - dx, y0: b.y0 - dy, x1: b.x1 + dx, y1: b.y1 + dy };
}

export function containsBox(outer: Box, inner: Box): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}

/**
 * The nodes and links that touch `area`: only these are drawn. The area is a margin wider than the
 * viewport and recomputed only when the viewport leaves it, so panning rarely changes the DOM.
 */
export function cullLayout(layout: TreeLayout, area: Box, options: LayoutOptions = DEFAULT_LAYOUT): { nodes: LaidOutNode[]; links: LaidOutLink[] } {
  const inside = (x: number, y: number) => x + options.nodeWidth >= area.x0 && x <= area.x1 && y + options.nodeHeight >= area.y0 && y <= area.y1;
  const shown = new Set<string>();
  const nodes: LaidOutNode[] = [];
  const pos = new Map<string, LaidOutNode>();
  for (const n of layout.nodes) {
    pos.set(n.id, n);
    if (inside(n.x, n.y)) {
      nodes.push(n);
      shown.add(n.id);
    }
  }
  // A link is drawn when its bounding box meets the area (a long link can cross the view with both ends outside).
  const links = layout.links.filter((l) => {
    if (shown.has(l.sourceId) || shown.has(l.targetId)) return true;
    const a = pos.get(l.sourceId);
    const b = pos.get(l.targetId);
    if (!a || !b) return false;
    const ys = [a.y, b.y].sort((p, q) => p - q);
    return a.x + options.nodeWidth <= area.x1 && b.x >= area.x0 && ys[1]! + options.nodeHeight >= area.y0 && ys[0]! <= area.y1;
  });
  return { nodes, links };
}
