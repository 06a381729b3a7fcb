/**
 * Checks and conversions every part of the store shares: a thrown StoreFailure becomes the method's
 * StoreError (statements.ts's guard), JSON and ISO time text for the columns, and the `bad-input`
 * checks of records that arrive over IPC.
 */
import { StoreFailure, storeError, type StoreErrorCode } from './errors.ts';

export const failure = (code: StoreErrorCode, message: string): never => {
  throw new StoreFailure(storeError(code, message));
};

/** JSON text for a value, or `bad-input`: undefined, functions, cycles and BigInts have none. */
export const toJson = (value: unknown, what: string): string => {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (e) {
    return failure('bad-input', `${what} is not JSON-representable: ${e instanceof Error ? e.message : String(e)}`);
  }
  return json === undefined ? failure('bad-input', `${what} is not JSON-representable`) : json;
};

/**
 * Times are stored as ISO 8601 UTC text with milliseconds, one fixed width, so text order is time order
 * and the created_at / due indexes serve range queries.
 */
export const toIso = (value: Date | string, what: string): string => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? failure('bad-input', `${what} is not a valid date: ${String(value)}`) : date.toISOString();
};

export const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Tags are a set: the first occurrence of each is kept, so per-tag stats never count a quiz twice. */
export const tagSet = (tags: unknown, quizId: string): string[] => {
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) {
    return failure('bad-input', `quiz ${quizId}: tags must be an array of strings`);
  }
  return [...new Set(tags as string[])];
};

/**
 * The records arrive over IPC from code that TypeScript cannot vouch for at run time; a field of the
 * wrong kind would make better-sqlite3 throw while binding, so it is refused here as `bad-input`.
 */
export const requireFields = (record: object, strings: readonly string[], numbers: readonly string[], what: string): void => {
  const fields = record as Record<string, unknown>;
  for (const key of strings) if (typeof fields[key] !== 'string') failure('bad-input', `${what}: ${key} must be a string`);
  for (const key of numbers) if (!Number.isFinite(fields[key])) failure('bad-input', `${what}: ${key} must be a finite number`);
};

export const requireLimit = (limit: number): void => {
  if (!Number.isSafeInteger(limit) || limit < 0) failure('bad-input', `limit must be a non-negative integer, not ${limit}`);
};
