/**
 * The strict readers' field checks, shared by the pack and progress parsers: every problem is reported
 * through `add` with its JSON path, so a parser collects them all in document order. Pure.
 */
import { hasField, type JsonRecord } from './json-object.ts';
import { pathKey } from './json-path.ts';

export type FieldIssueCode = 'unknown-field' | 'missing-field' | 'wrong-type';
export type AddIssue = (path: string, code: FieldIssueCode, message: string) => void;

/** Unknown fields and missing required ones. Absent and `undefined` are the same (JSON has no undefined). */
export function checkJsonFields(add: AddIssue, o: JsonRecord, path: string, all: readonly string[], required: readonly string[], what: string): void {
  for (const k of Object.keys(o)) {
    if (!all.includes(k)) add(pathKey(path, k), 'unknown-field', `unknown field "${k}" in ${what} (allowed: ${all.join(', ')})`);
  }
  for (const k of required) {
    if (!hasField(o, k)) add(pathKey(path, k), 'missing-field', `${what} needs "${k}"`);
  }
}

/** The array at `key`; undefined when absent (a required field is reported by checkJsonFields) or not an array. */
export function readJsonArray(add: AddIssue, o: JsonRecord, key: string, path: string): readonly unknown[] | undefined {
  if (!hasField(o, key)) return undefined;
  const v = o[key];
  if (!Array.isArray(v)) {
    add(pathKey(path, key), 'wrong-type', `"${key}" must be an array`);
    return undefined;
  }
  return v as readonly unknown[];
}
