/**
 * The attack tree view's shared state: which nodes are collapsed, which row of the outline has focus,
 * which node is selected. The SVG and the outline both read and change this one object, so a collapse
 * in one shows in the other.
 */
import type { TreeNode } from '#shared/engine/index';
import { NO_IDS, initialCollapsed, parentMap, revealed, toggled, visibleFocus } from './tree-collapse.ts';
import { outlineKey, visibleItems, type OutlineItem, type OutlineKey } from './outline-keys.ts';

export class TreeViewState {
  /** API data is immutable: held raw, replaced whole when the plan changes. */
  root: TreeNode = $state.raw() as unknown as TreeNode;
  collapsed: ReadonlySet<string> = $state.raw(NO_IDS);
  focus = $state('n0');
  selected: string | undefined = $state(undefined);

  readonly items: readonly OutlineItem[] = $derived(visibleItems(this.root, this.collapsed));

  constructor(root: TreeNode) {
    this.reset(root);
  }

  reset(root: TreeNode): void {
    this.root = root;
    this.collapsed = initialCollapsed(root);
    this.focus = root.id;
    this.selected = undefined;
  }

  toggle(id: string): void {
    this.collapsed = toggled(this.collapsed, id);
    this.focus = visibleFocus(this.collapsed, parentMap(this.root), this.focus);
  }

  select(id: string): void {
    this.collapsed = revealed(this.collapsed, parentMap(this.root), id);
    this.selected = id;
    this.focus = id;
  }

  /** Apply an outline key; false when it did nothing (the event is then left to the browser). */
  key(key: OutlineKey): boolean {
    const state = { focus: this.focus, collapsed: this.collapsed, ...(this.selected !== undefined ? { selected: this.selected } : {}) };
    const next = outlineKey(state, key, this.items);
    if (!next) return false;
    if (next.collapsed !== this.collapsed) this.collapsed = next.collapsed;
    this.focus = next.focus;
    this.selected = next.selected;
    return true;
  }
}
