/**
 * Identical creatures grouped in the legal-sets answer ("Glory Seeker ×3: 2 attack"), by
 * keyboard and by mouse, at the three window sizes in both themes, with axe.
 *
 * q07 "Glory Seekers under War's Toll and Propaganda": three Glory Seekers the board treats alike, so
 * they are one row. The right answer is read from the pack's own answer (quizzes/builtin.json), grouped
 * by how many Seekers attack: each number is one grouped entry standing for every way to pick them.
 * "Boggart Brute, two Goblins and Crawlspace": a single creature (a menu) beside a group of two.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { builtinPack, applyLook, LOOKS } from './helpers.ts';

interface PackDeclaration {
  readonly attacks: Readonly<Record<string, string>>;
}

/** How many attackers each declaration of the pack's answer has, once per number, in increasing order. */
function attackerCounts(quizId: string): number[] {
  const quiz = builtinPack().quizzes.find((q) => q.id === quizId) as unknown as { question: { answer: readonly PackDeclaration[] } } | undefined;
  if (quiz === undefined) throw new Error(`no quiz ${quizId} in the built-in pack`);
  return [...new Set(quiz.question.answer.map((d) => Object.keys(d.attacks).length))].sort((a, b) => a - b);
}

const verdict = (page: Page) => page.getByRole('status').filter({ hasText: /Correct|Incorrect/ });

test('three Glory Seekers are one row: the keyboard alone builds the whole answer by counts', async ({ page, app, snap }) => {
  const counts = attackerCounts('q07');
  await app.open('#/quiz/builtin/q07');
  const answer = page.getByRole('tabpanel', { name: 'Answer' });
  const cycle = answer.getByRole('button', { name: '1: Glory Seeker ×3, next split' });
  await expect(cycle).toBeFocused();
  // One row, no menu per Seeker.
  await expect(answer.getByRole('combobox')).toHaveCount(0);
  const field = answer.getByRole('spinbutton', { name: 'Glory Seeker ×3 attacking opponent' });
  await expect(field).toHaveValue('0');

  // Each press of 1 sends one more Seeker; `a` adds that split as one entry.
  let at = 0;
  for (const n of counts) {
    while (at !== n) {
      await page.keyboard.press('1');
      at = (at + 1) % 4;
    }
    await expect(field).toHaveValue(String(n));
    await page.keyboard.press('a');
  }
  const mine = page.getByRole('region', { name: 'Your declarations' });
  await expect(mine.getByRole('listitem')).toHaveCount(counts.length);
  for (const [i, n] of counts.entries()) {
    await expect(mine.getByRole('listitem').nth(i)).toContainText(n === 0 ? 'No attack' : `Glory Seeker ×${n} → opponent`);
  }
  // Every way to pick them is counted: C(3, n) declarations per entry.
  const choose = (n: number): number => [1, 3, 3, 1][n]!;
  const total = counts.reduce((s, n) => s + choose(n), 0);
  await expect(mine).toContainText(`${total} declarations in all`);
  await snap('answer-groups-keyboard-built');

  // The same split again is refused as a duplicate.
  await page.keyboard.press('a');
  await expect(mine.getByRole('listitem')).toHaveCount(counts.length);
  await expect(page.getByText(/^Already in your declarations/)).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(verdict(page)).toContainText(/\bCorrect\b/);
  await expect(verdict(page)).not.toContainText('Incorrect');
});

test('a group by mouse: the count field, Edit and Remove; Enter from the field submits', async ({ page, app }) => {
  const counts = attackerCounts('q07');
  await app.open('#/quiz/builtin/q07');
  const answer = page.getByRole('tabpanel', { name: 'Answer' });
  const field = answer.getByRole('spinbutton', { name: 'Glory Seeker ×3 attacking opponent' });
  const add = answer.getByRole('button', { name: 'Add declaration' });
  const mine = page.getByRole('region', { name: 'Your declarations' });

  // More than the group has is clamped to the group.
  await field.fill('7');
  await expect(field).toHaveValue('3');
  await expect(answer.getByText('0 stay home')).toBeVisible();
  await add.click();
  // Two of them: one click of the row's button from one.
  await field.fill('1');
  await answer.getByRole('button', { name: '1: Glory Seeker ×3, next split' }).click();
  await expect(field).toHaveValue('2');
  await add.click();
  await expect(mine.getByRole('listitem')).toHaveText([/^Glory Seeker ×3 → opponent/, /^Glory Seeker ×2 → opponent\s· 3 declarations/]);

  // Edit takes the split back into the row; Remove drops an entry.
  await mine.getByRole('button', { name: /^Edit declaration 1: Glory Seeker ×3 → opponent$/ }).click();
  await expect(field).toHaveValue('3');
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await mine.getByRole('button', { name: 'Remove' }).click();
  await expect(mine.getByRole('listitem')).toHaveCount(0);

  for (const n of counts) {
    await field.fill(String(n));
    await add.click();
  }
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(verdict(page)).toContainText(/\bCorrect\b/);
});

test('a single creature keeps its menu beside a group; `a` adds from the count field', async ({ page, app }) => {
  await app.open('#/quiz/builtin/menace-crawlspace-goblins');
  const answer = page.getByRole('tabpanel', { name: 'Answer' });
  await expect(answer.getByRole('combobox', { name: 'Boggart Brute' })).toBeVisible();
  const field = answer.getByRole('spinbutton', { name: 'Crazed Goblin ×2 attacking opponent' });
  await field.fill('2');
  await field.press('a');
  const mine = page.getByRole('region', { name: 'Your declarations' });
  await expect(mine.getByRole('listitem')).toHaveText([/^Crazed Goblin ×2 → opponent/]);
  // Number keys outside the fields: 1 is the Brute's row, 2 the Goblins'.
  await answer.getByRole('button', { name: '1: Boggart Brute, next defender' }).focus();
  await page.keyboard.press('1');
  await expect(answer.getByRole('combobox', { name: 'Boggart Brute' })).not.toHaveValue('');
  await page.keyboard.press('2');
  await expect(field).toHaveValue('0');
});

for (const look of LOOKS) {
  test(`grouped answer at ${look.tag}: screenshot and axe`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/quiz/builtin/q07');
    const answer = page.getByRole('tabpanel', { name: 'Answer' });
    await answer.getByRole('spinbutton', { name: 'Glory Seeker ×3 attacking opponent' }).fill('2');
    await answer.getByRole('button', { name: 'Add declaration' }).click();
    await expect(page.getByRole('region', { name: 'Your declarations' }).getByRole('listitem')).toHaveCount(1);
    await snap(`answer-groups-${look.tag}`);
    expect(await axeViolations(page), `axe on the grouped answer ${look.tag}`).toEqual([]);
  });
}
