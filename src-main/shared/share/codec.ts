/**
 * Share codes: `AT2.<kind>.<payload>`, payload = base64url (no padding) of raw DEFLATE (level 9, with
 * the preset dictionary of dictionary-v2.ts) of the UTF-8 canonical JSON of a board or a quiz; `AT1.`
 * codes (the same without the dictionary) are still read (docs/share-codes.md). Both directions
 * validate, so a code never carries, and decoding never hands on, a board the engine would refuse.
 */
import { deflateSync, Inflate } from 'fflate';
import { parseBoard } from '#shared/engine/parse-board';
import { parseBlockBoard } from '#shared/engine/block/parse-board';
import { BLOCK_BOARD_FORMAT } from '#shared/engine/block/block-format';
import { err, ok, type Result } from '#shared/engine/result';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { makeQuiz } from '#shared/quiz/make-pack';
import { parseQuiz } from '#shared/quiz/parse-pack';
import type { JsonObject } from '#shared/quiz/pack-model';
// The CLI's JSON syntax locator is pure (no node imports) and is the project's one implementation.
import { parseJsonText } from '#shared/json/json-syntax';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import {
  KIND_LETTERS,
  READ_VERSIONS,
  SHARE_LIMITS,
  SHARE_PREFIX,
  SHARE_VERSION,
  type ShareError,
  type ShareIssue,
  type ShareKind,
  type ShareVersion,
} from './share-format.ts';
import { DICTIONARY_V2_TEXT } from './dictionary-v2.ts';

/** The preset dictionary of each version (none for version 1). */
const DICTIONARIES: Readonly<Record<ShareVersion, Uint8Array | undefined>> = { 1: undefined, 2: new TextEncoder().encode(DICTIONARY_V2_TEXT) };

export type ShareValue = { readonly kind: 'board'; readonly board: unknown } | { readonly kind: 'quiz'; readonly quiz: unknown };

export interface DecodedShare {
  readonly kind: ShareKind;
  /** The board or quiz as canonical JSON (quiz/board-json.ts key order; a quiz as makeQuiz writes it). */
  readonly json: JsonObject;
}

const fail = (code: ShareError['code'], message: string, extra: Partial<ShareError> = {}): Result<never, ShareError> => err({ code, message, ...extra });

/** The value validated and in canonical form, or every problem with its path. */
export function canonicalShareJson(kind: ShareKind, value: unknown): Result<JsonObject, ShareError> {
  if (kind === 'board') {
    // The board's own format decides its reader: attack-board/1, or block-board/1 (docs/block-board-v1.md).
    const isBlock = typeof value === 'object' && value !== null && (value as { format?: unknown }).format === BLOCK_BOARD_FORMAT;
    const parsed = isBlock ? parseBlockBoard(value) : parseBoard(value);
    if (!parsed.ok) return invalid('invalid-board', 'the board', parsed.error);
    return ok(canonicalBoardJson(value));
  }
  const parsed = parseQuiz(value);
  if (!parsed.ok) return invalid('invalid-quiz', 'the quiz', parsed.error);
  return ok(makeQuiz(parsed.value));
}

function invalid(code: 'invalid-board' | 'invalid-quiz', what: string, issues: readonly ShareIssue[]): Result<never, ShareError> {
  const list = issues.map((i) => ({ path: i.path, message: i.message }));
  const first = list[0];
  const where =
    first === undefined ? '' : `: ${first.path === '' ? '' : `${first.path}: `}${first.message}${list.length > 1 ? ` (and ${list.length - 1} more)` : ''}`;
  return fail(code, `${what} is not valid${where}`, { issues: list });
}

export function encodeShare(value: ShareValue): Result<string, ShareError> {
  const canonical = canonicalShareJson(value.kind, value.kind === 'board' ? value.board : value.quiz);
  if (!canonical.ok) return canonical;
  const bytes = new TextEncoder().encode(JSON.stringify(canonical.value));
  // A code we write must be one we read back: the same limit both ways.
  if (bytes.length > SHARE_LIMITS.maxJsonBytes) {
    return fail('too-large', `the ${value.kind} is ${bytes.length} bytes of JSON; a share code carries at most ${SHARE_LIMITS.maxJsonBytes}`);
  }
  const payload = encodeBase64Url(deflateSync(bytes, { level: 9, dictionary: DICTIONARIES[SHARE_VERSION]! }));
  return ok(`${SHARE_PREFIX}${SHARE_VERSION}.${KIND_LETTERS[value.kind]}.${payload}`);
}

