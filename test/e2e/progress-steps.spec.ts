/**
 * "Accuracy by step" by the seven steps of the process (CR 508.1; progress that says what to practise): a missed answer counts at the step where it went wrong, and "Practice" beside that step
 * starts a session on the quizzes missed there. Screenshots at the three sizes in both themes, axe clean.
 * The data folder is shared by the run, so counts are compared before and after, never absolute.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { applyLook, LOOKS, submitDeclaration } from './helpers.ts';
import { axeViolations } from './axe.ts';

const stepRow = (page: Page, step: number) => page.getByRole('table', { name: 'Accuracy by step' }).getByRole('row', { name: new RegExp(`^Step ${step}:`) });

/** [reached, went wrong here] of a step's row. */
async function counts(page: Page, step: number): Promise<[number, number]> {
  const cells = stepRow(page, step).getByRole('cell');
  return [Number(await cells.nth(0).innerText()), Number(await cells.nth(1).innerText())];
}

async function openProgress(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Accuracy by step' })).toBeVisible();
}

/** Magnetic Web's quiz answered with "no attack" only: that declaration breaks a requirement (step 3). */
async function missMagneticWeb(page: Page): Promise<void> {
  await page.goto(new URL('#/quiz/builtin/ex-magnetic-web', page.url()).href);
  await expect(page.getByRole('heading', { name: 'Magnetic Web, Ekundu Cyclops and Crawlspace' })).toBeVisible();
  await expect(await submitDeclaration(page)).toContainText('Incorrect');
}

test('a missed answer counts at the step where it went wrong, and Practice starts a session on it', async ({ page, app, snap }) => {
  await app.open('');
  await openProgress(page);
  const before = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((s) => counts(page, s)));

  await missMagneticWeb(page);
  await openProgress(page);
  const after = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((s) => counts(page, s)));
  // Wrong at step 3: steps 1–3 were reached once more, step 3 went wrong once more, later steps unchanged.
  expect(after.map(([r, w], i) => [r - before[i]![0], w - before[i]![1]])).toEqual([
    [1, 0],
    [1, 0],
    [1, 1],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ]);
  await expect(stepRow(page, 3)).toContainText('CR 508.1d');
  await snap('progress-steps-after-miss');

  await stepRow(page, 3).getByRole('button', { name: 'Practice step 3' }).click();
  // The latest quiz missed at step 3 comes first, in a study session.
  await expect(page).toHaveURL(/#\/quiz\/builtin\/ex-magnetic-web$/);
  await expect(page.getByText(/Quiz 1 of \d+ in this study session/)).toBeVisible();
});

for (const look of LOOKS) {
  test(`accuracy by step at ${look.tag}: screenshot, axe clean`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/progress');
    await expect(page.getByRole('table', { name: 'Accuracy by step' })).toBeVisible();
    await page.getByRole('table', { name: 'Accuracy by step' }).scrollIntoViewIfNeeded();
    await snap(`progress-steps-${look.tag}`);
    expect(await axeViolations(page), `axe on progress ${look.tag}`).toEqual([]);
  });
}
