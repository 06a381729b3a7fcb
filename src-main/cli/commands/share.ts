/**
 * `share encode FILE|-` and `share decode CODE|-`: share codes (docs/share-codes.md) from the command
 * line. Encode prints the code and a newline; decode prints the board or quiz as pretty JSON. A bad
 * input or code is exit 1 with readable lines, never a stack trace.
 */
import type { ShareError, ShareValue } from '#shared/share/index';
import { BOARD_FORMAT } from '#shared/engine/board-format';
import { BLOCK_BOARD_FORMAT } from '#shared/engine/block/block-format';
import { QUIZ_PACK_FORMAT } from '#shared/quiz/pack-format';
import type { Command, ParsedArgs } from '../command.ts';
import { EXIT_OK, InputError, UsageError } from '../errors.ts';
import { parseJsonInput, readInput } from '../input.ts';
import type { CliIo } from '../io.ts';
import { isJsonObject } from '#shared/json/json-object';

const NAME = 'share';
const SUBCOMMANDS = ['encode', 'decode'] as const;

export const shareCommand: Command = {
  name: NAME,
  summary: 'turn a board or a quiz into a short share code, and back',
  synopsis: 'share encode FILE|- | decode CODE|-',
  options: {},
  details: [
    'share encode FILE   FILE holds a board (format "attack-board/1" or "block-board/1"), one quiz (an object with board and',
    '                    question), or a quiz pack of exactly one quiz; prints its code, AT2.b.… or AT2.q.…',
    'share decode CODE   prints the board or quiz of CODE as JSON; - reads the code from standard input',
    '                    (white space and line breaks inside a pasted code are ignored)',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    const [sub, operand, ...rest] = args.positionals;
    if (sub === undefined) throw new UsageError(`missing subcommand (one of ${SUBCOMMANDS.join(', ')})`, NAME);
    if (sub !== 'encode' && sub !== 'decode') throw new UsageError(`unknown subcommand "${sub}" (one of ${SUBCOMMANDS.join(', ')})`, NAME);
    const what = sub === 'encode' ? 'FILE' : 'CODE';
    if (operand === undefined)
      throw new UsageError(`missing ${what} (${sub === 'encode' ? 'a board or quiz file' : 'a share code'}, or - for standard input)`, NAME);
    if (operand === '') throw new UsageError(`${what} is empty`, NAME);
    if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0] ?? ''}" (one ${what} only)`, NAME);
    return sub === 'encode' ? encode(operand, io) : decode(operand, io);
  },
};

/** The codec (and its compressor) is this command's alone: loaded on use, not with every command (lean CLI start). */
const loadCodec = () => import('#shared/share/index');

async function encode(file: string, io: CliIo): Promise<number> {
  const { name, text } = await readInput(file, io);
  const value = shareValue(name, parseJsonInput(name, text));
  const { encodeShare } = await loadCodec();
  const code = encodeShare(value);
  if (!code.ok) throw new InputError(...errorLines(name, code.error));
  io.stdout.write(`${code.value}\n`);
  return EXIT_OK;
}

async function decode(operand: string, io: CliIo): Promise<number> {
  const code = operand === '-' ? (await readInput('-', io)).text : operand;
  const { decodeShare } = await loadCodec();
  const decoded = decodeShare(code);
  if (!decoded.ok) throw new InputError(`${NAME} decode: ${decoded.error.message}`);
  io.stdout.write(`${JSON.stringify(decoded.value.json, null, 2)}\n`);
  return EXIT_OK;
}

const isObject = isJsonObject;

/** A board by its `format`; a pack of one quiz by its `format`; a quiz by its shape (quizzes have no format). */
function shareValue(name: string, raw: unknown): ShareValue {
  if (!isObject(raw)) throw new InputError(`${name}: expected a board or a quiz (a JSON object), not ${Array.isArray(raw) ? 'an array' : typeof raw}`);
  const format = raw.format;
  if (format === BOARD_FORMAT || format === BLOCK_BOARD_FORMAT) return { kind: 'board', board: raw };
  if (format === QUIZ_PACK_FORMAT) {
    const quizzes = raw.quizzes;
    if (Array.isArray(quizzes) && quizzes.length === 1) return { kind: 'quiz', quiz: quizzes[0] };
    const n = Array.isArray(quizzes) ? quizzes.length : 0;
    throw new InputError(`${name}: a share code carries one quiz, and this pack has ${n}; put the quiz on its own in a file`);
  }
  if (format !== undefined)
    throw new InputError(`${name}: format ${JSON.stringify(format)} is not "${BOARD_FORMAT}", "${BLOCK_BOARD_FORMAT}" nor "${QUIZ_PACK_FORMAT}"`);
  if ('question' in raw || 'prompt' in raw) return { kind: 'quiz', quiz: raw };
  throw new InputError(`${name}: not a board (no "format": "${BOARD_FORMAT}") nor a quiz (no "question")`);
}

/** One line per problem, `name: path: message`, as the other commands print board errors. */
function errorLines(name: string, e: ShareError): string[] {
  const issues = e.issues ?? [];
  if (issues.length === 0) return [`${name}: ${e.message}`];
  return issues.map((i) => `${name}: ${i.path === '' ? '' : `${i.path}: `}${i.message}`);
}
