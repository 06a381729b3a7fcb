/**
 * What a person does with the answer controls, in the names renderer.md fixes: one <select> per
 * eligible creature, labelled by the creature's name, whose options are "No attack" and each
 * attackable defender's name.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface BuiltinQuiz {
  readonly id: string;
  readonly title: string;
  readonly tags: readonly string[];
}

/** The built-in pack as shipped (quizzes/builtin.json): what the library must list. */
export const builtinPack = (): { readonly id: string; readonly quizzes: readonly BuiltinQuiz[] } =>
  JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../quizzes/builtin.json', import.meta.url)), 'utf8')) as {
    id: string;
    quizzes: BuiltinQuiz[];
  };

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A quiz's link in the library: its accessible name starts with the quiz's title. */
export const quizLink = (page: Page, title: string): Locator => page.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) });

export const NO_ATTACK = 'No attack';

/**
 * Sets every creature's select in `scope`: creatures named in `attacks` attack the defender whose
 * option text matches, all others get "No attack". The defender is matched by its displayed name, as
 * a person reads it (the board's player "opp" may be shown as "opp" or with a fuller label).
 */
export async function setAttacks(scope: Locator | Page, creatures: readonly string[], attacks: Readonly<Record<string, RegExp>>): Promise<void> {
  for (const creature of creatures) {
    const select = scope.getByRole('combobox', { name: creature, exact: true });
    await expect(select, `a select labelled "${creature}"`).toBeVisible();
    const defender = attacks[creature];
    if (defender === undefined) {
      await select.selectOption({ label: NO_ATTACK });
      continue;
    }
    const options = (await select.locator('option').allTextContents()).map((t) => t.trim());
    const label = options.find((o) => o !== NO_ATTACK && defender.test(o));
    expect(label, `an option of "${creature}" matching ${String(defender)} among ${JSON.stringify(options)}`).toBeDefined();
    await select.selectOption({ label: label! });
  }
}

/** The opponent in the article-style two-player boards (player id "opp"). */
export const OPPONENT = /\bopp/i;

/** "rgb(r, g, b)" / "rgba(r, g, b, a)" → relative luminance 0..1 (WCAG), to compare light and dark. */
export function luminance(cssColor: string): number {
  const m = /rgba?\(\s*([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)/.exec(cssColor);
  if (m === null) throw new Error(`not an rgb() colour: ${cssColor}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = Number(c) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Search the sandbox's card list, pick the card, add it with its default params. */
export async function addCard(page: Page, name: string): Promise<void> {
  await page.getByLabel('Search cards').fill(name);
  await page
    .getByRole('list', { name: 'Card presets' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) })
    .click();
  await page
    .getByRole('form', { name: `Add ${name}` })
    .getByRole('button', { name: 'Add to board' })
    .click();
}

/**
 * Adds the declaration the answer controls show (every creature on "No attack" if untouched), submits
 * the answer, and gives back the verdict once it is shown.
 */
export async function submitDeclaration(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add declaration' }).click();
  await page.getByRole('button', { name: 'Submit answer' }).click();
  const verdict = page.getByRole('status').filter({ hasText: /Correct|Incorrect/ });
  await expect(verdict).toBeVisible();
  return verdict;
}

/** Gives some answer to whatever question is shown, with the control its type has. */
export async function answerSomething(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'Add declaration' });
  const addBlock = page.getByRole('button', { name: 'Add this declaration (a)' });
  const yes = page.getByRole('radio', { name: 'Yes', exact: true });
  const number = page.getByRole('spinbutton', { name: 'Answer' });
  const choice = page.getByRole('main').locator('fieldset.answer-group').locator('input[type=checkbox], input[type=radio]');
  // A question shows its heading while it loads: wait until one of its controls shows before picking one by type.
  const shown = async (): Promise<boolean> => {
    for (const control of [add, addBlock, yes, number, choice.first()]) if (await control.isVisible()) return true;
    return false;
  };
  await expect.poll(shown).toBe(true);
  if (await add.isVisible()) {
    await add.click();
    return;
  }
  // A block quiz's declaration as it stands (no block, until a blocker is picked) is an answer too.
  if (await addBlock.isVisible()) {
    await addBlock.click();
    return;
  }
  if (await yes.isVisible()) {
    await yes.check();
    return;
  }
  if (await number.isVisible()) {
    await number.fill('1');
    return;
  }
  await choice.first().check();
}

/** The three window sizes the brief says the app must serve. */
export const WINDOW_SIZES = [
  { width: 1024, height: 700 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** The narrowest window the learning screens serve (the attack tree, the quiz, the front door). */
export const NARROW_WINDOW = { width: 800, height: 900 } as const;

/** The brief's three sizes and the narrow 800×900 window, light and dark: the looks of the learning screens. */
export const LOOKS_FROM_800 = [NARROW_WINDOW, ...WINDOW_SIZES].flatMap((size) =>
  (['light', 'dark'] as const).map((scheme) => ({ size, scheme, tag: `${size.width}x${size.height}-${scheme}` })),
);

/** The window sizes and color schemes every screen that matters is looked at in (the brief's three sizes, light and dark). */
export const LOOKS = WINDOW_SIZES.flatMap((size) =>
  (['light', 'dark'] as const).map((scheme) => ({ size, scheme, tag: `${size.width}x${size.height}-${scheme}` })),
);

/**
 * Sets the page to one of LOOKS: the window size, and the palette a person would see with that system
 * setting (the app follows the system's color scheme by default).
 */
export async function applyLook(
  page: Page,
  look: { readonly size: { readonly width: number; readonly height: number }; readonly scheme: 'light' | 'dark' },
): Promise<void> {
  await page.setViewportSize(look.size);
  await page.emulateMedia({ colorScheme: look.scheme });
}

/** The page's width against the window's: [scrollWidth, innerWidth] (no sideways scrolling when the first is not larger). */
export const pageWidths = (page: Page): Promise<[number, number]> =>
  page.evaluate<[number, number]>('[document.documentElement.scrollWidth, window.innerWidth]');

/**
 * Submits the exam on screen, its unanswered questions counting as wrong. An exam in progress keeps its
 * quizzes from being answered elsewhere (api/exam-lock.ts), and the specs share one data folder: a spec
 * that starts an exam ends it, so that a later spec can answer any quiz in the library.
 */
export async function submitExamNow(page: Page): Promise<void> {
  const review = page.getByRole('heading', { name: 'Review before submitting' });
  const skip = page.getByRole('button', { name: 'Skip' });
  // A resumed exam opens on its question or on its review list, and either may still be loading: wait
  // for one of them before deciding (isVisible alone reads the page as it is at that instant).
  for (let i = 0; i < 100; i++) {
    await expect(review.or(skip).first()).toBeVisible();
    if (await review.isVisible()) break;
    await skip.click();
  }
  await expect(review).toBeVisible();
  const result = page.getByRole('heading', { name: 'Result' });
  await page.getByRole('button', { name: 'Submit exam' }).click();
  // Unanswered questions: the review list asks for a second press.
  const submitted = await result.waitFor({ timeout: 1_500 }).then(
    () => true,
    () => false,
  );
  if (!submitted) await page.getByRole('button', { name: 'Submit exam' }).click();
  await expect(result).toBeVisible();
}
