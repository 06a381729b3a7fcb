/**
 * A long import says how far it is and can be cancelled: a pack of 1,896 quizzes (the built-in
 * quizzes eight times over) shows "Checking quiz N of M" (M: the quizzes the engine checks) moving, and
 * Cancel import stops it with nothing imported — the library lists what it listed before.
 */
import { expect, test } from './fixtures.ts';
import { ENGINE_QUESTION_TYPES } from '../../src-main/shared/quiz/pack-format.ts';
import { builtinPack } from './helpers.ts';

const COPIES = 8;

test('a long import shows its count and Cancel import leaves the library as it was', async ({ page, app, snap }) => {
  // Reading 3.5 MB of quizzes and starting the engine's worker take seconds on a busy machine.
  test.setTimeout(120_000);
  const raw = builtinPack() as unknown as { quizzes: { id: string; question: { type: string } }[] } & Record<string, unknown>;
  const quizzes = Array.from({ length: COPIES }, (_, k) => raw.quizzes.map((q) => ({ ...q, id: `${q.id}-copy-${k}` }))).flat();
  const pack = { ...raw, id: 'import-progress-e2e', title: 'Eight copies of the built-in quizzes', quizzes };
  // The count is of the quizzes the engine checks (those it decides), as the import checks them.
  const total = quizzes.filter((q) => (ENGINE_QUESTION_TYPES as readonly string[]).includes(q.question.type)).length;
  expect(total).toBeGreaterThan(1000);

  await app.open();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  const packsBefore = await page.getByRole('main').locator('section.pack').count();

  await page.getByLabel('Import a pack file').setInputFiles({ name: 'eight.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pack)) });
  const status = page.getByRole('status').filter({ hasText: 'Importing eight.json' });
  // Reading and validating 3.5 MB of quizzes comes first (seconds on a busy machine), then the checks.
  await expect(status).toContainText(new RegExp(`Checking quiz \\d+ of ${total}`), { timeout: 45_000 });
  const first = Number(/Checking quiz (\d+) of/.exec(await status.innerText())?.[1]);
  // The count moves while the engine works through the pack.
  await expect
    .poll(async () => Number(/Checking quiz (\d+) of/.exec(await status.innerText())?.[1] ?? 0), { message: 'the count moves', timeout: 45_000 })
    .toBeGreaterThan(first);
  await snap('import-progress-count');

  await status.getByRole('button', { name: 'Cancel import' }).click();
  await expect(page.getByText('The import of eight.json was cancelled: nothing was imported.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eight copies of the built-in quizzes' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(page.getByRole('main').locator('section.pack')).toHaveCount(packsBefore);
  await expect(page.getByRole('heading', { name: 'Eight copies of the built-in quizzes' })).toHaveCount(0);
});
