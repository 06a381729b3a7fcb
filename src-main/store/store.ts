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
import { createAttemptWrites } from './attempt-writes.ts';
import { createAttemptStore, type AttemptStore } from './attempt-store.ts';
import { createReviewStateStore, type ReviewStateStore } from './review-state-store.ts';
import { createExamStore, type ExamStore } from './exam-store.ts';
import { createPackStore, type PackStore } from './pack-store.ts';
import { createSettingsStore, type SettingsStore } from './settings-store.ts';
import { createAggregateQueries, type AggregateQueries } from './aggregates.ts';
import { createLibraryQueries, type LibraryQueries } from './library-queries.ts';
import { createCsvExportQueries, type CsvExportQueries } from './csv-export.ts';
import { createPuzzleStore, type PuzzleStore } from './puzzle-store.ts';
import { createExamProgressStore, type ExamProgressStore } from './exam-progress-store.ts';
import { createAttemptStepsStore, type AttemptStepsStore } from './attempt-steps-store.ts';
import { createSearchTermsStore, type SearchTermsStore } from './search-terms-store.ts';

/** Whether the store may be written to: its start-up check passed (or ran at open). */
export type StoreHealth = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The connection itself: which file, which schema, its transactions, its health and its end. */
export interface StoreConnection {
  /** The database file (':memory:' for an in-memory store). */
  readonly file: string;
  readonly schemaVersion: number;
  /**
   * Runs `fn` (which may call any of this store's methods) as one IMMEDIATE transaction: the read and
   * the write of a read-modify-write see no other writer in between; a result with `ok: false` rolls
   * back (atomic.ts).
   */
  atomically<R extends { readonly ok: boolean }>(fn: () => R): Result<R, StoreError>;
  /** SQLite's quick_check, or integrity_check when `full` (health.ts). */
  checkHealth(full: boolean): Result<HealthReport, StoreError>;
  /** Idempotent; every later call returns `closed`. */
  close(): void;
  /** Settles once the work the store started in the background when it opened (the daily backup) is done or given up. */
  whenIdle(): Promise<void>;
  /**
   * The start-up check's verdict: at once for a store checked at open; for one opened with
   * `healthCheck: 'background'`, when the check is done (until then the store refuses writes).
   */
  health(): Promise<StoreHealth>;
}

/**
 * One part per table group, each its own interface. The parts whose method names say what they touch
 * (listPacks, recordAttempt, stats) sit on the store itself; the parts whose methods would be ambiguous
 * there (save, get, record, tallies) are reached under their table's name.
 */
export interface Store
  extends StoreConnection, PackStore, AttemptStore, ReviewStateStore, ExamStore, SettingsStore, AggregateQueries, LibraryQueries, CsvExportQueries {
  /** Generated puzzles: ratings, history, rush results (db/004-puzzles.sql). */
  readonly puzzles: PuzzleStore;
  /** Exams being taken (db/005-exam-progress.sql). */
  readonly examProgress: ExamProgressStore;
  /** The step where each answer went wrong (db/006-attempt-steps.sql). */
  readonly attemptSteps: AttemptStepsStore;
  /** The library's search terms per pack, derived by the service (db/008-start-up-reads.sql). */
  readonly searchTerms: SearchTermsStore;
}

export const createStore = (db: Database, file: string, schemaVersion: number, now: () => Date): Store => {
  const guard = makeStoreGuard(db);
  // The writes several parts run inside their own transactions (an import with progress, a finished exam).
  const attemptWrites = createAttemptWrites(db, now);

  return {
    file,
    schemaVersion,
    ...createPackStore(db, now, attemptWrites.restorePackProgress),
    ...createAttemptStore(db, attemptWrites),
    ...createReviewStateStore(db, attemptWrites),
    ...createExamStore(db, attemptWrites.insertAttempt),
    ...createSettingsStore(db),
    ...createAggregateQueries(db),
    ...createLibraryQueries(db),
    ...createCsvExportQueries(db),
    puzzles: createPuzzleStore(db, now),
    examProgress: createExamProgressStore(db),
    attemptSteps: createAttemptStepsStore(db),
    searchTerms: createSearchTermsStore(db),

    atomically: (fn) => runAtomically(db, fn),

    checkHealth: (full) => guard(() => checkHealth(db, full)),

    close: () => {
      if (db.open) db.close();
    },

    whenIdle: () => Promise.resolve(),

    health: () => Promise.resolve({ ok: true }),
  };
};
