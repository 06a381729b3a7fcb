import type { Board, Declaration } from './board.ts';
import type { EngineBudget, EngineError, Explanation } from './api-types.ts';
import type { Result } from './result.ts';

/** Explain any declaration, legal or not, in the article's step order. */
export function explainDeclaration(board: Board, declaration: Declaration, budget: EngineBudget = {}): Result<Explanation, EngineError> {
  void board; void declaration; void budget;
  throw new Error('explainDeclaration: not implemented yet');
}
