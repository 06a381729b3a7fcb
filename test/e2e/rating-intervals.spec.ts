/**
 * Every review rating button says when the quiz would come back with it ("Good · 3 d", as
 * Anki does), the four figures in order (Again soonest, Easy latest), and keys 1–4 rate. At the three
 * window sizes in both themes, with a screenshot and axe.
 */
import { expect, test } from './fixtures.ts';
import { applyLook, LOOKS, submitDeclaration } from './helpers.ts';
import { axeViolations } from './axe.ts';

const RATINGS = ['Again', 'Hard', 'Good', 'Easy'] as const;
const UNIT_MS: Readonly<Record<string, number>> = { min: 60_000, h: 3_600_000, d: 86_400_000, mo: 30 * 86_400_000, y: 365 * 86_400_000 };
const LABEL = /^([1-4]) · (Again|Hard|Good|Easy)\s·\s(<1 min|(\d+(?:\.\d)?) (min|h|d|mo|y))$/;

/** The interval a button shows, in ms (a rough figure: enough to compare the four). */
function intervalMs(label: string): number {
  const m = LABEL.exec(label.replace(/\s+/g, ' ').trim());
  expect(m, `a rating label like "3 · Good · 3 d": ${JSON.stringify(label)}`).not.toBeNull();
  return m![3] === '<1 min' ? 0 : Number(m![4]) * UNIT_MS[m![5]!]!;
}

test('each rating button shows its next interval; keys 1–4 rate', async ({ page, app }) => {
  await app.open('#/quiz/builtin/ex-cub-goblin');
  // Nobody attacks: a wrong answer is as good as a right one for seeing the buttons.
  await submitDeclaration(page);
  const group = page.getByRole('group', { name: /Review rating/ });
  const labels = group.locator('label');
  await expect(labels).toHaveCount(4);
  const texts = await labels.allTextContents();
  const ms = texts.map(intervalMs);
  texts.forEach((t, i) => expect(t).toContain(RATINGS[i]));
  // The scheduler's order: an easier rating never comes back sooner, and Easy waits longer than Again.
  for (let i = 1; i < 4; i++) expect(ms[i]!, `${texts[i]} vs ${texts[i - 1]}`).toBeGreaterThanOrEqual(ms[i - 1]!);
  expect(ms[3]!).toBeGreaterThan(ms[0]!);

  // Keys rate, and the legend's next review moves with the rating; the figures on the buttons stay.
  for (const [i, name] of RATINGS.entries()) {
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press(String(i + 1));
    await expect(group.getByLabel(name)).toBeChecked();
  }
  await expect(page.getByText('Rated easy.')).toBeVisible();
  expect(await labels.allTextContents()).toEqual(texts);
});

for (const look of LOOKS) {
  test(`rating buttons at ${look.tag}: screenshot and axe`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/quiz/builtin/ex-cub-goblin');
    await submitDeclaration(page);
    const group = page.getByRole('group', { name: /Review rating/ });
    await expect(group.locator('label').first()).toContainText(/Again\s·\s/);
    await group.scrollIntoViewIfNeeded();
    await snap(`rating-intervals-${look.tag}`);
    expect(await axeViolations(page), `axe on the result with rating buttons ${look.tag}`).toEqual([]);
  });
}
