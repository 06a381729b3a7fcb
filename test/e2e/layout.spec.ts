/**
 * The screens that matter at the three window sizes the app must serve (1024×700, 1366×768,
 * 1920×1080), light and dark: a screenshot of each kept in test-results/screenshots, an axe scan with
 * no violations, and the attack tree's box stable over 3 s (issue 12's blocker: at 1366 px and wider
 * the tree's canvas grew by about 110 px a second).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addCard } from './helpers.ts';
import { axeViolations } from './axe.ts';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** The palette a person would see with that system setting (the app follows the system by default). */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
}

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
  expect(before!.height, `${what}: the box is no taller than the window`).toBeLessThanOrEqual(page.viewportSize()!.height);
}

async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${screen}`).toEqual([]);
}

for (const size of SIZES) {
  for (const scheme of SCHEMES) {
    const tag = `${size.width}x${size.height}-${scheme}`;

    test(`quiz tabs at ${tag}: answer, worked example, and a tree that keeps its size`, async ({ page, app, snap }) => {
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await app.open('#/quiz/builtin/ex-magnetic-web');
      await expect(page.getByRole('heading', { name: 'Magnetic Web, Ekundu Cyclops and Crawlspace' })).toBeVisible();
      await snap(`layout-quiz-answer-${tag}`);
      await expectNoAxeViolations(page, `quiz answer ${tag}`);

      // The tree opens after an answer (issue 12: no answer before the answer).
      await page.getByRole('button', { name: 'Add declaration' }).click();
      await page.getByRole('button', { name: 'Submit answer' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toBeVisible();
      await snap(`layout-quiz-result-${tag}`);
      await expectNoAxeViolations(page, `quiz result ${tag}`);
      await page.getByRole('tab', { name: 'Attack tree' }).click();
      const canvas = page.getByTestId('tree-canvas');
      await expectStableBox(page, canvas, `quiz tree canvas at ${tag}`);
      // Fit keeps the tree on screen: at least one node box is drawn inside the canvas.
      await canvas.getByRole('button', { name: 'Fit' }).click();
      await page.waitForTimeout(400);
      const box = (await canvas.boundingBox())!;
      const node = (await canvas.locator('[data-node]').first().boundingBox())!;
      expect(node.x >= box.x && node.x + node.width <= box.x + box.width + 1, 'after Fit a node is inside the canvas').toBe(true);
      await snap(`layout-quiz-tree-${tag}`);
      await expectNoAxeViolations(page, `quiz tree ${tag}`);

      await page.getByRole('tab', { name: 'Worked example' }).click();
      await snap(`layout-quiz-example-${tag}`);
      await expectNoAxeViolations(page, `quiz worked example ${tag}`);
    });

    test(`sandbox with its tree at ${tag}: the tree keeps its size and leaves the form below clickable`, async ({ page, app, snap }) => {
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await app.open('#/sandbox');
      await expect(page.getByRole('heading', { name: 'Sandbox', level: 1 })).toBeVisible();
      for (const card of ['Ekundu Cyclops', 'Viashino Bey', 'Magnetic Web']) await addCard(page, card);
      await page.getByRole('button', { name: 'Show attack tree' }).click();
      const canvas = page.getByTestId('tree-canvas');
      await expectStableBox(page, canvas, `sandbox tree canvas at ${tag}`);
      // The form below the tree takes its own clicks (the grown canvas used to cover it).
      const title = page.getByRole('form', { name: 'Quiz details' }).getByLabel('Title');
      await title.scrollIntoViewIfNeeded();
      await title.click();
      await expect(title).toBeFocused();
      await canvas.scrollIntoViewIfNeeded();
      await snap(`layout-sandbox-tree-${tag}`);
      await expectNoAxeViolations(page, `sandbox ${tag}`);
    });

    test(`exam and progress at ${tag}`, async ({ page, app, snap }) => {
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await app.open('#/exam');
      await expect(page.getByRole('heading', { name: 'Exam', level: 1 })).toBeVisible();
      await snap(`layout-exam-setup-${tag}`);
      await expectNoAxeViolations(page, `exam setup ${tag}`);
      await page.getByLabel('Number of questions').fill('2');
      await page.getByRole('button', { name: 'Start exam' }).click();
      await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
      await snap(`layout-exam-question-${tag}`);
      await expectNoAxeViolations(page, `exam question ${tag}`);

      await app.open('#/progress');
      await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
      await snap(`layout-progress-${tag}`);
      await expectNoAxeViolations(page, `progress ${tag}`);
    });
  }
}
