/** (a) The library: every built-in quiz is listed, and the search narrows the list. */
import { expect, test } from './fixtures.ts';
import { builtinPack, quizLink } from './helpers.ts';

test('the library lists every built-in quiz and the search filters them', async ({ page, app, snap }) => {
  const { quizzes } = builtinPack();
  expect(quizzes.length).toBeGreaterThanOrEqual(30);

  await app.open();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  for (const quiz of quizzes) await expect(quizLink(page, quiz.title), quiz.title).toHaveCount(1);
  await snap('a-library-all-quizzes');

  const search = page.getByLabel('Search');
  await search.fill('Crawlspace');
  const matching = quizzes.filter((q) => q.title.includes('Crawlspace'));
  expect(matching.length).toBe(2);
  for (const quiz of matching) await expect(quizLink(page, quiz.title), quiz.title).toBeVisible();
  for (const quiz of quizzes.filter((q) => !q.title.includes('Crawlspace')))
    await expect(quizLink(page, quiz.title), `${quiz.title} is filtered out`).toHaveCount(0);
  await snap('a-library-search-crawlspace');

  await search.fill('');
  await expect(quizLink(page, 'Bear Cub beside Crazed Goblin')).toBeVisible();
  await expect(quizLink(page, quizzes.at(-1)!.title)).toBeVisible();
});
