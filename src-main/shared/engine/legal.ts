/** The legal set of spec §3, counted exactly and listed in canonical order (§5). */
import type { Board } from './board.ts';
import type { EngineBudget, EngineError, LegalBreakdown, LegalOptions, LegalSet } from './api-types.ts';
import { breakdownOf, countBySize } from './breakdown.ts';
import { needsCreaturePayment } from './creature-payment.ts';
import { CreaturePayer, MAX_CREATURE_PAYMENT_OMEGA, tooLargeMessage } from './creature-members.ts';
import { buildEnumeratedGraph, EnumerationTooLarge } from './enumerate.ts';
import { err, ok, type Result } from './result.ts';
import type { Model } from './model.ts';
import { compileModel } from './compile-model.ts';
import { buildLegalGraph } from './search.ts';
import { makeBudget, TooLarge, type Budget } from './budget.ts';
import { graphCount, listLegal, type LegalGraph } from './graph.ts';

const NO_DEFENDING_PLAYER_TEXT =
  'without the option to attack multiple players, the defending player is chosen at the beginning of combat (CR 506.2a), and this board does not say who was chosen ("defendingPlayer"), so which attacks are legal is not decided';

/** Declarations listed when no limit is given; beyond this the caller must ask for a limit or a count. */
export const FULL_LIST_LIMIT = 100_000;

export function legalSet(board: Board, options: LegalOptions = {}): Result<LegalSet, EngineError> {
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
  return withGraph(board, makeBudget(budget), (graph) => ok({ count: graphCount(graph).toString() }));
}

/** The legal set summarized by number of attackers and by creature, exactly, without listing it. */
export function legalBreakdown(board: Board, budget: EngineBudget = {}): Result<LegalBreakdown, EngineError> {
  const b = makeBudget(budget);
  return withGraph(board, b, (graph) => ok(breakdownOf(graph, b)));
}

export function compileOrError(board: Board): Result<Model, EngineError> {
  if (!board.attackMultiplePlayers && board.defendingPlayer === undefined && board.players.length > 2) {
    return err({ code: 'no-defending-player', message: NO_DEFENDING_PLAYER_TEXT });
  }
  const model = compileModel(board);
  return 'code' in model ? err(model) : ok(model);
}

function withGraph<T>(board: Board, budget: Budget, then: (g: LegalGraph) => Result<T, EngineError>): Result<T, EngineError> {
  const model = compileOrError(board);
  if (!model.ok) return model;
  try {
    return then(graphOf(model.value, budget));
  } catch (e) {
    if (e instanceof TooLarge) return err({ code: 'too-large', message: e.message });
    throw e;
  }
}

/**
 * The layered graph for any board. Boards whose costs creatures help pay are enumerated with exact
 * payment per declaration (creature-members.ts says why no other strategy is sound for them), whatever
 * strategy the budget asks for; the others go to the strategy picker of search.ts.
 */
export function graphOf(model: Model, budget: Budget): LegalGraph {
  if (!needsCreaturePayment(model.board)) return buildLegalGraph(model, budget);
  try {
    return buildEnumeratedGraph(model, budget, MAX_CREATURE_PAYMENT_OMEGA, new CreaturePayer(model));
  } catch (e) {
    if (e instanceof EnumerationTooLarge) throw new TooLarge(tooLargeMessage());
    throw e;
  }
}
