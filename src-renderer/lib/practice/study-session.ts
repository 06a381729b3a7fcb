/**
 * A study session (issue 12, "Review as a session"): the due quizzes then the recently missed ones,
 * answered one after another. Pure list logic here; the list is kept in sessionStorage by the caller
 * (a reload keeps the session, closing the tab ends it).
 */
import type { QuizRef, ReviewQueue } from '#main/contract/trainer-api';

export const STUDY_KEY = 'study.session';

export interface StudySession {
  readonly quizzes: readonly QuizRef[];
  /** What the session is ("Review", "Daily set", "The article's 26 questions"), for its summary. */
  readonly name?: string;
  /** Wall-clock ms when it started: the summary's time. */
  readonly startedAt?: number;
  /** Answers leave the review schedule alone (a retry of what was missed). */
  readonly practice?: boolean;
  /** The answers given so far, one per quiz (the last one counts). */
  readonly results?: readonly StudyResult[];
}

/** One answer of a study session, as its summary shows it. */
export interface StudyResult extends QuizRef {
  readonly title: string;
  readonly correct: boolean;
  /** ISO time the quiz is next due (absent in practice). */
  readonly due?: string;
}

/** A session of the given quizzes, each once, in order. */
export function makeStudyList(name: string, refs: readonly QuizRef[], startedAt: number, practice = false): StudySession {
  const quizzes: QuizRef[] = [];
  for (const q of refs) if (!quizzes.some((x) => same(x, q))) quizzes.push({ packId: q.packId, quizId: q.quizId });
  return { quizzes, name, startedAt, ...(practice ? { practice } : {}), results: [] };
}

/** The session with `result` recorded (replacing an earlier answer to the same quiz). */
export function withResult(session: StudySession, result: StudyResult): StudySession {
  const results = (session.results ?? []).filter((r) => !same(r, result));
  return { ...session, results: [...results, result] };
}

/** What the end of a session shows: score, time, the quizzes missed, the soonest next review. */
export interface StudySummary {
  readonly name: string;
  readonly answered: number;
  readonly correct: number;
  readonly total: number;
  readonly ms: number;
  readonly missed: readonly StudyResult[];
  /** The soonest next review among the answers (absent when none was scheduled). */
  readonly nextDue?: string;
}

export function summarize(session: StudySession, nowMs: number): StudySummary {
  const results = session.results ?? [];
  const dues = results.flatMap((r) => (r.due === undefined ? [] : [r.due])).sort();
  return {
    name: session.name ?? 'Study session',
    answered: results.length,
    correct: results.filter((r) => r.correct).length,
    total: session.quizzes.length,
    ms: session.startedAt === undefined ? 0 : Math.max(0, nowMs - session.startedAt),
    missed: results.filter((r) => !r.correct),
    ...(dues[0] !== undefined ? { nextDue: dues[0] } : {}),
  };
}

const same = (a: QuizRef, b: QuizRef): boolean => a.packId === b.packId && a.quizId === b.quizId;

/** Due first (soonest first, as the queue lists them), then missed; each quiz once. */
export function makeStudySession(queue: ReviewQueue, startedAt?: number): StudySession {
  const quizzes: QuizRef[] = [];
  for (const q of [...queue.due, ...queue.missed]) if (!quizzes.some((x) => same(x, q))) quizzes.push({ packId: q.packId, quizId: q.quizId });
  return startedAt === undefined ? { quizzes } : { quizzes, name: 'Review', startedAt, results: [] };
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
    const isRef = (q: unknown): q is QuizRef =>
      typeof q === 'object' && q !== null && typeof (q as QuizRef).packId === 'string' && typeof (q as QuizRef).quizId === 'string';
    const o = v as { quizzes: unknown[]; name?: unknown; startedAt?: unknown; practice?: unknown; results?: unknown };
    const quizzes = o.quizzes.filter(isRef);
    const results = Array.isArray(o.results)
      ? o.results.filter((r): r is StudyResult => isRef(r) && typeof (r as StudyResult).title === 'string' && typeof (r as StudyResult).correct === 'boolean')
      : undefined;
    return {
      quizzes,
      ...(typeof o.name === 'string' ? { name: o.name } : {}),
      ...(typeof o.startedAt === 'number' ? { startedAt: o.startedAt } : {}),
      ...(o.practice === true ? { practice: true } : {}),
      ...(results !== undefined ? { results } : {}),
    };
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

/** Records an answer in the tab's study session, if there is one. */
export function recordStudyResult(result: StudyResult): void {
  const s = readStudySession();
  if (s !== undefined) saveStudySession(withResult(s, result));
}
