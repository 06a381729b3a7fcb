/**
 * A study session (issue 12, "Review as a session"): the due quizzes then the recently missed ones,
 * answered one after another. Pure list logic here; the list is kept in sessionStorage by the caller
 * (a reload keeps the session, closing the tab ends it).
 */
import type { QuizRef, ReviewQueue } from '#main/api/trainer-api';

export const STUDY_KEY = 'study.session';

export interface StudySession {
  readonly quizzes: readonly QuizRef[];
}

const same = (a: QuizRef, b: QuizRef): boolean => a.packId === b.packId && a.quizId === b.quizId;

/** Due first (soonest first, as the queue lists them), then missed; each quiz once. */
export function makeStudySession(queue: ReviewQueue): StudySession {
  const quizzes: QuizRef[] = [];
  for (const q of [...queue.due, ...queue.missed]) if (!quizzes.some((x) => same(x, q))) quizzes.push({ packId: q.packId, quizId: q.quizId });
  return { quizzes };
}

/** The quiz after `current` in the session, null at its end, undefined when `current` is not in it. */
export function nextInSession(session: StudySession, current: QuizRef): QuizRef | null | undefined {
  const i = session.quizzes.findIndex((q) => same(q, current));
  if (i < 0) return undefined;
  return session.quizzes[i + 1] ?? null;
}

/** "Quiz 2 of 5 in this study session", or undefined outside it. */
export function sessionPosition(session: StudySession, current: QuizRef): string | undefined {
  const i = session.quizzes.findIndex((q) => same(q, current));
  return i < 0 ? undefined : `Quiz ${i + 1} of ${session.quizzes.length} in this study session`;
}

/** A stored session, or undefined when there is none or it does not read as one. */
export function parseStudySession(text: string | null): StudySession | undefined {
  if (text === null) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== 'object' || v === null || !Array.isArray((v as { quizzes?: unknown }).quizzes)) return undefined;
    const quizzes = (v as { quizzes: unknown[] }).quizzes.filter(
      (q): q is QuizRef => typeof q === 'object' && q !== null && typeof (q as QuizRef).packId === 'string' && typeof (q as QuizRef).quizId === 'string',
    );
    return { quizzes };
  } catch {
    return undefined;
  }
}

/** The tab's sessionStorage (typed here: this file is also compiled without the DOM library, for its tests). */
interface TabStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
const tabStorage = (): TabStorage => (globalThis as unknown as { sessionStorage: TabStorage }).sessionStorage;

export const readStudySession = (): StudySession | undefined => parseStudySession(tabStorage().getItem(STUDY_KEY));
export const saveStudySession = (s: StudySession): void => tabStorage().setItem(STUDY_KEY, JSON.stringify(s));
