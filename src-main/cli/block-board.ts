/**
 * block-board/1 boards on the command line (docs/block-board-v1.md): `legal` and `check` read a board's
 * `format` and come here for blocking boards. The answers have the shape §6 defines,
 * `{"legal":[{"blocks":{…}}],"count":N}`, and the explanation reads by the steps of 509.1.
 */
import { capIssues } from '#main/api/errors';
import {
  BLOCK_BOARD_FORMAT,
  countLegalBlocks,
  legalBlockBreakdown,
  legalBlockSet,
  parseBlockBoard,
  type BlockBoard,
  type BlockBreakdown,
  type BlockDeclaration,
  type BlockExplanation,
} from '#shared/engine/block/index';
import type { EngineError } from '#shared/engine/index';
import { CLI_ENGINE_BUDGET } from './engine-budget.ts';
import { InputError } from './errors.ts';
import { engineErrorMessage, formatBoardError } from './input.ts';
import { countToJson } from './output.ts';

export function isBlockBoardJson(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && (raw as { format?: unknown }).format === BLOCK_BOARD_FORMAT;
}

/** Validate a parsed JSON value as a block board; errors become one line each, `name: path: message`. */
export function blockBoardFromJson(name: string, raw: unknown): BlockBoard {
  const parsed = parseBlockBoard(raw);
  if (parsed.ok) return parsed.value;
  const errors = parsed.error.length > 0 ? parsed.error : [{ path: '', message: 'invalid board' }];
  throw new InputError(...capIssues(errors.map((e) => ({ path: e.path, message: e.message }))).map((e) => `${name}: ${formatBoardError(e)}`));
}

export interface BlockMode {
  readonly count: boolean;
  readonly limit: number | undefined;
  readonly blockers: number | undefined;
  readonly breakdown: boolean;
}

type JsonCount = number | string;
type BlockOutput =
  | { readonly count: JsonCount }
  | { readonly legal: readonly BlockDeclaration[]; readonly count: JsonCount; readonly complete?: false }
  | {
      readonly count: JsonCount;
      readonly bySize: readonly { readonly blockers: number; readonly count: JsonCount }[];
      readonly byCreature: readonly {
        readonly creatureId: string;
        readonly byAttacker: readonly { readonly attackerId: string; readonly count: JsonCount }[];
        readonly noBlock: JsonCount;
      }[];
    };

export type BlockAnswer =
  { readonly ok: true; readonly value: BlockOutput } | { readonly ok: false; readonly error: { readonly path: string; readonly message: string } };

const failure = (e: EngineError): BlockAnswer => ({ ok: false, error: { path: e.path ?? '', message: engineErrorMessage(e) } });

function breakdownToJson(b: BlockBreakdown): BlockOutput {
  return {
    count: countToJson(b.count),
    bySize: b.bySize.map((s) => ({ blockers: s.blockers, count: countToJson(s.count) })),
    byCreature: b.byCreature.map((c) => ({
      creatureId: c.creatureId,
      byAttacker: c.byAttacker.map((a) => ({ attackerId: a.attackerId, count: countToJson(a.count) })),
      noBlock: countToJson(c.noBlock),
    })),
  };
}

/** The answer for one block board in the mode `legal` was asked for (listing capped at `listCap` without --limit). */
export function answerBlockBoard(board: BlockBoard, mode: BlockMode, listCap: number): BlockAnswer {
  if (mode.breakdown) {
    const b = legalBlockBreakdown(board, CLI_ENGINE_BUDGET);
    return b.ok ? { ok: true, value: breakdownToJson(b.value) } : failure(b.error);
  }
  const only = mode.blockers === undefined ? {} : { blockers: mode.blockers };
  if (mode.count) {
    const counted =
      mode.blockers === undefined ? countLegalBlocks(board, CLI_ENGINE_BUDGET) : legalBlockSet(board, { ...only, limit: 1, budget: CLI_ENGINE_BUDGET });
    return counted.ok ? { ok: true, value: { count: countToJson(counted.value.count) } } : failure(counted.error);
  }
  const set = legalBlockSet(board, { ...only, limit: mode.limit ?? listCap, budget: CLI_ENGINE_BUDGET });
  if (!set.ok) return failure(set.error);
  const { legal, count, complete } = set.value;
  if (!complete && mode.limit === undefined) {
    return {
      ok: false,
      error: {
        path: '',
        message: `the legal set has ${count} declarations, more than the ${listCap} listed in full: use --limit N to list the first N, or --count to print only the count`,
      },
    };
  }
  return { ok: true, value: complete ? { legal, count: countToJson(count) } : { legal, count: countToJson(count), complete: false } };
}

/** The explanation as text: the verdict, then each step of 509.1 with its rules and its findings. */
export function renderBlockExplanation(ex: BlockExplanation): string {
  const lines = [
    ex.legal ? 'LEGAL' : `ILLEGAL at CR ${ex.failedStep ?? '509.1'}: ${ex.summary.replace(/^Step \S+ fails: /, '')}`,
    `Declaration: ${JSON.stringify(ex.declaration)}`,
  ];
  for (const s of ex.steps) {
    lines.push('', `${s.step} — ${s.title} (${s.citation}): ${s.ok === null ? 'not judged' : s.ok ? 'ok' : 'FAILS'}`);
    for (const line of s.lines) lines.push(`  ${line}`);
  }
  lines.push('', ex.legal ? 'Verdict: legal; every step of CR 509.1 succeeds.' : `Verdict: illegal; the first step that fails is ${ex.failedStep ?? '509.1'}.`);
  return `${lines.join('\n')}\n`;
}
