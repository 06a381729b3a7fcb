/** Opening the database: locate it, refuse a newer schema, set the connection up, migrate. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { err, ok, type Result } from '#shared/engine/result';
import { DATABASE_FILE_NAME } from './data-dir.ts';
import { fail, toStoreError, type StoreError } from './errors.ts';
import { applyMigrations, findMigrationsDir, loadMigrations, newerSchemaMessage, readSchemaVersion } from './migrations.ts';
import { afterDelay, backupDirOf, dailyBackupDue, startBackgroundBackup, takeBackup } from './backups.ts';
import { checkHealth, damagedAdvice } from './health.ts';
import { checkInBackground } from './background-check.ts';
import { createStore, type Store, type StoreHealth } from './store.ts';

/** A database file, or a data folder that will hold attack-trainer.sqlite (created if missing). */
export type StoreLocation = { readonly file: string } | { readonly dataDir: string };

export interface StoreOptions {
  /** The folder of NNN-name.sql files; by default the db/ folder found above this module. */
  readonly migrationsDir?: string | URL;
  /** The clock for imported_at and default attempt times (tests pin it). */
  readonly now?: () => Date;
  /**
   * better-sqlite3's compiled module to load instead of the one npm built: the Electron main process
   * passes its Electron-ABI build (npm's build has Node's ABI and serves the CLI, host and tests).
   */
  readonly nativeBinding?: string;
  /** Automatic backups before migrations and daily (backups.ts); default true for a file database. */
  readonly backups?: boolean;
  /**
   * How long after opening the daily backup starts, in the background (default DAILY_BACKUP_DELAY_MS),
   * when no `backgroundWorkAfter` is given.
   */
  readonly dailyBackupDelayMs?: number;
  /**
   * `at-open` (the default): quick_check before the store is returned. `background`: the store opens
   * read-only and checks in a worker thread (background-check.ts); `store.health` says when it may
   * write. A database about to be migrated is always checked at open.
   */
  readonly healthCheck?: 'at-open' | 'background';
  /**
   * When the work a host does not wait for may start: the background check, then (once it passed) the
   * daily backup. A host gives the moment its first screen has been answered (core/start-up.ts), so
   * neither competes with the first answer for the machine; by default the check starts at once.
   */
  readonly backgroundWorkAfter?: Promise<void>;
}

/** The first screen is served first: the daily backup starts once the app is up. */
const DAILY_BACKUP_DELAY_MS = 5000;

/**
 * Set on every connection, after the schema-version check. WAL lets the UI read while an attempt is
 * written and keeps a commit atomic if the process dies; synchronous=FULL makes a commit durable
 * through a power cut too (at human answering speed the extra fsync is free); foreign_keys is off by
 * default in SQLite and must be asked for per connection.
 */
export const CONNECTION_PRAGMAS = ['journal_mode = WAL', 'foreign_keys = ON', 'synchronous = FULL'] as const;

