/**
 * The store's attempts and review states (db/001-initial.sql; modes and review records from db/002-exams.sql): recording answers with their review record,
 * re-rating, restoring exported progress, and the schedule's reads.
 */
import type { Database } from 'better-sqlite3';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import { ATTEMPT_MODES } from '#shared/quiz/pack-format';
import type { Attempt, AttemptFilter, AttemptInput, AttemptRecord, AttemptReview, AttemptReviewInput, PackProgressInput, StoredPackInput } from './types.ts';
import type { Store } from './store.ts';
import { failure, toJson, toIso, requireFields, requireLimit } from './store-values.ts';

interface AttemptRow {
  id: number;
  pack_id: string;
  quiz_id: string;
  answer: string;
  correct: number;
  time_ms: number;
  created_at: string;
}

interface AttemptRecordRow extends AttemptRow {
  mode: string;
  review: string | null;
}

const ATTEMPT_RECORD_COLUMNS = 'id, pack_id, quiz_id, answer, correct, time_ms, created_at, mode, review';

const toAttempt = (row: AttemptRow): Attempt => ({
  id: row.id,
  packId: row.pack_id,
  quizId: row.quiz_id,
  answer: JSON.parse(row.answer) as unknown,
  correct: row.correct === 1,
  timeMs: row.time_ms,
  at: row.created_at,
});

const toAttemptRecord = (row: AttemptRecordRow): AttemptRecord => ({
  ...toAttempt(row),
  mode: row.mode as AttemptRecord['mode'],
  ...(row.review === null ? {} : { review: JSON.parse(row.review) as AttemptReview }),
});

