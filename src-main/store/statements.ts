/**
 * The two helpers every part of the store shares: statements prepared once per distinct SQL text and
 * reused (bound parameters only), and a guard that turns a closed store or a thrown SQLite error into a
 * StoreError value, so no store method throws.
 */
import type { Database, Statement } from 'better-sqlite3';
import { err, ok, type Result } from '#shared/engine/result';
import { fail, toStoreError, type StoreError } from './errors.ts';

export type StatementCache = (text: string) => Statement;

export function makeStatementCache(db: Database): StatementCache {
  const statements = new Map<string, Statement>();
  return (text) => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
}

export type StoreGuard = <T>(fn: () => T) => Result<T, StoreError>;

export function makeStoreGuard(db: Database): StoreGuard {
  return <T>(fn: () => T): Result<T, StoreError> => {
    if (!db.open) return fail('closed', 'the store is closed');
    try {
      return ok(fn());
    } catch (e) {
      return err(toStoreError(e));
    }
  };
}
