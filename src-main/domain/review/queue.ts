/**
 * What to practise now: quizzes whose review is due, then quizzes the learner got wrong last time that
 * are not due yet (a miss is worth another look before the scheduler brings it back).
 */
import type { QuizRef } from '#shared/quiz/types';
import type { QuizProgressRow, QuizSummary } from '#main/store/records';
import { quizStatusOf } from './status.ts';

export interface ReviewQueueItem extends QuizRef {
  readonly title: string;
  readonly level: number;
  readonly tags: readonly string[];
  /** ISO time the review is due; absent for a missed quiz never scheduled (practice only). */
  readonly due?: string;
  readonly lastAttemptAt?: string;
}

export interface ReviewQueue {
  /** Quizzes whose review is due at `now`, soonest first. */
  readonly due: readonly ReviewQueueItem[];
  /** Quizzes whose last attempt was wrong and that are not due yet, most recently missed first. */
  readonly missed: readonly ReviewQueueItem[];
}

/** At most this many missed quizzes are offered: the list is a reminder, not a second queue. */
export const MAX_MISSED = 50;

const refKey = (packId: string, quizId: string): string => `${packId}\u0000${quizId}`;

export function buildReviewQueue(rows: readonly QuizProgressRow[], quizzes: readonly QuizSummary[], now: Date): ReviewQueue {
  const byRef = new Map(quizzes.map((q) => [refKey(q.packId, q.id), q]));
  const at = now.toISOString();
  const item = (r: QuizProgressRow, q: QuizSummary): ReviewQueueItem => ({
    packId: r.packId,
    quizId: r.quizId,
    title: q.title,
    level: q.level,
    tags: q.tags,
    ...(r.due === undefined ? {} : { due: r.due }),
    ...(r.lastAttemptAt === undefined ? {} : { lastAttemptAt: r.lastAttemptAt }),
  });
  const due: ReviewQueueItem[] = [];
  const missed: ReviewQueueItem[] = [];
  for (const r of rows) {
    const q = byRef.get(refKey(r.packId, r.quizId));
    if (q === undefined) continue;
    const status = quizStatusOf(r, at);
    if (status === 'due') due.push(item(r, q));
    else if (status === 'missed') missed.push(item(r, q));
  }
  due.sort((a, b) => (a.due ?? '').localeCompare(b.due ?? '') || a.packId.localeCompare(b.packId) || a.quizId.localeCompare(b.quizId));
  missed.sort((a, b) => (b.lastAttemptAt ?? '').localeCompare(a.lastAttemptAt ?? '') || a.packId.localeCompare(b.packId) || a.quizId.localeCompare(b.quizId));
  return { due, missed: missed.slice(0, MAX_MISSED) };
}
