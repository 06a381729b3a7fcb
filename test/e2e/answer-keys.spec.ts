/**
 * Answering fast, with the keyboard only: the quiz opens with the focus on its first answer
 * control; number keys cycle a creature's defender; `a` adds the declaration (also from a menu); a
 * declaration of the list can be taken back to be edited; Enter submits from a menu; Escape on the
 * result leaves for the library.
 *
 * "Bear Cub beside Crazed Goblin": the Goblin must attack; legal: Goblin alone, and Goblin with the Cub.
 */
import { expect, test } from './fixtures.ts';

test('a legal-sets quiz answered with the keyboard alone, by number keys, a and Enter', async ({ page, app, snap }) => {
  await app.open('#/quiz/builtin/ex-cub-goblin');
  await expect(page.getByRole('heading', { name: 'Bear Cub beside Crazed Goblin' })).toBeVisible();
  const answer = page.getByRole('tabpanel', { name: 'Answer' });
  // The focus starts on the first answer control: creature 1's "next defender" button.
  await expect(answer.getByRole('button', { name: '1: Bear Cub, next defender' })).toBeFocused();

  // 2: the Goblin attacks the opponent; a: add. 1: the Cub attacks too; a: add.
  await page.keyboard.press('2');
  await expect(answer.getByRole('combobox', { name: 'Crazed Goblin' })).toHaveValue('opp');
  await page.keyboard.press('a');
  await page.keyboard.press('1');
  await expect(answer.getByRole('combobox', { name: 'Bear Cub' })).toHaveValue('opp');
  await page.keyboard.press('a');
  const mine = page.getByRole('region', { name: 'Your declarations' });
  await expect(mine.getByRole('listitem')).toHaveText([/^Crazed Goblin → opponent/, /^Bear Cub → opponent, Crazed Goblin → opponent/]);

  // A third, wrong one (the Cub alone), added from inside a menu with `a`, then taken back with Edit and removed.
  await page.keyboard.press('2'); // the Goblin's menu wraps round to "No attack"
  await expect(answer.getByRole('combobox', { name: 'Crazed Goblin' })).toHaveValue('');
  await answer.getByRole('combobox', { name: 'Bear Cub' }).focus();
  await page.keyboard.press('a');
  await expect(mine.getByRole('listitem')).toHaveCount(3);
  await mine.getByRole('button', { name: /^Edit declaration 3: Bear Cub → opponent$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(/^Editing: Bear Cub → opponent\./)).toBeVisible();
  await snap('answer-keys-built');

  // Enter from a menu submits.
  await answer.getByRole('combobox', { name: 'Bear Cub' }).focus();
  await page.keyboard.press('Enter');
  const verdict = page.getByRole('status').filter({ hasText: /Correct|Incorrect/ });
  await expect(verdict).toContainText('Correct');

  await snap('answer-keys-result');
  // Escape always leaves for the library, also from the result (one keyboard model; the answer is recorded).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
});
