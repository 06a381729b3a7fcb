/**
 * The writes of attempts and review states that several parts of the store run inside their own
 * transactions: recording an answer (attempt-store.ts, and exam-store.ts for a finished exam's answers),
 * setting a review state, re-rating an attempt, restoring a pack's exported progress (attempt-store.ts,
 * and pack-store.ts for an import "with progress"). They throw a StoreFailure (store-values.ts) rather
 * than return one, so that the caller's transaction rolls back and its guard answers the StoreError.
 */
import type { Database } from 'better-sqlite3';
import { ATTEMPT_MODES } from '#shared/quiz/pack-format';
import { makeStatementCache } from './statements.ts';
import type { AttemptInput, AttemptReview, AttemptReviewInput, PackProgressInput } from './records.ts';
import { failure, toJson, toIso, requireFields } from './store-values.ts';

export interface AttemptWrites {
  /** Checks and inserts one attempt, and sets its quiz's review state when it has a review record. Returns its id. */
  insertAttempt(input: AttemptInput): number;
  /** Writes over the quiz's review state; `not-found` unless the quiz exists now. */
  writeReviewState(packId: string, quizId: string, state: unknown, due: Date | string): void;
  /** Replaces an attempt's review record and sets its quiz's review state to `review.after`. */
  rerateAttempt(id: number, review: AttemptReviewInput): void;
  /** Restores a pack's exported progress; an attempt already stored (same fields) is not added twice. */
  restorePackProgress(packId: string, progress: PackProgressInput): void;
}

/** The review record as stored in attempts.review; a never-scheduled `before` is stored as null. */
const reviewJson = (review: AttemptReview): string => toJson({ rating: review.rating, before: review.before ?? null, after: review.after }, 'review record');

export const createAttemptWrites = (db: Database, now: () => Date): AttemptWrites => {
  const sql = makeStatementCache(db);

  const quizExists = (packId: string, quizId: string): boolean => sql('SELECT 1 FROM quizzes WHERE pack_id = ? AND id = ?').get(packId, quizId) !== undefined;

  const writeReviewState = (packId: string, quizId: string, stateValue: unknown, dueValue: Date | string): void => {
    const due = toIso(dueValue, 'due');
    const state = toJson(stateValue, 'review state');
    if (!quizExists(packId, quizId)) failure('not-found', `no quiz ${quizId} in pack ${packId}`);
    sql(
      `INSERT INTO review_state (pack_id, quiz_id, state, due) VALUES (?, ?, ?, ?)
       ON CONFLICT (pack_id, quiz_id) DO UPDATE SET state = excluded.state, due = excluded.due`,
    ).run(packId, quizId, state, due);
  };

  const insertAttempt = (input: AttemptInput): number => {
    requireFields(input, ['packId', 'quizId'], ['timeMs'], 'attempt');
    const at = toIso(input.at ?? now(), 'attempt time');
    const answer = toJson(input.answer, 'answer');
    const mode = input.mode ?? 'rated';
    if (!(ATTEMPT_MODES as readonly string[]).includes(mode)) failure('bad-input', `attempt mode must be one of ${ATTEMPT_MODES.join(', ')}`);
    if (!quizExists(input.packId, input.quizId)) failure('not-found', `no quiz ${input.quizId} in pack ${input.packId}`);
    const review = input.review === undefined ? null : reviewJson(input.review);
    const result = sql(
      `INSERT INTO attempts (pack_id, quiz_id, answer, correct, time_ms, created_at, mode, review)
       VALUES (@packId, @quizId, @answer, @correct, @timeMs, @at, @mode, @review)`,
    ).run({ packId: input.packId, quizId: input.quizId, answer, correct: input.correct ? 1 : 0, timeMs: input.timeMs, at, mode, review });
    if (input.review !== undefined) writeReviewState(input.packId, input.quizId, input.review.after, input.review.due);
    return Number(result.lastInsertRowid);
  };

  const rerateAttempt = (id: number, review: AttemptReviewInput): void => {
    const row = sql('SELECT pack_id, quiz_id FROM attempts WHERE id = ?').get(id) as { pack_id: string; quiz_id: string } | undefined;
    if (row === undefined) return failure('not-found', `no attempt ${id}`);
    sql('UPDATE attempts SET review = ? WHERE id = ?').run(reviewJson(review), id);
    writeReviewState(row.pack_id, row.quiz_id, review.after, review.due);
  };

  const restorePackProgress = (packId: string, progress: PackProgressInput): void => {
    if (!Array.isArray(progress.attempts) || !Array.isArray(progress.reviews))
      failure('bad-input', `pack ${packId}: progress needs attempts and reviews arrays`);
    const sameAttempt = sql(
      `SELECT 1 FROM attempts WHERE pack_id = @packId AND quiz_id = @quizId AND created_at = @at AND correct = @correct
       AND time_ms = @timeMs AND mode = @mode AND answer = json(@answer)`,
    );
    for (const attempt of progress.attempts) {
      const at = toIso(attempt.at ?? now(), 'attempt time');
      const stored = sameAttempt.get({
        packId,
        quizId: attempt.quizId,
        at,
        correct: attempt.correct ? 1 : 0,
        timeMs: attempt.timeMs,
        mode: attempt.mode ?? 'rated',
        answer: toJson(attempt.answer, 'answer'),
      });
      if (stored === undefined) insertAttempt({ ...attempt, packId, at });
    }
    for (const review of progress.reviews) writeReviewState(packId, review.quizId, review.state, review.due);
  };

  return { insertAttempt, writeReviewState, rerateAttempt, restorePackProgress };
};
