/**
 * The first question every reader of parsed JSON asks: is this value an object (not null, not an
 * array)? One definition for the pack, progress, share and stored-value readers. Pure. (The engine keeps
 * its own copy in engine/board-readers.ts: it imports nothing outside itself.)
 */

/** A parsed JSON object, read-only: readers never change their input. */
export type JsonRecord = Readonly<Record<string, unknown>>;

export const isJsonObject = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Own properties only, absent and `undefined` alike: `{}` must not appear to have a `constructor` field. */
export const hasField = (o: JsonRecord, key: string): boolean => Object.hasOwn(o, key) && o[key] !== undefined;
