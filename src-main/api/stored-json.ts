/**
 * Small JSON values the service reads back from the store, checked on read: the database file can be
 * edited or written by another version of the app, so a stored value is input like any other.
 */
import type { JsonObject, JsonValue } from '../quiz/index.ts';
import { isJsonObject } from '../json/json-object.ts';
import { apiErr, apiOk } from './errors.ts';
import type { ApiResult } from './trainer-api.ts';


/** A stored pack's JSON text as an object (`storage` when it is not JSON or not an object). */
export const parseStoredPackObject = (packId: string, text: string): ApiResult<JsonObject> => {
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch {
    return apiErr('storage', `the stored pack ${packId} is not valid JSON`);
  }
  return isJsonObject(value) ? apiOk(value) : apiErr('storage', `the stored pack ${packId} is not a JSON object`);
};

/**
 * A quiz's stored tag list. Lenient on purpose: the CSV export is the learner's own record, and a tag
 * column that is not a list of strings must not keep every attempt from being exported; it reads as
 * no tags (only strings are kept).
 */
export const storedTags = (text: string): readonly string[] => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
};