/** The attempt queries and the two writes other parts run inside their own transactions. */
export const createAttemptStore = (db: Database, now: () => Date) => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);

  const packInfo = (id: string) =>
    sql('SELECT builtin FROM packs WHERE id = ?').get(id) as { builtin: number } | undefined;

  const quizExists = (packId: string, quizId: string): boolean =>
    sql('SELECT 1 FROM quizzes WHERE pack_id = ? AND id = ?').get(packId, quizId) !== undefined;

  const writeReviewState = (packId: string, quizId: string, stateValue: unknown, dueValue: Date | string): void => {
    const due = toIso(dueValue, 'due');
    const state = toJson(stateValue, 'review state');
    if (!quizExists(packId, quizId)) failure('not-found', `no quiz ${quizId} in pack ${packId}`);
    sql(
      `INSERT INTO review_state (pack_id, quiz_id, state, due) VALUES (?, ?, ?, ?)
       ON CONFLICT (pack_id, quiz_id) DO UPDATE SET state = excluded.state, due = excluded.due`,
    ).run(packId, quizId, state, due);
  };

  const reviewJson = (review: AttemptReview): string =>
    toJson({ rating: review.rating, before: review.before ?? null, after: review.after }, 'review record');

  /** Checks and inserts one attempt (and its review state, when it has a review record); callers run it in a transaction. */
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

  const recordTx = db.transaction(insertAttempt);

  /** The attempts `filter` selects (oldest first), with the given columns (fixed text, never input). */
  const selectAttempts = (filter: AttemptFilter, columns: string): AttemptRow[] => {
    const where: string[] = [];
    const params: Record<string, string | number> = {};
    if (filter.packId !== undefined) {
      where.push('pack_id = @packId');
      params['packId'] = filter.packId;
    }
    if (filter.quizId !== undefined) {
      where.push('quiz_id = @quizId');
      params['quizId'] = filter.quizId;
    }
    if (filter.since !== undefined) {
      where.push('created_at >= @since');
      params['since'] = toIso(filter.since, 'since');
    }
    if (filter.until !== undefined) {
      where.push('created_at < @until');
      params['until'] = toIso(filter.until, 'until');
    }
    const limited = filter.limit !== undefined;
    if (filter.limit !== undefined) {
      requireLimit(filter.limit);
      params['limit'] = filter.limit;
    }
    const text = `SELECT ${columns} FROM attempts
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at ${limited ? 'DESC' : 'ASC'}, id ${limited ? 'DESC LIMIT @limit' : 'ASC'}`;
    const rows = sql(text).all(params) as AttemptRow[];
    return limited ? rows.reverse() : rows;
  };


  /** Restores a pack's exported progress; an attempt already stored (same fields) is not added twice. */
  const restoreProgress = (packId: string, progress: NonNullable<StoredPackInput['progress']>): void => {
    if (!Array.isArray(progress.attempts) || !Array.isArray(progress.reviews)) failure('bad-input', `pack ${packId}: progress needs attempts and reviews arrays`);
    const same = sql(
      `SELECT 1 FROM attempts WHERE pack_id = @packId AND quiz_id = @quizId AND created_at = @at AND correct = @correct
       AND time_ms = @timeMs AND mode = @mode AND answer = json(@answer)`,
    );
    for (const a of progress.attempts) {
      const at = toIso(a.at ?? now(), 'attempt time');
      const found = same.get({ packId, quizId: a.quizId, at, correct: a.correct ? 1 : 0, timeMs: a.timeMs, mode: a.mode ?? 'rated', answer: toJson(a.answer, 'answer') });
      if (found === undefined) insertAttempt({ ...a, packId, at });
    }
    for (const r of progress.reviews) writeReviewState(packId, r.quizId, r.state, r.due);
  };

  const restoreTx = db.transaction((packId: string, progress: PackProgressInput): void => {
    if (packInfo(packId) === undefined) failure('not-found', `no pack ${packId}`);
    restoreProgress(packId, progress);
  });

  const rerateTx = db.transaction((id: number, review: AttemptReviewInput): void => {
    const row = sql('SELECT pack_id, quiz_id FROM attempts WHERE id = ?').get(id) as { pack_id: string; quiz_id: string } | undefined;
    if (row === undefined) failure('not-found', `no attempt ${id}`);
    sql('UPDATE attempts SET review = ? WHERE id = ?').run(reviewJson(review), id);
    writeReviewState(row!.pack_id, row!.quiz_id, review.after, review.due);
  });

  const methods: Pick<
    Store,
    | 'recordAttempt'
    | 'listAttempts'
    | 'listAttemptRecords'
    | 'getAttemptRecord'
    | 'latestReviewedAttempt'
    | 'rerateAttempt'
    | 'restoreProgress'
    | 'listReviewStates'
    | 'getReviewState'
    | 'setReviewState'
    | 'listDueReviews'
  > = {
    recordAttempt: (input) => guard(() => recordTx.immediate(input)),

    listAttempts: (filter = {}) => guard(() => selectAttempts(filter, 'id, pack_id, quiz_id, answer, correct, time_ms, created_at').map(toAttempt)),

    listAttemptRecords: (filter = {}) => guard(() => selectAttempts(filter, ATTEMPT_RECORD_COLUMNS).map((r) => toAttemptRecord(r as AttemptRecordRow))),

    getAttemptRecord: (id) =>
      guard(() => {
        const row = sql(`SELECT ${ATTEMPT_RECORD_COLUMNS} FROM attempts WHERE id = ?`).get(id) as AttemptRecordRow | undefined;
        return row === undefined ? undefined : toAttemptRecord(row);
      }),

    latestReviewedAttempt: (packId, quizId) =>
      guard(() => {
        const row = sql('SELECT max(id) AS id FROM attempts WHERE pack_id = ? AND quiz_id = ? AND review IS NOT NULL').get(packId, quizId) as { id: number | null };
        return row.id ?? undefined;
      }),

    rerateAttempt: (id, review) => guard(() => rerateTx.immediate(id, review)),

    restoreProgress: (packId, progress) => guard(() => restoreTx.immediate(packId, progress)),

    listReviewStates: (packId) =>
      guard(() => {
        const rows = sql(
          `SELECT r.quiz_id, r.state, r.due FROM review_state r JOIN quizzes q ON q.pack_id = r.pack_id AND q.id = r.quiz_id
           WHERE r.pack_id = ? ORDER BY q.position`,
        ).all(packId) as { quiz_id: string; state: string; due: string }[];
        return rows.map((r) => ({ quizId: r.quiz_id, state: JSON.parse(r.state) as unknown, due: r.due }));
      }),

    getReviewState: (packId, quizId) =>
      guard(() => {
        const row = sql('SELECT state, due FROM review_state WHERE pack_id = ? AND quiz_id = ?').get(packId, quizId) as
          | { state: string; due: string }
          | undefined;
        return row === undefined ? undefined : { state: JSON.parse(row.state) as unknown, due: row.due };
      }),

    setReviewState: (packId, quizId, input) => guard(() => writeReviewState(packId, quizId, input.state, input.due)),

    listDueReviews: (before, limit) =>
      guard(() => {
        if (limit !== undefined) requireLimit(limit);
        const rows = sql(
          `SELECT r.pack_id, r.quiz_id, r.due FROM review_state r
           JOIN quizzes q ON q.pack_id = r.pack_id AND q.id = r.quiz_id
           WHERE r.due < ? ORDER BY r.due, r.pack_id, r.quiz_id LIMIT ?`,
        ).all(toIso(before, 'before'), limit ?? -1) as { pack_id: string; quiz_id: string; due: string }[];
        return rows.map((r) => ({ packId: r.pack_id, quizId: r.quiz_id, due: r.due }));
      }),
  };
  return { methods, insertAttempt, restoreProgress };
};
