/**
 * Exams without traps: Skip on the last question leads to a review list, not to the score;
 * the list shows skipped and answered questions and goes back to one; submitting with unanswered
 * questions asks once; the report lists a legal set's declarations one per line.
 */
import { expect, test } from './fixtures.ts';
import { answerSomething } from './helpers.ts';

test('skip on the last question opens the review list; submitting with a skipped question asks once', async ({ page, app, snap }) => {
  await app.open('#/exam');
  await page.getByLabel('Number of questions').fill('2');
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  // Not submitted: the review list.
  await expect(page.getByRole('heading', { name: 'Review before submitting' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByRole('listitem')).toHaveText([/Question 1: skipped/, /Question 2: skipped/]);
  await snap('exam-review-list');

  // Back to question 1, answer it (whatever its type), and return to the list.
  await list.getByRole('button', { name: 'Go to question 1' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(list.getByRole('listitem')).toHaveText([/Question 1: answered/, /Question 2: skipped/]);

  // One unanswered: the first press asks, the second submits.
  await page.getByRole('button', { name: 'Submit exam' }).click();
  await expect(page.getByRole('alert')).toContainText('1 question is not answered');
  await expect(page.getByRole('heading', { name: 'Result' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit exam' }).click();
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  await expect(page.getByText('Unanswered')).toBeVisible();
  // No answer is shown joined by "|".
  await expect(page.getByRole('main')).not.toContainText(' | ');
  await snap('exam-report');
});
