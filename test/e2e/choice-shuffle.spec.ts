/**
 * Multiple-choice options come in a new order on every attempt (so a learner cannot answer by position), and the order is
 * reproducible: the seed printed under the options gives exactly the order on screen through
 * shuffleOptions. The number keys follow the order on screen.
 *
 * q05 ("Floodtide Serpent returns itself") is a single-answer choice question with three options.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { shuffleOptions } from '../../src-main/shared/quiz/shuffle-options.ts';
import { expect, test } from './fixtures.ts';

interface AuthoredChoice {
  readonly id: string;
  readonly question: { readonly type: string; readonly options?: readonly { readonly id: string; readonly text: string }[] };
}

const pack = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../quizzes/builtin.json', import.meta.url)), 'utf8')) as { quizzes: AuthoredChoice[] };
const Q05 = pack.quizzes.find((q) => q.id === 'q05')!;
const AUTHORED = Q05.question.options!;

const answerGroup = (page: Page) => page.getByRole('group', { name: 'Choose one answer' });

async function shown(page: Page): Promise<{ seed: number; texts: string[] }> {
  const group = answerGroup(page);
  await expect(group).toBeVisible();
  const seed = Number(await group.locator('[data-option-seed]').getAttribute('data-option-seed'));
  const texts = (await group.locator('label .text').allInnerTexts()).map((t) => t.trim());
  return { seed, texts };
}

test('choice options are shuffled per attempt, reproducibly from the shown seed, and keys follow the screen', async ({ page, app, snap }) => {
  await app.open('#/quiz/builtin/q05');
  const first = await shown(page);
  expect(first.texts).toHaveLength(AUTHORED.length);
  expect(first.texts).toEqual(shuffleOptions(AUTHORED, first.seed).map((o) => o.text));
  // The seed is kept for a report (data-option-seed), never shown: a number means nothing to a judge.
  await expect(answerGroup(page)).toContainText('The options come in a new order on every attempt.');
  await expect(answerGroup(page)).not.toContainText(String(first.seed));
  await snap('choice-shuffled');

  // Key 1 picks the first option on screen, whatever its place in the pack.
  await page.locator('body').press('1');
  await expect(answerGroup(page).getByRole('radio', { name: first.texts[0]! })).toBeChecked();

  // A new attempt gets a new seed, and its order again follows from that seed.
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await page.getByRole('button', { name: 'Try again' }).click();
  const second = await shown(page);
  expect(second.seed).not.toBe(first.seed);
  expect(second.texts).toEqual(shuffleOptions(AUTHORED, second.seed).map((o) => o.text));
  for (const radio of await answerGroup(page).getByRole('radio').all()) await expect(radio).not.toBeChecked();
});
