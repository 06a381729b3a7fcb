/**
 * The sandbox keeps your work: the board being built survives a reload (autosaved in the
 * store) and "Start over" can be undone; resources read in words, never "Mana: [], life 0".
 */
import { expect, test } from './fixtures.ts';
import { addCard } from './helpers.ts';

test('a sandbox draft survives a reload, and Start over can be undone', async ({ page, app, snap }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Bear Cub');
  await addCard(page, 'Crazed Goblin');
  const creatures = page.getByRole('list', { name: 'Creatures on the board' });
  await expect(creatures.getByRole('listitem')).toHaveCount(2);

  // A permanent to sacrifice: the resources line speaks words.
  const add = page.getByRole('form', { name: 'Add a permanent' });
  await add.getByLabel('Permanent name').fill('Island');
  await add.getByRole('button', { name: 'Add permanent' }).click();
  await expect(page.getByText(/^Resources: /)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Mana: []');
  await expect(page.getByRole('main')).not.toContainText('life 0');

  // Give the autosave its moment, then reload: the board is back.
  await page.waitForTimeout(800);
  await page.reload(); // a reload keeps the draft (app.open would start over)
  await expect(page.getByRole('button', { name: 'Start over' })).toBeEnabled();
  await expect(creatures.getByRole('listitem')).toHaveCount(2);
  await expect(creatures).toContainText('Bear Cub');
  await expect(creatures).toContainText('Crazed Goblin');
  await snap('sandbox-draft-restored');

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(creatures.getByRole('listitem')).toHaveText(/No creatures yet/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(creatures.getByRole('listitem')).toHaveCount(2);
});

test('"Add to board" sits right under the picked card, on screen at 1366×768', async ({ page, app }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await app.open('#/sandbox');
  await page.getByLabel('Search cards').fill('Bear Cub');
  const card = page.getByRole('list', { name: 'Card presets' }).getByRole('button', { name: /^Bear Cub/ });
  await card.click();
  const addButton = page.getByRole('form', { name: 'Add Bear Cub' }).getByRole('button', { name: 'Add to board' });
  await expect(addButton).toBeInViewport();
  const cardBox = (await card.boundingBox())!;
  const addBox = (await addButton.boundingBox())!;
  expect(addBox.y, 'the button comes after the card').toBeGreaterThan(cardBox.y);
  expect(addBox.y - (cardBox.y + cardBox.height), 'and close to it').toBeLessThan(300);
});
