/**
 * What the library screen and the top bar read on every visit: each quiz's status and the
 * number of reviews due, decided in SQL from the per-quiz tallies (quiz_attempt_stats, kept by the
 * triggers of db/003-aggregate-indexes.sql) and the review schedule, so a library of 5,000 quizzes
 * with 100,000 attempts sends a few thousand short rows, not every quiz's progress object.
 * Reads only, kept apart from the parts that write and from aggregates.ts (the history's sums).
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { StoreError } from './errors.ts';

/** The statuses the SQL decides (review/status.ts decides the same way; the API lists them as PROGRESS_STATUSES). */
export type ProgressStatus = 'correct' | 'missed' | 'due';

export interface QuizStatusRow {
  readonly packId: string;
  readonly quizId: string;
  readonly status: ProgressStatus;
}

export interface LibraryQueries {
  /**
   * Every existing quiz that is not new at `nowIso` (toISOString() text), by pack and quiz id: `due`
   * when its review is due, else the latest attempt's outcome — exactly review/status.ts quizStatusOf.
   */
  quizStatuses(nowIso: string): Result<QuizStatusRow[], StoreError>;
  /** How many existing quizzes have a review due at `nowIso`: the review queue's `due` length. */
  countDue(nowIso: string): Result<number, StoreError>;
}

export const createLibraryQueries = (db: Database): LibraryQueries => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);

  return {
    quizStatuses: (nowIso) =>
      guard(() => {
        // Driven by the quiz key index (no quiz row, whose JSON is most of the table, is read); the two
        // joins are primary-key lookups. ISO texts of one width compare as times, as quizStatusOf does.
        const rows = sql(
          `SELECT pack_id, quiz_id, status FROM (
             SELECT q.pack_id, q.id AS quiz_id,
               CASE WHEN r.due <= @now THEN 'due'
                    WHEN a.last_correct IS NULL THEN 'new'
                    WHEN a.last_correct = 1 THEN 'correct'
                    ELSE 'missed' END AS status
             FROM quizzes q
             LEFT JOIN quiz_attempt_stats a ON a.pack_id = q.pack_id AND a.quiz_id = q.id
             LEFT JOIN review_state r ON r.pack_id = q.pack_id AND r.quiz_id = q.id
             WHERE a.attempts IS NOT NULL OR r.due IS NOT NULL)
           WHERE status <> 'new'
           ORDER BY pack_id, quiz_id`,
        )
          .raw()
          .all({ now: nowIso }) as [string, string, ProgressStatus][];
        return rows.map(([packId, quizId, status]) => ({ packId, quizId, status }));
      }),

    countDue: (nowIso) =>
      guard(
        () =>
          sql(
            `SELECT count(*) FROM review_state r
             WHERE r.due <= ? AND EXISTS (SELECT 1 FROM quizzes q WHERE q.pack_id = r.pack_id AND q.id = r.quiz_id)`,
          )
            .pluck()
            .get(nowIso) as number,
      ),
  };
};
