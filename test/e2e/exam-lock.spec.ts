/**
 * An exam in progress keeps its quizzes: the exam's question, opened from the library, cannot be
 * answered there (its answer would show), and says why; once the exam is submitted it can be.
 */
import { expect, test } from './fixtures.ts';
import { answerSomething, quizLink, submitExamNow } from './helpers.ts';

test("an exam's quiz cannot be answered from the library while the exam is in progress", async ({ page, app, snap }) => {
  test.setTimeout(90_000);
  await app.open('');
  await page.getByRole('link', { name: 'Exam', exact: true }).click();
  await page.getByLabel('Number of questions').fill('1');
  await page.getByLabel('Timer (minutes)').fill('');
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  const title = (await page.getByRole('main').getByRole('heading', { level: 3 }).first().innerText()).trim();

  // The library: find the exam's quiz, open it, answer it.
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.getByLabel('Search').fill(title.slice(0, 40));
  await quizLink(page, title).first().click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^This quiz is part of the exam you have in progress: answer it in the exam\./);
  // Nothing of the answer: no result, no explanation.
  await expect(page.getByRole('heading', { name: /Correct|Not quite|Explanation/ })).toHaveCount(0);
  await snap('exam-lock-library-refused');

  // Submit the exam (its question left unanswered), then the quiz answers in the library.
  await page.getByRole('link', { name: 'Exam', exact: true }).click();
  await page.getByRole('region', { name: 'Exam in progress' }).getByRole('link', { name: 'Resume exam' }).click();
  await submitExamNow(page);

  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.getByLabel('Search').fill(title.slice(0, 40));
  await quizLink(page, title).first().click();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByText(/part of the exam you have in progress/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit answer' })).toHaveCount(0);
});
