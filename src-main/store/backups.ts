/**
 * Automatic backups of the database (issue 14 §10): one before each migration and one a day, in
 * `backups/` beside the database, keeping the newest BACKUPS_KEPT. They are what the user restores
 * when the start-up check finds the database damaged.
 *
 * Taken with `VACUUM INTO` rather than better-sqlite3's `backup()`: opening the store is synchronous
 * and a backup before a migration must be complete before the migration starts; `backup()` only
 * exists as an asynchronous call. `VACUUM INTO` writes a consistent, compacted copy from one read
 * transaction, and the copy is a plain database file (no WAL beside it), ready to be copied back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

export const BACKUP_DIR_NAME = 'backups';
export const BACKUPS_KEPT = 5;
export const DAILY_MS = 24 * 60 * 60 * 1000;

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

/** True when the newest backup is older than a day (or there is none). */
export const dailyBackupDue = (dir: string, now: Date): boolean => {
  const newest = listBackups(dir)[0];
  return newest === undefined || now.getTime() - Date.parse(newest.at) >= DAILY_MS;
};
