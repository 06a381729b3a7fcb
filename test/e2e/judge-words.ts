/**
 * The words a judge never reads on a screen, and the check that fails on them: player ids ("opp",
 * "alice"), pack ids ("builtin"), level numbers, effect kinds and ids ("mustAttack", "crazed-goblin.1"),
 * "params", seeds ("order 3149238394"), placeholder notes, machine dates ("12/1/2026, 5:41:30 PM"),
 * doubled land types, node ids, leaked values. Shared by the walks that read every screen.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Words a judge never reads, with why. */
export const FORBIDDEN: readonly { readonly re: RegExp; readonly why: string }[] = [
  { re: /\bopp\b/, why: 'a player id' },
  { re: /\b(alice|bob|carol)\b/, why: 'a player id in lower case' },
  { re: /\bbuiltin\b/, why: 'a pack id' },
  { re: /\blevel \d\b/i, why: 'a level number' },
  {
    re: /\b(mustAttack|attackCost|cantAttack|cantAttackAlone|attacksAlone|maxAttackers|atLeastOneAttacks|costPlan|legalSets|canAttack)\b/,
    why: 'an engine word',
  },
  { re: /\b[a-z]+(?:-[a-z0-9]+)+\.\d+\b/, why: 'an effect id' },
  { re: /\bparams?\b/i, why: 'an internal word' },
  { re: /\border \d{4,}/, why: 'a seed' },
  { re: /No summary for this card/, why: 'a placeholder note' },
  { re: /before this version/, why: 'an upgrade note on a fresh install' },
  { re: /\b\d{1,2}\/\d{1,2}\/\d{4}\b/, why: 'a machine date' },
  { re: /\d{1,2}:\d{2}:\d{2}\s?[AP]M/, why: 'a time with seconds' },
  { re: /\((Land|Creature) (\w+)\)/, why: 'a doubled type line' },
  { re: /\bn0(\.\d+)+\b/, why: 'a tree node id' },
  { re: /\b(undefined|NaN|null)\b|\[object Object\]/, why: 'a leaked value' },
];

/** Each forbidden word found in `text`, with why and the words around it. */
export function forbiddenWords(text: string): string[] {
  return FORBIDDEN.flatMap(({ re, why }) => {
    const m = re.exec(text);
    return m === null ? [] : [`${why}: “${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}”`];
  });
}

/** The page's visible text must hold none of the forbidden words. */
export async function expectJudgeLanguage(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(forbiddenWords(text), `visible text on ${where}`).toEqual([]);
}
