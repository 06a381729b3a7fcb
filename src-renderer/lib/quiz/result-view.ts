/**
 * The result screen's content, shaped from the API's Score: the verdict, the diff between the
 * learner's declarations and the legal set (with the engine's reasons), or the right answer for the
 * other question types. Pure, so the wording and grouping are tested as tables.
 */
import type { Board, Declaration, Explanation, Step3Requirements } from '#shared/engine/index';
import { declarationKey } from '#shared/engine/index';
import type { ChoiceOption, QuizExplanation, Score } from '#shared/quiz/pack-model';
import type { AnswerShownReason } from '#main/contract/trainer-api';
import { EXPLANATION_STEPS, type ExplanationStepKey } from '#shared/quiz/pack-format';
import { BEATEN_LABEL, NOT_TREE_END_LABEL, STEP_RULES, STEP_TITLES as TITLES } from '#shared/text/learner-text';
import type { BlockBoard, BlockDeclaration } from '#shared/engine/block/index';
import { declarationText } from './board-view.ts';
import { shapeBlockLegalSets, type BlockResultView } from './block-result-view.ts';
import { shapeSets, type SetsView } from './declaration-sets.ts';

/** The article's seven steps of declaring attackers, as headings of the explanation (the shared text module's titles). */
export const STEP_TITLES: Readonly<Record<ExplanationStepKey, string>> = Object.fromEntries(
  EXPLANATION_STEPS.map((k) => [k, TITLES[Number(k) as keyof typeof TITLES]]),
) as Record<ExplanationStepKey, string>;

/** The rules each step applies, by the pack's step keys. */
export const STEP_RULE_NUMBERS: Readonly<Record<ExplanationStepKey, readonly string[]>> = Object.fromEntries(
  EXPLANATION_STEPS.map((k) => [k, STEP_RULES[Number(k) as keyof typeof STEP_RULES]]),
) as Record<ExplanationStepKey, readonly string[]>;

export type FailedStep = 1 | 2 | 3 | 7;

/**
 * Which rule an illegal declaration breaks. Step 3 fails in two ways: a declaration with the same
 * costs satisfies more requirements (a witness), or, with conditional requirements, the declaration
 * is not a terminal of the attack tree (spec §3); the full explanation tells them apart.
 */
export function failedStepLabel(step: FailedStep | undefined, explanation?: Explanation): string {
  switch (step) {
    case 1:
      return 'Step 1: a creature in it cannot attack that way (not eligible, or not an attackable defender)';
    case 2:
      return 'Step 2: it breaks a restriction';
    case 3: {
      const s3 = explanation?.steps.find((s): s is Step3Requirements => s.step === 3);
      if (s3?.process !== undefined && !s3.process.terminal) return NOT_TREE_END_LABEL;
      return BEATEN_LABEL;
    }
    case 7:
      return 'Step 7: its costs cannot be paid';
    default:
      return 'Not legal';
  }
}

/** The witness of step 3, when the explanation has one: the declaration that does better. */
export function witnessOf(explanation: Explanation | undefined): Declaration | undefined {
  const s3 = explanation?.steps.find((s): s is Step3Requirements => s.step === 3);
  return s3?.witness;
}

export type ResultView =
  | ({ readonly type: 'legal-sets' } & SetsView<Declaration, FailedStep>)
  | BlockResultView
  | { readonly type: 'can-attack' | 'can-block'; readonly correct: boolean; readonly expected: string; readonly given?: string; readonly fromSnapshot: boolean }
  | {
      readonly type: 'choice';
      readonly correct: boolean;
      readonly expected: readonly string[];
      readonly missed: readonly string[];
      readonly wrong: readonly string[];
    }
  | { readonly type: 'number'; readonly correct: boolean; readonly expected: string; readonly given?: string };

/**
 * Shape a Score for display. `given` is what the learner submitted for legal-sets (to list the right
 * ones too); `options` are the choice question's options, to show texts instead of ids.
 */
export function shapeResult(
  board: Board | BlockBoard,
  score: Score,
  given: readonly Declaration[] | readonly BlockDeclaration[] = [],
  options: readonly ChoiceOption[] = [],
): ResultView {
  switch (score.type) {
    case 'legal-blocks':
      // A block score is only ever given for a quiz on a block board.
      return shapeBlockLegalSets(board as BlockBoard, score, given as readonly BlockDeclaration[]);
    case 'legal-sets': {
      if (board.format === 'block-board/1') throw new Error('an attack score for a block board');
      const attack = { key: declarationKey, text: (d: Declaration) => declarationText(board, d) };
      return { type: 'legal-sets', ...shapeSets(score, given as readonly Declaration[], attack) };
    }
    case 'can-attack':
    case 'can-block':
      return {
        type: score.type,
        correct: score.correct,
        expected: score.expected ? 'Yes' : 'No',
        ...(score.given === undefined ? {} : { given: score.given ? 'Yes' : 'No' }),
        fromSnapshot: score.basis === 'snapshot',
      };
    case 'choice': {
      const text = (id: string): string => options.find((o) => o.id === id)?.text ?? id;
      return {
        type: 'choice',
        correct: score.correct,
        expected: score.expected.map(text),
        missed: score.missed.map(text),
        wrong: score.wrong.map(text),
      };
    }
    case 'number':
      return {
        type: 'number',
        correct: score.correct,
        expected: score.tolerance > 0 ? `${score.expected} (± ${score.tolerance})` : String(score.expected),
        ...(score.given === undefined ? {} : { given: String(score.given) }),
      };
  }
}

export interface StepNote {
  readonly step: ExplanationStepKey;
  readonly title: string;
  readonly text: string;
}

/** The author's notes per step, in step order 1..7, skipping steps without a note. */
export function explanationSteps(e: QuizExplanation): StepNote[] {
  const steps = e.steps ?? {};
  return EXPLANATION_STEPS.flatMap((k) => {
    const text = steps[k];
    return text === undefined || text.trim() === '' ? [] : [{ step: k, title: STEP_TITLES[k], text }];
  });
}

/** The quiz after `quizId` in the pack's order, or null at the end (and when the id is unknown). */
export function nextQuizId(ids: readonly string[], quizId: string): string | null {
  const i = ids.indexOf(quizId);
  return i < 0 || i + 1 >= ids.length ? null : ids[i + 1]!;
}

/** The address of the next quiz, or the library when there is none. */
export const nextQuizHash = (packId: string, next: string | null): string =>
  next === null ? '#/' : `#/quiz/${encodeURIComponent(packId)}/${encodeURIComponent(next)}`;

/**
 * What the result says when the answer was practice because the learner had seen the answer: the
 * first answer stands for review and progress (the service recorded nothing).
 */
export function answerShownText(reason: AnswerShownReason): string {
  switch (reason) {
    case 'retry':
      return 'Practice: you had seen the answer, so this try is not recorded. Your first answer stands for review and progress.';
    case 'not-opened':
      return 'Practice: this answer is not recorded.';
  }
}
