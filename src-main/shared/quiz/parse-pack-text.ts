/**
 * A quiz pack file's text → QuizPack: the size limit first (before any parsing work), then JSON
 * syntax with line and column, then `parseQuizPack`.
 */
import { err, type Result } from '#shared/engine/index';
// The CLI's JSON syntax locator is pure (no node imports) and is the project's one implementation.
import { lineColumn, parseJsonText } from '#shared/json/json-syntax';
import { parseQuizPack } from './parse-pack.ts';
import type { QuizPack, QuizPackError } from './pack-model.ts';
import { QUIZ_PACK_LIMITS } from './pack-format.ts';

/** UTF-8 length of a string, counting a lone surrogate as the 3 bytes of U+FFFD (as encoders write it). */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

/**
 * The offset where `text` first nests deeper than `max` arrays and objects, or -1. One pass, no
 * recursion, strings skipped: run before JSON.parse so that nothing downstream (JSON.stringify, the
 * board's canonical form, a recursive walk) meets a value deep enough to overflow the stack.
 */
export function findTooDeep(text: string, max: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string: to the next quote that no backslash escapes.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return -1;
}

const formatMegabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function parseQuizPackText(text: string): Result<QuizPack, QuizPackError[]> {
  const max = QUIZ_PACK_LIMITS.maxBytes;
  // Every UTF-16 unit is at least one UTF-8 byte and at most three: most texts are decided without counting.
  const tooLarge = text.length > max || (text.length * 3 > max && utf8Length(text) > max);
  if (tooLarge) {
    const size = utf8Length(text);
    return err([
      {
        path: '',
        code: 'too-large',
        message: `this file is ${formatMegabytes(size)} (${size.toLocaleString('en-US')} bytes); a quiz pack file is at most ${formatMegabytes(max)} (${max.toLocaleString('en-US')} bytes) of JSON: split it into several packs`,
      },
    ]);
  }
  const deep = findTooDeep(text, QUIZ_PACK_LIMITS.maxDepth);
  if (deep >= 0) {
    const { line, column } = lineColumn(text, deep);
    return err([
      { path: '', code: 'too-deep', message: `JSON nested deeper than ${QUIZ_PACK_LIMITS.maxDepth} levels at line ${line}, column ${column}`, line, column },
    ]);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    const { line, column, reason } = parsed.error;
    return err([{ path: '', code: 'bad-json', message: `not valid JSON at line ${line}, column ${column}: ${reason}`, line, column }]);
  }
  return parseQuizPack(parsed.value);
}
