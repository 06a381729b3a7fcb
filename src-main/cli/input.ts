/** Reading a board from FILE or standard input, with every failure one readable line (exit 1). */
import { capIssues } from '#main/api/errors';
import { readFile } from 'node:fs/promises';
import { parseBoard, type Board, type BoardError, type EngineError } from '#shared/engine/index';
import { InputError } from './errors.ts';
import { readAllBytes, type CliIo } from './io.ts';
import { parseJsonText } from '#shared/json/json-syntax';

export interface InputText {
  /** How messages name the input: the path as given, or `<stdin>`. */
  readonly name: string;
  readonly text: string;
}

export const STDIN_NAME = '<stdin>';

/**
 * The input as text. Bytes that are not UTF-8 are refused, as in share codes: decoding
 * them leniently would turn each into U+FFFD and import a silently altered pack or board.
 */
export async function readInput(file: string, io: CliIo): Promise<InputText> {
  if (file === '-') return { name: STDIN_NAME, text: decodeUtf8(STDIN_NAME, await readAllBytes(io.stdin)) };
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (e) {
    throw new InputError(`${file}: ${describeFsError(e)}`);
  }
  return { name: file, text: decodeUtf8(file, bytes) };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeUtf8(name: string, bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new InputError(`${name}: the file is not UTF-8 text (JSON files are UTF-8)`);
  }
}

function describeFsError(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory, not a board file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return `cannot read file${code ? ` (${code})` : ''}`;
  }
}

/** `board.json: invalid JSON at line L column C: reason`, or the parsed value. */
export function parseJsonInput(name: string, text: string): unknown {
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed.value;
  const { line, column, reason } = parsed.error;
  throw new InputError(`${name}: invalid JSON at line ${line} column ${column}: ${reason}`);
}

/** `path: message`, the root of the board being the empty path. */
export function formatBoardError(e: Pick<BoardError, 'path' | 'message'>): string {
  return e.path === '' ? e.message : `${e.path}: ${e.message}`;
}

/** Validate a parsed JSON value as a board; errors become one line each, `name: path: message`. */
export function boardFromJson(name: string, raw: unknown): Board {
  const parsed = parseBoard(raw);
  if (parsed.ok) return parsed.value;
  const errors = parsed.error.length > 0 ? parsed.error : [{ path: '', message: 'invalid board' }];
  // The first MAX_ISSUES lines and a count: a board can hold any number of errors, and spreading
  // them all into a call overflowed the stack.
  const lines = capIssues(errors.map((e) => ({ path: e.path, message: e.message }))).map((e) => `${name}: ${formatBoardError(e)}`);
  throw new InputError(...lines);
}

/** Why the engine gave no answer, without the path (spec: heavy boards answer `too-large`). */
export function engineErrorMessage(e: EngineError): string {
  return e.code === 'too-large' ? `too large to answer within the engine's limits: ${e.message}` : e.message;
}

/** `name: [path: ]message` for an engine refusal. */
export function describeEngineError(name: string, e: EngineError): string {
  return `${name}: ${e.path ? `${e.path}: ` : ''}${engineErrorMessage(e)}`;
}
