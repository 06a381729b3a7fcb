import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  containsBox,
  cullLayout,
  descendantCounts,
  expandBox,
  layoutTree,
  legalKeySet,
  viewBox,
  type LaidOutNode,
} from '../../src-renderer/lib/tree/tree-layout.ts';
import { countNodes, generatedTree, makeTree } from './tree-fixtures.ts';

const O = DEFAULT_LAYOUT;
const COL = O.nodeWidth + O.columnGap;

// n0 ─┬─ n0.0 (terminal, legal: goblin→opp)
//     └─ n0.1 ─┬─ n0.1.0 (terminal)
//              └─ n0.1.1 (terminal, ×5)
const small = makeTree({
  children: [
    { terminal: true, sample: [{ attacks: { goblin: 'opp' } }] },
    {
      count: '7',
      children: [
        { terminal: true, sample: [{ attacks: { cub: 'opp' } }] },
        { terminal: true, count: '5' },
      ],
    },
  ],
});

const byId = (nodes: readonly LaidOutNode[]) => new Map(nodes.map((n) => [n.id, n]));

describe('layoutTree: positions', () => {
  const layout = layoutTree(small, new Set(), legalKeySet([{ attacks: { goblin: 'opp' } }]));
  const m = byId(layout.nodes);
  const cases: { name: string; check: () => void }[] = [
    { name: 'every node laid out once', check: () => expect(layout.nodes.map((n) => n.id).sort()).toEqual(['n0', 'n0.0', 'n0.1', 'n0.1.0', 'n0.1.1']) },
    {
      name: 'one link per non-root node',
      check: () => expect(layout.links.map((l) => `${l.sourceId}>${l.targetId}`).sort()).toEqual(['n0.1>n0.1.0', 'n0.1>n0.1.1', 'n0>n0.0', 'n0>n0.1']),
    },
    { name: 'columns by depth', check: () => expect([m.get('n0')!.x, m.get('n0.1')!.x, m.get('n0.1.1')!.x]).toEqual([0, COL, 2 * COL]) },
    { name: 'siblings do not overlap', check: () => expect(Math.abs(m.get('n0.1.0')!.y - m.get('n0.1.1')!.y)).toBeGreaterThanOrEqual(O.nodeHeight) },
    { name: 'parent centred between its children', check: () => expect(m.get('n0.1')!.y).toBeCloseTo((m.get('n0.1.0')!.y + m.get('n0.1.1')!.y) / 2) },
    { name: 'top edge at 0', check: () => expect(Math.min(...layout.nodes.map((n) => n.y))).toBe(0) },
    {
      name: 'every box within width × height',
      check: () => expect(layout.nodes.every((n) => n.x + O.nodeWidth <= layout.width && n.y + O.nodeHeight <= layout.height)).toBe(true),
    },
    { name: 'width spans three columns', check: () => expect(layout.width).toBe(2 * COL + O.nodeWidth) },
    { name: 'parent ids', check: () => expect(m.get('n0.1.1')!.parentId).toBe('n0.1') },
    { name: 'root has no parent', check: () => expect(m.get('n0')!.parentId).toBeUndefined() },
    { name: 'legal terminal marked', check: () => expect(m.get('n0.0')!.legal).toBe(true) },
    { name: 'terminal not in legal list not marked', check: () => expect(m.get('n0.1.0')!.legal).toBe(false) },
    {
      name: 'link path starts at the parent right edge',
      check: () => expect(layout.links.find((l) => l.targetId === 'n0.0')!.path.startsWith(`M${O.nodeWidth},`)).toBe(true),
    },
    { name: 'expanded nodes hide nothing', check: () => expect(layout.nodes.every((n) => !n.collapsed && n.hidden === 0)).toBe(true) },
  ];
  for (const c of cases) it(c.name, c.check);
});

describe('layoutTree: collapse', () => {
  const cases: { name: string; collapsed: string[]; shown: string[]; hidden: Record<string, number> }[] = [
    { name: 'nothing collapsed', collapsed: [], shown: ['n0', 'n0.0', 'n0.1', 'n0.1.0', 'n0.1.1'], hidden: {} },
    { name: 'inner node', collapsed: ['n0.1'], shown: ['n0', 'n0.0', 'n0.1'], hidden: { 'n0.1': 2 } },
    { name: 'root', collapsed: ['n0'], shown: ['n0'], hidden: { n0: 4 } },
    { name: 'leaf (no effect)', collapsed: ['n0.0'], shown: ['n0', 'n0.0', 'n0.1', 'n0.1.0', 'n0.1.1'], hidden: {} },
    { name: 'nested: outer wins', collapsed: ['n0', 'n0.1'], shown: ['n0'], hidden: { n0: 4 } },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const layout = layoutTree(small, new Set(c.collapsed));
      expect(layout.nodes.map((n) => n.id).sort()).toEqual(c.shown);
      expect(layout.links).toHaveLength(c.shown.length - 1);
      const hidden = Object.fromEntries(layout.nodes.filter((n) => n.collapsed).map((n) => [n.id, n.hidden]));
      expect(hidden).toEqual(c.hidden);
    });
  }
});

