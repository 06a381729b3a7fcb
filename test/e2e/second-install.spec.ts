/**
 * Sharing between installs: a quiz written on one install is taken to another by share code and by pack
 * file. Two hosts of their own, each with a fresh data folder, and a browser context each — two
 * machines as far as the app can tell.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { addCard, quizLink } from './helpers.ts';
import { startOwnHost, watchProblems, type OwnHost } from './own-host.ts';

let first: OwnHost | undefined;
let second: OwnHost | undefined;

test.beforeAll(async () => {
  [first, second] = await Promise.all([startOwnHost('first-install'), startOwnHost('second-install')]);
});

test.afterAll(() => {
  first?.stop();
  second?.stop();
});

test('a quiz written on one install is imported on another by share code and by file', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const title = 'Travelling Cub and Goblin';

  // First install: the quiz is written in the sandbox, shared as a code and exported as a file.
  const author = await browser.newPage();
  const authorProblems = watchProblems(author);
  await author.goto(first!.at('#/sandbox'));
  await addCard(author, 'Bear Cub');
  await addCard(author, 'Crazed Goblin');
  await expect(author.getByRole('region', { name: 'Legal declarations' }).getByText('2 legal declarations', { exact: true })).toBeVisible();
  const details = author.getByRole('form', { name: 'Quiz details' });
  await details.getByLabel('Title').fill(title);
  await details.getByLabel('Short explanation').fill('The Goblin must attack; the Cub may join it.');
  await details.getByRole('button', { name: 'Save quiz' }).click();
  const mine = author.getByRole('list', { name: 'My quizzes' });
  await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible();

  await mine.getByRole('button', { name: `Share ${title}` }).click();
  const code = await author.getByLabel(`Share code of ${title}`).inputValue();
  expect(code).toMatch(/^AT2\.q\.[A-Za-z0-9_-]+$/);

  await author.getByRole('button', { name: 'Export my quizzes' }).click();
  const downloading = author.waitForEvent('download');
  await author.getByRole('link', { name: /^Download my-quizzes-[0-9a-f]{8}\.json$/ }).click();
  const file = testInfo.outputPath('my-quizzes.json');
  await (await downloading).saveAs(file);
  expect(fs.existsSync(file)).toBe(true);
  await author.close();

  // Second install, by share code: pasted in the sandbox, then found in the library and answered.
  const learner = await browser.newPage();
  const learnerProblems = watchProblems(learner);
  await learner.goto(second!.at('#/'));
  await expect(learner.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(quizLink(learner, title)).toHaveCount(0);
  await learner.goto(second!.at('#/sandbox'));
  const importForm = learner.getByRole('form', { name: 'Import from code' });
  await importForm.getByLabel('Paste a share code').fill(code);
  await importForm.getByRole('button', { name: 'Import from code' }).click();
  await expect(learner.getByRole('status').filter({ hasText: `The quiz "${title}" is saved in My quizzes.` })).toBeVisible();
  await learner.goto(second!.at('#/'));
  await learner.getByLabel('Search').fill('Travelling');
  await quizLink(learner, title).click();
  await expect(learner.getByRole('heading', { name: title })).toBeVisible();

  // The pack is deleted there, then the first install's file brings the quiz back.
  await learner.goto(second!.at('#/'));
  await learner.getByLabel('Search').fill('');
  await learner.getByRole('button', { name: 'Delete pack My quizzes' }).click();
  await learner.getByRole('button', { name: 'Confirm delete pack My quizzes' }).click();
  await expect(quizLink(learner, title)).toHaveCount(0);
  await learner.getByLabel('Import a pack file').setInputFiles(file);
  await expect(learner.getByText('Imported my-quizzes.json: pack “My quizzes” with 1 quiz.')).toBeVisible();
  await expect(quizLink(learner, title)).toBeVisible();
  await learner.close();

  expect([...authorProblems, ...learnerProblems]).toEqual([]);
});
