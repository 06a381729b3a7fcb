/**
 * Where the learner stands with each quiz, for the library's status badges and its Status filter.
 * The API lists only quizzes that are not new (library-types.ts LibraryStatuses); every other is `new`.
 */
import { PROGRESS_STATUSES, type LibraryStatuses } from '#main/contract/library-types';
import type { QuizStatus } from '#main/contract/trainer-api';
import { QUIZ_STATUSES } from '#main/contract/api-values';

export { QUIZ_STATUSES };
export type { QuizStatus };

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

/** The API's lists → status per quiz key. A quiz in two lists (the API lists each once) takes the later list's. */
export const makeStatusMap = (statuses: LibraryStatuses): StatusMap => {
  const map = new Map<string, QuizStatus>();
  for (const pack of statuses.packs) {
    for (const status of PROGRESS_STATUSES) for (const quizId of pack[status]) map.set(quizKey(pack.packId, quizId), status);
  }
  return map;
};

/**
 * Whether two maps give every quiz the same status. A return from a quiz usually changes one status or
 * none; keeping the old map when nothing changed spares refiltering and redrawing 5,000 quizzes.
 */
export const sameStatuses = (a: StatusMap, b: StatusMap): boolean => {
  if (a.size !== b.size) return false;
  for (const [key, status] of a) if (b.get(key) !== status) return false;
  return true;
};

export const statusOf = (statuses: StatusMap, packId: string, quizId: string): QuizStatus => statuses.get(quizKey(packId, quizId)) ?? 'new';
