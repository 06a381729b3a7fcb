/**
 * An answer after the answer was shown is practice (grading that cannot be farmed): "Try again" after
 * a miss is scored and says it is practice, with no rating to pick, and the miss stands in Review.
 *
 * q05 ("Floodtide Serpent returns itself") is a single-answer choice question.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { startOwnHost, watchProblems } from './own-host.ts';

interface AuthoredChoice {
  readonly id: string;
  readonly title: string;
  readonly question: { readonly options: readonly { readonly id: string; readonly text: string }[]; readonly correct: readonly string[] };
}

const pack = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../quizzes/builtin.json', import.meta.url)), 'utf8')) as { quizzes: AuthoredChoice[] };
const Q05 = pack.quizzes.find((q) => q.id === 'q05')!;
const RIGHT = Q05.question.options.find((o) => Q05.question.correct.includes(o.id))!.text;
const WRONG = Q05.question.options.find((o) => !Q05.question.correct.includes(o.id))!.text;

test('"Try again" after a miss is practice: scored, said, and the miss stands in Review', async ({ browser }) => {
  test.setTimeout(120_000);
  // A host of its own: other specs answer q05 too, and a miss of theirs would make the first answer here practice.
  const host = await startOwnHost('retry-practice');
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(host.at('#/quiz/builtin/q05'));
    await run(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    host.stop();
  }
});

async function run(page: Page): Promise<void> {
  const group = page.getByRole('group', { name: 'Choose one answer' });
  await group.getByRole('radio', { name: WRONG }).check();
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByRole('group', { name: /Review rating/ })).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await group.getByRole('radio', { name: RIGHT }).check();
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByTestId('practice-note')).toHaveText(/^Practice: you had seen the answer, so this try is not recorded\. Your first answer stands/);
  await expect(page.getByRole('group', { name: /Review rating/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/retry-practice.png' });

  // The miss stands: Review lists the quiz as missed.
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('main').getByRole('link', { name: Q05.title })).toBeVisible();
}
