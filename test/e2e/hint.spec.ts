/**
 * No answer before the answer: before submitting, the Attack tree tab is locked with a
 * one-line reason, and the Worked example offers a hint that reveals one step at a time and hides the
 * verdict; an answer given after a hint is shown as right or wrong but recorded as a miss.
 */
import { expect, test } from './fixtures.ts';
import { OPPONENT, setAttacks, submitDeclaration } from './helpers.ts';

const CRAWLSPACE = ['Crazed Goblin', 'Avatar of Slaughter', 'Bear Cub', 'Wall of Roots'];

test('before the answer the tree is locked and the worked example is a hint, one step at a time', async ({ page, app, snap }) => {
  await app.open('#/quiz/builtin/ex-crawlspace');
  await expect(page.getByRole('heading', { name: 'Crawlspace against four would-be attackers' })).toBeVisible();

  await page.getByRole('tab', { name: 'Attack tree' }).click();
  await expect(page.getByTestId('tree-locked')).toContainText('opens after you submit your answer');
  await expect(page.getByRole('region', { name: 'Attack tree' })).toHaveCount(0);
  await expect(page.getByText(/Legal declarations from this plan/)).toHaveCount(0);
  await snap('hint-tree-locked');

  await page.getByRole('tab', { name: 'Worked example' }).click();
  await expect(page.getByTestId('example-locked')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Worked example' })).toHaveCount(0);
  await snap('hint-example-locked');

  await page.getByRole('button', { name: 'Show a hint: step 1' }).click();
  const example = page.getByRole('region', { name: 'Worked example' });
  await expect(example.getByRole('heading', { name: /^Step 1\b/ })).toBeVisible();
  // Only step 1 is reachable, and no verdict is given.
  await expect(example.getByRole('navigation', { name: 'Steps' }).getByRole('button')).toHaveCount(1);
  await expect(example.getByRole('button', { name: 'Next step' })).toBeDisabled();
  await expect(example.getByText(/verdict stays hidden/)).toBeVisible();
  await expect(example.getByText(/^Not legal\.|^Legal/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show the next step (2)' }).click();
  await expect(example.getByRole('heading', { name: /^Step 2\b/ })).toBeVisible();
  await expect(example.getByRole('navigation', { name: 'Steps' }).getByRole('button')).toHaveCount(2);
  await snap('hint-example-step-2');

  // A right answer after the hint: shown right, recorded as a miss (no rating to pick).
  await page.getByRole('tab', { name: 'Answer' }).click();
  await setAttacks(page.getByRole('tabpanel', { name: 'Answer' }), CRAWLSPACE, { 'Crazed Goblin': OPPONENT, 'Bear Cub': OPPONENT });
  await page.getByRole('button', { name: 'Add declaration' }).click();
  await setAttacks(page.getByRole('tabpanel', { name: 'Answer' }), CRAWLSPACE, { 'Crazed Goblin': OPPONENT, 'Avatar of Slaughter': OPPONENT });
  const verdict = await submitDeclaration(page);
  await expect(verdict).toContainText('Answered with a hint: recorded as a miss');
  await expect(page.getByRole('group', { name: /Review rating/ })).toHaveCount(0);
  await snap('hint-result');

  // After the answer both tabs open in full.
  await page.getByRole('tab', { name: 'Attack tree' }).click();
  await expect(page.getByRole('region', { name: 'Attack tree' })).toBeVisible();
  await expect(page.getByTestId('tree-locked')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Worked example' }).click();
  await expect(page.getByRole('region', { name: 'Worked example' }).getByRole('button', { name: 'Next step' })).toBeEnabled();

  // The review queue lists it as missed.
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Crawlspace against four would-be attackers' })).toBeVisible();
});
