/**
 * The Store: every read and write of packs, quizzes, attempts, review states and settings. Built by
 * openStore (open-store.ts) on a migrated connection. SQL text is fixed or assembled from fixed
 * fragments; every value reaches SQLite as a bound parameter.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStoreGuard } from './statements.ts';
import { type StoreError } from './errors.ts';
import { runAtomically } from './atomic.ts';
import { checkHealth, type HealthReport } from './health.ts';
import { createAttemptStore } from './attempt-store.ts';
import { createExamStore } from './exam-store.ts';
import { createPackStore } from './pack-store.ts';
import { createSettingsStore } from './settings-store.ts';
import { createAggregateQueries, type AggregateQueries } from './aggregates.ts';
import { createLibraryQueries, type LibraryQueries } from './library-queries.ts';
import { createCsvExportQueries, type CsvExportQueries } from './csv-export.ts';
import { createPuzzleStore, type PuzzleStore } from './puzzle-store.ts';
import { createExamProgressStore, type ExamProgressStore } from './exam-progress-store.ts';
import { createAttemptStepsStore, type AttemptStepsStore } from './attempt-steps-store.ts';
import type { Attempt, AttemptFilter, AttemptInput, AttemptRecord, AttemptReviewInput, ExamInput, ExamRecord, PackProgressInput, QuizReviewState, DueReview, PackSummary, QuizFilter, QuizSummary, ReviewState, ReviewStateInput, SeedOutcome, StoredPack, StoredPackInput, StoredQuiz } from './types.ts';

/** The reads that sum up the history live in aggregates.ts (stats, listProgress and the tallies). */
export interface Store extends AggregateQueries, LibraryQueries, CsvExportQueries {
  /** The database file (':memory:' for an in-memory store). */
  readonly file: string;
  readonly schemaVersion: number;
  /** Builtin packs first, then by title. */
  listPacks(): Result<PackSummary[], StoreError>;
  getPack(id: string): Result<StoredPack, StoreError>;
  /** In listPacks order, then by position inside each pack. */
  listQuizzes(filter?: QuizFilter): Result<QuizSummary[], StoreError>;
  getQuiz(packId: string, id: string): Result<StoredQuiz, StoreError>;
  /**
   * Adds a pack or replaces the one with the same id, all in one transaction. A builtin pack can only
   * be replaced by a builtin input (`builtin-readonly` otherwise). Attempts and review states are kept.
   */
  importPack(input: StoredPackInput): Result<{ readonly replaced: boolean }, StoreError>;
  /**
   * Makes the stored builtin pack match `input` (stored as builtin whatever input.builtin says): inserts
   * it on first start, replaces it when its version or json changed, else leaves it alone. Never touches
   * user packs, attempts or review states; `conflict` if a user pack already holds the id.
   */
  seedBuiltin(input: StoredPackInput): Result<SeedOutcome, StoreError>;
  /** Removes a user pack, its quizzes and their review states; attempts stay as history. */
  deletePack(id: string): Result<void, StoreError>;
  /** The pack's json exactly as it was imported. */
  exportPack(id: string): Result<string, StoreError>;
  /** `not-found` unless the quiz exists now. Returns the attempt's id. */
  recordAttempt(input: AttemptInput): Result<number, StoreError>;
  /** Oldest first. */
  listAttempts(filter?: AttemptFilter): Result<Attempt[], StoreError>;
  /** Undefined when the quiz has never been scheduled. */
  getReviewState(packId: string, quizId: string): Result<ReviewState | undefined, StoreError>;
  setReviewState(packId: string, quizId: string, input: ReviewStateInput): Result<void, StoreError>;
  /** Scheduled quizzes that still exist and are due before `before`, soonest first. */
  listDueReviews(before: Date | string, limit?: number): Result<DueReview[], StoreError>;
  /** Undefined when the setting was never set. */
  getSetting(key: string): Result<unknown, StoreError>;
  setSetting(key: string, value: unknown): Result<void, StoreError>;
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
  /** Review states of the pack's existing quizzes, in quiz order. */
  listReviewStates(packId: string): Result<QuizReviewState[], StoreError>;
  /** `constraint` when the id is taken. */
  createExam(input: ExamInput): Result<void, StoreError>;
  getExam(id: string): Result<ExamRecord, StoreError>;
  /** Newest first. */
  listExams(): Result<ExamRecord[], StoreError>;
  /**
   * Stores the report and records the exam's attempts in one transaction; `conflict` when the exam was
   * already finished. Returns the attempts' ids in input order.
   */
  finishExam(id: string, report: unknown, finishedAt: Date | string, attempts: readonly AttemptInput[]): Result<number[], StoreError>;
  /** Idempotent; every later call returns `closed`. */
  /**
   * Runs `fn` (which may call any of this store's methods) as one IMMEDIATE transaction: the read and
   * the write of a read-modify-write see no other writer in between; a result with `ok: false` rolls
   * back (atomic.ts).
   */
  atomically<R extends { readonly ok: boolean }>(fn: () => R): Result<R, StoreError>;
  /** SQLite's quick_check, or integrity_check when `full` (health.ts). */
  checkHealth(full: boolean): Result<HealthReport, StoreError>;
  close(): void;
  /** Settles once the work the store started in the background when it opened (the daily backup) is done or given up. */
  whenIdle(): Promise<void>;
  /**
   * The start-up check's verdict: at once for a store checked at open; for one opened with
   * `healthCheck: 'background'`, when the check is done (until then the store refuses writes).
   */
  health(): Promise<{ readonly ok: true } | { readonly ok: false; readonly message: string }>;
  /** Generated puzzles: ratings, history, rush results (db/004-puzzles.sql). */
  readonly puzzles: PuzzleStore;
  /** Exams being taken (db/005-exam-progress.sql) and the step where answers went wrong (db/006). */
  readonly examProgress: ExamProgressStore;
  readonly attemptSteps: AttemptStepsStore;
}

/** One part per table group (pack-store, attempt-store, exam-store, settings-store), composed here. */
export const createStore = (db: Database, file: string, schemaVersion: number, now: () => Date): Store => {
  const guard = makeStoreGuard(db);
  const attempts = createAttemptStore(db, now);

  return {
    ...createAggregateQueries(db),
    ...createLibraryQueries(db),
    ...createCsvExportQueries(db),
    puzzles: createPuzzleStore(db, now),
    examProgress: createExamProgressStore(db),
    attemptSteps: createAttemptStepsStore(db),
    file,
    schemaVersion,
    ...createPackStore(db, now, attempts.restoreProgress),
    ...attempts.methods,
    ...createExamStore(db, attempts.insertAttempt),
    ...createSettingsStore(db),

    atomically: (fn) => runAtomically(db, fn),

    checkHealth: (full) => guard(() => checkHealth(db, full)),

    close: () => {
      if (db.open) db.close();
    },

    whenIdle: () => Promise.resolve(),

    health: () => Promise.resolve({ ok: true }),
  };
};