describe('descendantCounts', () => {
  it('counts every node below', () => {
    const d = descendantCounts(small);
    expect([d.get('n0'), d.get('n0.1'), d.get('n0.0')]).toEqual([4, 2, 0]);
  });
});

describe('viewport culling', () => {
  const layout = layoutTree(small, new Set());
  const cases: { name: string; t: { k: number; x: number; y: number }; size: [number, number]; nodes: string[] }[] = [
    { name: 'whole drawing in view', t: { k: 1, x: 0, y: 0 }, size: [2000, 2000], nodes: ['n0', 'n0.0', 'n0.1', 'n0.1.0', 'n0.1.1'] },
    { name: 'first column only', t: { k: 1, x: 0, y: 0 }, size: [O.nodeWidth + 10, 2000], nodes: ['n0'] },
    { name: 'panned to the last column', t: { k: 1, x: -2 * COL, y: 0 }, size: [O.nodeWidth, 2000], nodes: ['n0.1.0', 'n0.1.1'] },
    { name: 'zoomed out shows all', t: { k: 0.1, x: 0, y: 0 }, size: [200, 200], nodes: ['n0', 'n0.0', 'n0.1', 'n0.1.0', 'n0.1.1'] },
    { name: 'far away shows none', t: { k: 1, x: 100000, y: 0 }, size: [500, 500], nodes: [] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const shown = cullLayout(layout, viewBox(c.size[0], c.size[1], c.t));
      expect(shown.nodes.map((n) => n.id).sort()).toEqual(c.nodes);
      // Every drawn node's link to its parent is drawn.
      const linked = new Set(shown.links.map((l) => l.targetId));
      expect(shown.nodes.filter((n) => n.parentId !== undefined).every((n) => linked.has(n.id))).toBe(true);
    });
  }
  it('a margin box contains the viewport and grows it', () => {
    const v = viewBox(800, 600, { k: 2, x: -100, y: -50 });
    expect(v).toEqual({ x0: 50, y0: 25, x1: 450, y1: 325 });
    const e = expandBox(v, 0.5);
    expect(containsBox(e, v)).toBe(true);
    expect(containsBox(v, e)).toBe(false);
  });
});

describe('a 2,000-node tree', () => {
  const big = generatedTree(2000, 4);
  it('has 2,000 nodes', () => expect(countNodes(big)).toBe(2000));
  it('lays out every node without overlaps in a column', () => {
    const t0 = performance.now();
    const layout = layoutTree(big, new Set());
    const ms = performance.now() - t0;
    console.log(`layout of 2,000 nodes: ${ms.toFixed(1)} ms`);
    expect(layout.nodes).toHaveLength(2000);
    expect(layout.links).toHaveLength(1999);
    const columns = new Map<number, number[]>();
    for (const n of layout.nodes) columns.set(n.x, [...(columns.get(n.x) ?? []), n.y]);
    for (const ys of columns.values()) {
      ys.sort((a, b) => a - b);
      for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(O.nodeHeight);
    }
  });
  it('collapsing a top-level node hides its subtree', () => {
    const t0 = performance.now();
    const layout = layoutTree(big, new Set(['n0.0']));
    console.log(`layout of 2,000 nodes with one collapse: ${(performance.now() - t0).toFixed(1)} ms`);
    const n00 = layout.nodes.find((n) => n.id === 'n0.0')!;
    expect(n00.collapsed).toBe(true);
    expect(layout.nodes.length + n00.hidden).toBe(2000);
  });
  it('culling a 1024×700 viewport centred on the root draws a small fraction', () => {
    const layout = layoutTree(big, new Set());
    const root = layout.nodes.find((n) => n.id === 'n0')!;
    const shown = cullLayout(layout, viewBox(1024, 700, { k: 1, x: 0, y: 350 - root.y }));
    expect(shown.nodes.map((n) => n.id)).toContain('n0');
    expect(shown.nodes.length).toBeGreaterThan(0);
    expect(shown.nodes.length).toBeLessThan(100);
  });
});
