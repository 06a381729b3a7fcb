/**
 * The rows of "Accuracy by step" on the Progress screen (issue 12): the article's seven steps with the
 * answers that reached each step and went wrong there. Steps 4–6 (tapping, totalling, mana abilities)
 * cannot be failed by themselves: the engine decides them with paying, at step 7 (CR 508.1f, 508.1h, 508.1i, 508.1j), so
 * they show no accuracy of their own. Pure, tested without a browser.
 */
import type { StepAccuracy } from '#main/contract/trainer-api';
import type { ProcessStep } from '#main/contract/exam-progress-types';
import { countText, pluralWord, STEP_TITLES, stepCitation } from '#shared/text/learner-text';
import { percent } from './progress-charts.ts';

export const FAILABLE: readonly ProcessStep[] = [1, 2, 3, 7];

export interface StepRow {
  readonly step: ProcessStep;
  /** "Step 3: Check requirements". */
  readonly title: string;
  /** "CR 508.1d". */
  readonly citation: string;
  readonly reached: number;
  readonly wrong: number;
  /** "75%", "—" when no answer reached the step, or why the step has no accuracy of its own. */
  readonly accuracy: string;
  /** Some answer went wrong here: "Practice" offers the quizzes missed at this step. */
  readonly practise: boolean;
  /** The failable step with the lowest accuracy (ties: the earlier step), when any answer went wrong. */
  readonly weakest: boolean;
}

export function stepRows(a: StepAccuracy): StepRow[] {
  const share = (s: { reached: number; wrong: number }) => (s.reached === 0 ? 1 : (s.reached - s.wrong) / s.reached);
  const failing = a.steps.filter((s) => FAILABLE.includes(s.step) && s.wrong > 0);
  const weakest = failing.reduce<(typeof failing)[number] | undefined>((w, s) => (w === undefined || share(s) < share(w) ? s : w), undefined);
  return a.steps.map((s) => ({
    step: s.step,
    title: `Step ${s.step}: ${STEP_TITLES[s.step]}`,
    citation: stepCitation(s.step),
    reached: s.reached,
    wrong: s.wrong,
    accuracy: !FAILABLE.includes(s.step) ? 'judged with step 7' : s.reached === 0 ? '—' : percent(share(s)),
    practise: s.wrong > 0,
    weakest: weakest !== undefined && s.step === weakest.step,
  }));
}

/** The line under the table about attempts counted under no step. */
export const notRecordedText = (n: number): string =>
  n === 0
    ? ''
    : `${countText(n, 'answer')} ${pluralWord(n, 'has', 'have')} no step recorded: the engine checks declarations step by step, not multiple-choice or number answers. They are not counted under any step.`;
