/**
 * The start screen's choices, as pure list logic: the daily set (what is due, then what was missed,
 * then the article's questions not yet in it, ten at most) and the article's 26 questions in order.
 * The last quiz opened is kept in localStorage so that "Continue" survives closing the app.
 */
import type { QuizRef, ReviewQueue } from '#main/contract/trainer-api';

/** How many quizzes a daily set holds: a short session, a few minutes a day. */
export const DAILY_SET_SIZE = 10;

/** The built-in pack's quizzes modeled on the article's 26 questions ("q01" … "q26"), in order. */
export function articleQuestions(quizzes: readonly QuizRef[]): QuizRef[] {
  return quizzes.filter((q) => q.packId === 'builtin' && /^q\d\d$/.test(q.quizId)).sort((a, b) => a.quizId.localeCompare(b.quizId));
}

export function dailySet(queue: ReviewQueue | null, article: readonly QuizRef[]): QuizRef[] {
  const out: QuizRef[] = [];
  const seen = new Set<string>();
  for (const q of [...(queue?.due ?? []), ...(queue?.missed ?? []), ...article]) {
    const key = `${q.packId}\u0000${q.quizId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ packId: q.packId, quizId: q.quizId });
    if (out.length === DAILY_SET_SIZE) break;
  }
  return out;
}

export const LAST_QUIZ_KEY = 'attack-trainer.last-quiz';

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
const local = (): Storage | undefined => (globalThis as unknown as { localStorage?: Storage }).localStorage;

export function rememberQuiz(ref: QuizRef): void {
  try {
    local()?.setItem(LAST_QUIZ_KEY, JSON.stringify({ packId: ref.packId, quizId: ref.quizId }));
  } catch {
    // Storage full or refused: "Continue" is a convenience, never a reason to fail.
  }
}

export function lastQuiz(): QuizRef | undefined {
  try {
    const v: unknown = JSON.parse(local()?.getItem(LAST_QUIZ_KEY) ?? 'null');
    if (typeof v === 'object' && v !== null && typeof (v as QuizRef).packId === 'string' && typeof (v as QuizRef).quizId === 'string')
      return { packId: (v as QuizRef).packId, quizId: (v as QuizRef).quizId };
  } catch {
    // Unreadable: as if nothing was opened yet.
  }
  return undefined;
}
