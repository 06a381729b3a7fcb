import type { Board, BoardError } from './board.ts';
import type { Result } from './result.ts';

/** Parse and validate an unknown JSON value into a Board (spec §1, strict validation). */
export function parseBoard(raw: unknown): Result<Board, BoardError[]> {
  void raw;
  throw new Error('parseBoard: not implemented yet');
}