const NOT_OURS = `not an Attack Trainer share code (it should start with ${SHARE_PREFIX}${SHARE_VERSION}.)`;
const READABLE = READ_VERSIONS.join(' and ');

export function decodeShare(code: string): Result<DecodedShare, ShareError> {
  if (code.length > SHARE_LIMITS.maxCodeChars) {
    return fail('too-large', `the code is ${code.length} characters long; no share code is longer than ${SHARE_LIMITS.maxCodeChars}`);
  }
  // Mail and chat wrap long lines: white space anywhere in a pasted code is not part of it.
  const text = code.replace(/\s+/g, '');
  if (text === '') return fail('empty', 'the share code is empty');

  const header = /^([A-Za-z]+)([0-9]*)\.([^.]*)\.(.*)$/.exec(text);
  if (header === null || header[1] !== SHARE_PREFIX || header[2] === '') return fail('bad-prefix', NOT_OURS);
  const [, , version, letter, payload] = header as unknown as [string, string, string, string, string];
  const known = READ_VERSIONS.find((v) => String(v) === version);
  if (known === undefined) {
    return fail('unknown-version', `this is a version ${version} share code; this app reads versions ${READABLE} (update the app to open it)`);
  }
  const dictionary = DICTIONARIES[known];
  const kind = (Object.keys(KIND_LETTERS) as ShareKind[]).find((k) => KIND_LETTERS[k] === letter);
  if (kind === undefined) {
    return fail('unknown-kind', `unknown kind "${letter}" in the share code (b for a board, q for a quiz)`);
  }

  if (payload === '') return fail('corrupt', 'the share code is damaged: it has no data after its kind');
  const bytes = decodeBase64Url(payload);
  if (!(bytes instanceof Uint8Array)) return fail('bad-base64', `the share code is damaged: ${bytes.reason} at payload character ${bytes.offset + 1}`);

  const inflated = boundedInflate(bytes, SHARE_LIMITS.maxJsonBytes, dictionary);
  if (inflated === 'too-large') return fail('too-large', `the share code unpacks to more than ${SHARE_LIMITS.maxJsonBytes} bytes; refused`);
  if (inflated === 'corrupt') return fail('corrupt', 'the share code is damaged: its data does not unpack (was it cut short or mistyped?)');
  // Canonical codes only (docs/share-codes.md): bytes after the end of the DEFLATE stream would give
  // one share many codes. The final block ends inside the last byte; if the stream is already
  // complete without that byte, the code carries trailing data.
  if (bytes.length > 1 && boundedInflate(bytes.subarray(0, bytes.length - 1), SHARE_LIMITS.maxJsonBytes, dictionary) instanceof Uint8Array) {
    return fail('corrupt', 'the share code is damaged: it has extra data after its end');
  }

  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return fail('corrupt', 'the share code is damaged: its data is not UTF-8 text');
  }
  const parsed = parseJsonText(json);
  if (!parsed.ok) {
    const { line, column, reason } = parsed.error;
    return fail('bad-json', `the share code holds invalid JSON at line ${line} column ${column}: ${reason}`, { line, column });
  }
  const canonical = canonicalShareJson(kind, parsed.value);
  return canonical.ok ? ok({ kind, json: canonical.value }) : canonical;
}

/**
 * Inflate at most `max` bytes. The compressed data goes in small chunks, so one step can produce at
 * most ~1 KB × DEFLATE's 1032:1 ratio before the running total is checked: a bomb is stopped after
 * about `max` bytes of work, never inflated in full.
 */
function boundedInflate(data: Uint8Array, max: number, dictionary: Uint8Array | undefined): Uint8Array | 'corrupt' | 'too-large' {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  let ended = false;
  const inflater = new Inflate(dictionary === undefined ? {} : { dictionary }, (chunk, final) => {
    total += chunk.length;
    if (total > max) {
      over = true;
      throw new Error('too large');
    }
    chunks.push(chunk);
    if (final) ended = true;
  });
  const step = SHARE_LIMITS.inflateChunkBytes;
  try {
    for (let i = 0; i < data.length && !over; i += step) inflater.push(data.subarray(i, i + step), i + step >= data.length);
  } catch {
    return over ? 'too-large' : 'corrupt';
  }
  if (over) return 'too-large';
  if (!ended) return 'corrupt';
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
