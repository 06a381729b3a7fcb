/**
 * The SQLite store of the main process, as its callers outside the folder use it. Node-only: imports
 * node:* and better-sqlite3, never electron.
 */
export { openStore, isEmptyDatabaseFile, EMPTY_FILE_PROBLEM, type StoreOptions } from './open-store.ts';
export type { Store, StoreHealth } from './store.ts';
export type { AttemptInput, AttemptReviewInput, PackProgressInput, PackSummary, QuizSummary, SeedOutcome, StoredPackInput } from './records.ts';
export type { FailedStepValue } from './attempt-steps-store.ts';
export { resolveDataDir, dataDirFlag, DATA_DIR_ENV, DATABASE_FILE_NAME } from './data-dir.ts';
export { acquireFolderLock, type FolderLock } from './folder-lock.ts';
export { checkHealth, restoreNewestBackup } from './health.ts';
export { listBackups, backupDirOf } from './backups.ts';
