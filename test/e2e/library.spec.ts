/** (a) The library: every built-in quiz is listed, the filters narrow the list, and they are remembered. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { builtinPack, quizLink, type BuiltinQuiz } from './helpers.ts';

/**
 * The quiz links' names in the library's packs, sorted: not the top bar's links, nor the "Resume exam"
 * offer above the packs that an exam left open by another spec adds.
 */
const listedTitles = async (page: Page): Promise<string[]> =>
  (await page.getByRole('main').locator('section.pack').getByRole('link').allInnerTexts()).map((t) => t.trim()).sort();
const titles = (quizzes: readonly BuiltinQuiz[]): string[] => quizzes.map((q) => q.title).sort();

test('the library lists every built-in quiz and the search filters them', async ({ page, app, snap }) => {
  const { quizzes } = builtinPack();
  expect(quizzes.length).toBeGreaterThanOrEqual(30);

  await app.open();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  // Filters are remembered between visits (setting library.filters) and other tests search too:
  // start from "everything", as a person would clear what they set last time.
  const search = page.getByLabel('Search');
  await search.fill('');
  await page.getByLabel('Tag').selectOption({ label: 'All tags' });
  await page.getByLabel('Level').selectOption({ label: 'All levels' });
  await page.getByLabel('Status').selectOption({ label: 'All statuses' });
  // Other specs on the shared host keep answered puzzles as quizzes of their own packs: the built-in
  // pack's titles are each listed once among them.
  const builtinTitles = new Set(titles(quizzes));
  await expect
    .poll(async () => (await listedTitles(page)).filter((t) => builtinTitles.has(t)), { message: 'every built-in quiz, once' })
    .toEqual(titles(quizzes));
  await snap('a-library-all-quizzes');

  // The app saves the search text after a pause in typing (setting library.filters); a person
  // reloading at once could outrun it, so the reload below waits for that save.
  const searchSaved = page.waitForResponse((r) => r.url().endsWith('/api/setSetting') && (r.request().postData() ?? '').includes('Crawlspace'));
  await search.fill('Crawlspace');
  // The library's search looks at titles and ids (matchesSearch); the bank holds several Crawlspace quizzes.
  const matching = quizzes.filter((q) => `${q.title} ${q.id}`.toLowerCase().includes('crawlspace'));
  expect(matching.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => listedTitles(page), { message: 'the Crawlspace quizzes only' }).toEqual(titles(matching));
  for (const quiz of matching) await expect(quizLink(page, quiz.title), quiz.title).toBeVisible();
  await snap('a-library-search-crawlspace');

  // Remembered: the same search after a reload.
  expect((await searchSaved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('Crawlspace');
  await expect(quizLink(page, matching[0]!.title)).toBeVisible();
  await expect(quizLink(page, 'Bear Cub beside Crazed Goblin')).toHaveCount(0);

  // The level filter combines with the search: Crawlspace's example is level 2, Magnetic Web's level 3.
  await page.getByLabel('Level').selectOption({ index: 2 });
  await expect(quizLink(page, 'Crawlspace against four would-be attackers')).toBeVisible();
  await expect(quizLink(page, 'Magnetic Web, Ekundu Cyclops and Crawlspace')).toHaveCount(0);
  await page.getByLabel('Level').selectOption({ label: 'All levels' });

  // Search also looks at the cards on each quiz's board, which arrive beside the list (librarySearchTerms):
  // Hellrider is on the board of "Floodtide Serpent returns itself", not in its title. Remembered, the
  // search finds it again after a reload (the first screen then waits for the cards).
  const cardSaved = page.waitForResponse((r) => r.url().endsWith('/api/setSetting') && (r.request().postData() ?? '').includes('Hellrider'));
  await page.getByLabel('Search').fill('Hellrider');
  await expect(quizLink(page, 'Floodtide Serpent returns itself')).toBeVisible();
  await expect(quizLink(page, 'Bear Cub beside Crazed Goblin')).toHaveCount(0);
  expect((await cardSaved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('Hellrider');
  await expect(quizLink(page, 'Floodtide Serpent returns itself')).toBeVisible();

  await page.getByLabel('Search').fill('');
  await expect(quizLink(page, 'Bear Cub beside Crazed Goblin')).toBeVisible();
  await expect.poll(async () => (await listedTitles(page)).filter((t) => builtinTitles.has(t))).toEqual(titles(quizzes));
});

test('a pack file is imported from the library; a malformed one is refused with its JSON path and changes nothing', async ({ page, app, snap }) => {
  // A one-quiz pack made from the built-in Crawlspace quiz, as another install would export it.
  const raw = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../quizzes/builtin.json', import.meta.url)), 'utf8')) as {
    quizzes: { id: string; title: string; board: { effects: { kind: string }[] } }[];
  };
  const quiz = { ...raw.quizzes.find((q) => q.id === 'ex-crawlspace')!, title: 'Imported Crawlspace copy' };
  const pack = { ...raw, id: 'imported-e2e', title: 'Imported in a test', quizzes: [quiz] };
  const broken = structuredClone(pack);
  broken.quizzes[0]!.board.effects[0]!.kind = 'mustAttak';

  await app.open();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  const before = await listedTitles(page);
  const file = page.getByLabel('Import a pack file');

  await file.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  const alert = page.getByRole('alert').filter({ hasText: 'broken.json was not imported' });
  await expect(alert).toContainText('quizzes[0].board.effects[0].kind');
  // Each problem once: the headline does not repeat the first one.
  expect((await alert.innerText()).split('quizzes[0].board.effects[0].kind').length - 1).toBe(1);
  expect(await listedTitles(page)).toEqual(before);

  await file.setInputFiles({ name: 'pack.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pack)) });
  await expect(page.getByText('Imported pack.json: pack “Imported in a test” with 1 quiz.')).toBeVisible();
  await expect(quizLink(page, 'Imported Crawlspace copy')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imported in a test' })).toBeVisible();
  await snap('a-library-pack-imported');

  // The same id again: nothing is replaced until the learner chooses; Cancel changes nothing.
  const copy = { ...pack, title: 'Their copy', quizzes: [{ ...quiz, title: 'Their Crawlspace' }] };
  await file.setInputFiles({ name: 'theirs.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(copy)) });
  const choice = page.getByRole('alertdialog');
  await expect(choice).toContainText('same id as “Imported in a test” (1 quiz), which is already in your library');
  await snap('a-library-import-conflict');
  await choice.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('theirs.json was not imported.')).toBeVisible();
  await expect(quizLink(page, 'Their Crawlspace')).toHaveCount(0);
  // Keep both, under a name the learner types: both packs are listed.
  await file.setInputFiles({ name: 'theirs.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(copy)) });
  await choice.getByLabel('Name for the new pack').fill("Sam's Crawlspace");
  await choice.getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByText(/Imported theirs\.json as a new pack “Sam's Crawlspace” with 1 quiz/)).toBeVisible();
  await expect(page.getByRole('heading', { name: "Sam's Crawlspace" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imported in a test' })).toBeVisible();
  await expect(quizLink(page, 'Imported Crawlspace copy')).toBeVisible();
  // Replace: the original pack now holds the file's quiz.
  await file.setInputFiles({ name: 'theirs.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(copy)) });
  await choice.getByRole('button', { name: 'Replace “Imported in a test”' }).click();
  await expect(page.getByText('Imported theirs.json: it replaced the pack “Their copy” (now 1 quiz).')).toBeVisible();
  await expect(quizLink(page, 'Imported Crawlspace copy')).toHaveCount(0);
});
