/**
 * A legal set too large to list is grouped in the sandbox: exact counts by number of
 * attackers, each group opened on demand, and a table of what each creature does across the set.
 */
import { expect, test } from './fixtures.ts';
import { addCard } from './helpers.ts';

test('five bears and a Crazed Goblin against two opponents: 486 declarations, grouped and opened', async ({ page, app, snap }) => {
  await app.open('#/sandbox');
  await page.getByRole('button', { name: 'Add opponent' }).click();
  for (let i = 0; i < 5; i++) await addCard(page, 'Grizzly Bears');
  await addCard(page, 'Crazed Goblin');
  await expect(page.getByRole('list', { name: 'Creatures on the board' }).getByRole('listitem')).toHaveCount(6);

  // Goblin: 2 defenders; each bear: 2 defenders or home → 2 · 3^5 = 486.
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('486 legal declarations: too many to list, so they are grouped below.')).toBeVisible();

  // By size: the Goblin always attacks, so k attackers = Goblin + (k − 1) bears: 2 · C(5, k−1) · 2^(k−1).
  const groups = legal.getByRole('list', { name: 'By number of attackers' });
  await expect(groups.getByRole('listitem')).toHaveText([
    '1 attacker: 2 declarations',
    '2 attackers: 20 declarations',
    '3 attackers: 80 declarations',
    '4 attackers: 160 declarations',
    '5 attackers: 160 declarations',
    '6 attackers: 64 declarations',
  ]);

  // By creature: the Goblin attacks in every one of them, 243 at each opponent; a bear stays home in 162.
  const table = legal.getByRole('table', { name: 'By creature' });
  const goblinRow = table.getByRole('row', { name: /^Crazed Goblin/ });
  await expect(goblinRow.getByRole('cell')).toHaveText(['243', '243', '0', 'attacks in every legal declaration']);
  await expect(table.getByRole('row', { name: /^Grizzly Bears \(grizzly-bears-2\)/ }).getByRole('cell')).toHaveText(['162', '162', '162', 'may attack']);
  await snap('sandbox-grouped');

  // Opening the largest group lists its first 50 in canonical order; each can be checked.
  await groups.getByText('6 attackers: 64 declarations').click();
  const six = legal.getByRole('list', { name: 'Legal declarations with 6 attackers' });
  await expect(legal.getByText('The first 50 of 64, in canonical order.')).toBeVisible();
  await expect(six.getByRole('listitem')).toHaveCount(50);
  await six
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Check / })
    .click();
  await expect(page.getByRole('heading', { name: /^Step 1/ })).toBeVisible();

  // A smaller board lists its set whole again.
  const creatures = page.getByRole('list', { name: 'Creatures on the board' });
  for (let i = 0; i < 3; i++)
    await creatures
      .getByRole('button', { name: /^Remove Grizzly Bears/ })
      .first()
      .click();
  await expect(legal.getByText('18 legal declarations', { exact: true })).toBeVisible();
  await expect(legal.getByRole('list', { name: 'Legal declarations' }).getByRole('listitem')).toHaveCount(18);
  await expect(legal.getByRole('table')).toHaveCount(0);
});
