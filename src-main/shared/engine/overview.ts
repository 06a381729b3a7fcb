/**
 * What the sandbox shows after each edit, from one build of the layered graph (search.ts): the first
 * declarations in canonical order (spec §5), the exact count and the breakdown by size and by
 * creature. legalSet and legalBreakdown each build that graph; calling both built it twice.
 */
import type { Board, Declaration } from './board.ts';
import type { EngineBudget, EngineError, LegalBreakdown } from './api-types.ts';
import { breakdownOf } from './breakdown.ts';
import { compileOrError, FULL_LIST_LIMIT, graphOf } from './legal.ts';
import { err, ok, type Result } from './result.ts';
import { makeBudget, TooLarge } from './budget.ts';
import { listLegal } from './graph.ts';

export interface OverviewOptions {
  /** Declarations listed, the first in canonical order (default and maximum FULL_LIST_LIMIT). */
  readonly limit?: number;
  readonly budget?: EngineBudget;
}

export interface LegalOverview {
  /** The first `limit` legal declarations, canonically sorted. */
  readonly legal: readonly Declaration[];
  /** Exact number of legal declarations (decimal string, as LegalSet.count). */
  readonly count: string;
  /** True when `legal` holds every legal declaration. */
  readonly complete: boolean;
  /** The whole set summarized (its count equals `count`). */
  readonly breakdown: LegalBreakdown;
}

export function legalOverview(board: Board, options: OverviewOptions = {}): Result<LegalOverview, EngineError> {
  const model = compileOrError(board);
  if (!model.ok) return model;
  const budget = makeBudget(options.budget);
  try {
    const graph = graphOf(model.value, budget);
    const breakdown = breakdownOf(graph, budget);
    const legal = listLegal(graph, Math.min(options.limit ?? FULL_LIST_LIMIT, FULL_LIST_LIMIT), budget);
    return ok({ legal, count: breakdown.count, complete: BigInt(legal.length) === BigInt(breakdown.count), breakdown });
  } catch (e) {
    if (e instanceof TooLarge) return err({ code: 'too-large', message: e.message });
    throw e;
  }
}
