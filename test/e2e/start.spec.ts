/**
 * The front door and the end of a study session: the app opens on a start screen (continue, what is
 * due with its count, a daily set, the article's 26 questions, Puzzles in one key); a session started
 * there ends on its summary (score, time, what was missed with a practice retry, the next review).
 */
import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { answerSomething, applyLook, LOOKS_FROM_800, pageWidths } from './helpers.ts';

const SCREENS = process.env['ATTACK_TRAINER_SCREENS'] ?? 'test-results/screens';

for (const look of LOOKS_FROM_800) {
  test(`the start screen at ${look.tag}`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    // The bare address (no route) opens the start screen.
    await page.goto(new URL(app.url.href.split('#')[0]!).href);
    await expect(page.getByRole('heading', { name: 'Start', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: "The article's 26 questions" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Due for review' })).toBeVisible();
    await expect(page.getByTestId('due-total')).toHaveText(/^(Nothing is due now\.|\d+ quiz(zes)? due now\.)$/);
    await expect(page.getByRole('button', { name: 'Start the daily set' })).toBeEnabled();
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    await snap(`start-${look.tag}`);
    if (look.size.width === 800 || look.size.width === 1366) {
      fs.mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}/front-door-${look.tag}.png`, fullPage: true });
    }
    // Puzzles in one key.
    await page.locator('body').press('p');
    await expect(page).toHaveURL(/#\/puzzles$/);
  });
}

test('the article’s questions from the start end on a summary with a practice retry', async ({ page, app }) => {
  test.setTimeout(120_000);
  await app.open('#/start');
  await page.getByRole('button', { name: 'Start with question 1' }).click();
  await expect(page).toHaveURL(/#\/quiz\/builtin\/q01$/);
  await expect(page.getByText('Quiz 1 of 26 in this study session')).toBeVisible();
  // Answer the first quiz (whatever it is) wrong-or-right, then jump to the last quiz of the session and answer it.
  await page.locator('main fieldset.answer-group, main input[type=number]').first().waitFor();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toBeVisible();
  await app.open('#/quiz/builtin/q26');
  await page.locator('main fieldset.answer-group, main input[type=number]').first().waitFor();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByRole('heading', { name: /^Session over: The article's 26 questions$/ })).toBeVisible();
  const figures = page.getByTestId('session-summary');
  await expect(figures).toContainText(/Score\s*\d of 2 correct \(24 not answered\)/);
  await expect(figures).toContainText(/Time\s*\d+:\d\d/);
  await expect(figures).toContainText(/Next review\s*(in |tomorrow|now)/);
  const retry = page.getByRole('button', { name: /^Retry the \d+ missed quiz(zes)? as practice$/ });
  if (await retry.isVisible()) {
    await retry.click();
    await expect(page.getByRole('checkbox', { name: /Practice only/ })).toBeChecked();
  }
});
