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

/** Words a judge never reads, with why. */
const FORBIDDEN: readonly { readonly re: RegExp; readonly why: string }[] = [
  { re: /\bopp\b/, why: 'a player id' },
  { re: /\b(alice|bob|carol)\b/, why: 'a player id in lower case' },
  { re: /\bbuiltin\b/, why: 'a pack id' },
  { re: /\blevel \d\b/i, why: 'a level number' },
  {
    re: /\b(mustAttack|attackCost|cantAttack|cantAttackAlone|attacksAlone|maxAttackers|atLeastOneAttacks|costPlan|legalSets|canAttack)\b/,
    why: 'an engine word',
  },
  { re: /\b[a-z]+(?:-[a-z0-9]+)+\.\d+\b/, why: 'an effect id' },
  { re: /\bparams?\b/i, why: 'an internal word' },
  { re: /\border \d{4,}/, why: 'a seed' },
  { re: /No summary for this card/, why: 'a placeholder note' },
  { re: /before this version/, why: 'an upgrade note on a fresh install' },
  { re: /\b\d{1,2}\/\d{1,2}\/\d{4}\b/, why: 'a machine date' },
  { re: /\d{1,2}:\d{2}:\d{2}\s?[AP]M/, why: 'a time with seconds' },
  { re: /\((Land|Creature) (\w+)\)/, why: 'a doubled type line' },
  { re: /\bn0(\.\d+)+\b/, why: 'a tree node id' },
  { re: /\b(undefined|NaN|null)\b|\[object Object\]/, why: 'a leaked value' },
];

const seen: string[] = [];

/** The page's visible text must hold none of the forbidden words. */
async function judgeText(page: Page, where: string): Promise<void> {
  await page.waitForTimeout(200);
  const text = await page.locator('body').innerText();
  seen.push(where);
  const found = FORBIDDEN.flatMap(({ re, why }) => {
    const m = re.exec(text);
    return m === null ? [] : [`${why}: “${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}”`];
  });
  expect(found, `visible text on ${where}`).toEqual([]);
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
