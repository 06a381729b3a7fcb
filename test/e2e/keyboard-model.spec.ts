/**
 * One keyboard model on the answer screen: a digit is always creature N (also after "Try again", also
 * from inside a creature's menu), Escape always leaves for the library (also from a menu), the help
 * lists one meaning for 1–9, and an exam is answered with exactly the quiz screen's keys. Counts the
 * keys of a legal-sets answer in a quiz and in an exam (reported as annotations).
 *
 * "Bear Cub beside Crazed Goblin" (ex-cub-goblin): creature 1 is the Cub, 2 the Goblin, which must attack.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { applyLook, LOOKS_FROM_800, submitExamNow } from './helpers.ts';

/** Presses keys one by one and gives back how many were pressed. */
async function type(page: Page, keys: readonly string[]): Promise<number> {
  for (const k of keys) await page.keyboard.press(k);
  return keys.length;
}

test('digits add creature N after "Try again", and from inside a menu', async ({ page, app }) => {
  await app.open('#/quiz/builtin/ex-cub-goblin');
  const answer = page.getByRole('tabpanel', { name: 'Answer' });
  const mine = page.getByRole('region', { name: 'Your declarations' });
  await expect(answer.getByRole('button', { name: '1: Bear Cub, next defender' })).toBeFocused();

  // A legal-sets answer by keys alone: 2 a 1 a Enter.
  const quizKeys = await type(page, ['2', 'a', '1', 'a', 'Enter']);
  await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toContainText('Correct');
  test
    .info()
    .annotations.push({ type: 'keystrokes', description: `quiz, legal-sets answer of two declarations (ex-cub-goblin): ${quizKeys} keys (2 a 1 a Enter)` });

  // Try again: the focus goes where typing works, and the same keys build the same answer.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(answer.getByRole('button', { name: '1: Bear Cub, next defender' })).toBeFocused();
  await type(page, ['2', 'a', '1', 'a']);
  await expect(mine.getByRole('listitem')).toHaveText([/^Crazed Goblin → opponent/, /^Bear Cub → opponent, Crazed Goblin → opponent/]);
  await expect(page.getByText(/Already in your declarations/)).toHaveCount(0);

  // From inside the Cub's menu, 2 is still creature 2 (the Goblin), never the menu's second entry.
  await mine.getByRole('button', { name: 'Remove' }).nth(1).click();
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await answer.getByRole('combobox', { name: 'Bear Cub' }).focus();
  await page.keyboard.press('2');
  await expect(answer.getByRole('combobox', { name: 'Crazed Goblin' })).toHaveValue('');
  await expect(answer.getByRole('combobox', { name: 'Bear Cub' })).toHaveValue('opp');
});

test('Escape leaves a quiz from a creature’s menu and after the answer', async ({ page, app }) => {
  await app.open('#/quiz/builtin/ex-cub-goblin');
  await page.getByRole('combobox', { name: 'Bear Cub' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();

  await app.open('#/quiz/builtin/ex-cub-goblin');
  // As a person does: the answer is typed once the quiz is on screen (its first creature focused).
  await expect(page.getByRole('button', { name: '1: Bear Cub, next defender' })).toBeFocused();
  await type(page, ['2', 'a', 'Enter']);
  await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
});

test('the shortcuts help gives 1–9 one meaning while answering', async ({ page, app }) => {
  await app.open('#/quiz/builtin/ex-cub-goblin');
  await page.locator('body').press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('kbd', { hasText: /^1 – 9$/ })).toHaveCount(1);
});

/** Answers the question on screen by keys alone, with the quiz screen's keys; gives back how many. */
async function answerByKeys(page: Page): Promise<{ keys: number; type: string }> {
  const heading = page.getByRole('heading', { name: /^Question \d+ of \d+$/ });
  await expect(heading).toBeVisible();
  const main = page.getByRole('main');
  // The question's answer controls, whatever its type, once it has loaded.
  await expect(main.locator('fieldset.answer-group, input[type=number]').first()).toBeVisible();
  if (await main.getByRole('button', { name: 'Add declaration' }).isVisible()) return { keys: await type(page, ['1', 'a', 'Enter']), type: 'legal-sets' };
  // A block quiz's declaration: a blocker's number, then its attacker's (CR 509.1a), `a` adds it.
  if (await main.getByTestId('block-build').isVisible()) return { keys: await type(page, ['1', '1', 'a', 'Enter']), type: 'legal-blocks' };
  if (await main.getByRole('radio', { name: 'Yes', exact: true }).isVisible()) {
    await page.keyboard.press('1');
    await expect(main.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    return { keys: 1 + (await type(page, ['Enter'])), type: 'yes/no' };
  }
  if (await main.getByRole('spinbutton', { name: 'Answer' }).isVisible()) {
    await expect(main.getByRole('spinbutton', { name: 'Answer' })).toBeFocused();
    return { keys: await type(page, ['2', 'Enter']), type: 'number' };
  }
  await page.keyboard.press('1');
  await expect(main.locator('fieldset.answer-group input').first()).toBeChecked();
  return { keys: 1 + (await type(page, ['Enter'])), type: 'choice' };
}

for (const look of LOOKS_FROM_800.filter((l) => l.size.width === 800 || l.size.width === 1920)) {
  test(`an exam answered by keys alone at ${look.tag}, with styled controls`, async ({ page, app, snap }) => {
    test.setTimeout(120_000);
    await applyLook(page, look);
    await app.open('#/exam');
    await page.getByLabel('Number of questions').fill('4');
    await page.getByRole('button', { name: 'Start exam' }).click();
    const counts: string[] = [];
    for (let i = 1; i <= 4; i++) {
      await expect(page.getByRole('heading', { name: `Question ${i} of 4` })).toBeVisible();
      if (i === 1) {
        // Styled like the quiz screen: no browser-default grey buttons.
        // (Chromium's own button face is rgb(239, 239, 239) in light and rgb(107, 107, 107) in dark.)
        await expect(page.getByRole('button', { name: 'Skip' })).not.toHaveCSS('background-color', /^rgb\((239, 239, 239|107, 107, 107)\)$/);
        await expect(page.getByRole('button', { name: 'Skip' })).toHaveCSS('border-top-left-radius', /^[1-9]/);
        await snap(`exam-keys-${look.tag}`);
      }
      const r = await answerByKeys(page);
      counts.push(`${r.type}: ${r.keys}`);
    }
    const list = page.getByRole('list', { name: 'Questions' });
    await expect(list.getByRole('listitem')).toHaveText([/answered/, /answered/, /answered/, /answered/]);
    await submitExamNow(page);
    test
      .info()
      .annotations.push({ type: 'keystrokes', description: `exam at ${look.tag}: ${counts.join(', ')} (a legal-sets answer of one declaration is 1 a Enter)` });
  });
}

test('an exam of blocking quizzes answered by keys alone: each question shows its attackers and blockers', async ({ page, app }) => {
  test.setTimeout(120_000);
  await app.open('#/exam');
  await page.getByLabel('Number of questions').fill('3');
  await page.getByRole('checkbox', { name: 'blocking', exact: true }).check();
  await page.getByRole('button', { name: 'Start exam' }).click();
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByRole('heading', { name: `Question ${i} of 3` })).toBeVisible();
    await expect(page.getByRole('main').getByText('This question could not be loaded')).toHaveCount(0);
    await answerByKeys(page);
  }
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByRole('listitem')).toHaveText([/answered/, /answered/, /answered/]);
  await submitExamNow(page);
});
