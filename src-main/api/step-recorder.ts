/**
 * Accuracy by step: each answer to an engine-decided question records the step of the process where it
 * went wrong — declaring attackers (the article's steps 1–7) or declaring blockers (CR 509.1a–509.1d), by its
 * quiz's board (docs/review-and-exams.md, "Accuracy by step"). At the bottom of the service, beside its
 * context: answers and exams both record steps.
 */
import { makeQuiz, type JsonValue, type QuizAnswer, type Score } from '#shared/quiz/index';
import type { ScoredItem } from '#main/domain/exam/index';
import type { Store } from '#main/store/index';
import type { RunOptions } from '#main/worker/runner';
import type { ApiEngine } from './engine.ts';

/** Records one attempt's step; the engine work runs with the call's options (its cancel signal). */
export type StepRecorder = (attemptId: number, quiz: JsonValue, answer: QuizAnswer, score: Score, run?: RunOptions) => Promise<void>;

/**
 * Records the step where an answer went wrong (0 when right) for engine-decided questions; authored
 * questions and answers the engine cannot explain stay "not recorded". Never fails the answer: the
 * attempt is already stored, and a missing step only reads as "not recorded".
 */
export function makeStepRecorder(store: Store, engine: ApiEngine): StepRecorder {
  return async (attemptId, quiz, answer, score, run = {}) => {
    const attack = score.type === 'legal-sets' || score.type === 'can-attack';
    const block = score.type === 'legal-blocks' || score.type === 'can-block';
    if (!attack && !block) return;
    if (score.correct) {
      if (attack) store.attemptSteps.record(attemptId, 0);
      else store.attemptSteps.recordBlock(attemptId, 'none');
      return;
    }
    const r = await engine.run({ kind: 'answer-step', quiz, answer, score }, run);
    if (!r.ok || r.value === null) return;
    if (r.value.process === 'attack') store.attemptSteps.record(attemptId, r.value.step);
    else store.attemptSteps.recordBlock(attemptId, r.value.step);
  };
}

/** The steps of an exam's answers: `answered` are the items with an answer, `attemptIds` their attempts in the same order. */
export async function recordExamSteps(
  record: StepRecorder,
  answered: readonly ScoredItem[],
  attemptIds: readonly number[],
  run: RunOptions = {},
): Promise<void> {
  for (const [i, item] of answered.entries()) {
    const id = attemptIds[i];
    if (id !== undefined && item.given !== null && item.score !== null) await record(id, makeQuiz(item.quiz), item.given, item.score, run);
  }
}
