/**
 * The sandbox keeps your work: the board being built survives a reload (autosaved in the store) and
 * "Start over" can be undone; resources read in words, never "Mana: [], life 0". Opening the sandbox
 * asks the engine about the saved board once, never first about an empty placeholder.
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

test('opening the sandbox asks the engine once, about the saved board, even when the saved board is slow to arrive', async ({ page, app }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Crazed Goblin');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
  await page.waitForTimeout(800); // the autosave's moment

  // The saved board arrives a second late: long enough for a placeholder board to have been computed.
  await page.route('**/api/getSetting', async (route) => {
    if ((route.request().postData() ?? '').includes('sandbox.draft')) await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue().catch(() => undefined);
  });
  const boards: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/legalOverview') boards.push(request.postData() ?? '');
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Opening your board' })).toBeVisible();
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
  await page.waitForTimeout(1000); // time for a second call, were one coming
  expect(boards).toHaveLength(1);
  expect(boards[0]).toContain('Crazed Goblin');

  // Start over twice: the empty board is asked about once; the second start over changes nothing.
  const list = legal.getByRole('list', { name: 'Legal declarations' });
  await expect(list).toContainText('Crazed Goblin');
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(list).toContainText('No attack');
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.waitForTimeout(1000);
  expect(boards).toHaveLength(2);
  expect(boards[1]).not.toContain('Crazed Goblin');
});

test('the quiz being written is kept like the board: across navigation and reload, cleared by Start over and back with Undo', async ({ page, app }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Crazed Goblin');
  const details = page.getByRole('form', { name: 'Quiz details' });
  await details.getByLabel('Title').fill('The Goblin alone');
  await details.getByLabel('Short explanation').fill('Crazed Goblin attacks each combat if able.');
  await page.waitForTimeout(800); // the autosave's moment

  await page.getByRole('link', { name: 'Library' }).click();
  await page.getByRole('link', { name: 'Sandbox' }).click();
  await expect(details.getByLabel('Title')).toHaveValue('The Goblin alone');
  await page.reload();
  await expect(details.getByLabel('Title')).toHaveValue('The Goblin alone');
  await expect(details.getByLabel('Short explanation')).toHaveValue('Crazed Goblin attacks each combat if able.');

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(details.getByLabel('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(details.getByLabel('Title')).toHaveValue('The Goblin alone');
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
