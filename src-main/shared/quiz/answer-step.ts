/**
 * The step of declaring attackers where a wrong answer went wrong (docs/review-and-exams.md,
 * "Accuracy by step"). Pure; runs in the engine worker (answer-step job),
 * because a left-out declaration needs the engine's explanation.
 *
 * - A declaration the learner included that is not legal went wrong where the engine says it fails
 *   (explainDeclaration's failedStep: 1 eligibility, 2 restrictions, 3 requirements, 7 paying).
 * - A legal declaration the learner left out was judged illegal when it is not: the learner went wrong
 *   at the first step that had something to decide for it — 2 when it plans a cost that lifts a
 *   restriction, else 3 when requirements apply to it, else 7 when it has a cost to pay, else 1 (the
 *   learner thought a creature could not attack at all).
 * - The answer's step is the earliest of its declarations' steps: the process is followed in order,
 *   and an error at an earlier step is the one that misled the rest.
 * - can-attack: the creature attacking alone (at the asked defender, or the first one) stands for the
 *   learner's reasoning: its failing step when that declaration is illegal, else as a left-out legal one.
 */
import { explainDeclaration, type Board, type Declaration, type EngineBudget, type Explanation } from '#shared/engine/index';
import type { Quiz, QuizAnswer, Score } from './index.ts';
import { isBlockQuiz } from './quiz-kind.ts';

/** The steps an answer can go wrong at (the engine decides steps 4–6 with step 7, CR 508.1f, 508.1h, 508.1i, 508.1j). */
export const FAILABLE_STEPS = [1, 2, 3, 7] as const;
export type FailableStep = (typeof FAILABLE_STEPS)[number];

/** A left-out declaration costs an engine explanation each: at most this many are explained. */
export const MAX_EXPLAINED_MISSES = 20;

/** The step a legal declaration's check first had something to decide (the learner's likely slip). */
export function firstDecidingStep(x: Explanation): FailableStep {
  for (const s of x.steps) {
    if (s.step === 2 && s.costsPlanned.length > 0) return 2;
    if (s.step === 3 && s.units.length > 0) return 3;
    if (s.step === 5 && s.total.instances > 0) return 7;
  }
  return 1;
}

/** Where a declaration goes wrong when judged the wrong way: its failing step, or its first deciding one. */
export function declarationStep(board: Board, d: Declaration, budget: EngineBudget = {}): FailableStep | undefined {
  const x = explainDeclaration(board, d, budget);
  if (!x.ok) return undefined;
  return x.value.failedStep ?? firstDecidingStep(x.value);
}

const earliest = (steps: readonly (FailableStep | undefined)[]): FailableStep | undefined => {
  const known = steps.filter((s): s is FailableStep => s !== undefined);
  return known.length === 0 ? undefined : (Math.min(...known) as FailableStep);
};

/**
 * 0 for a right answer to an engine-decided question; the step (1, 2, 3 or 7) for a wrong one;
 * undefined when no step can be told (authored questions, or the engine could not explain).
 */
export function answerStep(quiz: Quiz, answer: QuizAnswer, score: Score, budget: EngineBudget = {}): 0 | FailableStep | undefined {
  // The store records the article's steps of declaring attackers (1–7); a block quiz's steps are CR 509.1's, not recorded there.
  if (isBlockQuiz(quiz)) return undefined;
  const q = quiz.question;
  if (score.type === 'legal-sets') {
    if (score.correct) return 0;
    const fromIllegal = score.illegal.map((p) => p.failedStep);
    const fromMissed = score.missed.slice(0, MAX_EXPLAINED_MISSES).map((d) => declarationStep(quiz.board, d, budget));
    return earliest([...fromIllegal, ...fromMissed]);
  }
  if (score.type === 'can-attack' && q.type === 'can-attack') {
    if (score.correct) return 0;
    if (answer.type !== 'can-attack') return undefined;
    const defender = q.defender ?? quiz.board.defenders[0]?.id;
    if (defender === undefined) return undefined;
    return declarationStep(quiz.board, { attacks: { [q.creature]: defender } }, budget);
  }
  return undefined;
}
