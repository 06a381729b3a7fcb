import type { Board } from './board.ts';
import type { EngineError, LegalOptions, LegalSet, EngineBudget } from './api-types.ts';
import type { Result } from './result.ts';

/** The legal set of spec §3, canonical order (§5). */
export function legalSet(board: Board, options: LegalOptions = {}): Result<LegalSet, EngineError> {
  void board; void options;
  throw new Error('legalSet: not implemented yet');
}

/** The number of legal declarations, exact (decimal string). */
export function countLegal(board: Board, budget: EngineBudget = {}): Result<{ count: string }, EngineError> {
  void board; void budget;
  throw new Error('countLegal: not implemented yet');
}
