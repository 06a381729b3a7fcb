/**
 * One owner per data folder (issue 14 §3). The browser host and the Electron app hold the folder's
 * lock for as long as they run; a second one is told which process holds it and exits; the CLI's
 * write commands take it for the length of the command, waiting a few seconds for it first.
 *
 * The lock is a small SQLite file held in EXCLUSIVE locking mode: SQLite's file locks are the
 * operating system's (POSIX advisory locks, LockFileEx on Windows), which die with their process, so
 * a host killed with SIGKILL leaves no stale lock behind, and two processes starting at once cannot
 * both win. A holder cannot be asked who it is through the locked file, so it also writes its pid,
 * its role and its start time beside it (`attack-trainer.owner`), for the message of whoever is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { err, ok, type Result } from '#shared/engine/result';

export const LOCK_FILE_NAME = 'attack-trainer.lock';
export const OWNER_FILE_NAME = 'attack-trainer.owner';

/** Who holds a folder, as its owner file says (any field may be missing in a damaged file). */
export interface LockOwner {
  readonly pid?: number;
  readonly role?: string;
  readonly since?: string;
}

export interface FolderLock {
  readonly dataDir: string;
  release(): void;
}

export type FolderLockError =
  | { readonly code: 'held'; readonly owner: LockOwner | undefined; readonly message: string }
  | { readonly code: 'io'; readonly message: string };

export interface FolderLockOptions {
  /** What the holder is, for the refusal message of others ("attack-trainer serve", "the app"). */
  readonly role: string;
  /** How long to wait for a holder to let go (0: refuse at once). */
  readonly waitMs?: number;
}

const isBusy = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && String((e as { code: unknown }).code).startsWith('SQLITE_BUSY');

export const readLockOwner = (dataDir: string): LockOwner | undefined => {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE_NAME), 'utf8')) as unknown;
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { pid, role, since } = raw as Record<string, unknown>;
    return {
      ...(typeof pid === 'number' && Number.isInteger(pid) ? { pid } : {}),
      ...(typeof role === 'string' ? { role } : {}),
      ...(typeof since === 'string' ? { since } : {}),
    };
  } catch {
    return undefined;
  }
};

/** "process 1234 (attack-trainer serve, since …)", or "another process" when the owner file says nothing. */
export const describeOwner = (owner: LockOwner | undefined): string => {
  if (owner?.pid === undefined) return 'another process';
  const details = [owner.role, owner.since === undefined ? undefined : `since ${owner.since}`].filter((d) => d !== undefined);
  return `process ${owner.pid}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
};

export const heldMessage = (dataDir: string, owner: LockOwner | undefined): string =>
  `the data folder ${dataDir} is in use by ${describeOwner(owner)}; only one Attack Trainer may use a data folder at a time`;

/** Takes the folder's lock, or says who holds it. The folder is created if missing. */
export const acquireFolderLock = (dataDir: string, options: FolderLockOptions): Result<FolderLock, FolderLockError> => {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (e) {
    return err({ code: 'io', message: `cannot create the data folder ${dataDir}: ${e instanceof Error ? e.message : String(e)}` });
  }
  let db: Database.Database;
  try {
    db = new Database(path.join(dataDir, LOCK_FILE_NAME), { timeout: Math.max(0, options.waitMs ?? 0) });
  } catch (e) {
    return err({ code: 'io', message: `cannot open the lock file in ${dataDir}: ${e instanceof Error ? e.message : String(e)}` });
  }
  try {
    // EXCLUSIVE locking mode keeps the write lock after the first commit, until the connection closes
    // (or the process dies). The journal stays in memory: the lock file holds nothing worth saving.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = MEMORY');
    db.exec('CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER NOT NULL) STRICT');
    db.prepare('INSERT INTO holder (id, pid) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET pid = excluded.pid').run(process.pid);
  } catch (e) {
    db.close();
    if (isBusy(e)) {
      const owner = readLockOwner(dataDir);
      return err({ code: 'held', owner, message: heldMessage(dataDir, owner) });
    }
    return err({ code: 'io', message: `cannot lock the data folder ${dataDir}: ${e instanceof Error ? e.message : String(e)}` });
  }
  const ownerFile = path.join(dataDir, OWNER_FILE_NAME);
  try {
    fs.writeFileSync(ownerFile, `${JSON.stringify({ pid: process.pid, role: options.role, since: new Date().toISOString() })}\n`);
  } catch {
    // The owner file only improves another process's message; the lock itself is held.
  }
  let released = false;
  return ok({
    dataDir,
    release(): void {
      if (released) return;
      released = true;
      if (readLockOwner(dataDir)?.pid === process.pid) fs.rmSync(ownerFile, { force: true });
      db.close();
    },
  });
};
