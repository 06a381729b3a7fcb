/**
 * `legal FILE|-`: the legal set of spec §3 as one JSON line, canonical order (§5).
 * With --jsonl, one board per input line and one result per output line, in the same order.
 */
import { countLegal, legalBreakdown, legalSet, parseBoard, type Board, type Declaration, type EngineError, type LegalBreakdown } from '#shared/engine/index';
import { fileOperand, flag, nonNegativeIntegerOption, positiveIntegerOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { CLI_ENGINE_BUDGET } from '../engine-budget.ts';
import { EXIT_INPUT, EXIT_OK, InputError, UsageError } from '../errors.ts';
import { boardFromJson, engineErrorMessage, parseJsonInput, readInput } from '../input.ts';
import { answerBlockBoard, blockBoardFromJson, isBlockBoardJson } from '../block-board.ts';
import { parseBlockBoard } from '#shared/engine/block/index';
import type { CliIo } from '../io.ts';
import { parseJsonText } from '#shared/json/json-syntax';
import { countToJson, jsonLine } from '../output.ts';

/** Sets up to this size are listed in full; a bigger one needs --limit or --count. */
export const LIST_CAP = 100_000;

interface Mode {
  readonly count: boolean;
  readonly limit: number | undefined;
  readonly attackers: number | undefined;
  readonly breakdown: boolean;
  /** Block boards: only declarations with exactly this many blocking creatures. */
  readonly blockers: number | undefined;
}

/** LegalBreakdown with each count as countToJson gives it (a number while exact, else a string). */
type JsonCount = number | string;
interface BreakdownOutput {
  readonly count: JsonCount;
  readonly bySize: readonly { readonly attackers: number; readonly count: JsonCount }[];
  readonly byCreature: readonly {
    readonly creatureId: string;
    readonly byDefender: readonly { readonly defenderId: string; readonly count: JsonCount }[];
    readonly noAttack: JsonCount;
  }[];
}

type LegalOutput =
  | BreakdownOutput
  | { readonly count: number | string }
  | { readonly legal: readonly Declaration[]; readonly count: number | string; readonly complete?: false };

/** A failure about one whole board: `path` is a JSON path inside it, "" for the board as a whole. */
interface LineError {
  readonly path: string;
  readonly message: string;
  readonly more?: readonly { readonly path: string; readonly message: string }[];
}

type Answer = { readonly ok: true; readonly value: LegalOutput | object } | { readonly ok: false; readonly error: LineError };

export const legalCommand: Command = {
  name: 'legal',
  summary: 'list the legal attack or block declarations of a board (JSON)',
  synopsis: 'legal FILE|- [--count | --limit N | --breakdown] [--attackers K | --blockers K] [--jsonl]',
  options: {
    count: { type: 'boolean', help: 'print only {"count":N}' },
    limit: { type: 'string', valueName: 'N', help: 'list at most the first N declarations (canonical order)' },
    attackers: { type: 'string', valueName: 'K', help: 'only the declarations with exactly K attackers (count too)' },
    blockers: { type: 'string', valueName: 'K', help: 'block boards: only the declarations with exactly K blocking creatures' },
    breakdown: { type: 'boolean', help: 'print exact counts by number of attackers and by creature and defender' },
    jsonl: { type: 'boolean', help: 'read one board per line, write one result per line' },
  },
  details: [
    'Prints one JSON line: {"legal":[...],"count":N}. Declarations are {"attacks":{"creature":"defender"}},',
    'fewest attackers first, then by their sorted creature=defender pairs. N is exact: a JSON number',
    `when at most 2^53-1 (${Number.MAX_SAFE_INTEGER}), otherwise a JSON string of decimal digits.`,
    'With --limit N, at most N declarations are listed; when that cuts the set, "complete":false follows.',
    `A set of more than ${LIST_CAP} declarations is not listed without --limit (exit 1): use --limit or --count.`,
    'With --attackers K, only the declarations with exactly K attackers are listed and counted.',
    'With --breakdown, one line {"count":N,"bySize":[{"attackers":K,"count":N}...],"byCreature":[{"creatureId":C,',
    '"byDefender":[{"defenderId":D,"count":N}...],"noAttack":N}...]}: the set summarized without listing it.',
    '',
    'With --jsonl every input line gets exactly one output line. A line that cannot be answered (invalid',
    'JSON, invalid board, empty line, too large) gets {"error":{"path":P,"message":M}} where P is the JSON',
    'path inside that board ("" for the line as a whole); the run goes on, and exits 1 if any line failed.',
    '',
    'A board whose "format" is "block-board/1" gets its legal block declarations (docs/block-board-v1.md):',
    '{"legal":[{"blocks":{"blocker":"attacker","wall":["a1","a2"]}}],"count":N}, fewest blocking creatures',
    'first; --blockers K, --count, --limit and --breakdown (bySize by "blockers", byCreature with',
    '"byAttacker" and "noBlock") work as for attack boards. Both kinds may be mixed in --jsonl input.',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    const file = fileOperand(legalCommand, args);
    const mode: Mode = {
      count: flag(args, 'count'),
      limit: positiveIntegerOption(legalCommand, args, 'limit'),
      attackers: nonNegativeIntegerOption(legalCommand, args, 'attackers'),
      breakdown: flag(args, 'breakdown'),
      blockers: nonNegativeIntegerOption(legalCommand, args, 'blockers'),
    };
    if (mode.count && mode.limit !== undefined) throw new UsageError('--count and --limit cannot be used together', 'legal');
    if (mode.breakdown && (mode.count || mode.limit !== undefined || mode.attackers !== undefined || mode.blockers !== undefined)) {
      throw new UsageError('--breakdown cannot be used with --count, --limit, --attackers or --blockers', 'legal');
    }
    if (mode.attackers !== undefined && mode.blockers !== undefined)
      throw new UsageError('--attackers (attack boards) and --blockers (block boards) cannot be used together', 'legal');

    if (!flag(args, 'jsonl')) {
      const { name, text } = await readInput(file, io);
      const raw = parseJsonInput(name, text);
      const answer = isBlockBoardJson(raw) ? blockAnswer(blockBoardFromJson(name, raw), mode) : answerBoard(boardFromJson(name, raw), mode);
      if (!answer.ok) throw new InputError(`${name}: ${answer.error.path ? `${answer.error.path}: ` : ''}${answer.error.message}`);
      io.stdout.write(jsonLine(answer.value));
      return EXIT_OK;
    }

    const { name, text } = await readInput(file, io);
    const lines = splitLines(text);
    let failed = 0;
    for (const [index, line] of lines.entries()) {
      const answer = answerLine(line, index + 1, mode);
      if (answer.ok) {
        io.stdout.write(jsonLine(answer.value));
      } else {
        failed++;
        io.stdout.write(jsonLine({ error: answer.error }));
      }
    }
    if (failed > 0) {
      io.stderr.write(`${name}: ${failed} of ${lines.length} lines could not be answered (see their "error" results)\n`);
      return EXIT_INPUT;
    }
    return EXIT_OK;
  },
};

/** Lines of a JSONL text; a final newline ends the last line rather than starting an empty one. */
export function splitLines(text: string): string[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = body.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function answerLine(line: string, lineNumber: number, mode: Mode): Answer {
  if (line.trim() === '') return fail('', `line ${lineNumber} is empty: expected a board (one JSON object per line)`);
  const json = parseJsonText(line);
  if (!json.ok) return fail('', `invalid JSON at line ${lineNumber} column ${json.error.column}: ${json.error.reason}`);
  const parsed = isBlockBoardJson(json.value) ? parseBlockBoard(json.value) : parseBoard(json.value);
  if (!parsed.ok) {
    const [first, ...rest] = parsed.error.map((e) => ({ path: e.path, message: e.message }));
    if (first === undefined) return fail('', 'invalid board');
    return { ok: false, error: rest.length > 0 ? { ...first, more: rest } : first };
  }
  return parsed.value.format === 'block-board/1' ? blockAnswer(parsed.value, mode) : answerBoard(parsed.value, mode);
}

/** A block board (format block-board/1): --attackers is the attack side's and has no meaning here. */
function blockAnswer(board: Parameters<typeof answerBlockBoard>[0], mode: Mode): Answer {
  if (mode.attackers !== undefined) return fail('', '--attackers counts attacking creatures; for a block board use --blockers K');
  return answerBlockBoard(board, mode, LIST_CAP);
}

function fail(path: string, message: string): Answer {
  return { ok: false, error: { path, message } };
}

function engineFailure(e: EngineError): Answer {
  return fail(e.path ?? '', engineErrorMessage(e));
}

function breakdownToJson(b: LegalBreakdown): BreakdownOutput {
  return {
    count: countToJson(b.count),
    bySize: b.bySize.map((s) => ({ attackers: s.attackers, count: countToJson(s.count) })),
    byCreature: b.byCreature.map((c) => ({
      creatureId: c.creatureId,
      byDefender: c.byDefender.map((d) => ({ defenderId: d.defenderId, count: countToJson(d.count) })),
      noAttack: countToJson(c.noAttack),
    })),
  };
}

function answerBoard(board: Board, mode: Mode): Answer {
  if (mode.blockers !== undefined) return fail('', '--blockers counts blocking creatures; for an attack board use --attackers K');
  if (mode.breakdown) {
    const b = legalBreakdown(board, CLI_ENGINE_BUDGET);
    return b.ok ? { ok: true, value: breakdownToJson(b.value) } : engineFailure(b.error);
  }
  const only = mode.attackers === undefined ? {} : { attackers: mode.attackers };
  if (mode.count) {
    // The count of one size comes with a one-item listing; the whole count needs none.
    const counted = mode.attackers === undefined ? countLegal(board, CLI_ENGINE_BUDGET) : legalSet(board, { ...only, limit: 1, budget: CLI_ENGINE_BUDGET });
    return counted.ok ? { ok: true, value: { count: countToJson(counted.value.count) } } : engineFailure(counted.error);
  }
  const set = legalSet(board, { ...only, limit: mode.limit ?? LIST_CAP, budget: CLI_ENGINE_BUDGET });
  if (!set.ok) return engineFailure(set.error);
  const { legal, count, complete } = set.value;
  if (!complete && mode.limit === undefined) {
    return fail(
      '',
      `the legal set has ${count} declarations, more than the ${LIST_CAP} listed in full: ` +
        'use --limit N to list the first N, or --count to print only the count',
    );
  }
  const value: LegalOutput = complete ? { legal, count: countToJson(count) } : { legal, count: countToJson(count), complete: false };
  return { ok: true, value };
}
