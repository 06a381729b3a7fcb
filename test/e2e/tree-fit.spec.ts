/**
 * The attack tree always fits: after Fit (and on first view, without pressing it) every node of the
 * tree is drawn whole inside its canvas, at a readable zoom (node text at least 10 px), at every window
 * from 800 px — the left-to-right drawing when it fits, otherwise the stacked one (one box a row,
 * scrolled vertically). The plan menu never makes the page wider than the window, switching plans fits
 * again, the zoom stays within useful bounds, and the tree opens on the most informative plan.
 * Measured on the drawing itself: the <g> transform's scale and the node boxes against the canvas.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addCard, applyLook, LOOKS_FROM_800, pageWidths } from './helpers.ts';

const NODE_TEXT_PX = 12;
const READABLE_PX = 10;
/** Where the closing note's screenshots go (outside the repository). */
const SCREENS = process.env['ATTACK_TRAINER_SCREENS'] ?? 'test-results/screens';

// Each test switches plans and zooms several times: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** The zoom of the drawing now (the scale of its transform). */
async function zoomOf(canvas: Locator): Promise<number> {
  const t = (await canvas.locator('svg > g').first().getAttribute('transform')) ?? '';
  const m = /scale\(([\d.e-]+)(?:,[\d.e-]+)?\)/.exec(t);
  return m === null ? 1 : Number(m[1]);
}

interface Fit {
  readonly zoom: number;
  readonly nodes: number;
  readonly outline: number;
  /** Nodes drawn whole inside the canvas's drawing area. */
  readonly inside: number;
}

async function measure(page: Page, canvas: Locator): Promise<Fit> {
  const box = (await canvas.locator('svg').boundingBox())!;
  const outline = await page.getByRole('tree', { name: 'Attack tree outline' }).getByRole('treeitem').count();
  const rects = await canvas
    .locator('[data-node] > rect')
    .evaluateAll((els) => els.map((r) => r.getBoundingClientRect()).map((b) => ({ x: b.x, y: b.y, w: b.width, h: b.height })));
  const inside = rects.filter((n) => n.x >= box.x - 1 && n.x + n.w <= box.x + box.width + 1 && n.y >= box.y - 1 && n.y + n.h <= box.y + box.height + 1);
  return { zoom: await zoomOf(canvas), nodes: rects.length, outline, inside: inside.length };
}

/** Every node of the tree whole inside the canvas, readable, never enlarged. */
async function expectFitted(page: Page, canvas: Locator, where: string): Promise<Fit> {
  // The fit is applied once the canvas has its size; a short transition may follow a button.
  await expect
    .poll(
      async () => {
        const f = await measure(page, canvas);
        return f.inside === f.outline && f.nodes === f.outline;
      },
      { message: `every node inside the canvas ${where}` },
    )
    .toBe(true);
  const fit = await measure(page, canvas);
  expect(NODE_TEXT_PX * fit.zoom, `node text readable ${where}`).toBeGreaterThanOrEqual(READABLE_PX - 0.01);
  expect(fit.zoom, `never larger than life ${where}`).toBeLessThanOrEqual(1);
  return fit;
}

async function expectNoWiderThanWindow(page: Page, where: string): Promise<void> {
  const [scroll, inner] = await pageWidths(page);
  expect(scroll, `the page is no wider than the window ${where}`).toBeLessThanOrEqual(inner);
}

async function openQuizTree(page: Page, app: { open(hash: string): Promise<void> }, quizId: string): Promise<Locator> {
  await app.open(`#/quiz/builtin/${quizId}`);
  await page.getByRole('button', { name: 'Add declaration' }).click();
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await page.getByRole('tab', { name: 'Attack tree' }).click();
  const canvas = page.getByTestId('tree-canvas');
  await expect(canvas.locator('[data-node="n0"]')).toBeVisible();
  return canvas;
}

