/**
 * Where the learner stands with each quiz, for the library's status badges and its Status filter.
 * The API lists only quizzes with any progress; every other quiz is `new`.
 */
import type { ApiResult, QuizProgress, QuizStatus, TrainerApi } from '../../src-main/api/trainer-api.ts';
import { QUIZ_STATUSES } from '../../src-main/api/vocabulary.ts';

export { QUIZ_STATUSES };
export type { QuizProgress, QuizStatus };

export const STATUS_LABELS: Readonly<Record<QuizStatus, string>> = {
  new: 'New',
  correct: 'Correct',
  missed: 'Missed',
  due: 'Due',
};

/** A map key for a quiz: ids cannot contain "/" (the quiz pack id pattern), so the pair is unambiguous. */
export const quizKey = (packId: string, quizId: string): string => `${packId}/${quizId}`;

export type StatusMap = ReadonlyMap<string, QuizStatus>;

/** No progress known: every quiz is new. */
export const NO_PROGRESS: StatusMap = new Map();

/** Progress → status per quiz key. A later entry for the same quiz wins (the API lists each once). */
export const makeStatusMap = (progress: readonly QuizProgress[]): StatusMap => {
  const map = new Map<string, QuizStatus>();
  for (const p of progress) map.set(quizKey(p.packId, p.quizId), p.status);
  return map;
};

export const statusOf = (statuses: StatusMap, packId: string, quizId: string): QuizStatus => statuses.get(quizKey(packId, quizId)) ?? 'new';

export const loadProgress = (api: TrainerApi): Promise<ApiResult<readonly QuizProgress[]>> => api.listProgress();
