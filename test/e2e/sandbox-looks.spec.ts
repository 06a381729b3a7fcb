/**
 * The sandbox's resources and its share-code message looked at in every window size the learning
 * screens serve, light and dark: the resources a new board starts with, the "payment not modeled"
 * switch, the plain-words message of a bad code; never a page wider than its window.
 */
import { expect, test } from './fixtures.ts';
import { addCard, applyLook, LOOKS_FROM_800, pageWidths } from './helpers.ts';

test('the sandbox resources and a bad share code, at 800×900, 1024×700, 1366×768 and 1920×1080, light and dark', async ({ page, app, snap }) => {
  test.setTimeout(300_000);
  await app.open('#/sandbox');
  await addCard(page, 'Leviathan');
  const resources = page.getByRole('region', { name: 'Resources' });
  await expect(resources.getByText('Resources: no mana sources; life 20.')).toBeVisible();
  await page.getByLabel('Paste a share code').fill('AT1.b.@@@@');
  await page.getByRole('button', { name: 'Import from code' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'cannot be imported' });
  await expect(alert).toContainText('Copy the whole code again');

  for (const look of LOOKS_FROM_800) {
    await applyLook(page, look);
    const [scroll, inner] = await pageWidths(page);
    expect(scroll, `no sideways scrolling at ${look.tag}`).toBeLessThanOrEqual(inner);
    await resources.scrollIntoViewIfNeeded();
    await snap(`sandbox-resources-${look.tag}`);
    await alert.scrollIntoViewIfNeeded();
    await snap(`sandbox-bad-code-${look.tag}`);
  }
});
