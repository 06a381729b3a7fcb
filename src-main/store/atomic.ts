/**
 * One read-modify-write as one IMMEDIATE transaction. IMMEDIATE takes SQLite's write
 * lock before the first read, so a second process (or connection) that wants to change the same data
 * waits for this one to commit (up to better-sqlite3's busy timeout, 5 s) instead of reading the old
 * state and overwriting this commit with it. Store calls made inside `fn` join the transaction (as
 * savepoints), so they need no change.
 */
import type { Database } from 'better-sqlite3';
import { err, ok, type Result } from '#shared/engine/result';
import { toStoreError, type StoreError } from './errors.ts';

/** Carries a failed result out of the transaction body, so that better-sqlite3 rolls it back. */
class Rollback {
  constructor(readonly result: unknown) {}
}

/**
 * Runs `fn` in one IMMEDIATE transaction and gives back its result. A result with `ok: false` rolls
 * everything `fn` wrote back; the outer Result fails only when the transaction itself could not run
 * (the database busy past the timeout, closed, or failing).
 */
export const runAtomically = <R extends { readonly ok: boolean }>(db: Database, fn: () => R): Result<R, StoreError> => {
  if (!db.open) return err({ code: 'closed', message: 'the store is closed' });
  const tx = db.transaction((): R => {
    const result = fn();
    if (!result.ok) throw new Rollback(result);
    return result;
  });
  try {
    return ok(tx.immediate());
  } catch (e) {
    if (e instanceof Rollback) return ok(e.result as R);
    return err(toStoreError(e));
  }
};
