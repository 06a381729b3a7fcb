/**
 * Is the database file sound? A database with one garbled page can open, fail most reads and still
 * accept writes, each of which may spread the damage; so `quick_check` runs at every start (it reads every page but
 * skips the index cross-checks, so it stays fast); `integrity_check` is the full check, on demand
 * (`checkDatabase` in the API, `attack-trainer db check --full`). A damaged file is never written to
 * and never deleted: the user is told, and offered the last automatic backup (`db restore`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { listBackups, backupDirOf } from './backups.ts';

/** Problems a check lists at most (SQLite's own default is 100). */
export const MAX_CHECK_PROBLEMS = 20;

export interface HealthReport {
  readonly ok: boolean;
  /** SQLite's own lines, at most MAX_CHECK_PROBLEMS; empty when ok. */
  readonly problems: readonly string[];
}

export const checkHealth = (db: Database, full: boolean): HealthReport => {
  const pragma = full ? 'integrity_check' : 'quick_check';
  const rows = db.pragma(`${pragma}(${MAX_CHECK_PROBLEMS})`) as Record<string, unknown>[];
  const lines = rows.map((r) => String(Object.values(r)[0]));
  const ok = lines.length === 1 && lines[0] === 'ok';
  return { ok, problems: ok ? [] : lines };
};

/** The sentence that tells the user what to do about a damaged database file. */
export const damagedAdvice = (databaseFile: string): string => {
  const newest = listBackups(backupDirOf(databaseFile))[0];
  const dataDir = path.dirname(databaseFile);
  return newest === undefined
    ? `the file was left as it is; no automatic backup exists yet in ${backupDirOf(databaseFile)}`
    : `the file was left as it is; to restore the automatic backup of ${newest.at}, run: attack-trainer db restore --data-dir "${dataDir}"`;
};

/**
 * Puts the newest backup in place of the database: the file it replaces (and its -wal/-shm) is kept,
 * renamed `<name>.damaged-<time>` (or `.replaced-<time>` for a sound one restored on purpose), never
 * deleted. The caller holds the data folder's lock.
 */
export const restoreNewestBackup = (
  databaseFile: string,
  now: Date,
  kept: 'damaged' | 'replaced' = 'damaged',
): { readonly restored: string; readonly keptAs: string } | undefined => {
  const newest = listBackups(backupDirOf(databaseFile))[0];
  if (newest === undefined) return undefined;
  const keptAs = `${databaseFile}.${kept}-${now.toISOString().replace(/[:.]/g, '-')}`;
  if (fs.existsSync(databaseFile)) fs.renameSync(databaseFile, keptAs);
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(`${databaseFile}${suffix}`)) fs.renameSync(`${databaseFile}${suffix}`, `${keptAs}${suffix}`);
  }
  fs.copyFileSync(newest.file, databaseFile);
  return { restored: newest.file, keptAs };
};
