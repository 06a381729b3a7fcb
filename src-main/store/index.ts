/** The SQLite store of the main process. Node-only: imports node:* and better-sqlite3, never electron. */
export { openStore, CONNECTION_PRAGMAS, EMPTY_FILE_PROBLEM, isEmptyDatabaseFile, type StoreLocation, type StoreOptions } from './open-store.ts';
export type { Store } from './store.ts';
export type { LibraryQueries, QuizStatusRow } from './library-queries.ts';
export type { AggregateQueries, QuizTags, QuizTally, RangeTally } from './aggregates.ts';
export type { CsvExportQueries, QuizCsvFields } from './csv-export.ts';
export type * from './records.ts';
export { SEED_OUTCOMES } from './records.ts';
export { STORE_ERROR_CODES, type StoreError, type StoreErrorCode } from './errors.ts';
export { resolveDataDir, dataDirFlag, DATA_DIR_FLAG, DATA_DIR_ENV, DATABASE_FILE_NAME, type DataDirSource } from './data-dir.ts';
export { findMigrationsDir, loadMigrations, applyMigrations, newerSchemaMessage, type Migration } from './migrations.ts';
export { acquireFolderLock, readLockOwner, describeOwner, LOCK_FILE_NAME, OWNER_FILE_NAME, type FolderLock, type FolderLockError, type LockOwner } from './folder-lock.ts';
export { checkHealth, restoreNewestBackup, type HealthReport } from './health.ts';
export { listBackups, takeBackup, backupDirOf, BACKUPS_KEPT, type BackupFile } from './backups.ts';
export type { PuzzleStore, PuzzleAttemptInput, RatingPoint, RushRunInput, RushMinutes, StoredGlicko } from './puzzle-store.ts';
export { RUSH_MINUTES } from './puzzle-store.ts';
export type { ExamProgressStore, ExamProgressRecord } from './exam-progress-store.ts';
export type { AttemptStepsStore, FailedStepValue, StepTallies } from './attempt-steps-store.ts';
