/**
 * Accuracy by the seven steps of declaring attackers (CR 508.1; docs/review-and-exams.md "Accuracy by
 * step"), from the step each answer went wrong at. The process is followed in order, so an answer that
 * went wrong at step 3 got steps 1 and 2 right and never reached the later steps: a step's accuracy is
 * the share of the answers that reached it and did not go wrong there. Attempts with no step recorded
 * are counted apart, never under a step.
 */
import { BLOCK_PROGRESS_STEPS, type BlockStepAccuracy, type ProcessStep, type StepAccuracy } from './progress-report.ts';

export const PROCESS_STEPS: readonly ProcessStep[] = [1, 2, 3, 4, 5, 6, 7];

/** `byFailedStep`: attempts per recorded value, 0 for "went wrong nowhere" (right), 1–7 the step. */
export function stepAccuracyOf(byFailedStep: ReadonlyMap<number, number>, notRecorded: number): StepAccuracy {
  const count = (v: number): number => byFailedStep.get(v) ?? 0;
  const right = count(0);
  return {
    steps: PROCESS_STEPS.map((step) => {
      let reached = right;
      for (let v = step; v <= 7; v++) reached += count(v);
      return { step, reached, wrong: count(step) };
    }),
    notRecorded,
  };
}

/**
 * Accuracy by the steps of declaring blockers (CR 509.1a choosing, 509.1b restrictions, 509.1c
 * requirements, 509.1d costs and payment), read the same way: the engine judges them in that order,
 * so an answer wrong at 509.1c got 509.1a and 509.1b right. `byFailedStep`: 'none' for right answers.
 */
export function blockStepAccuracyOf(byFailedStep: ReadonlyMap<string, number>): BlockStepAccuracy {
  const count = (v: string): number => byFailedStep.get(v) ?? 0;
  return {
    steps: BLOCK_PROGRESS_STEPS.map((step, i) => ({
      step,
      reached: count('none') + BLOCK_PROGRESS_STEPS.slice(i).reduce((n, later) => n + count(later), 0),
      wrong: count(step),
    })),
  };
}
