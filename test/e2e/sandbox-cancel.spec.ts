/**
 * Cancellation in the browser: an edit made while the engine still works on the previous
 * board cancels that call — the page sends the host a cancel message naming it — and the latest
 * board's answer is the one shown.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { addCard } from './helpers.ts';

/** 40 creatures, four players, two planeswalkers: seconds of engine work (bench/boards/commander.json). */
const COMMANDER = fs.readFileSync(fileURLToPath(new URL('../../bench/boards/commander.json', import.meta.url)), 'utf8');

test('a new edit while the commander board is being computed cancels that call; the new board is answered', async ({ page, app }) => {
  await app.open('#/sandbox');
  await addCard(page, 'Crazed Goblin');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
  await page.getByText('Board as JSON (attack-board/1)').click();
  const box = page.getByLabel('Board JSON');
  // The box is filled from the board once its section opens: read it when it holds the board.
  await expect(box).not.toHaveValue('');
  const small = await box.inputValue();

  // Held back on its way to the host until the next edit has been made, so that it is still in flight
  // then however fast the engine answers and however slow the machine is (a fixed pause was outrun once
  // the engine answered this board in a fraction of a second).
  let held = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/legalOverview', async (route) => {
    if (!held) {
      held = true;
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    await route.continue().catch(() => undefined);
  });
  await box.fill(COMMANDER);
  const heavy = page.waitForRequest((r) => r.url().endsWith('/api/legalOverview'));
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  const heavyId = (await heavy).headers()['x-trainer-request'];
  expect(heavyId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  await expect(legal.getByText('Computing…')).toBeVisible();

  // The next edit, at once: back to the Goblin alone.
  const cancel = page.waitForRequest((r) => r.url().endsWith('/api/cancel'));
  await box.fill(small);
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  release();
  expect((await cancel).postDataJSON()).toEqual({ requestId: heavyId });
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
});
