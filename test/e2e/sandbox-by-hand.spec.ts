/**
 * Building a board by hand in the sandbox: creatures edited field by field (counters,
 * summoning sickness), effects removed one by one, and the board as JSON for anything else — with
 * every bad input refused where it was typed and the board left as it was.
 */
import { expect, test } from './fixtures.ts';
import { addCard } from './helpers.ts';

test('the Magnetic Web example: magnet counters put on by hand give its one legal declaration', async ({ page, app, snap }) => {
  await app.open('#/sandbox');
  for (const card of ['Crazed Goblin', 'Ekundu Cyclops', 'Bear Cub', 'Crawlspace', 'Magnetic Web']) await addCard(page, card);
  const creatures = page.getByRole('list', { name: 'Creatures on the board' });
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(creatures.getByRole('listitem')).toHaveCount(3);

  for (const [name, counters] of [
    ['Ekundu Cyclops', 'magnet: 1'],
    ['Bear Cub', 'magnet'],
  ] as const) {
    await creatures.getByRole('button', { name: new RegExp(`^Edit ${name}`) }).click();
    const editor = page.getByRole('form', { name: `Edit ${name}` });
    await editor.getByLabel('Counters').fill(counters);
    await editor.getByRole('button', { name: 'Save creature' }).click();
    await expect(creatures.getByRole('listitem').filter({ hasText: name })).toContainText('magnet ×1');
  }
  // The tree of spec §3 (not the summary shortcut): only Goblin and Cyclops.
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
  await expect(legal.getByRole('list', { name: 'Legal declarations' }).getByRole('listitem')).toHaveText([
    /^Crazed Goblin → opponent, Ekundu Cyclops → opponent/,
  ]);
  await snap('sandbox-magnetic-web-by-hand');

  // A creature by hand that arrived this turn adds nothing: it cannot attack.
  await page.getByRole('button', { name: 'Add a creature by hand' }).click();
  const fresh = page.getByRole('form', { name: 'New creature' });
  await fresh.getByLabel('Name').fill('Deathrite Shaman');
  await fresh.getByLabel('Power').fill('1');
  await fresh.getByLabel('Toughness').fill('x');
  await fresh.getByLabel('Came under control this turn (summoning sick)').check();
  await fresh.getByRole('button', { name: 'Add creature' }).click();
  // A bad field is named where it was typed, and nothing is added.
  await expect(fresh.getByText('Toughness must be a whole number or left blank')).toBeVisible();
  await expect(fresh.getByLabel('Toughness')).toHaveAttribute('aria-invalid', 'true');
  await snap('sandbox-creature-by-hand-error');
  await expect(creatures.getByRole('listitem')).toHaveCount(3);
  await fresh.getByLabel('Toughness').fill('2');
  await fresh.getByRole('button', { name: 'Add creature' }).click();
  await expect(creatures.getByRole('listitem').filter({ hasText: 'Deathrite Shaman' })).toContainText('summoning sick');
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();

  // Removing Magnetic Web's effect alone changes nothing: the Goblin must attack, so Ekundu Cyclops must
  // too (its requirement is met once a creature attacks), and Crawlspace allows no third attacker.
  const effects = page.getByRole('list', { name: 'Effects on the board' });
  await effects.getByRole('button', { name: /^Remove effect Magnetic Web/ }).click();
  await expect(effects.getByText(/^Magnetic Web/)).toHaveCount(0);
  await expect(legal.getByRole('list', { name: 'Legal declarations' }).getByRole('listitem')).toHaveText([
    /^Crazed Goblin → opponent, Ekundu Cyclops → opponent/,
  ]);
  // Without Crawlspace too, the Cub may join them or stay home: the set follows the edit.
  await effects.getByRole('button', { name: /^Remove effect Crawlspace/ }).click();
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();
});

