/**
 * The attack tree as a stacked (indented) list of boxes: one box a row, each step indented one notch
 * to the right of its parent, links running down the parent's left side. Its width is one box plus
 * the indents, whatever the tree's breadth, so it fits any canvas from the narrowest window the app
 * serves (800 px) at full size, and a tall tree scrolls vertically instead of being cut on the right.
 * The view switches to it when the left-to-right layout (tree-layout.ts) cannot fit its canvas whole
 * at a readable zoom.
 */
import type { TreeNode } from '#shared/engine/index';
import { DEFAULT_LAYOUT, descendantCounts, isLegalNode, type LaidOutLink, type LaidOutNode, type LayoutOptions, type TreeLayout } from './tree-layout.ts';

/** How far each step is indented, in layout units. */
export const STACK_INDENT = 28;

export function layoutStacked(
  root: TreeNode,
  collapsed: ReadonlySet<string>,
  legalKeys: ReadonlySet<string> = new Set(),
  options: LayoutOptions = DEFAULT_LAYOUT,
): TreeLayout {
  const sizes = descendantCounts(root);
  const rowStep = options.nodeHeight + options.rowGap;
  const nodes: LaidOutNode[] = [];
  const links: LaidOutLink[] = [];
  let maxDepth = 0;
  // Pre-order, iteratively (a deep tree must not risk the stack): the order the outline reads.
  const stack: { n: TreeNode; depth: number; parent?: LaidOutNode }[] = [{ n: root, depth: 0 }];
  while (stack.length > 0) {
    const { n, depth, parent } = stack.pop()!;
    const isCollapsed = collapsed.has(n.id) && n.children.length > 0;
    const laid: LaidOutNode = {
      id: n.id,
      node: n,
      depth,
      x: depth * STACK_INDENT,
      y: nodes.length * rowStep,
      ...(parent ? { parentId: parent.id } : {}),
      childCount: n.children.length,
      collapsed: isCollapsed,
      hidden: isCollapsed ? (sizes.get(n.id) ?? 0) : 0,
      legal: isLegalNode(n, legalKeys),
    };
    nodes.push(laid);
    if (depth > maxDepth) maxDepth = depth;
    if (parent) {
      // Down the parent's left margin, then right into the child's left edge.
      const x0 = parent.x + STACK_INDENT / 2;
      const y0 = parent.y + options.nodeHeight;
      const y1 = laid.y + options.nodeHeight / 2;
      links.push({ sourceId: parent.id, targetId: n.id, path: `M${x0},${y0}V${y1}H${laid.x}` });
    }
    if (!isCollapsed) for (let i = n.children.length - 1; i >= 0; i--) stack.push({ n: n.children[i]!, depth: depth + 1, parent: laid });
  }
  return { nodes, links, width: maxDepth * STACK_INDENT + options.nodeWidth, height: nodes.length * rowStep - options.rowGap };
}
