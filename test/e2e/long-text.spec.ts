/**
 * A pack at the per-quiz limits of docs/quiz-pack-format.md (200-character unbroken names and titles, a 4,000-character
 * prompt, 20 tags) stays usable: nothing widens the page past the window and the answer controls stay
 * reachable and uncovered, at the smallest supported window.
 */
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

const LONG_NAME = `Goblin${'W'.repeat(194)}`;
const LONG_TITLE = `Title${'T'.repeat(195)}`;
const LONG_PROMPT = `Which${'P'.repeat(3000)} ${'word '.repeat(190)}`.slice(0, 4000);

const pack = {
  format: 'attack-quiz-pack/1',
  id: 'long-text-e2e',
  title: `Pack${'K'.repeat(196)}`,
  description: '',
  author: 'e2e',
  version: '1',
  quizzes: [
    {
      id: 'long',
      title: LONG_TITLE,
      level: 1,
      tags: Array.from({ length: 20 }, (_, i) => `tag-number-${i}`),
      source: `Source${'S'.repeat(194)}`,
      interpretation: false,
      prompt: LONG_PROMPT,
      board: {
        format: 'attack-board/1',
        players: ['you', 'opp'],
        activePlayer: 'you',
        creatures: [{ id: 'goblin', name: LONG_NAME, controller: 'you', power: 1, toughness: 1 }],
        effects: [],
      },
      question: { type: 'legal-sets', answer: [{ attacks: {} }, { attacks: { goblin: 'opp' } }] },
      explanation: { short: `Short${'X'.repeat(500)}` },
    },
  ],
};

const noSideways = (page: Page) => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

test.use({ viewport: { width: 1024, height: 700 } });

test('a quiz at the text limits keeps the page inside the window and its controls usable', async ({ page, app, snap }) => {
  await app.open();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await page.getByLabel('Import a pack file').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pack)) });
  await expect(page.getByText(/^Imported long\.json/)).toBeVisible();
  expect(await noSideways(page), 'the library does not scroll sideways').toBe(true);
  await snap('long-text-library');

  await app.open('#/quiz/long-text-e2e/long');
  await expect(page.getByRole('heading', { name: LONG_TITLE })).toBeVisible();
  expect(await noSideways(page), 'the quiz does not scroll sideways').toBe(true);
  const select = page.getByRole('combobox', { name: LONG_NAME, exact: true }).first();
  await select.scrollIntoViewIfNeeded();
  const box = await select.boundingBox();
  expect(box !== null && box.x + box.width <= 1024, 'the creature select fits the window').toBe(true);
  await snap('long-text-quiz');
  // trial: Playwright checks the button is visible, enabled and not covered by anything, without clicking.
  await page.getByRole('button', { name: 'Submit answer' }).click({ trial: true });
});
