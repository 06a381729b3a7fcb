/**
 * The sandbox says when the engine is at work (a long computation shows a working indicator): while the legal set or the attack tree is being computed, its region is aria-busy and a
 * visible status says "Computing…" / "Building the attack tree…"; when the answer arrives both go.
 * The engine's answer is held back on its way to the host so that "long" does not depend on how fast
 * the machine is. Screenshots of the working state at three sizes in both themes, with axe.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App } from './fixtures.ts';
import { addCard, applyLook, LOOKS } from './helpers.ts';
import { axeViolations } from './axe.ts';

interface Held {
  readonly release: () => void;
  readonly seen: Promise<void>;
}

/** Holds the next call to `api` until `release()`; later calls pass at once. */
async function holdNext(page: Page, api: string): Promise<Held> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seenResolve: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    seenResolve = resolve;
  });
  let held = false;
  await page.route(`**/api/${api}`, async (route) => {
    if (!held) {
      held = true;
      seenResolve();
      await gate;
    }
    await route.continue().catch(() => undefined);
  });
  return { release: () => release(), seen };
}

/** Opens the sandbox and adds Crazed Goblin with the legal set's answer to it held back. */
async function addGoblinWithAnswerHeld(page: Page, app: App): Promise<{ legal: Locator; overview: Held }> {
  await app.open('#/sandbox');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  // The empty board's own answer first: the call held below must be the Goblin's.
  await expect(legal).toHaveAttribute('aria-busy', 'false');
  const overview = await holdNext(page, 'legalOverview');
  await addCard(page, 'Crazed Goblin');
  await overview.seen;
  return { legal, overview };
}

test('the legal set and the tree say they are being computed, then show the answer', async ({ page, app }) => {
  const { legal, overview } = await addGoblinWithAnswerHeld(page, app);
  await expect(legal).toHaveAttribute('aria-busy', 'true');
  const status = legal.getByRole('status').filter({ hasText: 'Computing…' });
  await expect(status).toBeVisible();
  // A long wait shows the time so far.
  await expect(status).toContainText(/\d+ s/);
  overview.release();
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
  await expect(legal).toHaveAttribute('aria-busy', 'false');
  await expect(legal.getByText('Computing…')).toHaveCount(0);

  const tree = await holdNext(page, 'tree');
  await page.getByRole('button', { name: 'Show attack tree' }).click();
  await tree.seen;
  const region = page.getByRole('region', { name: 'Attack tree' });
  await expect(region).toHaveAttribute('aria-busy', 'true');
  await expect(region.getByRole('status').filter({ hasText: 'Building the attack tree…' })).toBeVisible();
  tree.release();
  await expect(page.getByTestId('tree-canvas')).toBeVisible();
  await expect(region).toHaveAttribute('aria-busy', 'false');
});

for (const look of LOOKS) {
  test(`working indicator at ${look.tag}: screenshot and axe`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    const { legal, overview } = await addGoblinWithAnswerHeld(page, app);
    await expect(legal.getByRole('status').filter({ hasText: 'Computing…' })).toBeVisible();
    await legal.scrollIntoViewIfNeeded();
    await snap(`sandbox-working-${look.tag}`);
    expect(await axeViolations(page), `axe on the sandbox while computing ${look.tag}`).toEqual([]);
    overview.release();
    await expect(legal).toHaveAttribute('aria-busy', 'false');
  });
}
