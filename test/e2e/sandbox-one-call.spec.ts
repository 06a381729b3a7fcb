/**
 * One engine call per sandbox edit (a second call would double the wait): the list, the count and the groups of a large legal set
 * come from a single legalOverview request, never from legal followed by legalBreakdown.
 */
import { expect, test } from './fixtures.ts';
import { addCard } from './helpers.ts';

test('each edit asks the engine once: legalOverview, no legal or legalBreakdown until a group is opened', async ({ page, app }) => {
  const calls: string[] = [];
  /** Engine calls for the edited board (the second opponent, opp2, is the first edit). */
  const editCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    const call = pathname.slice('/api/'.length);
    calls.push(call);
    if ((request.postData() ?? '').includes('"opp2"')) editCalls.push(call);
  });
  await app.open('#/sandbox');
  await page.getByRole('button', { name: 'Add opponent' }).click();
  for (let i = 0; i < 5; i++) await addCard(page, 'Grizzly Bears');
  await addCard(page, 'Crazed Goblin');
  const legal = page.getByRole('region', { name: 'Legal declarations' });
  await expect(legal.getByText('486 legal declarations: too many to list, so they are grouped below.')).toBeVisible();
  await expect(legal.getByRole('table', { name: 'By creature' })).toBeVisible();

  const engineCalls = calls.filter((c) => ['legal', 'legalOverview', 'legalBreakdown'].includes(c));
  expect(new Set(engineCalls)).toEqual(new Set(['legalOverview']));
  // Seven edits (an opponent, six creatures), debounced: at most one engine call each.
  const engineEditCalls = editCalls.filter((c) => ['legal', 'legalOverview', 'legalBreakdown'].includes(c));
  expect(engineEditCalls.length).toBeGreaterThan(0);
  expect(engineEditCalls.length).toBeLessThanOrEqual(7);

  // Opening a group lists it: that one call is `legal` with its number of attackers.
  calls.length = 0;
  await legal.getByRole('list', { name: 'By number of attackers' }).getByText('6 attackers: 64 declarations').click();
  await expect(legal.getByText('The first 50 of 64, in canonical order.')).toBeVisible();
  expect(calls.filter((c) => c.startsWith('legal'))).toEqual(['legal']);
});
