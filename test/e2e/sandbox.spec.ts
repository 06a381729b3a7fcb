/**
 * The sandbox calculator as a person uses it: cards picked from the searchable preset list, the legal
 * set following the board, a declaration checked step by step.
 */
import { expect, test } from './fixtures.ts';
import { addCard, OPPONENT, quizLink, setAttacks, submitDeclaration } from './helpers.ts';

const CRAWLSPACE_CARDS = ['Crazed Goblin', 'Avatar of Slaughter', 'Bear Cub', 'Wall of Roots', 'Crawlspace'];

test('the Crawlspace example built from presets has two legal declarations', async ({ page, app, snap }) => {
  await app.open('#/sandbox');
  await expect(page.getByRole('heading', { name: 'Sandbox', level: 1 })).toBeVisible();
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  // An empty board: only "no attack".
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();

  for (const card of CRAWLSPACE_CARDS) await addCard(page, card);
  const creatures = page.getByRole('list', { name: 'Creatures on the board' });
  await expect(creatures.getByRole('listitem')).toHaveCount(4);
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();
  await expect(legal.getByRole('listitem')).toHaveCount(2);
  await snap('sandbox-crawlspace');

  // Checking the first one opens the stepper on it.
  await legal
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Check / })
    .click();
  await expect(page.getByRole('heading', { name: /^Step 1/ })).toBeVisible();

  // Removing Wall of Roots keeps the answer (it could not attack anyway); removing Crazed Goblin changes it.
  await creatures.getByRole('button', { name: /^Remove Crazed Goblin/ }).click();
  await expect(creatures.getByRole('listitem')).toHaveCount(3);
  await expect(legal.getByText(/^\d+ legal declarations?$/)).not.toHaveText('2 legal declarations');
});

test('an effect preset applied to all creatures with a given name', async ({ page, app }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Bear Cub');
  await addCard(page, 'Grizzly Bears');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('4 legal declarations', { exact: true })).toBeVisible();

  // Crazed Goblin's "must attack" on every creature named Bear Cub: Bear Cub now has to attack.
  await page.getByLabel('Search cards').fill('Crazed Goblin');
  await page
    .getByRole('list', { name: 'Card presets' })
    .getByRole('button', { name: /^Crazed Goblin/ })
    .click();
  const form = page.getByRole('form', { name: 'Add Crazed Goblin' });
  await form.getByLabel('All creatures named…').check();
  await form.getByLabel('Bear Cub').check();
  await form.getByRole('button', { name: 'Add to board' }).click();
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Creatures on the board' }).getByRole('listitem')).toHaveCount(2);
});

