/**
 * A blocking quiz answered with the keyboard alone, in every look a learner may use (800×900,
 * 1366×768, 1920×1080; light and dark): the board lists the attackers with what each attacks and the
 * defending player's creatures; a digit picks a blocker and a second digit the attacker it blocks;
 * `a` adds the declaration; Enter submits; the result explains by the steps of CR 509.1.
 *
 * "Two Lures and one blocker": Giant Spider must block the lured Grizzly Bears or the lured Hill Giant.
 */
import { expect, test } from './fixtures.ts';
import { applyLook, LOOKS_FROM_800, pageWidths } from './helpers.ts';

const LOOKS = LOOKS_FROM_800.filter((l) => l.size.width !== 1024);

for (const look of LOOKS) {
  test(`a blocking quiz answered by keys at ${look.tag}`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/quiz/builtin/blk-two-lures-one-blocker');
    await expect(page.getByRole('heading', { name: 'Two Lures and one blocker' })).toBeVisible();
    const attackers = page.getByTestId('block-attackers');
    await expect(attackers.getByRole('listitem')).toHaveText([/Grizzly Bears.*attacks you/, /Hill Giant.*attacks you/]);
    await expect(page.getByTestId('block-blockers').getByRole('listitem')).toHaveText([/Giant Spider 2\/4\s*reach/]);
    const answer = page.getByRole('tabpanel', { name: 'Answer' });
    await expect(answer.getByRole('button', { name: '1: Giant Spider, choose as blocker' })).toBeFocused();

    // 1 then 1: the Spider blocks the Bears; a adds it. 1 then 2: the Spider blocks the Giant; a adds it.
    await page.keyboard.press('1');
    await page.keyboard.press('1');
    await expect(answer.getByText('Declaration: Giant Spider blocks Grizzly Bears')).toBeVisible();
    await page.keyboard.press('a');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.keyboard.press('a');
    await expect(page.getByTestId('block-entries').getByRole('listitem')).toHaveText([/^Giant Spider blocks Grizzly Bears/, /^Giant Spider blocks Hill Giant/]);
    await snap(`block-quiz-built-${look.tag}`);
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toContainText('Correct');
    const explanation = page.getByRole('region', { name: 'Explanation' });
    await expect(explanation.getByText(/^CR 509\.1c · Check requirements/)).toBeVisible();
    await snap(`block-quiz-result-${look.tag}`);
  });
}

test('a wrong block answer shows what was missed and the step of CR 509.1 a pick fails', async ({ page, app, snap }) => {
  await app.open('#/quiz/builtin/blk-two-lures-one-blocker');
  await expect(page.getByRole('heading', { name: 'Two Lures and one blocker' })).toBeVisible();
  // "No block" alone: a adds the empty declaration; Enter submits.
  await page.keyboard.press('a');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toContainText('Incorrect');
  await expect(page.getByTestId('block-missed').getByRole('listitem')).toHaveText([/Giant Spider blocks Grizzly Bears/, /Giant Spider blocks Hill Giant/]);
  const illegal = page.getByTestId('block-illegal').getByRole('listitem');
  await expect(illegal).toHaveCount(1);
  await expect(illegal).toContainText('No block');
  await expect(illegal).toContainText('CR 509.1c');
  await snap('block-quiz-wrong');
});
