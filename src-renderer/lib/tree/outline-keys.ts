/**
 * The text outline's keyboard model (WAI-ARIA tree view pattern) as a pure reducer: the component
 * only forwards keys and applies the new state, so every key is tested as data.
 * https://www.w3.org/WAI/ARIA/apg/patterns/treeview/
 */
import type { TreeNode } from '#shared/engine/index';

/** One visible row of the outline, in document order. */
export interface OutlineItem {
  readonly id: string;
  /** aria-level: 1 for the root. */
  readonly level: number;
  readonly parentId?: string;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
  /** aria-posinset / aria-setsize among its siblings. */
  readonly posinset: number;
  readonly setsize: number;
  readonly node: TreeNode;
}

export interface OutlineState {
  /** The item with tabindex 0 (roving tabindex). */
  readonly focus: string;
  readonly selected?: string;
  readonly collapsed: ReadonlySet<string>;
}

export const OUTLINE_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', ' '] as const;
export type OutlineKey = (typeof OUTLINE_KEYS)[number];

export function isOutlineKey(key: string): key is OutlineKey {
  return (OUTLINE_KEYS as readonly string[]).includes(key);
}

/** The rows shown: every node whose ancestors are all expanded, depth first. */
export function visibleItems(root: TreeNode, collapsed: ReadonlySet<string>): OutlineItem[] {
  const out: OutlineItem[] = [];
  const stack: { n: TreeNode; level: number; parentId?: string; pos: number; size: number }[] = [{ n: root, level: 1, pos: 1, size: 1 }];
  while (stack.length > 0) {
    const { n, level, parentId, pos, size } = stack.pop()!;
    const hasChildren = n.children.length > 0;
    const expanded = hasChildren && !collapsed.has(n.id);
    out.push({ id: n.id, level, ...(parentId !== undefined ? { parentId } : {}), hasChildren, expanded, posinset: pos, setsize: size, node: n });
    if (expanded) {
      for (let i = n.children.length - 1; i >= 0; i--) {
        stack.push({ n: n.children[i]!, level: level + 1, parentId: n.id, pos: i + 1, size: n.children.length });
      }
    }
  }
  return out;
}

function withCollapsed(collapsed: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(collapsed);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * The state after `key`, given the rows currently shown; `undefined` when the key does nothing here
 * (the component then lets the browser handle it).
 */
export function outlineKey(state: OutlineState, key: OutlineKey, items: readonly OutlineItem[]): OutlineState | undefined {
  if (items.length === 0) return undefined;
  let i = items.findIndex((it) => it.id === state.focus);
  // A focus that is no longer shown (its ancestor collapsed) acts as if it were on the first row.
  if (i < 0) i = 0;
  const item = items[i]!;
  const focus = (id: string): OutlineState => ({ ...state, focus: id });
  switch (key) {
    case 'ArrowDown':
      return i + 1 < items.length ? focus(items[i + 1]!.id) : undefined;
    case 'ArrowUp':
      return i > 0 ? focus(items[i - 1]!.id) : undefined;
    case 'Home':
      return focus(items[0]!.id);
    case 'End':
      return focus(items[items.length - 1]!.id);
    case 'ArrowRight':
      if (!item.hasChildren) return undefined;
      if (!item.expanded) return { ...state, focus: item.id, collapsed: withCollapsed(state.collapsed, item.id, false) };
      return focus(items[i + 1]!.id);
    case 'ArrowLeft':
      if (item.expanded) return { ...state, focus: item.id, collapsed: withCollapsed(state.collapsed, item.id, true) };
      return item.parentId !== undefined ? focus(item.parentId) : undefined;
    case 'Enter':
    case ' ':
      return { ...state, focus: item.id, selected: item.id };
  }
}
