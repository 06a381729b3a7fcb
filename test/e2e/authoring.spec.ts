/**
 * Writing quizzes, the whole chain as an author and a learner go through it: a board built from presets
 * in the sandbox, saved as a quiz, answered as a learner, exported, deleted, imported back from the
 * exported file and found again in the library. And the learner preview, which saves nothing.
 *
 * The spec files share one host and data folder and this one runs early: My quizzes is empty when it
 * starts (asserted) and is left empty (the imported pack is deleted again from the library).
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addCard, OPPONENT, quizLink, setAttacks } from './helpers.ts';

/** The article's Crawlspace example: the Goblin must attack, Crawlspace lets at most two attack. */
async function buildCrawlspace(page: Page): Promise<void> {
  for (const card of ['Crazed Goblin', 'Avatar of Slaughter', 'Bear Cub', 'Wall of Roots', 'Crawlspace']) await addCard(page, card);
  await expect(page.getByRole('region', { name: 'Legal declarations' }).getByText('2 legal declarations', { exact: true })).toBeVisible();
}

const ATTACKERS = ['Crazed Goblin', 'Avatar of Slaughter', 'Bear Cub', 'Wall of Roots'];
const GOBLIN_AND_AVATAR = { 'Crazed Goblin': OPPONENT, 'Avatar of Slaughter': OPPONENT };
const GOBLIN_AND_CUB = { 'Crazed Goblin': OPPONENT, 'Bear Cub': OPPONENT };

/** Adds one declaration per entry through the learner's answer controls in `scope`. */
async function declare(scope: Locator | Page, declarations: readonly Readonly<Record<string, RegExp>>[]): Promise<void> {
  for (const attacks of declarations) {
    await setAttacks(scope, ATTACKERS, attacks);
    await scope.getByRole('button', { name: 'Add declaration' }).click();
  }
}

