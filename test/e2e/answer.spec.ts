/**
 * (b) and (c): answering a legal-sets quiz as a judge would, from reading the board.
 *
 * "Crawlspace against four would-be attackers" (built-in ex-crawlspace): Crazed Goblin must attack,
 * Avatar of Slaughter makes every creature attack if able (one requirement per creature), Wall of
 * Roots has defender, and Crawlspace lets at most two creatures attack the opponent. The Goblin plus one
 * of the Avatar or the Cub satisfies three of the five requirements, the most two attackers can: those
 * two declarations are the whole legal set.
 *
 * "Bear Cub beside Crazed Goblin" (ex-cub-goblin): the Goblin must attack and the Cub may join, so
 * {Goblin} and {Goblin, Cub} are legal; {Cub} alone breaks the Goblin's requirement.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OPPONENT, quizLink, setAttacks } from './helpers.ts';

const CRAWLSPACE = 'Crawlspace against four would-be attackers';
const CUB_GOBLIN = 'Bear Cub beside Crazed Goblin';

/** The result's status line (the page may have other status regions, e.g. for loading). */
const verdict = (page: Page) => page.getByRole('status').filter({ hasText: /Correct|Incorrect/ });

/** The list right after a heading of the result view. */
const listUnder = (page: Page, heading: string) => page.getByRole('heading', { name: heading }).locator('xpath=following-sibling::*[self::ul or self::ol][1]');

test('a right answer to the Crawlspace quiz is marked Correct', async ({ page, app, snap }) => {
  await app.open();
  await page.getByLabel('Search').fill('Crawlspace');
  await quizLink(page, CRAWLSPACE).click();
  await expect(page).toHaveURL(/#\/quiz\/builtin\/ex-crawlspace$/);
  await expect(page.getByRole('heading', { name: CRAWLSPACE })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Answer' })).toHaveAttribute('aria-selected', 'true');
  await snap('b-crawlspace-board');

  const attackers = ['Crazed Goblin', 'Avatar of Slaughter', 'Bear Cub', 'Wall of Roots'];
  await setAttacks(page, attackers, { 'Crazed Goblin': OPPONENT, 'Avatar of Slaughter': OPPONENT });
  await page.getByRole('button', { name: 'Add declaration' }).click();
  await setAttacks(page, attackers, { 'Crazed Goblin': OPPONENT, 'Bear Cub': OPPONENT });
  await page.getByRole('button', { name: 'Add declaration' }).click();

  const mine = page.getByRole('region', { name: 'Your declarations' });
  await expect(mine.getByRole('button', { name: 'Remove' })).toHaveCount(2);
  await snap('b-crawlspace-two-declarations');

  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(verdict(page)).toContainText(/\bCorrect\b/);
  await expect(verdict(page)).not.toContainText('Incorrect');
  await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next quiz' })).toBeVisible();
  await snap('b-crawlspace-correct');

  // Spaced repetition: the answer was rated by the scheduler, and the learner may override the rating.
  const rating = page.getByRole('group', { name: /Review rating/ });
  await expect(rating).toBeVisible();
  await rating.getByLabel('Hard').check();
  await expect(page.getByText('Rated hard.')).toBeVisible();
  await expect(rating.getByLabel('Hard')).toBeChecked();
});

test('a wrong answer shows the missed legal declaration and the illegal one with its reason', async ({ page, app, snap }) => {
  await app.open('#/quiz/builtin/ex-cub-goblin');
  await expect(page.getByRole('heading', { name: CUB_GOBLIN })).toBeVisible();

  const attackers = ['Bear Cub', 'Crazed Goblin'];
  // Legal: the Goblin alone.
  await setAttacks(page, attackers, { 'Crazed Goblin': OPPONENT });
  await page.getByRole('button', { name: 'Add declaration' }).click();
  // Illegal: the Cub alone leaves the Goblin's requirement unmet when the Goblin could attack.
  await setAttacks(page, attackers, { 'Bear Cub': OPPONENT });
  await page.getByRole('button', { name: 'Add declaration' }).click();
  await expect(page.getByRole('region', { name: 'Your declarations' }).getByRole('button', { name: 'Remove' })).toHaveCount(2);
  await snap('c-cub-goblin-wrong-answer');

  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(verdict(page)).toContainText('Incorrect');

  // Missed: the Goblin and the Cub together.
  const missed = listUnder(page, 'Missed legal declarations').getByRole('listitem');
  await expect(missed).toHaveCount(1);
  await expect(missed).toContainText('Crazed Goblin');
  await expect(missed).toContainText('Bear Cub');

  // Included but illegal: the Cub alone, with the engine's reason (a requirement it fails, step 3).
  const illegal = listUnder(page, 'Illegal declarations you included').getByRole('listitem');
  await expect(illegal).toHaveCount(1);
  await expect(illegal).toContainText('Bear Cub');
  await expect(illegal).toContainText(/this declaration obeys 0/);
  await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
  await snap('c-cub-goblin-diff-with-reasons');
});
