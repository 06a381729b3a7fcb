/**
 * One owner per data folder: two processes that both serve a learner interleave their
 * read-modify-writes and lose saves (docs/security.md). The browser host and the Electron app hold the
 * folder's lock for as long as they run; a second one is told which process holds it and exits (rather
 * than opening read-only, which would look like it works and fail on the first answer); the CLI's
 * write commands take it for the length of the command, waiting a few seconds for it first.
 *
 * The lock is a small SQLite file held in EXCLUSIVE locking mode: SQLite's file locks are the
 * operating system's (POSIX advisory locks, LockFileEx on Windows), which die with their process, so
 * a host killed with SIGKILL leaves no stale lock behind, and two processes starting at once cannot
 * both win. A holder cannot be asked who it is through the locked file, so it also writes its pid,
 * its role and its start time beside it (`attack-trainer.owner`), for the message of whoever is refused.
 *
 * Two things a user (or a cleaning tool) can do to the folder are survived: a lock file that is not a
 * lock (garbage, a file of the same name from elsewhere) is set aside and replaced, with a message; a
 * lock file deleted under a running holder would let a second process lock a new file of the same
 * name, so whoever takes the lock also reads the owner file and steps back when it names another
 * process that still runs — the same pid *and* the same process start time (process-start.ts), so a
 * later process given a dead holder's pid is not mistaken for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { err, ok, type Result } from '#shared/engine/result';
import { isSameLiveProcess, processStartMs } from './process-start.ts';

export const LOCK_FILE_NAME = 'attack-trainer.lock';
export const OWNER_FILE_NAME = 'attack-trainer.owner';

/** Who holds a folder, as its owner file says (any field may be missing in a damaged file). */
export interface LockOwner {
  readonly pid?: number;
  readonly role?: string;
  readonly since?: string;
  /** The holder process's start, ms since the epoch (Linux; process-start.ts). */
  readonly started?: number;
}

export interface FolderLock {
  readonly dataDir: string;
  /** What was repaired on the way (a lock file that was not a lock), for the user; usually empty. */
  readonly notices: readonly string[];
  release(): void;
}

export type FolderLockError =
  { readonly code: 'held'; readonly owner: LockOwner | undefined; readonly message: string } | { readonly code: 'io'; readonly message: string };

export interface FolderLockOptions {
  /** What the holder is, for the refusal message of others ("attack-trainer serve", "the app"). */
  readonly role: string;
  /** How long to wait for a holder to let go (0: refuse at once). */
  readonly waitMs?: number;
}

const isBusy = (e: unknown): boolean => typeof e === 'object' && e !== null && 'code' in e && String((e as { code: unknown }).code).startsWith('SQLITE_BUSY');

const readLockOwner = (dataDir: string): LockOwner | undefined => {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE_NAME), 'utf8')) as unknown;
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { pid, role, since, started } = raw as Record<string, unknown>;
    return {
      ...(typeof pid === 'number' && Number.isInteger(pid) ? { pid } : {}),
      ...(typeof role === 'string' ? { role } : {}),
      ...(typeof since === 'string' ? { since } : {}),
      ...(typeof started === 'number' && Number.isFinite(started) ? { started } : {}),
    };
  } catch {
    return undefined;
  }
};

/** "process 1234 (attack-trainer serve, since …)", or "another process" when the owner file says nothing. */
const describeOwner = (owner: LockOwner | undefined): string => {
  if (owner?.pid === undefined) return 'another process';
  const details = [owner.role, owner.since === undefined ? undefined : `since ${owner.since}`].filter((d) => d !== undefined);
  return `process ${owner.pid}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
};

const heldMessage = (dataDir: string, owner: LockOwner | undefined): string =>
  `the data folder ${dataDir} is in use by ${describeOwner(owner)}; only one Attack Trainer may use a data folder at a time`;

const isNotALock = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && ['SQLITE_NOTADB', 'SQLITE_CORRUPT'].includes(String((e as { code: unknown }).code));

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

type Attempt = { readonly ok: true; readonly db: Database.Database } | { readonly ok: false; readonly error: unknown };

/** Opens the lock file and takes SQLite's exclusive lock on it. */
const lockFile = (file: string, waitMs: number): Attempt => {
  let db: Database.Database;
  try {
    db = new Database(file, { timeout: Math.max(0, waitMs) });
  } catch (e) {
    return { ok: false, error: e };
  }
  try {
    // EXCLUSIVE locking mode keeps the write lock after the first commit, until the connection closes
    // (or the process dies). The journal stays in memory: the lock file holds nothing worth saving.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = MEMORY');
    db.exec('CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER NOT NULL) STRICT');
    db.prepare('INSERT INTO holder (id, pid) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET pid = excluded.pid').run(process.pid);
    return { ok: true, db };
  } catch (e) {
    db.close();
    return { ok: false, error: e };
  }
};

/** Takes the folder's lock, or says who holds it. The folder is created if missing. */
export const acquireFolderLock = (dataDir: string, options: FolderLockOptions): Result<FolderLock, FolderLockError> => {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (e) {
    return err({ code: 'io', message: `cannot create the data folder ${dataDir}: ${message(e)}` });
  }
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const notices: string[] = [];
  let attempt = lockFile(file, options.waitMs ?? 0);
  if (!attempt.ok && isNotALock(attempt.error)) {
    // Not a lock at all (a lock is a SQLite file): nobody can be holding it. Set aside, never deleted.
    const aside = `${file}.not-a-lock-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    try {
      fs.renameSync(file, aside);
    } catch (e) {
      return err({ code: 'io', message: `the lock file ${file} is not a lock file and cannot be set aside (${message(e)}); remove it by hand` });
    }
    notices.push(`the lock file ${file} was not a lock file (${message(attempt.error)}); it was set aside as ${path.basename(aside)} and replaced`);
    attempt = lockFile(file, options.waitMs ?? 0);
  }
  if (!attempt.ok) {
    if (isBusy(attempt.error)) {
      const owner = readLockOwner(dataDir);
      return err({ code: 'held', owner, message: heldMessage(dataDir, owner) });
    }
    return err({ code: 'io', message: `cannot lock the data folder ${dataDir}: ${message(attempt.error)}` });
  }
  const db = attempt.db;
  // The lock file may have been deleted under a running holder, which then holds a file nobody else
  // can open: its owner file still names it. A holder that still runs keeps the folder.
  const previous = readLockOwner(dataDir);
  if (previous?.pid !== undefined && previous.pid !== process.pid && isSameLiveProcess(previous.pid, previous.started)) {
    db.close();
    return err({ code: 'held', owner: previous, message: heldMessage(dataDir, previous) });
  }
  const ownerFile = path.join(dataDir, OWNER_FILE_NAME);
  try {
    const started = processStartMs(process.pid);
    fs.writeFileSync(
      ownerFile,
      `${JSON.stringify({ pid: process.pid, role: options.role, since: new Date().toISOString(), ...(started === undefined ? {} : { started }) })}\n`,
    );
  } catch {
    // The owner file only improves another process's message; the lock itself is held.
  }
  let released = false;
  return ok({
    dataDir,
    notices,
    release(): void {
      if (released) return;
      released = true;
      if (readLockOwner(dataDir)?.pid === process.pid) fs.rmSync(ownerFile, { force: true });
      db.close();
    },
  });
};
