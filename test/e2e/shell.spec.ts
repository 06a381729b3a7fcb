/** (f) The `?` shortcut help and (g) the dark theme. */
import { expect, test } from './fixtures.ts';
import { luminance } from './helpers.ts';

test('? opens the keyboard shortcuts help and Escape closes it', async ({ page, app, snap }) => {
  await app.open();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(0);

  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Keyboard shortcuts');
  await expect(dialog).toContainText('?');
  await expect(dialog).toContainText(/Escape|Esc/);
  await snap('f-shortcuts-help-open');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await snap('f-shortcuts-help-closed');
});

/** The colours a person sees: the page's background and text (string expressions: no DOM types in Node's tsconfig). */
const pageColors = async (page: import('@playwright/test').Page): Promise<{ background: string; text: string }> => {
  const [html, body, text] = await page.evaluate<[string, string, string]>(
    `[getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]`,
  );
  // The visible background is the body's unless it is transparent, then the root element's.
  return { background: /rgba\(.*,\s*0\)$|transparent/.test(body) ? html : body, text };
};

test('the theme toggle switches the page to dark colours and back', async ({ page, app, snap }) => {
  await app.open();
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
  const theme = page.getByRole('group', { name: 'Theme' });
  // The page starts in the system's scheme (light here: colorScheme in playwright.config.ts) or in a
  // choice remembered from earlier; pick Light explicitly, then Dark, then go back to what it was.
  const choices = ['Light', 'Dark', 'System'] as const;
  const checked = await Promise.all(choices.map((name) => theme.getByRole('radio', { name }).isChecked()));
  const before = choices[checked.indexOf(true)] ?? 'System';
  // The radios are drawn as a segmented control: a person clicks the visible label.
  await theme.getByText('Light', { exact: true }).click();
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  const light = await pageColors(page);
  expect(luminance(light.background), `light background ${light.background} under text ${light.text}`).toBeGreaterThan(luminance(light.text));
  await snap('g-theme-light');

  await theme.getByText('Dark', { exact: true }).click();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect.poll(async () => (await pageColors(page)).background, { message: 'the background changes' }).not.toBe(light.background);
  const dark = await pageColors(page);
  expect(luminance(dark.background), `dark background ${dark.background}`).toBeLessThan(luminance(light.background));
  expect(luminance(dark.background), `dark background ${dark.background} under text ${dark.text}`).toBeLessThan(luminance(dark.text));
  await snap('g-theme-dark');

  await theme.getByText(before, { exact: true }).click();
  await expect(theme.getByRole('radio', { name: before })).toBeChecked();
  await expect.poll(async () => (await pageColors(page)).background, { message: 'back to the light background' }).toBe(light.background);
});
