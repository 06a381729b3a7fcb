/**
 * The attack tree opens fitted (issue 12: its right side was cut until the learner pressed Fit), never
 * below a readable zoom (node text at least 10 px: a bigger tree is panned from its root instead), and
 * at 1920 px it uses the width it has. Measured on the drawing itself: the <g> transform's scale and
 * the node boxes' positions against the canvas, with no click on Fit.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addCard, WINDOW_SIZES } from './helpers.ts';

const NODE_TEXT_PX = 12;
const READABLE_PX = 10;

/** The zoom of the drawing now (the scale of its transform). */
async function zoomOf(canvas: Locator): Promise<number> {
  const t = (await canvas.locator('svg > g').first().getAttribute('transform')) ?? '';
  const m = /scale\(([\d.e-]+)(?:,[\d.e-]+)?\)/.exec(t);
  return m === null ? 1 : Number(m[1]);
}

interface Fit {
  readonly zoom: number;
  /** Every node of the outline is drawn, whole, inside the canvas. */
  readonly whole: boolean;
  /** The root's box starts at the canvas's left edge area (panned from the root). */
  readonly rootAtLeft: boolean;
}

async function measure(page: Page, canvas: Locator): Promise<Fit> {
  const box = (await canvas.boundingBox())!;
  const items = await page.getByRole('tree', { name: 'Attack tree outline' }).getByRole('treeitem').count();
  const nodes = await canvas.locator('[data-node] > rect').evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect()).map((b) => ({ x: b.x, y: b.y, w: b.width, h: b.height })));
  const inside = nodes.filter((n) => n.x >= box.x - 1 && n.x + n.w <= box.x + box.width + 1 && n.y >= box.y - 1 && n.y + n.h <= box.y + box.height + 1);
  const root = (await canvas.locator('[data-node="n0"] > rect').boundingBox())!;
  return { zoom: await zoomOf(canvas), whole: inside.length === items && nodes.length === items, rootAtLeft: root.x - box.x < 40 };
}

for (const size of WINDOW_SIZES) {
  const tag = `${size.width}x${size.height}`;

  test(`quiz tree at ${tag} opens fitted, readable, without pressing Fit`, async ({ page, app, snap }) => {
    await page.setViewportSize(size);
    await app.open('#/quiz/builtin/ex-magnetic-web');
    await page.getByRole('button', { name: 'Add declaration' }).click();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    await page.getByRole('tab', { name: 'Attack tree' }).click();
    const canvas = page.getByTestId('tree-canvas');
    await expect(canvas.locator('[data-node="n0"]')).toBeVisible();
    await page.waitForTimeout(300);
    const fit = await measure(page, canvas);
    expect(NODE_TEXT_PX * fit.zoom, `node text at ${tag} is readable`).toBeGreaterThanOrEqual(READABLE_PX - 0.01);
    expect(fit.zoom).toBeLessThanOrEqual(1);
    // Either the whole tree is in view, or it is too big for a readable zoom and starts at the root.
    expect(fit.whole || fit.rootAtLeft, `at ${tag}: whole tree in view, or panned from the root (${JSON.stringify(fit)})`).toBe(true);
    // This four-step tree (1344 px at full size) fits whole, readable, once the drawing has a wide window's width to use.
    if (size.width >= 1920) expect(fit.whole, `the whole tree in view at ${tag} (${JSON.stringify(fit)})`).toBe(true);
    await snap(`tree-fit-quiz-${tag}`);

    // Untouched, the view follows a resize: fitted again for the new width (still readable, whole or from the root).
    await page.setViewportSize({ width: size.width - 300, height: size.height });
    await page.waitForTimeout(400);
    const resized = await measure(page, canvas);
    expect(NODE_TEXT_PX * resized.zoom).toBeGreaterThanOrEqual(READABLE_PX - 0.01);
    expect(resized.whole || resized.rootAtLeft, `after a resize at ${tag}: ${JSON.stringify(resized)}`).toBe(true);
    if (fit.whole && fit.zoom < 1) expect(resized.zoom, 'a narrower window fits at a smaller zoom').toBeLessThan(fit.zoom);
    await page.setViewportSize(size);

    // Fit does what the first view did.
    await canvas.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(300);
    await canvas.getByRole('button', { name: 'Fit' }).click();
    await page.waitForTimeout(400);
    expect((await measure(page, canvas)).zoom).toBeCloseTo(fit.zoom, 3);
  });

  test(`sandbox tree at ${tag} opens fitted; after the learner zooms, a resize leaves the view alone`, async ({ page, app }) => {
    await page.setViewportSize(size);
    await app.open('#/sandbox');
    for (const card of ['Ekundu Cyclops', 'Viashino Bey', 'Magnetic Web']) await addCard(page, card);
    await page.getByRole('button', { name: 'Show attack tree' }).click();
    const canvas = page.getByTestId('tree-canvas');
    await expect(canvas.locator('[data-node="n0"]')).toBeVisible();
    await page.waitForTimeout(300);
    const fit = await measure(page, canvas);
    expect(NODE_TEXT_PX * fit.zoom).toBeGreaterThanOrEqual(READABLE_PX - 0.01);
    expect(fit.whole || fit.rootAtLeft, JSON.stringify(fit)).toBe(true);
    if (size.width >= 1920) expect(fit.whole, `the whole tree in view at ${tag} (${JSON.stringify(fit)})`).toBe(true);

    // Once the learner zooms, a resize leaves the view alone.
    const before = await zoomOf(canvas);
    await canvas.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(300);
    const zoomed = await zoomOf(canvas);
    expect(zoomed).toBeGreaterThan(before);
    await page.setViewportSize({ width: size.width - 100, height: size.height });
    await page.waitForTimeout(300);
    expect(await zoomOf(canvas)).toBeCloseTo(zoomed, 6);
  });
}
