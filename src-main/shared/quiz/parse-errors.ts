/**
 * The strict readers a quiz pack is parsed with: an error list capped at QUIZ_PACK_LIMITS (every error
 * with its JSON path), and typed field readers that report a wrong type, an empty or too long string.
 */
import type { QuizPackError } from './pack-model.ts';
import { ID_PATTERN, QUIZ_PACK_LIMITS } from './pack-format.ts';
import { isJsonObject, hasField, type JsonRecord } from '#shared/json/json-object';
import { checkJsonFields, readJsonArray } from '#shared/json/json-fields';
import { pathKey } from './path.ts';

export type Obj = JsonRecord;

/**
 * Collects errors in document order, keeping the first QUIZ_PACK_LIMITS.maxReportedErrors and counting
 * the rest (a pack with 400,000 duplicate tags would otherwise make an answer of tens of megabytes, and
 * spreading such a list overflows the stack). Paths and messages are clipped: they can quote a key or value of any length.
 */
export class Errors {
  readonly #kept: QuizPackError[] = [];
  #dropped = 0;
  add(path: string, code: QuizPackError['code'], message: string, extra: Partial<QuizPackError> = {}): void {
    if (this.#kept.length >= QUIZ_PACK_LIMITS.maxReportedErrors) {
      this.#dropped++;
      return;
    }
    this.#kept.push({ path: clipText(path), code, message: clipText(message), ...extra });
  }
  /** Every error found, listed or not (the parsers compare counts to see whether a part failed). */
  get count(): number {
    return this.#kept.length + this.#dropped;
  }
  /** The listed errors, and one more saying how many were left out. */
  get list(): QuizPackError[] {
    if (this.#dropped === 0) return [...this.#kept];
    const { maxReportedErrors } = QUIZ_PACK_LIMITS;
    return [
      ...this.#kept,
      { path: '', code: 'too-many-errors', message: `and ${this.#dropped} more problems (only the first ${maxReportedErrors} are listed)` },
    ];
  }
}

/** A path or message cut to QUIZ_PACK_LIMITS.maxErrorText characters, with "…" where it was cut. */
const clipText = (text: string): string => {
  const max = QUIZ_PACK_LIMITS.maxErrorText;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
};

export const has = hasField;

export function asObject(e: Errors, raw: unknown, path: string, what: string): Obj | undefined {
  if (!isJsonObject(raw)) {
    e.add(path, 'not-object', `${what} must be a JSON object`);
    return undefined;
  }
  return raw;
}

/** Unknown fields and missing required ones (the shared strict reader, json-fields.ts). */
export function checkFields(e: Errors, o: Obj, path: string, all: readonly string[], required: readonly string[], what: string): void {
  checkJsonFields((p, code, message) => e.add(p, code, message), o, path, all, required, what);
}

export interface StringRule {
  /** Default true: '' (or only spaces) is refused. */
  readonly nonEmpty?: boolean;
  readonly id?: boolean;
  /** Default false: at most maxShortTextChars; true: at most maxLongTextChars (prose). */
  readonly long?: boolean;
}

export function readString(e: Errors, o: Obj, key: string, path: string, rule: StringRule = {}): string | undefined {
  if (!has(o, key)) return undefined; // reported by checkFields when required
  const v = o[key];
  const p = pathKey(path, key);
  if (typeof v !== 'string') {
    e.add(p, 'wrong-type', `"${key}" must be a string`);
    return undefined;
  }
  if (rule.id === true) {
    if (!ID_PATTERN.test(v)) {
      e.add(p, 'bad-id', `"${key}" must be 1–100 letters, digits, '.', '_', ':' or '-', starting with a letter or digit`);
      return undefined;
    }
  } else if ((rule.nonEmpty ?? true) && v.trim() === '') {
    e.add(p, 'empty', `"${key}" must not be empty`);
    return undefined;
  }
  const max = rule.long === true ? QUIZ_PACK_LIMITS.maxLongTextChars : QUIZ_PACK_LIMITS.maxShortTextChars;
  if (v.length > max) {
    e.add(p, 'too-long', `"${key}" is at most ${max} characters (this one has ${v.length})`);
    return undefined;
  }
  return v;
}

export function readBoolean(e: Errors, o: Obj, key: string, path: string): boolean | undefined {
  if (!has(o, key)) return undefined;
  const v = o[key];
  if (typeof v !== 'boolean') {
    e.add(pathKey(path, key), 'wrong-type', `"${key}" must be true or false`);
    return undefined;
  }
  return v;
}

export function readArray(e: Errors, o: Obj, key: string, path: string): readonly unknown[] | undefined {
  return readJsonArray((p, code, message) => e.add(p, code, message), o, key, path);
}