export const openStore = (location: StoreLocation, options: StoreOptions = {}): Result<Store, StoreError> => {
  const dir =
    options.migrationsDir === undefined
      ? findMigrationsDir()
      : options.migrationsDir instanceof URL
        ? fileURLToPath(options.migrationsDir)
        : options.migrationsDir;
  if (dir === undefined) return fail('migration', 'cannot find the db/ folder of migrations above the store module');
  const migrations = loadMigrations(dir);
  if (!migrations.ok) return migrations;
  const known = migrations.value.length;

  let file: string;
  if ('dataDir' in location) {
    try {
      fs.mkdirSync(location.dataDir, { recursive: true });
    } catch (e) {
      return fail('io', `cannot create the data folder ${location.dataDir}: ${e instanceof Error ? e.message : String(e)}`);
    }
    file = path.join(location.dataDir, DATABASE_FILE_NAME);
  } else {
    file = location.file;
  }

  // A database file that exists but is empty lost its content (a truncating copy, a full disk): it is
  // damaged, not new; starting afresh in it would hide the loss and never offer the backup.
  if (isEmptyDatabaseFile(file)) return err({ code: 'corrupt', message: damagedMessage(file, EMPTY_FILE_PROBLEM) });
  let db: Database.Database;
  try {
    db = options.nativeBinding === undefined ? new Database(file) : new Database(file, { nativeBinding: options.nativeBinding });
  } catch (e) {
    // better-sqlite3 reports a missing folder as a plain TypeError, so everything here is an I/O failure.
    return fail('io', `cannot open ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const closeWith = (error: StoreError): Result<never, StoreError> => {
    db.close();
    return err(error);
  };
  try {
    // Checked before anything writes: a database from a newer app must stay exactly as it is
    // (switching the journal mode alone would rewrite its header).
    const found = readSchemaVersion(db);
    if (found > known) return closeWith({ code: 'newer-schema', message: newerSchemaMessage(found, known) });
    // A damaged file is refused before anything writes to it: it stays as it is, to be examined or
    // replaced by its last backup (health.ts).
    const inBackground = options.healthCheck === 'background' && found === known && !db.memory;
    if (found > 0 && !inBackground) {
      const health = checkHealth(db, false);
      if (!health.ok) return closeWith({ code: 'corrupt', message: damagedMessage(file, health.problems[0]) });
    }
    for (const pragma of CONNECTION_PRAGMAS) db.pragma(pragma);
    const mode = db.pragma('journal_mode', { simple: true });
    if (mode !== 'wal' && !db.memory) return closeWith({ code: 'io', message: `${file} cannot use WAL (journal_mode is ${String(mode)})` });
    let dailyDue: { readonly dir: string; readonly at: Date } | undefined;
    if (found > 0 && !db.memory && options.backups !== false) {
      const dir = backupDirOf(file);
      const at = (options.now ?? (() => new Date()))();
      if (found < known) {
        // Before a migration: must succeed, or the migration does not run.
        takeBackup(db, dir, `before-migration-${found + 1}`, at);
      } else if (dailyBackupDue(dir, at)) {
        dailyDue = { dir, at };
      }
    }
    const migrated = applyMigrations(db, migrations.value);
    if (!migrated.ok) return closeWith(migrated.error);
    const created = createStore(db, file, migrated.value.to, options.now ?? (() => new Date()));
    const after = options.backgroundWorkAfter;
    const store = inBackground ? checkedLater(created, db, file, options.nativeBinding, after ?? Promise.resolve()) : created;
    if (dailyDue === undefined) return ok(store);
    // Off the start-up path (backups.ts), and only of a file the check found sound: a damaged one
    // copied would push a sound backup out. A missed one must not stop the app: the next start tries again.
    const when = inBackground
      ? store.health().then((verdict) => verdict.ok)
      : after === undefined
        ? afterDelay(options.dailyBackupDelayMs ?? DAILY_BACKUP_DELAY_MS)
        : after.then(() => true);
    const backup = startBackgroundBackup(db, dailyDue.dir, 'daily', dailyDue.at, when);
    return ok({
      ...store,
      whenIdle: async () => {
        await Promise.all([backup.done, store.whenIdle()]);
      },
      close: () => {
        backup.cancel();
        store.close();
      },
    });
  } catch (e) {
    db.close();
    const error = toStoreError(e);
    return err(error.code === 'corrupt' ? { code: 'corrupt', message: damagedMessage(file, error.message) } : error);
  }
};

/**
 * The store read-only until the background check, started once `after` settles, passes; `health`
 * carries the verdict (a damaged file stays read-only).
 */
const checkedLater = (store: Store, db: Database.Database, file: string, nativeBinding: string | undefined, after: Promise<void>): Store => {
  db.pragma('query_only = ON');
  const health = after
    .then(() => (db.open ? checkInBackground(db, file, nativeBinding) : { ok: false, problems: ['the store was closed before it was checked'] }))
    .then((report): StoreHealth => {
      if (!report.ok) return { ok: false, message: db.open ? damagedMessage(file, report.problems[0]) : 'the store is closed' };
      if (!db.open) return { ok: false, message: 'the store is closed' };
      db.pragma('query_only = OFF');
      return { ok: true };
    });
  return { ...store, health: () => health, whenIdle: async () => void (await health) };
};

/** What `db check` and the start-up refusal say of an empty database file. */
export const EMPTY_FILE_PROBLEM = 'the file is empty (0 bytes)';

/** A 0-byte database file with no write-ahead log holding pages for it. */
export const isEmptyDatabaseFile = (file: string): boolean => {
  const size = (f: string): number | undefined => {
    try {
      return fs.statSync(f).size;
    } catch {
      return undefined;
    }
  };
  return size(file) === 0 && !((size(`${file}-wal`) ?? 0) > 0);
};

const damagedMessage = (file: string, problem: string | undefined): string =>
  `the database ${file} is damaged${problem === undefined ? '' : ` (${problem})`}; ${damagedAdvice(file)}`;
