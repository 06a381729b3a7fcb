import { describe, expect, it } from 'vitest';
import { isOutlineKey, outlineKey, visibleItems, type OutlineKey, type OutlineState } from '../../src-renderer/lib/tree/outline-keys.ts';
import { initialCollapsed, parentMap, revealed, toggled, visibleFocus } from '../../src-renderer/lib/tree/tree-collapse.ts';
import { generatedTree, makeTree } from './tree-fixtures.ts';

// n0 ─┬─ n0.0 (leaf)
//     └─ n0.1 ─┬─ n0.1.0 ── n0.1.0.0
//              └─ n0.1.1
const tree = makeTree({ children: [{ terminal: true }, { children: [{ children: [{ terminal: true }] }, { terminal: true }] }] });

describe('visibleItems', () => {
  it('all expanded: document order with levels and positions', () => {
    const items = visibleItems(tree, new Set());
    expect(items.map((i) => `${i.id}@${i.level}:${i.posinset}/${i.setsize}${i.hasChildren ? (i.expanded ? '-' : '+') : ''}`)).toEqual([
      'n0@1:1/1-',
      'n0.0@2:1/2',
      'n0.1@2:2/2-',
      'n0.1.0@3:1/2-',
      'n0.1.0.0@4:1/1',
      'n0.1.1@3:2/2',
    ]);
  });
  it('a collapsed node hides its subtree', () => {
    expect(visibleItems(tree, new Set(['n0.1'])).map((i) => i.id)).toEqual(['n0', 'n0.0', 'n0.1']);
  });
});

const set = (...ids: string[]) => new Set(ids);

interface Case {
  readonly name: string;
  readonly focus: string;
  readonly collapsed?: readonly string[];
  readonly key: OutlineKey;
  /** Expected focus, collapsed ids and selection; `null` when the key does nothing. */
  readonly expect: { focus: string; collapsed?: readonly string[]; selected?: string } | null;
}

const cases: Case[] = [
  { name: 'Down moves to the next row', focus: 'n0', key: 'ArrowDown', expect: { focus: 'n0.0' } },
  { name: 'Down enters an expanded subtree', focus: 'n0.1', key: 'ArrowDown', expect: { focus: 'n0.1.0' } },
  { name: 'Down skips a collapsed subtree', focus: 'n0.1.0', collapsed: ['n0.1.0'], key: 'ArrowDown', expect: { focus: 'n0.1.1', collapsed: ['n0.1.0'] } },
  { name: 'Down on the last row does nothing', focus: 'n0.1.1', key: 'ArrowDown', expect: null },
  { name: 'Up moves to the previous row', focus: 'n0.1', key: 'ArrowUp', expect: { focus: 'n0.0' } },
  { name: 'Up on the first row does nothing', focus: 'n0', key: 'ArrowUp', expect: null },
  { name: 'Home goes to the root', focus: 'n0.1.1', key: 'Home', expect: { focus: 'n0' } },
  { name: 'End goes to the last visible row', focus: 'n0', key: 'End', expect: { focus: 'n0.1.1' } },
  { name: 'End respects collapse', focus: 'n0', collapsed: ['n0.1'], key: 'End', expect: { focus: 'n0.1', collapsed: ['n0.1'] } },
  { name: 'Right expands a collapsed node and stays', focus: 'n0.1', collapsed: ['n0.1'], key: 'ArrowRight', expect: { focus: 'n0.1' } },
  { name: 'Right on an expanded node moves to its first child', focus: 'n0.1', key: 'ArrowRight', expect: { focus: 'n0.1.0' } },
  { name: 'Right on a leaf does nothing', focus: 'n0.0', key: 'ArrowRight', expect: null },
  { name: 'Left collapses an expanded node', focus: 'n0.1', key: 'ArrowLeft', expect: { focus: 'n0.1', collapsed: ['n0.1'] } },
  { name: 'Left on a collapsed node moves to its parent', focus: 'n0.1', collapsed: ['n0.1'], key: 'ArrowLeft', expect: { focus: 'n0', collapsed: ['n0.1'] } },
  { name: 'Left on a leaf moves to its parent', focus: 'n0.1.1', key: 'ArrowLeft', expect: { focus: 'n0.1' } },
  { name: 'Left on the collapsed root does nothing', focus: 'n0', collapsed: ['n0'], key: 'ArrowLeft', expect: null },
  { name: 'Enter selects the focused row', focus: 'n0.1.0', key: 'Enter', expect: { focus: 'n0.1.0', selected: 'n0.1.0' } },
  { name: 'Space selects too', focus: 'n0.0', key: ' ', expect: { focus: 'n0.0', selected: 'n0.0' } },
  { name: 'a hidden focus acts from the first row', focus: 'n0.1.0.0', collapsed: ['n0.1'], key: 'ArrowDown', expect: { focus: 'n0.0', collapsed: ['n0.1'] } },
];

