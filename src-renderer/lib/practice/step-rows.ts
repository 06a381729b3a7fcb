/**
 * The rows of "Accuracy by step" on the Progress screen: the article's seven steps with the
 * answers that reached each step and went wrong there, and the steps of declaring blockers (CR 509.1a–509.1d). Steps 4–6 (tapping, totalling, mana abilities)
 * cannot be failed by themselves: the engine decides them with paying, at step 7 (CR 508.1f, 508.1h, 508.1i, 508.1j), so
 * they show no accuracy of their own. Pure, tested without a browser.
 */
import type { BlockStepAccuracy, StepAccuracy } from '#main/contract/trainer-api';
import type { BlockProgressStep, ProcessStep } from '#main/contract/exam-progress-types';
import { countText, pluralWord, STEP_TITLES, stepCitation } from '#shared/text/learner-text';
import { BLOCK_STEP_TITLES, blockStepCitation } from '#shared/text/block-text';
import { percent } from './progress-charts.ts';

export const FAILABLE: readonly ProcessStep[] = [1, 2, 3, 7];

export interface StepRow<Step extends ProcessStep | BlockProgressStep = ProcessStep> {
  readonly step: Step;
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

const share = (s: { reached: number; wrong: number }) => (s.reached === 0 ? 1 : (s.reached - s.wrong) / s.reached);

/** The failable step with the lowest accuracy (ties: the earlier step), when any answer went wrong. */
function weakestOf<S extends { readonly reached: number; readonly wrong: number }>(failing: readonly S[]): S | undefined {
  return failing.filter((s) => s.wrong > 0).reduce<S | undefined>((w, s) => (w === undefined || share(s) < share(w) ? s : w), undefined);
}

export function stepRows(a: StepAccuracy): StepRow[] {
  const weakest = weakestOf(a.steps.filter((s) => FAILABLE.includes(s.step)));
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

/** The steps of CR 509.1: each can be failed by itself (the engine judges them in order, 509.1d with 509.1e–509.1f). */
export function blockStepRows(a: BlockStepAccuracy): StepRow<BlockProgressStep>[] {
  const weakest = weakestOf(a.steps);
  return a.steps.map((s) => ({
    step: s.step,
    title: `${s.step}: ${BLOCK_STEP_TITLES[s.step]}`,
    citation: blockStepCitation(s.step),
    reached: s.reached,
    wrong: s.wrong,
    accuracy: s.reached === 0 ? '—' : percent(share(s)),
    practise: s.wrong > 0,
    weakest: weakest !== undefined && s.step === weakest.step,
  }));
}

/** The line under the table about attempts counted under no step. */
export const notRecordedText = (n: number): string =>
  n === 0
    ? ''
    : `${countText(n, 'answer')} ${pluralWord(n, 'has', 'have')} no step recorded: the engine checks declarations step by step, not multiple-choice or number answers. They are not counted under any step.`;
