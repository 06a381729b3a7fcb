/**
 * The learning layer at a glance, used like a person: a run of puzzles ends on the service's summary
 * (answers, right and wrong, time, rating, themes, the missed puzzles to try again); in Mixed themes the
 * heading names the theme only after the answer; exams and puzzles keep the effects' families
 * (restriction, requirement, cost) back until the answer, and a practice quiz does when the learner
 * turns them off; tooltips open on the learner's hover or focus
 * only and close on Escape.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { applyLook, NARROW_WINDOW, pageWidths, submitExamNow } from './helpers.ts';

const SUBMIT = { name: 'Submit' } as const;
const LOOKS = [NARROW_WINDOW, { width: 1920, height: 1080 }].flatMap((size) =>
  (['light', 'dark'] as const).map((scheme) => ({ size, scheme, tag: `${size.width}x${size.height}-${scheme}` })),
);

const visibleTooltips = (page: Page) => page.locator('[role=tooltip]:visible');

/** Answers the puzzle on screen by showing the answer (a miss) and waits for the verdict. */
async function miss(page: Page): Promise<void> {
  await expect(page.getByRole('button', SUBMIT)).toBeEnabled({ timeout: 30_000 });
  await page.locator('body').press('g');
  await expect(page.getByTestId('verdict')).toHaveText('Not quite');
}

test('a run of puzzles ends on its summary, and a missed puzzle opens again as practice', async ({ page, app, snap }) => {
  test.setTimeout(120_000);
  await app.open('#/puzzles');
  await page.getByRole('button', { name: 'Start' }).click();
  for (let i = 0; i < 2; i++) {
    await expect(page.getByRole('button', SUBMIT)).toBeEnabled({ timeout: 30_000 });
    const title = page.getByTestId('puzzle-title');
    // Mixed themes: an attack puzzle's heading keeps its theme back until the answer, then names it.
    const attack = await title.isVisible();
    if (attack) await expect(title).toHaveText(/^Mixed themes: /);
    await miss(page);
    if (attack) await expect(title).not.toHaveText(/^Mixed themes/);
    await page.locator('body').press('n');
  }
  await expect(page.getByRole('button', SUBMIT)).toBeEnabled({ timeout: 30_000 });
  // The puzzle on screen when the run ends counts for nothing.
  await page.getByRole('button', { name: 'End the run and see the summary' }).click();
  await expect(page.getByRole('heading', { name: 'Run summary' })).toBeVisible();
  await expect(page.getByTestId('summary-headline')).toHaveText('You answered 2 puzzles: 0 right, 2 wrong.');
  const figures = page.getByRole('definition');
  await expect(figures.nth(0)).toHaveText('2');
  // The answered puzzles are quizzes of the review schedule: a miss comes back soon.
  await expect(page.locator('.figures > div', { hasText: 'Next review' })).toContainText(/Next review\s*(now|in \d+ (minute|hour)s?)$/);
  await expect(page.getByRole('table')).toContainText('By theme');
  await expect(page.locator('.missed > li')).toHaveCount(2);
  await snap('run-summary');

  // Try again: practice, then back to the same summary.
  await page.getByRole('button', { name: 'Try again (practice)' }).first().click();
  await miss(page);
  await expect(page.getByTestId('unrated')).toContainText('Practice');
  await page.getByRole('button', { name: 'Back to the summary' }).click();
  await expect(page.getByTestId('summary-headline')).toHaveText('You answered 2 puzzles: 0 right, 2 wrong.');
});

test('a rush ends on its summary, with the clock stopped', async ({ page, app }) => {
  test.setTimeout(120_000);
  await app.open('#/rush');
  await page.getByRole('button', { name: 'Start' }).click();
  for (let i = 0; i < 3; i++) {
    await expect(page.getByRole('button', SUBMIT)).toBeEnabled({ timeout: 30_000 });
    await page.locator('body').press('g');
    if (i < 2) {
      await expect(page.getByTestId('misses')).toHaveText(String(i + 1));
      await page.locator('body').press('n');
    }
  }
  await expect(page.getByRole('heading', { name: 'Rush over' })).toBeVisible();
  await expect(page.getByTestId('summary-headline')).toHaveText('You answered 3 puzzles: 0 right, 3 wrong.');
  await expect(page.getByText('not rated in a rush')).toBeVisible();
  const clock = page.getByRole('timer', { name: 'Time left' });
  const shown = await clock.textContent();
  await page.waitForTimeout(1500);
  await expect(clock).toHaveText(shown ?? '');
});