test('the Crawlspace board saved as a quiz is found in the library and answered', async ({ page, app, snap }) => {
  await app.open('#/sandbox');
  for (const card of CRAWLSPACE_CARDS) await addCard(page, card);
  await expect(page.getByRole('region', { name: 'Legal declarations' }).getByText('2 legal declarations', { exact: true })).toBeVisible();

  const title = 'Sandbox Crawlspace quiz';
  const details = page.getByRole('form', { name: 'Quiz details' });
  await details.getByLabel('Title').fill(title);
  await details.getByLabel('Short explanation').fill('The Goblin and one of the other two: three requirements met, the most two attackers can.');
  await details.getByLabel('Tags').fill('restrictions, sandbox');
  await details.getByRole('button', { name: 'Check quiz' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Engine's answer" })).toContainText('2 legal declarations');
  await details.getByRole('button', { name: 'Save quiz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(title);
  await expect(page.getByRole('list', { name: 'My quizzes' }).getByRole('link', { name: title })).toBeVisible();
  await snap('sandbox-saved-quiz');

  // The quiz's own share code, imported back, saves it into My quizzes.
  await page.getByRole('button', { name: `Share ${title}` }).click();
  const quizCode = await page.getByLabel(`Share code of ${title}`).inputValue();
  expect(quizCode).toMatch(/^AT2\.q\./);
  await page.getByLabel('Paste a share code').fill(quizCode);
  await page.getByRole('button', { name: 'Import from code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is saved in My quizzes' })).toContainText(title);

  await app.open();
  await page.getByLabel('Search').fill('Sandbox Crawlspace');
  await quizLink(page, title).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const attackers = ['Crazed Goblin', 'Avatar of Slaughter', 'Bear Cub', 'Wall of Roots'];
  await setAttacks(page, attackers, { 'Crazed Goblin': OPPONENT, 'Avatar of Slaughter': OPPONENT });
  await page.getByRole('button', { name: 'Add declaration' }).click();
  await setAttacks(page, attackers, { 'Crazed Goblin': OPPONENT, 'Bear Cub': OPPONENT });
  const verdict = await submitDeclaration(page);
  await expect(verdict).toContainText(/\bCorrect\b/);
  await expect(verdict).not.toContainText('Incorrect');
  // The search is remembered by the library; leave it empty for the other tests.
  await app.open();
  await page.getByLabel('Search').fill('');
});

test('a quiz whose only answer is "no attack" is flagged as trivial', async ({ page, app }) => {
  await app.open('#/sandbox');
  const details = page.getByRole('form', { name: 'Quiz details' });
  await details.getByLabel('Title').fill('Empty board');
  await details.getByLabel('Short explanation').fill('Nothing can attack.');
  await details.getByRole('button', { name: 'Check quiz' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Engine's answer" })).toContainText('trivial');
});

test('a board share code copied and imported gives back the same board', async ({ page, app, context, snap }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.open('#/sandbox');
  for (const card of CRAWLSPACE_CARDS) await addCard(page, card);
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Share this board' }).click();
  const codeBox = page.getByLabel('Share code', { exact: true });
  const code = await codeBox.inputValue();
  expect(code).toMatch(/^AT2\.b\./);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  // A string expression: the tests are typed without the DOM library.
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toBe(code);

  // A fresh sandbox, then the code pasted in.
  await app.open('#/');
  await app.open('#/sandbox');
  const creatures = page.getByRole('list', { name: 'Creatures on the board' });
  await expect(creatures.getByRole('listitem')).toHaveText(/No creatures yet/);
  await page.getByLabel('Paste a share code').fill(copied);
  await page.getByRole('button', { name: 'Import from code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'loaded into the sandbox' })).toBeVisible();
  await expect(creatures.getByRole('listitem')).toHaveCount(4);
  await expect(legal.getByText('2 legal declarations', { exact: true })).toBeVisible();
  await snap('sandbox-imported-code');
  // The same board: sharing it again gives the very same code.
  await page.getByRole('button', { name: 'Share this board' }).click();
  await expect(page.getByLabel('Share code', { exact: true })).toHaveValue(code);
});

test('a bad share code gives a clear error and leaves the board alone', async ({ page, app }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Bear Cub');
  const paste = page.getByLabel('Paste a share code');
  const alert = page.getByRole('alert').filter({ hasText: 'cannot be imported' });

  await paste.fill('hello there');
  await page.getByRole('button', { name: 'Import from code' }).click();
  await expect(alert).toContainText('not an Attack Trainer share code');

  await paste.fill('AT1.b.@@@@');
  await page.getByRole('button', { name: 'Import from code' }).click();
  await expect(alert).toContainText('damaged');
  // Plain words and what to do, not the decoder's base64 offsets.
  await expect(alert).toContainText('Copy the whole code again');
  await expect(alert).not.toContainText(/base64|payload character/);
  await expect(page.getByRole('list', { name: 'Creatures on the board' }).getByRole('listitem')).toHaveCount(1);
});

test('my quizzes: duplicate a saved quiz, then delete the copy', async ({ page, app }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Crazed Goblin');
  await addCard(page, 'Bear Cub');
  const details = page.getByRole('form', { name: 'Quiz details' });
  const title = 'Goblin and Cub from the sandbox';
  await details.getByLabel('Title').fill(title);
  await details.getByLabel('Short explanation').fill('The Goblin attacks; the Cub may join it.');
  await details.getByRole('button', { name: 'Save quiz' }).click();
  const mine = page.getByRole('list', { name: 'My quizzes' });
  await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible();

  await mine.getByRole('button', { name: `Duplicate ${title}`, exact: true }).click();
  await expect(details.getByLabel('Title')).toHaveValue(`${title} (copy)`);
  await details.getByRole('button', { name: 'Save quiz' }).click();
  await expect(mine.getByRole('link', { name: `${title} (copy)` })).toBeVisible();

  await mine.getByRole('button', { name: `Delete ${title} (copy)` }).click();
  await mine.getByRole('button', { name: `Confirm delete ${title} (copy)` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toBeVisible();
  await expect(mine.getByRole('link', { name: `${title} (copy)` })).toHaveCount(0);
  await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible();
});
