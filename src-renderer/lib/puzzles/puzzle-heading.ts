/**
 * A served puzzle's heading. The generator titles a puzzle "<theme>: <cards>". When the learner chose
 * the theme, naming it tells nothing new; in Mixed themes (and a rush on mixed themes) the theme says
 * which step of the declaration to look at (restrictions are step 2, requirements step 3, CR 508.1c and 508.1d),
 * so the heading keeps it back until the answer is in, and then names it in judge language.
 */
import { THEME_LABELS, isTheme } from '#shared/generate/puzzle-kinds';
import type { PuzzleScreenTheme } from '#main/contract/puzzle-types';
import { themeName } from './run-summary.ts';

/** The cards part of a generated title: the title without its theme label. */
export function titleCards(title: string, theme: string): string {
  const label = isTheme(theme) ? THEME_LABELS[theme] : undefined;
  return label !== undefined && title.startsWith(`${label}: `) ? title.slice(label.length + 2) : title;
}

/** The heading: "Goad: Kardur, Doomscourge", or in a mixed run "Mixed themes: Kardur, Doomscourge" until the answer. */
export function puzzleHeading(title: string, puzzleTheme: string, chosen: PuzzleScreenTheme, answered: boolean): string {
  if (chosen !== 'mixed') return title;
  const cards = titleCards(title, puzzleTheme);
  return answered ? `${themeName(puzzleTheme)}: ${cards}` : `Mixed themes: ${cards}`;
}
