/**
 * Issue 6's screens used like a person: the review queue after a miss, a short timed exam, and the
 * progress dashboard.
 *
 * "Bear Cub beside Crazed Goblin" (ex-cub-goblin): the Goblin must attack, so a declaration with the
 * Cub alone is illegal; offering only that one is a wrong answer.
 */
import { expect, test } from './fixtures.ts';
import { OPPONENT, setAttacks } from './helpers.ts';

const CUB_GOBLIN = 'Bear Cub beside Crazed Goblin';

test('a missed quiz appears in the review queue, linked to the quiz', async ({ page, app, snap }) => {
  await app.open('#/quiz/builtin/ex-cub-goblin');
  await expect(page.getByRole('heading', { name: CUB_GOBLIN })).toBeVisible();
  await setAttacks(page, ['Bear Cub', 'Crazed Goblin'], { 'Bear Cub': OPPONENT });
  await page.getByRole('button', { name: 'Add declaration' }).click();
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toContainText('Incorrect');

  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
  const link = page.getByRole('main').getByRole('link', { name: CUB_GOBLIN });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '#/quiz/builtin/ex-cub-goblin');
  await snap('practice-review-queue');

  const retention = page.getByLabel('Desired retention');
  await retention.fill('0.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must be between 0.70 and 0.99')).toBeVisible();
  await retention.fill('0.85');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Desired retention')).toHaveValue('0.85');

  await link.click();
  await expect(page.getByRole('heading', { name: CUB_GOBLIN })).toBeVisible();
});
