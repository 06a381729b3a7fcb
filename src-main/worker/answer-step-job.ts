/**
 * The `answer-step` engine job, behind the progress screen's accuracy by step: the step where a
 * scored answer went wrong (src-main/domain/progress/answer-step.ts). A job of its own because a
 * left-out declaration needs the engine's explanation, which may search; the service asks only for
 * wrong answers to engine-decided questions. Pure: no node imports.
 */
import type { EngineBudget } from '#shared/engine/index';
import { parseQuiz, type JsonValue, type QuizAnswer, type Score } from '#shared/quiz/index';
import { answerStep } from '#shared/quiz/answer-step';
import { err, ok } from '#shared/engine/result';
import type { JobOutcome } from './job-error.ts';

export interface AnswerStepJob {
  readonly kind: 'answer-step';
  readonly quiz: JsonValue;
  readonly answer: QuizAnswer;
  readonly score: Score;
}

/** 0 (right), 1, 2, 3 or 7; null when no step can be told. */
export function runAnswerStepJob(job: AnswerStepJob, budget: EngineBudget): JobOutcome<0 | 1 | 2 | 3 | 7 | null> {
  const quiz = parseQuiz(job.quiz);
  // The quiz came from the library (the service passes the stored JSON).
  if (!quiz.ok) return err({ code: 'invalid-pack', errors: quiz.error, stored: true });
  return ok(answerStep(quiz.value, job.answer, job.score, budget) ?? null);
}
