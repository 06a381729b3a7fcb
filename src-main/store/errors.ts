/** Why a store operation failed. The store never throws for these: callers get a Result. */
import { err, type Result } from '#shared/engine/result';

export const STORE_ERROR_CODES = [
  /** The database's user_version is newer than the migrations this app ships. */
  'newer-schema',
  /** The migration files are missing, misnumbered, or one of them failed. */
  'migration',
  'not-found',
  /** A builtin pack cannot be replaced by a user import nor deleted. */
  'builtin-readonly',
  /** seedBuiltin found a user pack already holding the builtin pack's id. */
  'conflict',
  /** The input broke a rule of the schema (duplicate id, wrong type, invalid JSON...). */
  'constraint',
  /** The input could not be stored at all (a value JSON cannot represent, a bad date...). */
  'bad-input',
  'closed',
  'io',
  'corrupt',
] as const;
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

export interface StoreError {
  readonly code: StoreErrorCode;
  readonly message: string;
}

export const storeError = (code: StoreErrorCode, message: string): StoreError => ({ code, message });

export const fail = <T = never>(code: StoreErrorCode, message: string): Result<T, StoreError> => err(storeError(code, message));

/**
 * Thrown only inside a transaction body, so that better-sqlite3 rolls the transaction back; `guard`
 * turns it back into a Result before it leaves the store.
 */
export class StoreFailure extends Error {
  readonly storeError: StoreError;
  constructor(error: StoreError) {
    super(error.message);
    this.storeError = error;
  }
}

/**
 * Maps what SQLite or the file system threw to a StoreError; anything else is a bug in this code
 * and is rethrown rather than disguised as an I/O problem.
 */
export const toStoreError = (e: unknown): StoreError => {
  if (e instanceof StoreFailure) return e.storeError;
  const code = typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
  const message = e instanceof Error ? e.message : String(e);
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_CONSTRAINT')) return storeError('constraint', message);
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return storeError('corrupt', message);
    if (code.startsWith('SQLITE_') || /^E[A-Z]+$/.test(code)) return storeError('io', message);
  }
  throw e;
};
