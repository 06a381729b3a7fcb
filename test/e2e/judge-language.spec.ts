/**
 * Judge language only: a walk through every screen with the built-in pack — start, library, a quiz of
 * each question type (answering, the result, the worked example, the tree), review, progress, exam
 * (form, a question, the report), puzzles, rush, sandbox with cards — that fails on any id-shaped or
 * internal word in the visible text: player ids ("opp", "alice"), pack ids ("builtin"), level numbers,
 * effect kinds and ids ("mustAttack", "crazed-goblin.1"), "params", seeds ("order 3149238394"),
 * placeholder notes, machine dates ("12/1/2026, 5:41:30 PM"), doubled land types, node ids.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addCard, answerSomething, applyLook, LOOKS_FROM_800 } from './helpers.ts';
import { expectJudgeLanguage } from './judge-words.ts';

const seen: string[] = [];

/** The page's visible text must hold none of the forbidden words (judge-words.ts). */
async function judgeText(page: Page, where: string): Promise<void> {
  await page.waitForTimeout(200);
  seen.push(where);
  await expectJudgeLanguage(page, where);
}

async function walkQuiz(page: Page, app: { open(hash: string): Promise<void> }, quizId: string): Promise<void> {
  await app.open(`#/quiz/builtin/${quizId}`);
  await expect(page.getByRole('button', { name: 'Submit answer' })).toBeVisible();
  await judgeText(page, `quiz ${quizId}, answering`);
  await answerSomething(page);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toBeVisible();
  await judgeText(page, `quiz ${quizId}, result`);
  await page.getByRole('tab', { name: 'Worked example' }).click();
  await page.waitForTimeout(500);
  await judgeText(page, `quiz ${quizId}, worked example`);
  await page.getByRole('tab', { name: 'Attack tree' }).click();
  await expect(page.getByRole('tree', { name: 'Attack tree outline' })).toBeVisible();
  await judgeText(page, `quiz ${quizId}, attack tree`);
}

for (const look of LOOKS_FROM_800.filter((l) => l.size.width === 1366)) {
  test(`every screen speaks judge language (${look.tag})`, async ({ page, app }) => {
    test.setTimeout(300_000);
    await applyLook(page, look);
    await app.open('#/start');
    await expect(page.getByRole('heading', { name: 'Start' })).toBeVisible();
    await judgeText(page, 'start');
    await app.open('');
    await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
    await judgeText(page, 'library');

    // One quiz of each question type, and boards with several players, goad and costs.
    for (const quizId of [
      'ex-cub-goblin',
      'q07',
      'q05',
      'q02-alice',
      'goad-alice-and-bob',
      'pw-goblin-propaganda-two-mountains',
      'vigilance-elves-pay-propaganda',
      'q26',
    ]) {
      await walkQuiz(page, app, quizId);
    }
    for (const route of ['#/review', '#/progress', '#/puzzles', '#/rush', '#/exam']) {
      await app.open(route);
      await page.waitForTimeout(600);
      await judgeText(page, route);
    }

    // An exam: a question, then the report.
    await page.getByLabel('Number of questions').fill('2');
    await page.getByRole('button', { name: 'Start exam' }).click();
    for (let i = 1; i <= 2; i++) {
      await expect(page.getByRole('heading', { name: `Question ${i} of 2` })).toBeVisible();
      await page.locator('main fieldset.answer-group, main input[type=number]').first().waitFor();
      await judgeText(page, `exam question ${i}`);
      await answerSomething(page);
      await page.getByRole('button', { name: i === 2 ? 'Review answers' : 'Next question' }).click();
    }
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
    await judgeText(page, 'exam report');

    // A puzzle.
    await app.open('#/puzzles');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await judgeText(page, 'a puzzle');

    // The sandbox with cards and the tree.
    await app.open('#/sandbox');
    for (const card of ['Crazed Goblin', 'Propaganda', 'Magnetic Web']) await addCard(page, card);
    await page.getByRole('button', { name: 'Show attack tree' }).click();
    await expect(page.getByRole('tree', { name: 'Attack tree outline' })).toBeVisible();
    await judgeText(page, 'sandbox');
    expect(seen.length).toBeGreaterThan(30);
  });
}
