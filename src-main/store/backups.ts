/**
 * Automatic backups of the database: one before each migration and one a day, in
 * `backups/` beside the database, keeping the newest BACKUPS_KEPT. They are what the user restores
 * when the start-up check finds the database damaged.
 *
 * Before a migration: `VACUUM INTO`, synchronously, because the copy must be complete before the
 * migration starts; it writes a consistent, compacted copy from one read transaction, a plain database
 * file (no WAL beside it), ready to be copied back.
 *
 * The daily one: an online backup (SQLite's backup API, better-sqlite3's `backup()`), started once
 * the app is up — in a host, after its first answer and the start-up check (a damaged file is never
 * copied over a sound backup) — and copied a hundred pages per turn of the event loop, so the first
 * screen never waits for it (at 100,000 attempts the file is 60 MB: copying it before serving took
 * seconds). Writes made meanwhile through the same connection reach the copy too (SQLite updates a
 * backup in progress from its own connection). It is written under a `.partial` name and renamed
 * when complete, so a backup cut short (the app closed, the disk full) is never offered for restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

const BACKUP_DIR_NAME = 'backups';
export const BACKUPS_KEPT = 5;
const DAILY_MS = 24 * 60 * 60 * 1000;

/** `attack-trainer-2026-11-30T20-05-01-123Z-daily.sqlite`: sorts by time, names its reason. */
const BACKUP_FILE = /^attack-trainer-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-([a-z0-9-]+)\.sqlite$/;

export interface BackupFile {
  readonly file: string;
  /** When it was taken (ISO). */
  readonly at: string;
  readonly reason: string;
}

export const backupDirOf = (databaseFile: string): string => path.join(path.dirname(databaseFile), BACKUP_DIR_NAME);

/** The backups in `dir`, newest first (none when the folder is missing). */
export const listBackups = (dir: string): BackupFile[] => {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const m = BACKUP_FILE.exec(name);
    if (m === null) continue;
    const stamp = m[1]!;
    const at = `${stamp.slice(0, 10)}T${stamp.slice(11, 13)}:${stamp.slice(14, 16)}:${stamp.slice(17, 19)}.${stamp.slice(20, 23)}Z`;
    found.push({ file: path.join(dir, name), at, reason: m[2]! });
  }
  return found.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
};

/** Copies the open database to a new backup file and deletes all but the newest BACKUPS_KEPT. */
export const takeBackup = (db: Database, dir: string, reason: string, now: Date): BackupFile => {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `attack-trainer-${stamp}-${reason}.sqlite`);
  fs.rmSync(file, { force: true });
  db.prepare('VACUUM INTO ?').run(file);
  for (const old of listBackups(dir).slice(BACKUPS_KEPT)) fs.rmSync(old.file, { force: true });
  return { file, at: now.toISOString(), reason };
};

/** Pages copied per turn of the event loop: about 400 KB, a millisecond or two of work. */
const PAGES_PER_STEP = 100;

/** A daily backup running in the background: `done` settles when it is complete or given up. */
export interface BackgroundBackup {
  readonly done: Promise<BackupFile | undefined>;
  /** Stops it (a timer not yet fired never starts it); the partial file is removed. */
  cancel(): void;
}

/** True after `ms`, on a timer that keeps no process alive. */
export const afterDelay = (ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    setTimeout(() => resolve(true), ms).unref();
  });

/**
 * Starts the online backup when `when` gives true (false: not today). Failures (a full disk, the
 * connection closed by `cancel`) give `undefined`: a missed daily backup must not stop the app; the
 * next start tries again.
 */
export const startBackgroundBackup = (db: Database, dir: string, reason: string, now: Date, when: Promise<boolean>): BackgroundBackup => {
  let cancelled = false;
  let settle: (result: BackupFile | undefined) => void = () => undefined;
  const done = new Promise<BackupFile | undefined>((resolve) => {
    settle = resolve;
  });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `attack-trainer-${stamp}-${reason}.sqlite`);
  const partial = `${file}.partial`;
  const giveUp = (): void => {
    fs.rmSync(partial, { force: true });
    settle(undefined);
  };
  const run = async (): Promise<void> => {
    if (cancelled || !db.open) return settle(undefined);
    fs.mkdirSync(dir, { recursive: true });
    fs.rmSync(partial, { force: true });
    await db.backup(partial, {
      // Throwing from the handler is how better-sqlite3 stops a backup.
      progress: () => {
        if (cancelled) throw new Error('the backup was cancelled');
        return PAGES_PER_STEP;
      },
    });
    if (cancelled) return giveUp();
    fs.renameSync(partial, file);
    for (const old of listBackups(dir).slice(BACKUPS_KEPT)) fs.rmSync(old.file, { force: true });
    settle({ file, at: now.toISOString(), reason });
  };
  void when.then(
    (go) => (go ? run().catch(giveUp) : settle(undefined)),
    () => settle(undefined),
  );
  return {
    done,
    cancel: () => {
      cancelled = true;
      // Never started: nothing to remove. Running: the next step throws and removes the partial file.
      settle(undefined);
    },
  };
};

/** True when the newest backup is older than a day (or there is none). */
export const dailyBackupDue = (dir: string, now: Date): boolean => {
  const newest = listBackups(dir)[0];
  return newest === undefined || now.getTime() - Date.parse(newest.at) >= DAILY_MS;
};
