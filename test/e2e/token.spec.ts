/**
 * The per-run token leaves the address bar as soon as the page loads (it stays for the
 * tab in sessionStorage), so it is not shown, kept in history or bookmarked; a reload still works.
 */
import { expect, test } from './fixtures.ts';

test('the token is removed from the address, and the app still reaches its host after a reload', async ({ page, app }) => {
  await app.open('#/');
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  // The host answered: the pack count is its data (the list itself may be filtered by a search an
  // earlier test left, which the library remembers).
  await expect(page.getByText(/^\d+ quizzes in \d+ packs?$/)).toBeVisible();
  expect(page.url()).not.toContain('token');
  expect(page.url()).toBe(`${app.url.origin}/#/`);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  await expect(page.getByText(/^\d+ quizzes in \d+ packs?$/)).toBeVisible();
  expect(page.url()).not.toContain('token');
});