test('a sandbox quiz is saved, answered, exported, deleted, imported back and found again', async ({ page, app, snap }, testInfo) => {
  // The whole chain (build, save, answer, export, delete, import with its engine check, open) is one
  // test: more steps than the default 30 s allows on a loaded machine.
  test.setTimeout(90_000);
  const title = 'Authoring chain Crawlspace';
  await app.open('#/sandbox');
  const mine = page.getByRole('list', { name: 'My quizzes' });
  await expect(mine.getByRole('listitem')).toHaveText(['None yet.']);
  await buildCrawlspace(page);

  // Saved as a quiz.
  const details = page.getByRole('form', { name: 'Quiz details' });
  await details.getByLabel('Title').fill(title);
  await details
    .getByLabel('Short explanation')
    .fill('The Goblin has to attack and Crawlspace allows two attackers: the Goblin with the Avatar or with the Cub.');
  await details.getByLabel('Tags').fill('restrictions, authoring');
  await details.getByRole('button', { name: 'Save quiz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(title);
  await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible();

  // Answered as a learner: both legal declarations.
  await page.getByRole('link', { name: 'Open as a learner' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await declare(page, [GOBLIN_AND_AVATAR, GOBLIN_AND_CUB]);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  const verdict = page.getByRole('status').filter({ hasText: /Correct|Incorrect/ });
  await expect(verdict).toContainText(/\bCorrect\b/);
  await expect(verdict).not.toContainText('Incorrect');

  // Exported from the sandbox: the file holds the quiz.
  await app.open('#/sandbox');
  await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Export my quizzes' }).click();
  const downloading = page.waitForEvent('download');
  // The user's pack id is drawn per data folder, so two people's files never share it.
  await page.getByRole('link', { name: /^Download my-quizzes-[0-9a-f]{8}\.json$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-quizzes-[0-9a-f]{8}\.json$/);
  const file = testInfo.outputPath('my-quizzes.json');
  await download.saveAs(file);
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; quizzes: { title: string }[] };
  expect(exported.id).toBe(download.suggestedFilename().replace(/\.json$/, ''));
  expect(exported.quizzes.map((q) => q.title)).toEqual([title]);

  // Deleted, after confirming (Cancel first keeps it): it was the only quiz, so My quizzes is empty again.
  await mine.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(mine.getByRole('button', { name: `Confirm delete ${title}` })).toBeFocused();
  await mine.getByRole('button', { name: `Cancel deleting ${title}` }).click();
  await expect(mine.getByRole('button', { name: `Confirm delete ${title}` })).toHaveCount(0);
  // Focus goes back to the Delete button the confirmation replaced, so the keyboard user is where they were.
  await expect(mine.getByRole('button', { name: `Delete ${title}`, exact: true })).toBeFocused();
  await mine.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(mine.getByRole('link', { name: title, exact: true }), 'not deleted before the confirmation').toBeVisible();
  await mine.getByRole('button', { name: `Confirm delete ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText(`Deleted "${title}". My quizzes is now empty.`);
  await expect(mine.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expect(mine.getByRole('listitem')).toHaveText(['None yet.']);
  // The deleted quiz's buttons are gone: focus is on the list's heading, not lost.
  await expect(page.getByRole('heading', { name: 'My quizzes' })).toBeFocused();

  await app.open();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await page.getByLabel('Search').fill('Authoring chain');
  await expect(page.getByText('No quizzes match these filters.')).toBeVisible();
  await expect(quizLink(page, title)).toHaveCount(0);

  // Imported back from the exported file, found by the search and opened.
  await page.getByLabel('Import a pack file').setInputFiles(file);
  await expect(page.getByText('Imported my-quizzes.json: pack “My quizzes” with 1 quiz.')).toBeVisible();
  await expect(quizLink(page, title)).toBeVisible();
  await snap('authoring-imported-back');
  await quizLink(page, title).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Crazed Goblin', exact: true })).toBeVisible();

  // Leave My quizzes as it was found: the pack is deleted again, from the library, after confirming.
  await app.open();
  await page.getByLabel('Search').fill('');
  await page.getByRole('button', { name: 'Delete pack My quizzes' }).click();
  await page.getByRole('button', { name: 'Cancel deleting pack My quizzes' }).click();
  await expect(page.getByRole('button', { name: 'Delete pack My quizzes' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete pack My quizzes' }).click();
  await page.getByRole('button', { name: 'Confirm delete pack My quizzes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted pack' })).toHaveText('Deleted pack “My quizzes” and its 1 quiz.');
  await expect(page.getByRole('heading', { name: 'My quizzes' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Library' })).toBeFocused();
  await expect(quizLink(page, title)).toHaveCount(0);
});

test('the learner preview shows the unsaved quiz and scores an answer without saving anything', async ({ page, app, snap }) => {
  const title = 'Preview only Crawlspace';
  await app.open('#/sandbox');
  const mine = page.getByRole('list', { name: 'My quizzes' });
  await expect(mine.getByRole('listitem').first()).toBeVisible();
  const before = await mine.getByRole('listitem').allInnerTexts();
  await buildCrawlspace(page);
  const details = page.getByRole('form', { name: 'Quiz details' });
  await details.getByLabel('Title').fill(title);
  await details.getByLabel('Prompt').fill('Which attacks can the active player declare? List every one.');

  await details.getByRole('button', { name: 'Preview as learner' }).click();
  const preview = page.getByRole('dialog', { name: `Learner preview: ${title}` });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Which attacks can the active player declare? List every one.')).toBeVisible();
  await expect(preview.getByRole('region', { name: 'The board' })).toBeVisible();

  // Nothing declared yet: asked for an answer first.
  await preview.getByRole('button', { name: 'Check my answer' }).click();
  await expect(preview.getByText('Add at least one declaration first')).toBeVisible();

  // One of the two legal declarations: incorrect, the other one missed.
  await declare(preview, [GOBLIN_AND_AVATAR]);
  await preview.getByRole('button', { name: 'Check my answer' }).click();
  const verdict = preview.getByRole('status');
  await expect(verdict).toContainText('Incorrect: 1 legal declaration missed, 0 illegal ones included.');
  await expect(verdict.getByRole('listitem')).toHaveCount(1);

  // Both: correct.
  await declare(preview, [GOBLIN_AND_CUB]);
  await preview.getByRole('button', { name: 'Check my answer' }).click();
  await expect(verdict).toContainText('Correct: all 2 legal declarations found.');
  await snap('authoring-preview-correct');

  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  // Nothing saved: My quizzes as before, the form still a new quiz, the library without it.
  await expect(mine.getByRole('listitem')).toHaveText(before);
  await expect(details.getByRole('button', { name: 'Save quiz' })).toBeVisible();
  await app.open();
  await page.getByLabel('Search').fill('Preview only');
  await expect(page.getByText('No quizzes match these filters.')).toBeVisible();
  await page.getByLabel('Search').fill('');
});