describe('outlineKey', () => {
  for (const c of cases) {
    it(c.name, () => {
      const state: OutlineState = { focus: c.focus, collapsed: set(...(c.collapsed ?? [])) };
      const next = outlineKey(state, c.key, visibleItems(tree, state.collapsed));
      if (c.expect === null) {
        expect(next).toBeUndefined();
        return;
      }
      expect(next).toBeDefined();
      expect(next!.focus).toBe(c.expect.focus);
      expect([...next!.collapsed].sort()).toEqual([...(c.expect.collapsed ?? [])].sort());
      expect(next!.selected).toBe(c.expect.selected);
    });
  }
  it('selection survives moves', () => {
    const next = outlineKey({ focus: 'n0', selected: 'n0.1', collapsed: set() }, 'ArrowDown', visibleItems(tree, set()));
    expect(next?.selected).toBe('n0.1');
  });
  it('does not mutate the collapsed set it was given', () => {
    const collapsed = set();
    outlineKey({ focus: 'n0.1', collapsed }, 'ArrowLeft', visibleItems(tree, collapsed));
    expect(collapsed.size).toBe(0);
  });
  it('recognises only the pattern keys', () => {
    expect(['ArrowUp', 'Enter', ' ', 'Home'].every(isOutlineKey)).toBe(true);
    expect(['a', 'Tab', 'Escape', 'PageDown'].some(isOutlineKey)).toBe(false);
  });
});

describe('collapse helpers', () => {
  const parents = parentMap(tree);
  it('toggled adds then removes', () => {
    const once = toggled(set(), 'n0.1');
    expect([...once]).toEqual(['n0.1']);
    expect([...toggled(once, 'n0.1')]).toEqual([]);
  });
  it('revealed expands every ancestor and nothing else', () => {
    expect([...revealed(set('n0', 'n0.1', 'n0.1.0', 'n0.0'), parents, 'n0.1.0.0')].sort()).toEqual(['n0.0']);
  });
  const focusCases: [string, string[], string, string][] = [
    ['shown focus stays', ['n0.0'], 'n0.1.1', 'n0.1.1'],
    ['hidden focus goes to the collapsed ancestor', ['n0.1'], 'n0.1.0.0', 'n0.1'],
    ['the outermost collapsed ancestor wins', ['n0.1', 'n0.1.0'], 'n0.1.0.0', 'n0.1'],
    ['a collapsed node itself stays focused', ['n0.1'], 'n0.1', 'n0.1'],
  ];
  for (const [name, collapsed, focus, want] of focusCases)
    it(`visibleFocus: ${name}`, () => expect(visibleFocus(set(...collapsed), parents, focus)).toBe(want));
  it('a small tree opens fully expanded', () => expect(initialCollapsed(tree).size).toBe(0));
  it('a 2,000-node tree opens with at most the budget of rows shown', () => {
    const big = generatedTree(2000, 4);
    const collapsed = initialCollapsed(big, 300);
    expect(collapsed.size).toBeGreaterThan(0);
    const rows = visibleItems(big, collapsed).length;
    expect(rows).toBeLessThanOrEqual(300);
    expect(rows).toBeGreaterThan(20);
  });
});
