/**
 * Review as a session: "Study now" walks the due quizzes then the recently missed ones in
 * the Review screen's order; keys 1–4 rate each answer; "Next" (n) goes to the session's next quiz,
 * not the pack's; the top bar counts what is due; the retention setting sits in a Settings panel.
 */
import { expect, test } from './fixtures.ts';
import { answerSomething, submitDeclaration } from './helpers.ts';

const MISSED = ['ex-cub-goblin', 'ex-crawlspace', 'ex-magnetic-web'];
const RATINGS = [
  { key: '2', label: 'Hard' },
  { key: '3', label: 'Good' },
  { key: '4', label: 'Easy' },
];

test('study now: three missed quizzes one after another, each rated with a key', async ({ page, app, snap }) => {
  // Three wrong answers ("no attack" alone is not the legal set of any of these boards).
  for (const id of MISSED) {
    await app.open('#/progress');
    await app.open(`#/quiz/builtin/${id}`);
    await expect(await submitDeclaration(page)).toContainText('Incorrect');
  }

  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
  // The retention setting is out of the way until asked for.
  await expect(page.getByLabel('Desired retention')).toBeHidden();
  // The session's order is the screen's: due first, then recently missed.
  const hrefs = await page
    .getByRole('main')
    .locator('.queue a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const order = [...new Set(hrefs)];
  for (const id of MISSED) expect(order).toContain(`#/quiz/builtin/${id}`);
  await snap('study-review-screen');

  await page.getByRole('button', { name: 'Study now' }).click();
  for (let i = 0; i < 3; i++) {
    await expect(page).toHaveURL(new RegExp(`${order[i]!.replace(/[/#]/g, '\\$&')}$`));
    await expect(page.getByText(`Quiz ${i + 1} of ${order.length} in this study session`)).toBeVisible();
    // The session may reach quizzes other tests missed (any question type).
    await answerSomething(page);
    await page.getByRole('button', { name: 'Submit answer' }).click();
    const rating = page.getByRole('group', { name: /Review rating/ });
    await expect(rating).toBeVisible();
    await page.locator('body').click({ position: { x: 2, y: 2 } }); // keys from the page, not a control
    await page.keyboard.press(RATINGS[i]!.key);
    await expect(rating.getByLabel(RATINGS[i]!.label)).toBeChecked();
    await expect(page.getByText(`Rated ${RATINGS[i]!.label.toLowerCase()}.`)).toBeVisible();
    if (i === 0) await snap('study-rated-with-a-key');
    await page.keyboard.press('n');
  }
  await expect(page).toHaveURL(order.length > 3 ? new RegExp(`${order[3]!.replace(/[/#]/g, '\\$&')}$`) : /#\/review$/);
});