test('the board as JSON: a bad board is refused with its path and changes nothing; a good one replaces the board', async ({ page, app }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Crazed Goblin');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();

  await page.getByText('Board as JSON (attack-board/1)').click();
  const box = page.getByLabel('Board JSON');
  await expect(box).toHaveValue(/"attack-board\/1"/);
  const board = JSON.parse(await box.inputValue()) as { creatures: { controller: string }[]; players: string[] };
  expect(board.creatures).toHaveLength(1);

  await box.fill(JSON.stringify({ ...board, creatures: [{ ...board.creatures[0], controller: 'zed' }] }));
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The board was not changed' })).toContainText('creatures[0].controller');
  await expect(page.getByRole('list', { name: 'Creatures on the board' }).getByRole('listitem')).toHaveCount(1);

  await box.fill('{ "format": "attack-board/1", ');
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The board was not changed' })).toContainText('line 1, column');

  // A second opponent typed in: the Goblin can now attack either of them.
  await box.fill(JSON.stringify({ ...board, players: [...board.players, 'opp2'] }));
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Board updated from the JSON.' })).toBeVisible();
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();
});

test('Leviathan attacks only with two Islands to sacrifice; setting mana keeps the permanents', async ({ page, app }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Leviathan');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  // A new board lists its resources (no mana, 20 life): no Islands to sacrifice, so Leviathan stays home.
  await expect(page.getByText('Resources: no mana sources; life 20.')).toBeVisible();
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
  // Payment not modeled: every cost counts as paid, and the board view says so.
  const notModeled = page.getByLabel('Payment not modeled (every mana, life and sacrifice cost counts as paid)');
  await notModeled.check();
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();
  await expect(page.getByText(/^No resources listed: mana, life and permanents/).first()).toBeVisible();
  await notModeled.uncheck();
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();

  const addPermanent = page.getByRole('form', { name: 'Add a permanent' });
  const permanents = page.getByRole('list', { name: 'Permanents to sacrifice or return' });
  await addPermanent.getByLabel('Permanent name').fill('Island');
  await addPermanent.getByLabel('Permanent types').fill('Land, Island');
  await addPermanent.getByRole('button', { name: 'Add permanent' }).click();
  await expect(permanents.getByRole('listitem')).toHaveText([/^Island \(Land, Island\)/]);
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();

  await addPermanent.getByLabel('Permanent name').fill('Island');
  await addPermanent.getByRole('button', { name: 'Add permanent' }).click();
  await expect(permanents.getByRole('listitem')).toHaveCount(2);
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();

  await page.getByLabel('Mana sources').fill('U, U');
  await page.getByRole('button', { name: 'Set resources' }).click();
  await expect(permanents.getByRole('listitem')).toHaveCount(2);
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();

  await permanents
    .getByRole('button', { name: /^Remove permanent Island/ })
    .first()
    .click();
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
});

test('attackers limited to one player: the defending player is chosen first, and only that player can be attacked', async ({ page, app }) => {
  await app.open('#/sandbox');
  await page.getByRole('button', { name: 'Add opponent' }).click();
  await addCard(page, 'Bear Cub');
  await addCard(page, 'Grizzly Bears');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('9 legal declarations', { exact: true })).toBeVisible();
  await page.getByLabel('Attackers may attack different players').uncheck();
  // CR 506.2a: the first opponent is the defending player until another is chosen; each bear attacks it or stays home.
  await expect(legal.getByText('4 legal declarations', { exact: true })).toBeVisible();
  await expect(page.getByText('was chosen as the defending player at the beginning of combat').first()).toBeVisible();
  await page.getByLabel('Defending player (chosen at the beginning of combat)').selectOption('opp2');
  await expect(page.getByText('Opponent 2 was chosen as the defending player').first()).toBeVisible();
  await expect(legal.getByText('4 legal declarations', { exact: true })).toBeVisible();
  await page.getByLabel('Attackers may attack different players').check();
  await expect(legal.getByText('9 legal declarations', { exact: true })).toBeVisible();
});
