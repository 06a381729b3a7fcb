import type { Board } from './board.ts';
import type { AttackTree, EngineError, TreeOptions } from './api-types.ts';
import type { Result } from './result.ts';

/** The process of spec §3 as data, one tree per cost plan. */
export function buildAttackTree(board: Board, options: TreeOptions = {}): Result<AttackTree, EngineError> {
  void board; void options;
  throw new Error('buildAttackTree: not implemented yet');
}
