/**
 * The store's attempts (db/001-initial.sql; modes and review records from db/002-exams.sql): recording
 * answers with their review record, reading them back, re-rating, restoring exported progress. The
 * writes themselves live in attempt-writes.ts, shared with the parts that record attempts inside their
 * own transactions.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard, type StatementCache } from './statements.ts';
import type { StoreError } from './errors.ts';
import type { AttemptWrites } from './attempt-writes.ts';
import type { Attempt, AttemptFilter, AttemptInput, AttemptRecord, AttemptReview, AttemptReviewInput, PackProgressInput } from './records.ts';
import { failure, toIso, requireLimit } from './store-values.ts';

export interface AttemptStore {
  /** `not-found` unless the quiz exists now. Returns the attempt's id. */
  recordAttempt(input: AttemptInput): Result<number, StoreError>;
  /** Oldest first. */
  listAttempts(filter?: AttemptFilter): Result<Attempt[], StoreError>;
  /** listAttempts with each attempt's mode and review record (schema 2). Oldest first. */
  listAttemptRecords(filter?: AttemptFilter): Result<AttemptRecord[], StoreError>;
  /** Undefined when there is no attempt with this id. */
  getAttemptRecord(id: number): Result<AttemptRecord | undefined, StoreError>;
  /** The id of the quiz's latest attempt that has a review record; undefined when none has. */
  latestReviewedAttempt(packId: string, quizId: string): Result<number | undefined, StoreError>;
  /**
   * Replaces an attempt's review record and sets its quiz's review state to `review.after`, in one
   * transaction (`not-found` for an unknown attempt or a quiz that no longer exists).
   */
  rerateAttempt(id: number, review: AttemptReviewInput): Result<void, StoreError>;
  /**
   * Restores a pack's exported attempts and review states without touching the pack (used for a builtin
   * pack, which an import cannot replace); one transaction. Attempts already stored are not added again.
   */
  restoreProgress(packId: string, progress: PackProgressInput): Result<void, StoreError>;
}

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

const ATTEMPT_COLUMNS = 'id, pack_id, quiz_id, answer, correct, time_ms, created_at';
const ATTEMPT_RECORD_COLUMNS = `${ATTEMPT_COLUMNS}, mode, review`;

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

/** The attempts `filter` selects (oldest first), with the given columns (fixed text, never input). */
const selectAttempts = <Row extends AttemptRow>(sql: StatementCache, filter: AttemptFilter, columns: string): Row[] => {
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
  // The most recent `limit` attempts are read newest first and handed back oldest first.
  const limited = filter.limit !== undefined;
  if (filter.limit !== undefined) {
    requireLimit(filter.limit);
    params['limit'] = filter.limit;
  }
  const text = `SELECT ${columns} FROM attempts
    ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY created_at ${limited ? 'DESC' : 'ASC'}, id ${limited ? 'DESC LIMIT @limit' : 'ASC'}`;
  const rows = sql(text).all(params) as Row[];
  return limited ? rows.reverse() : rows;
};

export const createAttemptStore = (db: Database, writes: AttemptWrites): AttemptStore => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);

  const recordTx = db.transaction(writes.insertAttempt);
  const rerateTx = db.transaction(writes.rerateAttempt);
  const restoreTx = db.transaction((packId: string, progress: PackProgressInput): void => {
    if (sql('SELECT 1 FROM packs WHERE id = ?').get(packId) === undefined) failure('not-found', `no pack ${packId}`);
    writes.restorePackProgress(packId, progress);
  });

  return {
    recordAttempt: (input) => guard(() => recordTx.immediate(input)),

    listAttempts: (filter = {}) => guard(() => selectAttempts(sql, filter, ATTEMPT_COLUMNS).map(toAttempt)),

    listAttemptRecords: (filter = {}) => guard(() => selectAttempts<AttemptRecordRow>(sql, filter, ATTEMPT_RECORD_COLUMNS).map(toAttemptRecord)),

    getAttemptRecord: (id) =>
      guard(() => {
        const row = sql(`SELECT ${ATTEMPT_RECORD_COLUMNS} FROM attempts WHERE id = ?`).get(id) as AttemptRecordRow | undefined;
        return row === undefined ? undefined : toAttemptRecord(row);
      }),

    latestReviewedAttempt: (packId, quizId) =>
      guard(() => {
        const row = sql('SELECT max(id) AS id FROM attempts WHERE pack_id = ? AND quiz_id = ? AND review IS NOT NULL').get(packId, quizId) as {
          id: number | null;
        };
        return row.id ?? undefined;
      }),

    rerateAttempt: (id, review) => guard(() => rerateTx.immediate(id, review)),

    restoreProgress: (packId, progress) => guard(() => restoreTx.immediate(packId, progress)),
  };
};
