/** Fit and the first view of an attack tree: whole when it fits, readable always, from the root when it cannot fit. */
import { describe, expect, test } from 'vitest';
import { FIT_MARGIN, MIN_FIT_SCALE, MIN_READABLE_PX, NODE_TEXT_PX, fitTransform } from '../../src-renderer/lib/tree/tree-fit.ts';

describe('fitTransform', () => {
  test('a small tree is centred at its real size, never enlarged', () => {
    expect(fitTransform({ treeWidth: 300, treeHeight: 74, rootCenterY: 37, width: 800, height: 400 })).toEqual({ x: 250, y: 163, k: 1 });
  });

  test('a tree a little too wide is shrunk to fit whole, inside the margins', () => {
    const t = fitTransform({ treeWidth: 996, treeHeight: 160, rootCenterY: 80, width: 900, height: 400 });
    expect(t.k).toBeCloseTo((900 - 2 * FIT_MARGIN) / 996, 10);
    expect(t.k).toBeGreaterThanOrEqual(MIN_FIT_SCALE);
    expect(t.x).toBeCloseTo(FIT_MARGIN, 6);
    expect(t.x + 996 * t.k).toBeLessThanOrEqual(900 - FIT_MARGIN + 1e-9);
  });

  test('a tree too big for a readable zoom stays readable and starts at the root', () => {
    const t = fitTransform({ treeWidth: 3000, treeHeight: 2000, rootCenterY: 1000, width: 600, height: 360 });
    expect(t.k).toBe(MIN_FIT_SCALE);
    expect(NODE_TEXT_PX * t.k).toBeGreaterThanOrEqual(MIN_READABLE_PX);
    expect(t.x).toBe(FIT_MARGIN);
    // The root's centre is on the canvas's vertical middle.
    expect(t.y + 1000 * t.k).toBeCloseTo(180, 6);
  });

  test('a canvas not measured yet gives a finite transform', () => {
    const t = fitTransform({ treeWidth: 300, treeHeight: 74, rootCenterY: 37, width: 0, height: 0 });
    expect([t.x, t.y, t.k].every(Number.isFinite)).toBe(true);
  });
});
