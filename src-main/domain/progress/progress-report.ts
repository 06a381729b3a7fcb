/** The progress dashboard's figures, as the progress module computes them and the API returns them. */

/** The article's decision points a quiz can train (docs/review-and-exams.md, "Steps"). */
export const PROGRESS_STEPS = ['restrictions', 'requirements', 'costs', 'conditional', 'payment', 'timing'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/**
 * The steps of declaring blockers a blocking quiz can train (CR 509.1a choose, 509.1b restrictions,
 * 509.1c requirements, 509.1d costs with 509.1e and 509.1f), from its tags (docs/review-and-exams.md, "Steps").
 */
export const BLOCK_PROGRESS_STEPS = ['509.1a', '509.1b', '509.1c', '509.1d'] as const;
export type BlockProgressStep = (typeof BLOCK_PROGRESS_STEPS)[number];

export interface Progress {
  readonly totals: { readonly attempts: number; readonly correct: number };
  /** One entry per day of the window, oldest first, days without attempts included. */
  readonly accuracyOverTime: readonly { readonly date: string; readonly attempts: number; readonly correct: number }[];
  readonly byTag: readonly { readonly tag: string; readonly attempts: number; readonly correct: number }[];
  readonly byStep: readonly { readonly step: ProgressStep; readonly attempts: number; readonly correct: number }[];
  /** Blocking quizzes by the step of CR 509.1 they turn on, in step order. */
  readonly byBlockStep: readonly { readonly step: BlockProgressStep; readonly attempts: number; readonly correct: number }[];
  /** Calendar days in a row with at least one attempt. */
  readonly streak: { readonly current: number; readonly longest: number };
  /** Right answers in a row, in time order (any mode): the run still going, and the longest. */
  readonly correctInARow: { readonly current: number; readonly longest: number };
  readonly weakest: readonly { readonly tag: string; readonly accuracy: number; readonly attempts: number }[];
  /** Accuracy by the seven steps of the process, from the step each answer went wrong at. */
  readonly stepAccuracy: StepAccuracy;
  /** Accuracy by the steps of CR 509.1, from the step each blocking answer went wrong at (its not-recorded count is stepAccuracy's). */
  readonly blockStepAccuracy: BlockStepAccuracy;
}

/** The article's seven steps (1–7); answers can only go wrong at 1, 2, 3 and 7. */
export type ProcessStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface StepAccuracy {
  /** Steps 1–7 in order. `reached`: recorded answers that got as far as the step (right, or wrong there or later); `wrong`: went wrong there. */
  readonly steps: readonly { readonly step: ProcessStep; readonly reached: number; readonly wrong: number }[];
  /** Attempts with no step recorded: made before steps were recorded, or answers to authored questions. */
  readonly notRecorded: number;
}

export interface BlockStepAccuracy {
  /** 509.1a–509.1d in order; `reached` and `wrong` as in StepAccuracy, for answers to blocking quizzes. */
  readonly steps: readonly { readonly step: BlockProgressStep; readonly reached: number; readonly wrong: number }[];
}
