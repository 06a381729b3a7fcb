/**
 * The store's review schedule (review_state, db/001-initial.sql): one scheduler card and due time per
 * quiz. The card is kept as JSON that only the review scheduler reads; `due` is the one column the
 * queries order and filter by.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { StoreError } from './errors.ts';
import type { AttemptWrites } from './attempt-writes.ts';
import type { DueReview, QuizReviewState, ReviewState, ReviewStateInput } from './records.ts';
import { toIso, requireLimit } from './store-values.ts';

export interface ReviewStateStore {
  /** Undefined when the quiz has never been scheduled. */
  getReviewState(packId: string, quizId: string): Result<ReviewState | undefined, StoreError>;
  setReviewState(packId: string, quizId: string, input: ReviewStateInput): Result<void, StoreError>;
  /** Scheduled quizzes that still exist and are due before `before`, soonest first. */
  listDueReviews(before: Date | string, limit?: number): Result<DueReview[], StoreError>;
  /** Review states of the pack's existing quizzes, in quiz order. */
  listReviewStates(packId: string): Result<QuizReviewState[], StoreError>;
}

export const createReviewStateStore = (db: Database, writes: Pick<AttemptWrites, 'writeReviewState'>): ReviewStateStore => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);

  return {
    getReviewState: (packId, quizId) =>
      guard(() => {
        const row = sql('SELECT state, due FROM review_state WHERE pack_id = ? AND quiz_id = ?').get(packId, quizId) as
          { state: string; due: string } | undefined;
        return row === undefined ? undefined : { state: JSON.parse(row.state) as unknown, due: row.due };
      }),

    setReviewState: (packId, quizId, input) => guard(() => writes.writeReviewState(packId, quizId, input.state, input.due)),

    listDueReviews: (before, limit) =>
      guard(() => {
        if (limit !== undefined) requireLimit(limit);
        const rows = sql(
          `SELECT r.pack_id, r.quiz_id, r.due FROM review_state r
           JOIN quizzes q ON q.pack_id = r.pack_id AND q.id = r.quiz_id
           WHERE r.due < ? ORDER BY r.due, r.pack_id, r.quiz_id LIMIT ?`,
        ).all(toIso(before, 'before'), limit ?? -1) as { pack_id: string; quiz_id: string; due: string }[];
        return rows.map((row) => ({ packId: row.pack_id, quizId: row.quiz_id, due: row.due }));
      }),

    listReviewStates: (packId) =>
      guard(() => {
        const rows = sql(
          `SELECT r.quiz_id, r.state, r.due FROM review_state r JOIN quizzes q ON q.pack_id = r.pack_id AND q.id = r.quiz_id
           WHERE r.pack_id = ? ORDER BY q.position`,
        ).all(packId) as { quiz_id: string; state: string; due: string }[];
        return rows.map((row) => ({ quizId: row.quiz_id, state: JSON.parse(row.state) as unknown, due: row.due }));
      }),
  };
};
