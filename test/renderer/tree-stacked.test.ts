/** The stacked tree (one box a row, indented by step), the shape choice and its Fit, and the plan the view opens on. */
import { describe, expect, test } from 'vitest';
import type { PlanTree } from '#shared/engine/index';
import { DEFAULT_LAYOUT, layoutTree } from '../../src-renderer/lib/tree/tree-layout.ts';
import { layoutStacked, STACK_INDENT } from '../../src-renderer/lib/tree/tree-stacked.ts';
import {
  chooseShape,
  fitStacked,
  FIT_MARGIN,
  MIN_FIT_SCALE,
  stackedCanvasHeight,
  STACKED_MAX_HEIGHT,
  wideCanvasHeight,
  ZOOM_EXTENT,
} from '../../src-renderer/lib/tree/tree-fit.ts';
import { informativePlan } from '../../src-renderer/lib/tree/tree-plan.ts';
import { countNodes, generatedTree, makeTree } from './tree-fixtures.ts';

const NONE = new Set<string>();

describe('layoutStacked', () => {
  test.each([
    ['a four-step chain', makeTree({ children: [{ children: [{ children: [{ terminal: true }] }] }] })],
    ['a broad tree of 200 nodes', generatedTree(200, 5)],
    ['a deep narrow tree of 60 nodes', generatedTree(60, 1)],
  ])('%s: one row a node in outline order, as wide as one box plus the indents', (_name, root) => {
    const layout = layoutStacked(root, NONE);
    expect(layout.nodes).toHaveLength(countNodes(root));
    const rowStep = DEFAULT_LAYOUT.nodeHeight + DEFAULT_LAYOUT.rowGap;
    layout.nodes.forEach((n, i) => {
      expect(n.y).toBe(i * rowStep);
      expect(n.x).toBe(n.depth * STACK_INDENT);
      expect(n.x + DEFAULT_LAYOUT.nodeWidth).toBeLessThanOrEqual(layout.width);
    });
    const maxDepth = Math.max(...layout.nodes.map((n) => n.depth));
    expect(layout.width).toBe(maxDepth * STACK_INDENT + DEFAULT_LAYOUT.nodeWidth);
    expect(layout.links).toHaveLength(countNodes(root) - 1);
  });

  test('a collapsed node hides its rows', () => {
    const root = generatedTree(13, 3);
    const layout = layoutStacked(root, new Set(['n0.0']));
    expect(layout.nodes.map((n) => n.id)).not.toContain('n0.0.0');
    expect(layout.nodes.find((n) => n.id === 'n0.0')?.hidden).toBeGreaterThan(0);
  });
});

describe('chooseShape and fitStacked', () => {
  const fourStep = layoutTree(makeTree({ children: [{ children: [{ children: [{ terminal: true }] }] }] }), NONE);
  test.each([
    { width: 1900, height: 560, shape: 'wide' },
    { width: 1160, height: 560, shape: 'wide' },
    { width: 1100, height: 560, shape: 'stacked' },
    { width: 780, height: 560, shape: 'stacked' },
    { width: 380, height: 560, shape: 'stacked' },
  ] as const)('a 1344 px four-step tree in a $width px canvas is $shape', ({ width, height, shape }) => {
    expect(chooseShape(fourStep, width, height)).toBe(shape);
  });

  test.each([380, 506, 779, 1200])('stacked Fit at %i px: the whole width inside the canvas, readable, never enlarged', (width) => {
    const stacked = layoutStacked(generatedTree(7, 2), NONE);
    const t = fitStacked({ treeWidth: stacked.width, treeHeight: stacked.height, width, height: stackedCanvasHeight(stacked.height) });
    expect(t.k).toBeLessThanOrEqual(1);
    expect(t.k).toBeGreaterThanOrEqual(MIN_FIT_SCALE);
    expect(t.x).toBeGreaterThanOrEqual(FIT_MARGIN - 1e-9);
    expect(t.x + stacked.width * t.k).toBeLessThanOrEqual(width - FIT_MARGIN + 1e-9);
  });

  test('the stacked canvas grows with its tree up to a bound; the wide one is half the window within 360–560 px', () => {
    expect(stackedCanvasHeight(500)).toBeGreaterThan(500);
    expect(stackedCanvasHeight(100_000)).toBe(STACKED_MAX_HEIGHT);
    expect([wideCanvasHeight(600), wideCanvasHeight(900), wideCanvasHeight(2000)]).toEqual([360, 450, 560]);
  });

  test('the zoom is bounded to useful values', () => {
    expect(ZOOM_EXTENT[0]).toBeGreaterThanOrEqual(0.4);
    expect(ZOOM_EXTENT[1]).toBe(2);
  });
});

describe('informativePlan', () => {
  const small = makeTree({ children: [{ terminal: true }] });
  const big = makeTree({ children: [{ terminal: true }, { children: [{ terminal: true, sample: [{ attacks: { a: 'opp', b: 'opp' } }] }] }] });
  const plan = (root: typeof small, legal: PlanTree['legal']): PlanTree => ({ plan: [], root, legal });
  const plans = [plan(small, [{ attacks: {} }]), plan(big, [{ attacks: { a: 'opp' } }]), plan(small, [{ attacks: { b: 'opp' } }])];
  test.each([
    { name: 'no declaration: the largest tree', declarations: [], index: 1 },
    { name: 'the plan whose legal list holds the learner’s declaration', declarations: [{ attacks: { b: 'opp' } }], index: 2 },
    { name: 'the plan whose tree shows it when it is not legal', declarations: [{ attacks: { a: 'opp', b: 'opp' } }], index: 1 },
    { name: '"No attack" says nothing: the largest', declarations: [{ attacks: {} }], index: 1 },
  ])('$name', ({ declarations, index }) => {
    expect(informativePlan(plans, declarations)).toBe(index);
  });
});
