/**
 * Small JSON values the service reads back from the store, checked on read: the database file can be
 * edited or written by another version of the app, so a stored value is input like any other.
 */
import type { JsonObject, JsonValue } from '#shared/quiz/index';
import { isJsonObject } from '#shared/json/json-object';
import { apiErr, apiOk } from './errors.ts';
import type { ApiResult } from '#main/contract/api-result';

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
