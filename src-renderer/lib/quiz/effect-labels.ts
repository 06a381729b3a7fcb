/**
 * The board's effect lines, with or without what each effect is to the declaration. Telling the
 * restrictions (CR 508.1c) from the requirements (CR 508.1d) and spotting the costs (CR 508.1h) is part
 * of answering, so an exam or a puzzle holds the family back — its label, its colored edge and the
 * tooltip's sentence that names it — until the answer is in. A practice quiz shows it (its tags name
 * the topic anyway) unless the learner turns that off (the setting `ui.effectFamilies`); after the
 * answer every screen shows it, since it explains the answer.
 */
import type { Board, Effect, EffectKind } from '#shared/engine/index';
import { effectFamily, effectText } from './board-view.ts';
import { effectSummary } from './card-summaries.ts';

export type EffectFamily = ReturnType<typeof effectFamily>;

/** The setting that shows the families in a practice quiz before the answer: a bare boolean. */
export const EFFECT_FAMILIES_SETTING_KEY = 'ui.effectFamilies';

/** The stored setting as a choice: anything but `false` (unset, older, hand-edited) is the default, shown. */
export const parseEffectFamiliesSetting = (value: unknown): boolean => value !== false;

/** Where a board is answered: a practice quiz may show the families first; an exam or a puzzle never does. */
export type AnswerContext = 'practice' | 'exam' | 'puzzle';

/** Whether the effects panel shows the families: always after the answer; before it, only in practice with the setting on. */
export function showEffectFamilies(context: AnswerContext, answered: boolean, setting: boolean): boolean {
  return answered || (context === 'practice' && setting);
}

export const FAMILY_LABELS: Readonly<Record<EffectFamily, string>> = { restriction: 'Restriction', requirement: 'Requirement', cost: 'Cost' };

/** Words that sort an effect into its family. */
const FAMILY_WORDS = /\b(restrictions?|requirements?|costs?)\b/i;

/** The tooltip of an effect whose every sentence names its family. */
export const NEUTRAL_TIP = 'Its text is on this line; what kind of effect it is, is part of the question.';

/** The text without its clauses that name a family; undefined when nothing is left. */
export function withoutFamilyWords(text: string): string | undefined {
  const kept = text
    .split(/(?<=[.;:])\s+/)
    .filter((clause) => !FAMILY_WORDS.test(clause))
    .join(' ')
    .trim()
    .replace(/[;:]$/, '.');
  if (kept === '') return undefined;
  const capital = kept.charAt(0).toUpperCase() + kept.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** An effect's tooltip: its card's summary (or what its kind does), without the family when it is held back. */
export function effectTip(source: string, kind: EffectKind, showFamilies: boolean): string {
  const summary = effectSummary(source, kind);
  return showFamilies ? summary : (withoutFamilyWords(summary) ?? NEUTRAL_TIP);
}

/** One line of the effects panel, as the board view draws it. */
export interface EffectRow {
  readonly effect: Effect;
  /** The effect's sentence. */
  readonly text: string;
  /** The family (its label and colored edge), or null while it is held back. */
  readonly family: EffectFamily | null;
  readonly label: string | null;
  readonly tip: string;
}

export function effectRows(board: Board, showFamilies: boolean): EffectRow[] {
  return board.effects.map((e) => {
    const family = showFamilies ? effectFamily(e) : null;
    return {
      effect: e,
      text: effectText(board, e),
      family,
      label: family === null ? null : FAMILY_LABELS[family],
      tip: effectTip(e.source, e.kind, showFamilies),
    };
  });
}