for (const look of LOOKS_FROM_800) {
  test(`quiz tree at ${look.tag}: every plan fits whole after Fit, the menu never widens the page`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    const canvas = await openQuizTree(page, app, 'q07');
    // The tree opens on the most informative plan: "pay nothing" has a two-node tree, the others four.
    const menu = page.getByRole('combobox', { name: 'Cost plan' });
    await expect(menu.locator('option:checked')).not.toHaveText(/pay nothing/);
    await expectFitted(page, canvas, `on opening (${look.tag})`);
    await expectNoWiderThanWindow(page, `with q07's plan menu (${look.tag})`);
    await snap(`tree-fit-q07-${look.tag}`);
    if (look.size.width === 800) {
      fs.mkdirSync(SCREENS, { recursive: true });
      await page.getByTestId('tree-canvas').screenshot({ path: `${SCREENS}/tree-800-${look.scheme}.png` });
      await page.screenshot({ path: `${SCREENS}/tree-800-${look.scheme}-page.png`, fullPage: true });
    }

    // Switching plans fits again (the first plan, then the last); the zoom in between does not stick.
    const plans = await menu.locator('option').count();
    for (const i of [0, plans - 1]) {
      await canvas.getByRole('button', { name: 'Zoom in' }).click();
      await menu.selectOption({ index: i });
      await expectFitted(page, canvas, `on plan ${i + 1} (${look.tag})`);
      await expectNoWiderThanWindow(page, `on plan ${i + 1} (${look.tag})`);
    }

    // Fit after zooming brings the whole tree back.
    await canvas.getByRole('button', { name: 'Zoom in' }).click();
    await canvas.getByRole('button', { name: 'Zoom in' }).click();
    await canvas.getByRole('button', { name: 'Fit' }).click();
    await expectFitted(page, canvas, `after Zoom in, Zoom in, Fit (${look.tag})`);
  });
}

test('the four-step tree fits whole at 800 px and the zoom stays within useful bounds', async ({ page, app }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const canvas = await openQuizTree(page, app, 'ex-magnetic-web');
  await expectFitted(page, canvas, 'ex-magnetic-web at 800');
  await expect(page.locator('.drawing')).toHaveAttribute('data-shape', 'stacked');
  // Ctrl + wheel zooms: however far it is turned, the zoom stays between half the readable zoom and 2.
  const svg = canvas.locator('svg');
  await svg.hover();
  await page.keyboard.down('Control');
  for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 400);
  await page.keyboard.up('Control');
  await expect.poll(() => zoomOf(canvas)).toBeGreaterThanOrEqual(READABLE_PX / NODE_TEXT_PX / 2 - 1e-6);
  for (let i = 0; i < 12; i++) await canvas.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => zoomOf(canvas)).toBeLessThanOrEqual(2 + 1e-6);
  await canvas.getByRole('button', { name: 'Fit' }).click();
  await expectFitted(page, canvas, 'Fit after the zoom limits');
});

test('the tree tab opens without moving the board column', async ({ page, app }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await app.open('#/quiz/builtin/q07');
  await page.getByRole('button', { name: 'Add declaration' }).click();
  await page.getByRole('button', { name: 'Submit answer' }).click();
  const before = await page.locator('.board-col').boundingBox();
  await page.getByRole('tab', { name: 'Attack tree' }).click();
  await expect(page.getByTestId('tree-canvas').locator('[data-node="n0"]')).toBeVisible();
  const after = await page.locator('.board-col').boundingBox();
  expect(after?.width).toBeCloseTo(before!.width, 0);
  expect(after?.x).toBeCloseTo(before!.x, 0);
});

for (const look of LOOKS_FROM_800) {
  test(`sandbox tree at ${look.tag} fits whole and the page stays in the window`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/sandbox');
    // Payment not modeled, as the board this tree was drawn from: every Propaganda tax counts as paid.
    await page.getByLabel('Payment not modeled (every mana, life and sacrifice cost counts as paid)').check();
    for (const card of ['Ekundu Cyclops', 'Viashino Bey', 'Magnetic Web', 'Propaganda']) await addCard(page, card);
    await page.getByRole('button', { name: 'Show attack tree' }).click();
    const canvas = page.getByTestId('tree-canvas');
    await expect(canvas.locator('[data-node="n0"]')).toBeVisible();
    await expectFitted(page, canvas, `in the sandbox (${look.tag})`);
    await expectNoWiderThanWindow(page, `in the sandbox (${look.tag})`);
    await snap(`tree-fit-sandbox-${look.tag}`);
    if (look.size.width === 800) fs.mkdirSync(SCREENS, { recursive: true });
    if (look.size.width === 800) await canvas.screenshot({ path: `${SCREENS}/sandbox-tree-800-${look.scheme}.png` });

    // Once the learner zooms, a resize leaves the view alone.
    await canvas.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(300);
    const zoomed = await zoomOf(canvas);
    await page.setViewportSize({ width: look.size.width + 40, height: look.size.height });
    await page.waitForTimeout(300);
    expect(await zoomOf(canvas)).toBeCloseTo(zoomed, 6);
  });
}