test('an exam question and a puzzle keep the effects’ families back until the answer; a practice quiz shows them unless turned off', async ({ page, app }) => {
  test.setTimeout(120_000);
  await app.open('#/quiz/builtin/q01');
  await expect(page.locator('.effect').first()).toBeVisible();
  await expect(page.locator('.effect .family').first()).toBeVisible();
  // A setting turns them off before the answer in practice, and is remembered for the next quiz.
  const setting = page.getByRole('checkbox', { name: 'Show effect families before answering' });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(page.locator('.effect .family')).toHaveCount(0);
  await app.open('#/quiz/builtin/q02');
  await expect(page.locator('.effect').first()).toBeVisible();
  await expect(setting).not.toBeChecked();
  await expect(page.locator('.effect .family')).toHaveCount(0);
  // Back on, as the other specs on the shared host expect the default.
  await setting.check();
  await expect(page.locator('.effect .family').first()).toBeVisible();

  await app.open('#/exam');
  await page.getByLabel('Number of questions').fill('3');
  await page.getByRole('button', { name: 'Start exam' }).click();
  for (let q = 1; q <= 3; q++) {
    await expect(page.getByRole('heading', { name: `Question ${q} of 3` })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\b(RESTRICTION|REQUIREMENT)\b/);
    await expect(page.locator('.effect .family, .effect-restriction, .effect-requirement, .effect-cost')).toHaveCount(0);
    // The tooltips stay closed while the question opens with the focus on its first answer control.
    await expect(visibleTooltips(page)).toHaveCount(0);
    await page.getByRole('button', { name: q < 3 ? 'Skip' : 'Skip and review' }).click();
  }
  // An open exam locks its quizzes: later specs on the shared host answer in the library.
  await submitExamNow(page);

  await app.open('#/puzzles');
  await page.getByLabel('Theme').selectOption('restrictions');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', SUBMIT)).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('.effect').first()).toBeVisible();
  await expect(page.locator('.effect .family')).toHaveCount(0);
  await miss(page);
  await expect(page.locator('.effect .family').first()).toBeVisible();
});

test('tooltips open on the learner’s focus or hover only, and close on Escape', async ({ page, app }) => {
  await app.open('#/quiz/builtin/q01');
  const tile = page.locator('article.tile').first();
  await expect(tile).toBeVisible();
  const tip = page.locator(`[id="${(await tile.getAttribute('aria-describedby'))!.split(' ')[1]}"]`);
  // A script's focus opens nothing.
  await tile.focus();
  await expect(visibleTooltips(page)).toHaveCount(0);
  // Tab away and back: the learner's focus opens it; Escape closes it and leaves the focus where it is.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tile).toBeFocused();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(tile).toBeFocused();
  await expect(page).toHaveURL(/#\/quiz\/builtin\/q01/);
  // Hover opens it, moving away closes it.
  await page.locator('h1').first().hover();
  await tile.hover();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await page.locator('h1').first().hover();
  await expect(visibleTooltips(page)).toHaveCount(0);
});

for (const look of LOOKS) {
  test(`the run summary at ${look.size.width}×${look.size.height}, ${look.scheme}: fits the window`, async ({ page, app, snap }) => {
    test.setTimeout(90_000);
    await applyLook(page, look);
    await app.open('#/puzzles');
    await page.getByLabel('Theme').selectOption('costs');
    await page.getByRole('button', { name: 'Start' }).click();
    await miss(page);
    await page.getByRole('button', { name: 'End the run and see the summary' }).click();
    await expect(page.getByTestId('summary-headline')).toHaveText('You answered 1 puzzle: 0 right, 1 wrong.');
    await expect(page.getByRole('table')).toContainText('Costs to attack');
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    await page.locator('.missed summary').first().click();
    await snap(`run-summary-${look.tag}`);
  });
}
