/**
 * The `answer-step` engine job, behind the progress screen's accuracy by step: the step where a
 * scored answer went wrong — one of the article's seven steps on an attack board
 * (src-main/shared/quiz/answer-step.ts), a step of CR 509.1 on a block board (block-answer-step.ts).
 * A job of its own because a
 * left-out declaration needs the engine's explanation, which may search; the service asks only for
 * wrong answers to engine-decided questions. Pure: no node imports.
 */
import type { EngineBudget } from '#shared/engine/index';
import { parseQuiz, type JsonValue, type QuizAnswer, type Score } from '#shared/quiz/index';
import { answerStep } from '#shared/quiz/answer-step';
import { blockAnswerStep, type BlockFailedStep } from '#shared/quiz/block-answer-step';
import { isBlockQuiz } from '#shared/quiz/quiz-kind';
import { err, ok } from '#shared/engine/result';
import type { JobOutcome } from './job-error.ts';

export interface AnswerStepJob {
  readonly kind: 'answer-step';
  readonly quiz: JsonValue;
  readonly answer: QuizAnswer;
  readonly score: Score;
}

/** The step an answer went wrong at, by the process its board declares: attackers (0 right, 1, 2, 3 or 7) or blockers. */
export type AnswerStepResult = { readonly process: 'attack'; readonly step: 0 | 1 | 2 | 3 | 7 } | { readonly process: 'block'; readonly step: BlockFailedStep };

/** The step, or null when no step can be told. */
export function runAnswerStepJob(job: AnswerStepJob, budget: EngineBudget): JobOutcome<AnswerStepResult | null> {
  const quiz = parseQuiz(job.quiz);
  // The quiz came from the library (the service passes the stored JSON).
  if (!quiz.ok) return err({ code: 'invalid-pack', errors: quiz.error, stored: true });
  if (isBlockQuiz(quiz.value)) {
    const step = blockAnswerStep(quiz.value, job.answer, job.score, budget);
    return ok(step === undefined ? null : { process: 'block', step });
  }
  const step = answerStep(quiz.value, job.answer, job.score, budget);
  return ok(step === undefined ? null : { process: 'attack', step });
}
