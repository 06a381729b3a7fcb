/**
 * The sandbox's card picker over the whole library: searching by what a card does, by type and by
 * color, reading a card's type line, summary and params, and adding a card in one step.
 */
import { expect, test } from './fixtures.ts';

test('the card picker finds cards by what they do and adds one in one step', async ({ page, app, snap }) => {
  await app.open('#/sandbox');
  const list = page.getByRole('list', { name: 'Card presets' });
  const search = page.getByLabel('Search cards');

  await search.fill('tax');
  await expect(list.getByRole('button', { name: /^Propaganda/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Windborn Muse/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Crazed Goblin/ })).toHaveCount(0);

  await search.fill('goad');
  await expect(list.getByRole('button', { name: /^Disrupt Decorum/ })).toBeVisible();

  await search.fill("can't attack white aura");
  await expect(list.getByRole('button', { name: /^Pacifism/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Pacifism/ })).toContainText('Enchantment — Aura · white');
  await expect(list.getByRole('button', { name: /^Pacifism/ })).toContainText('you choose: enchanted creature');
  await snap('card-picker-search');

  // One step: the row's Add button puts Grizzly Bears on the board with its default params.
  await search.fill('grizzly');
  await page.getByRole('button', { name: 'Add Grizzly Bears to the board' }).click();
  const creatures = page.getByRole('list', { name: 'Creatures on the board' });
  await expect(creatures.getByRole('listitem')).toHaveCount(1);
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();

  // Pacifism in one step lands on the only creature: no attack is left.
  await search.fill('pacifism');
  await page.getByRole('button', { name: 'Add Pacifism to the board' }).click();
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
});
