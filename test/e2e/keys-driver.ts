/**
 * A legal-sets answer typed by keys alone, as a person reads the screen: for each declaration of the
 * quiz's answer (read from the pack file, translated to the creature names on screen), press creature
 * N's digit until its menu shows the defender it attacks (or "No attack"), then `a`; Enter at the end.
 * The keys are counted twice — by the driver and by a keydown listener in the page — so a key the page
 * did not receive, or a digit that takes two presses to reach a defender, shows in the figure.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { builtinPack, escapeRegExp, NO_ATTACK } from './helpers.ts';

interface PackQuiz {
  readonly id: string;
  readonly board: { readonly creatures: readonly { readonly id: string; readonly name: string }[] };
  readonly question: { readonly type: string; readonly answer?: readonly { readonly attacks: Readonly<Record<string, string>> }[] };
}

export const builtinQuiz = (quizId: string): (PackQuiz & { readonly title: string }) | undefined =>
  (builtinPack().quizzes as unknown as readonly (PackQuiz & { readonly title: string })[]).find((q) => q.id === quizId);

/** The declarations of a built-in legal-sets quiz, by creature name → defender id. */
export function legalSetsAnswer(quizId: string): readonly Readonly<Record<string, string>>[] {
  const quiz = builtinQuiz(quizId);
  if (quiz?.question.type !== 'legal-sets' || quiz.question.answer === undefined) throw new Error(`${quizId} is not a built-in legal-sets quiz`);
  const nameOf = new Map(quiz.board.creatures.map((c) => [c.id, c.name]));
  return quiz.question.answer.map((d) => Object.fromEntries(Object.entries(d.attacks).map(([id, defender]) => [nameOf.get(id) ?? id, defender])));
}

/**
 * The fewest keys the answer takes when a digit moves creature N one step (No attack → the one
 * defender → No attack, a two-player board) and the menus keep their choices after `a`: for each
 * declaration, one digit per creature whose choice changes since the last one, then `a`; Enter at the end.
 */
export function keyCeiling(answer: readonly Readonly<Record<string, string>>[]): number {
  let shown: Readonly<Record<string, string>> = {};
  let keys = 1;
  for (const d of answer) {
    const names = new Set([...Object.keys(shown), ...Object.keys(d)]);
    keys += [...names].filter((n) => shown[n] !== d[n]).length + 1;
    shown = d;
  }
  return keys;
}

/** How a defender id reads on screen: the two-player boards' "opp" is the opponent; a named player is capitalized. */
const defenderLabel = (id: string): RegExp => (id === 'opp' ? /opponent/i : new RegExp(`^${escapeRegExp(id.charAt(0).toUpperCase() + id.slice(1))}\\b`));

/** Starts counting the keydown events the page receives (once per page load). */
export async function countKeysInPage(page: Page): Promise<void> {
  await page.evaluate(`window.__keys ?? (window.__keys = 0, window.addEventListener('keydown', () => { window.__keys += 1; }, true))`);
}

const keysInPage = (page: Page): Promise<number> => page.evaluate<number>('window.__keys ?? 0');

export interface KeyCount {
  /** Keys the driver pressed. */
  readonly pressed: number;
  /** Keydown events the page received meanwhile. */
  readonly received: number;
  readonly sequence: string;
}

/**
 * Types `answer` into the answer controls in `scope` by keys alone and presses Enter. The focus stays
 * where the screen put it: the keys must work from there.
 */
export async function typeLegalSets(page: Page, scope: Locator, answer: readonly Readonly<Record<string, string>>[]): Promise<KeyCount> {
  await countKeysInPage(page);
  const before = await keysInPage(page);
  const rowButtons = scope.getByRole('button', { name: /^\d+: .+, next defender$/ });
  await expect(rowButtons.first()).toBeVisible();
  const rows = (await rowButtons.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''))).map((label) => {
    const m = /^(\d+): (.+), next defender$/.exec(label)!;
    return { key: m[1]!, name: m[2]! };
  });
  const keys: string[] = [];
  const press = async (key: string): Promise<void> => {
    await page.keyboard.press(key);
    keys.push(key);
  };
  for (const declaration of answer) {
    for (const name of Object.keys(declaration))
      expect(
        rows.map((r) => r.name),
        `a row for ${name}`,
      ).toContain(name);
    for (const row of rows) {
      const select = scope.getByRole('combobox', { name: row.name, exact: true });
      const wanted = declaration[row.name];
      const matches = (label: string): boolean => (wanted === undefined ? label === NO_ATTACK : defenderLabel(wanted).test(label));
      const shown = (): Promise<string> =>
        select
          .locator('option:checked')
          .textContent()
          .then((t) => (t ?? '').trim());
      const options = await select.locator('option').count();
      for (let i = 0; !matches(await shown()); i++) {
        expect(i, `${row.name} reaches ${wanted ?? NO_ATTACK} within one turn of its menu`).toBeLessThan(options);
        const was = await shown();
        await press(row.key);
        await expect.poll(shown, { message: `${row.key} moves ${row.name}'s menu on` }).not.toBe(was);
      }
    }
    await press('a');
  }
  await press('Enter');
  return { pressed: keys.length, received: (await keysInPage(page)) - before, sequence: keys.join(' ') };
}
