/**
 * The screens that matter at the three window sizes the app must serve (1024×700, 1366×768,
 * 1920×1080), light and dark: a screenshot of each kept in test-results/screenshots, an axe scan with
 * no violations, and the attack tree's box stable over 3 s (a tree that grows on its own makes the page unusable: at 1366 px and wider
 * the tree's canvas grew by about 110 px a second).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addCard, applyLook, LOOKS, submitDeclaration, submitExamNow } from './helpers.ts';
import { axeViolations } from './axe.ts';

/** The box of `locator` now and 3 s later, rounded to whole pixels: they must be equal. */
async function expectStableBox(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  const round = (b: { x: number; y: number; width: number; height: number } | null) =>
    b === null ? null : { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
  // Let the first layout settle (fonts, the outline's first paint), then watch.
  await page.waitForTimeout(300);
  const before = round(await locator.boundingBox());
  await page.waitForTimeout(3_000);
  const after = round(await locator.boundingBox());
  expect(after, `${what}: the box is the same after 3 s`).toEqual(before);
  // A tree drawn one box a row (stacked) grows with the tree and the page scrolls: that is how it fits
  // the width. A left-to-right tree keeps to the window.
  if ((await locator.getAttribute('data-shape')) !== 'stacked') {
    expect(before!.height, `${what}: the box is no taller than the window`).toBeLessThanOrEqual(page.viewportSize()!.height);
  }
}

async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${screen}`).toEqual([]);
}

for (const look of LOOKS) {
  test(`quiz tabs at ${look.tag}: answer, worked example, and a tree that keeps its size`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/quiz/builtin/ex-magnetic-web');
    await expect(page.getByRole('heading', { name: 'Magnetic Web, Ekundu Cyclops and Crawlspace' })).toBeVisible();
    await snap(`layout-quiz-answer-${look.tag}`);
    await expectNoAxeViolations(page, `quiz answer ${look.tag}`);

    // The tree opens after an answer: it shows the answer, so never before one.
    await submitDeclaration(page);
    await snap(`layout-quiz-result-${look.tag}`);
    await expectNoAxeViolations(page, `quiz result ${look.tag}`);
    await page.getByRole('tab', { name: 'Attack tree' }).click();
    const canvas = page.getByTestId('tree-canvas');
    await expectStableBox(page, canvas, `quiz tree canvas at ${look.tag}`);
    // Fit keeps the tree on screen: at least one node box is drawn inside the canvas.
    await canvas.getByRole('button', { name: 'Fit' }).click();
    await page.waitForTimeout(400);
    const box = (await canvas.boundingBox())!;
    const node = (await canvas.locator('[data-node]').first().boundingBox())!;
    expect(node.x >= box.x && node.x + node.width <= box.x + box.width + 1, 'after Fit a node is inside the canvas').toBe(true);
    await snap(`layout-quiz-tree-${look.tag}`);
    await expectNoAxeViolations(page, `quiz tree ${look.tag}`);

    await page.getByRole('tab', { name: 'Worked example' }).click();
    await snap(`layout-quiz-example-${look.tag}`);
    await expectNoAxeViolations(page, `quiz worked example ${look.tag}`);
  });

  test(`sandbox with its tree at ${look.tag}: the tree keeps its size and leaves the form below clickable`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/sandbox');
    await expect(page.getByRole('heading', { name: 'Sandbox', level: 1 })).toBeVisible();
    for (const card of ['Ekundu Cyclops', 'Viashino Bey', 'Magnetic Web']) await addCard(page, card);
    await page.getByRole('button', { name: 'Show attack tree' }).click();
    const canvas = page.getByTestId('tree-canvas');
    await expectStableBox(page, canvas, `sandbox tree canvas at ${look.tag}`);
    // The form below the tree takes its own clicks (the grown canvas used to cover it).
    const title = page.getByRole('form', { name: 'Quiz details' }).getByLabel('Title');
    await title.scrollIntoViewIfNeeded();
    await title.click();
    await expect(title).toBeFocused();
    await canvas.scrollIntoViewIfNeeded();
    await snap(`layout-sandbox-tree-${look.tag}`);
    await expectNoAxeViolations(page, `sandbox ${look.tag}`);
  });

  test(`exam and progress at ${look.tag}`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/exam');
    await expect(page.getByRole('heading', { name: 'Exam', level: 1 })).toBeVisible();
    await snap(`layout-exam-setup-${look.tag}`);
    await expectNoAxeViolations(page, `exam setup ${look.tag}`);
    await page.getByLabel('Number of questions').fill('2');
    await page.getByRole('button', { name: 'Start exam' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    await snap(`layout-exam-question-${look.tag}`);
    await expectNoAxeViolations(page, `exam question ${look.tag}`);
    await submitExamNow(page);

    await app.open('#/progress');
    await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
    await snap(`layout-progress-${look.tag}`);
    await expectNoAxeViolations(page, `progress ${look.tag}`);
  });
}
