import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { addCard } from './helpers.ts';
const COMMANDER = fs.readFileSync(fileURLToPath(new URL('../../bench/boards/commander.json', import.meta.url)), 'utf8');
const log = (page: import('@playwright/test').Page) => {
  const t0 = Date.now();
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/api/')) { const b = r.postData() ?? ''; console.log(Date.now()-t0, 'REQ', u.pathname, r.headers()['x-trainer-request'] ?? '', b.length, b.slice(0, 100)); } });
  page.on('requestfinished', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/api/legal')) console.log(Date.now()-t0, 'DONE', u.pathname, r.headers()['x-trainer-request'] ?? ''); });
  page.on('requestfailed', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/api/')) console.log(Date.now()-t0, 'FAIL', u.pathname, r.headers()['x-trainer-request'] ?? ''); });
  return (s: string) => console.log(Date.now()-t0, 'STEP', s);
};
test('setup', async ({ page, app }) => {
  await app.open('#/sandbox');
  await page.getByRole('button', { name: 'Add opponent' }).click();
  await addCard(page, 'Bear Cub');
  await page.getByLabel('Attackers may attack different players').uncheck();
  await page.waitForTimeout(1500);
});
test('cancel', async ({ page, app }) => {
  const step = log(page);
  await app.open('#/sandbox');
  step('opened');
  await addCard(page, 'Crazed Goblin');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
  step('goblin shown');
  await page.getByText('Board as JSON (attack-board/1)').click();
  const box = page.getByLabel('Board JSON');
  const small = await box.inputValue();
  let held = false;
  await page.route('**/api/legalOverview', async (route) => {
    if (!held) { held = true; step('holding ' + (route.request().headers()['x-trainer-request'])); await new Promise((resolve) => setTimeout(resolve, 1500)); }
    await route.continue().catch(() => undefined);
  });
  await box.fill(COMMANDER);
  step('filled');
  const heavy = page.waitForRequest((r) => r.url().endsWith('/api/legalOverview'));
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  const heavyId = (await heavy).headers()['x-trainer-request'];
  step('heavy ' + heavyId);
  await expect(legal.getByText('Computing…')).toBeVisible();
  step('computing');
  const cancel = page.waitForRequest((r) => r.url().endsWith('/api/cancel'), { timeout: 20000 });
  await box.fill(small);
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  step('applied small');
  expect((await cancel).postDataJSON()).toEqual({ requestId: heavyId });
  await expect(legal.getByText('1 legal declaration', { exact: true })).toBeVisible();
});
