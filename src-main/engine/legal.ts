/** The legal set of spec §3, counted exactly and listed in canonical order (§5). */
import type { Board } from './board.ts';
import type { EngineBudget, EngineError, LegalBreakdown, LegalOptions, LegalSet } from './api-types.ts';
import { breakdownOf, countBySize } from './breakdown.ts';
import { needsCreaturePayment } from './creature-payment.ts';
import { exactLegalSet } from './exact-legal.ts';
import { err, ok, type Result } from './result.ts';
import { compileModel, type Model } from './model.ts';
import { buildLegalGraph, graphCount, listLegal, makeBudget, TooLarge, type Budget, type LegalGraph } from './search.ts';

/** Declarations listed when no limit is given; beyond this the caller must ask for a limit or a count. */
export const FULL_LIST_LIMIT = 100_000;

export function legalSet(board: Board, options: LegalOptions = {}): Result<LegalSet, EngineError> {
  // Creatures paying attack costs: the exact path (exact-legal.ts), see its header for why.
  if (needsCreaturePayment(board)) return exactLegalSet(board, options);
  const budget = makeBudget(options.budget);
  return withGraph(board, budget, (graph) => {
    const { attackers } = options;
    const count = attackers === undefined ? graphCount(graph) : (countBySize(graph, budget)[attackers] ?? 0n);
    const limit = options.limit ?? FULL_LIST_LIMIT;
    if (options.limit === undefined && count > BigInt(FULL_LIST_LIMIT)) {
      return err({
        code: 'too-large',
        message: `the legal set has ${count} declarations; ask for a limit or only the count`,
      });
    }
    const legal = listLegal(graph, limit, budget, attackers);
    return ok({ legal, count: count.toString(), complete: BigInt(legal.length) === count });
  });
}

export function countLegal(board: Board, budget: EngineBudget = {}): Result<{ count: string }, EngineError> {
  if (needsCreaturePayment(board)) {
    const exact = exactLegalSet(board);
    return exact.ok ? ok({ count: exact.value.count }) : exact;
  }
  return withGraph(board, makeBudget(budget), (graph) => ok({ count: graphCount(graph).toString() }));
}

/** The legal set summarized by number of attackers and by creature, exactly, without listing it. */
export function legalBreakdown(board: Board, budget: EngineBudget = {}): Result<LegalBreakdown, EngineError> {
  const b = makeBudget(budget);
  return withGraph(board, b, (graph) => ok(breakdownOf(graph, b)));
}

export function compileOrError(board: Board): Result<Model, EngineError> {
  if (needsCreaturePayment(board)) {
    return err({
      code: 'too-large',
      message: 'this board pays attack costs with creatures (creature mana or tapping creatures): only its legal set and count are computed, by enumeration',
    });
  }
  const model = compileModel(board);
  return 'code' in model ? err(model) : ok(model);
}

function withGraph<T>(board: Board, budget: Budget, then: (g: LegalGraph) => Result<T, EngineError>): Result<T, EngineError> {
  const model = compileOrError(board);
  if (!model.ok) return model;
  try {
    return then(buildLegalGraph(model.value, budget));
  } catch (e) {
    if (e instanceof TooLarge) return err({ code: 'too-large', message: e.message });
    throw e;
  }
}
