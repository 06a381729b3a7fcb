/** The legal block declarations of §4, counted exactly, listed in §6 order and summarized. */
import type { EngineBudget, EngineError } from '../api-types.ts';
import { makeBudget, TooLarge, type Budget } from '../budget.ts';
import { err, ok, type Result } from '../result.ts';
import type { BlockBoard, BlockDeclaration } from './board.ts';
import { blockBreakdownOf, type BlockBreakdown } from './breakdown.ts';
import { blockCount, blockCountBySize, buildBlockGraph, listBlocks, type BlockGraph } from './graph.ts';
import { compileBlockModel, ModelTooLarge } from './model.ts';

/** Declarations listed when no limit is given; a bigger set needs a limit or only the count. */
export const FULL_BLOCK_LIST_LIMIT = 100_000;

export interface BlockLegalOptions {
  /** List at most this many (the first in §6 order). */
  readonly limit?: number;
  /** Only the declarations with exactly this many blocking creatures (list and count). */
  readonly blockers?: number;
  readonly budget?: EngineBudget;
}

export interface BlockLegalSet {
  readonly legal: readonly BlockDeclaration[];
  /** Exact, as a decimal string (it can exceed 2^53). */
  readonly count: string;
  readonly complete: boolean;
}

export function legalBlockSet(board: BlockBoard, options: BlockLegalOptions = {}): Result<BlockLegalSet, EngineError> {
  const budget = makeBudget(options.budget);
  return withBlockGraph(board, budget, (g) => {
    const count = options.blockers === undefined ? blockCount(g) : (blockCountBySize(g)[options.blockers] ?? 0n);
    if (options.limit === undefined && count > BigInt(FULL_BLOCK_LIST_LIMIT)) {
      return err({ code: 'too-large', message: `the legal set has ${count} declarations; ask for a limit or only the count` });
    }
    const legal = listBlocks(g, options.limit ?? FULL_BLOCK_LIST_LIMIT, budget, options.blockers);
    return ok({ legal, count: count.toString(), complete: BigInt(legal.length) === count });
  });
}

export function countLegalBlocks(board: BlockBoard, budget: EngineBudget = {}): Result<{ count: string }, EngineError> {
  return withBlockGraph(board, makeBudget(budget), (g) => ok({ count: blockCount(g).toString() }));
}

export function legalBlockBreakdown(board: BlockBoard, budget: EngineBudget = {}): Result<BlockBreakdown, EngineError> {
  const b = makeBudget(budget);
  return withBlockGraph(board, b, (g) => ok(blockBreakdownOf(g, b)));
}

export function withBlockGraph<T>(board: BlockBoard, budget: Budget, then: (g: BlockGraph) => Result<T, EngineError>): Result<T, EngineError> {
  try {
    return then(buildBlockGraph(compileBlockModel(board), budget));
  } catch (e) {
    if (e instanceof TooLarge || e instanceof ModelTooLarge) return err({ code: 'too-large', message: e.message });
    throw e;
  }
}
