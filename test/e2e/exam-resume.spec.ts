/**
 * Exams survive leaving (an exam has no traps): an exam left for another screen or a reload
 * is resumed from the library and the Exam screen where it was, and its clock counted the time away
 * (wall-clock since the start, as in a real exam); the one-minute warning; an exam whose time ran out
 * while away keeps the answers saved in time. Screenshots at the three sizes in both themes, axe clean.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerSomething, applyLook, LOOKS, submitExamNow } from './helpers.ts';
import { axeViolations } from './axe.ts';

/** "1:53" → 113. */
const seconds = (clock: string): number => {
  const m = /(\d+):(\d\d)/.exec(clock);
  if (m === null) throw new Error(`not a clock: ${clock}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

async function startExam(page: Page, count: number, minutes = ''): Promise<void> {
  await page.getByRole('link', { name: 'Exam', exact: true }).click();
  await page.getByLabel('Number of questions').fill(String(count));
  await page.getByLabel('Timer (minutes)').fill(minutes);
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page.getByRole('heading', { name: `Question 1 of ${count}` })).toBeVisible();
  // The exam's own address, so that a reload or a bookmark resumes it.
  await expect(page).toHaveURL(/#\/exam\/exam-/);
}

test('an exam left for the library is resumed there, and its clock counted the time away', async ({ page, app, snap }) => {
  await app.open('');
  await startExam(page, 2, '3');
  await answerSomething(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  const before = seconds(await page.getByRole('timer', { name: 'Time left' }).innerText());

  await page.getByRole('link', { name: 'Library', exact: true }).click();
  const offer = page.getByRole('region', { name: 'Exam in progress' });
  await expect(offer).toContainText('1 of 2 answered');
  await page.waitForTimeout(3_000);
  await snap('exam-resume-offer-library');

  await offer.getByRole('link', { name: 'Resume exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  const after = seconds(await page.getByRole('timer', { name: 'Time left' }).innerText());
  expect(before - after, 'the 3 s spent in the library count on the exam clock').toBeGreaterThanOrEqual(3);

  // Skip on the last question leads to the review list, with question 1's answer kept.
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveText([/Question 1: answered/, /Question 2: skipped/]);
  await submitExamNow(page);
});

test('a reload resumes the exam at its question, and the Exam screen offers it too', async ({ page, app, snap }) => {
  await app.open('');
  await startExam(page, 3);
  await answerSomething(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  // An untimed exam shows the wall-clock time since its start, the time before the reload included.
  expect(seconds(await page.getByRole('timer', { name: 'Time since the start' }).innerText())).toBeGreaterThanOrEqual(1);

  await page.getByRole('link', { name: 'Exam', exact: true }).click();
  const offer = page.getByRole('region', { name: 'Exam in progress' });
  await expect(offer).toContainText('1 of 3 answered');
  await expect(offer).toContainText('no time limit');
  await snap('exam-resume-offer-exam');
  await offer.getByRole('link', { name: 'Resume exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  await submitExamNow(page);
});

test('a timed exam warns in its last minute and submits itself when the time is up', async ({ page, app, snap }) => {
  await app.open('');
  await startExam(page, 2, '0.2');
  await expect(page.getByRole('alert')).toContainText('Less than a minute left');
  await snap('exam-last-minute-warning');
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('the time ran out')).toBeVisible();
});

test('an exam whose time ran out while away keeps the answers saved in time', async ({ page, app }) => {
  await app.open('');
  await startExam(page, 1, '0.1');
  await answerSomething(page);
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveText([/Question 1: answered/]);
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.waitForTimeout(7_000);
  const offer = page.getByRole('region', { name: 'Exam in progress' });
  await expect(offer).toContainText('its time ran out');
  await offer.getByRole('link', { name: 'See the result' }).click();
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  await expect(page.getByText('the time ran out')).toBeVisible();
  // The answer was saved before the deadline: scored, not "Too late" nor "Unanswered".
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([/ — (Correct|Incorrect)$/]);
});

for (const look of LOOKS) {
  test(`the exam's review list and resume offer at ${look.tag}: screenshots, axe clean`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('');
    await startExam(page, 1, '5');
    await snap(`exam-question-clock-${look.tag}`);
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Review before submitting' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await expect(page.getByRole('alert')).toContainText('1 question is not answered');
    await snap(`exam-review-confirm-${look.tag}`);
    expect(await axeViolations(page), `axe on the review list ${look.tag}`).toEqual([]);
    await page.getByRole('link', { name: 'Exam', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Exam in progress' })).toBeVisible();
    await snap(`exam-form-resume-${look.tag}`);
    expect(await axeViolations(page), `axe on the exam form ${look.tag}`).toEqual([]);
    await page.getByRole('region', { name: 'Exam in progress' }).getByRole('link', { name: 'Resume exam' }).click();
    await submitExamNow(page);
  });
}
